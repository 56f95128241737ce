import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { HELP_ENTRIES } from './helpEntries';
import { useHelpT } from './help/i18n';
import { Link as RouterLink } from '@portal/contract';

/** The General Help dialog: the eleven entries of spec 2, each with its steps and a 'Take me there' link. */
export function HelpDialog({ open, setOpen }: { open: boolean; setOpen(open: boolean): void }) {
  const t = useHelpT();
  return (
    <>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="help-title" fullWidth maxWidth="sm" scroll="paper">
        <DialogTitle id="help-title">{t('help.title')}</DialogTitle>
        <DialogContent dividers>
          {HELP_ENTRIES.map((entry, i) => (
            <Accordion key={entry.id} disableGutters>
              <AccordionSummary aria-controls={`help-${i}-content`} id={`help-${i}-header`}>
                {/* MUI wraps the summary in an h3 already. */}
                <Typography component="span" variant="subtitle1">
                  {t(`help.${entry.id}.title`)}
                </Typography>
              </AccordionSummary>
              <AccordionDetails>
                <ol>
                  {entry.steps.map((n) => (
                    <li key={n}>
                      <Typography variant="body2">{t(`help.${entry.id}.${n}` as Parameters<typeof t>[0])}</Typography>
                    </li>
                  ))}
                </ol>
                <Link component={RouterLink} to={entry.to} onClick={() => setOpen(false)}>
                  {t('help.takeMeThere')}
                </Link>
              </AccordionDetails>
            </Accordion>
          ))}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{t('help.close')}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
