import { useId } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { formatCountdown } from './session';

/**
 * The inactivity warning: an alert dialog (announced when it opens, focus on 'Stay signed in'). The countdown is
 * shown but not re-announced every second; the description says what happens and how to stay.
 */
export default function IdleWarningDialog({ signOutInMs, onStay, onSignOut }: { signOutInMs: number; onStay(): void; onSignOut(): void }) {
  const id = useId();
  return (
    <Dialog open onClose={onStay} role="alertdialog" aria-labelledby={`${id}-title`} aria-describedby={`${id}-text`}>
      <DialogTitle id={`${id}-title`}>Are you still there?</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-text`}>
          For your security, you will be signed out soon because there has been no activity. Choose Stay signed in to continue.
        </DialogContentText>
        <DialogContentText sx={{ mt: 1, fontWeight: 600 }}>
          Time left: {formatCountdown(signOutInMs)}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onSignOut}>Sign out</Button>
        <Button onClick={onStay} variant="contained" autoFocus>Stay signed in</Button>
      </DialogActions>
    </Dialog>
  );
}
