import { useId } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { formatCountdown } from '@portal/kit/session';
import { useSharedT } from '@portal/kit';
import { useIdleText } from './i18n';

/**
 * The inactivity warning: an alert dialog (announced when it opens, focus on 'Stay signed in'). The countdown is
 * shown but not re-announced every second; the description says what happens and how to stay.
 */
export default function IdleWarningDialog({ signOutInMs, onStay, onSignOut }: { signOutInMs: number; onStay(): void; onSignOut(): void }) {
  const id = useId();
  const t = useIdleText();
  const st = useSharedT();
  return (
    <Dialog open onClose={onStay} role="alertdialog" aria-labelledby={`${id}-title`} aria-describedby={`${id}-text`}>
      <DialogTitle id={`${id}-title`}>{t('idle.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-text`}>{t('idle.text')}</DialogContentText>
        <DialogContentText sx={{ mt: 1, fontWeight: 600 }}>{t('idle.timeLeft', { time: formatCountdown(signOutInMs) })}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onSignOut}>{st('idle.signOut')}</Button>
        <Button onClick={onStay} variant="contained" autoFocus>
          {t('idle.stay')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
