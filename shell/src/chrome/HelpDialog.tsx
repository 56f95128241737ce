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
import { Link as RouterLink } from '@portal/shared';

/** The General Help dialog: the eleven entries of spec 2, each with its steps and a 'Take me there' link. */
export function HelpDialog({ open, setOpen }: { open: boolean; setOpen(open: boolean): void }) {
  return (
    <>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="help-title" fullWidth maxWidth="sm" scroll="paper">
        <DialogTitle id="help-title">General Help</DialogTitle>
        <DialogContent dividers>
          {HELP_ENTRIES.map((entry, i) => (
            <Accordion key={entry.title} disableGutters>
              <AccordionSummary aria-controls={`help-${i}-content`} id={`help-${i}-header`}>
                {/* MUI wraps the summary in an h3 already. */}
                <Typography component="span" variant="subtitle1">{entry.title}</Typography>
              </AccordionSummary>
              <AccordionDetails>
                <ol>{entry.steps.map((s) => <li key={s}><Typography variant="body2">{s}</Typography></li>)}</ol>
                <Link component={RouterLink} to={entry.to} onClick={() => setOpen(false)}>Take me there</Link>
              </AccordionDetails>
            </Accordion>
          ))}
        </DialogContent>
        <DialogActions><Button onClick={() => setOpen(false)}>Close</Button></DialogActions>
      </Dialog>
    </>
  );
}
