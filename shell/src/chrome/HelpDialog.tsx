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
import { helpEntries, textIn } from '@portal/host/sections';
import { useHelpT } from './help/i18n';
import { Link as RouterLink, useLocale, usePortalConfig } from '@portal/contract';
import { useSectionsTable } from '../federation/sectionsTable';

/**
 * The General Help dialog: the entries of spec 2, each with its steps and a 'Take me there' link, as the sections'
 * releases declare them (each section's help, in their order).
 */
export function HelpDialog({ open, setOpen }: { open: boolean; setOpen(open: boolean): void }) {
  const t = useHelpT();
  const { locale } = useLocale();
  const entries = helpEntries(useSectionsTable(), usePortalConfig().features);
  return (
    <>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="help-title" fullWidth maxWidth="sm" scroll="paper">
        <DialogTitle id="help-title">{t('help.title')}</DialogTitle>
        <DialogContent dividers>
          {entries.map(({ entry, to }, i) => (
            <Accordion key={`${entry.id}-${to}`} disableGutters>
              <AccordionSummary aria-controls={`help-${i}-content`} id={`help-${i}-header`}>
                {/* MUI wraps the summary in an h3 already. */}
                <Typography component="span" variant="subtitle1">
                  {textIn(entry.title, locale)}
                </Typography>
              </AccordionSummary>
              <AccordionDetails>
                <ol>
                  {entry.steps.map((step, n) => (
                    <li key={n}>
                      <Typography variant="body2">{textIn(step, locale)}</Typography>
                    </li>
                  ))}
                </ol>
                <Link component={RouterLink} to={to} onClick={() => setOpen(false)}>
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
