import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: string;
  confirmLabel?: string;
  /** Shown only when given (spec: Cancel / Deny / Confirm). */
  denyLabel?: string;
  busy?: boolean;
  onConfirm(): void;
  onCancel(): void;
  onDeny?(): void;
}

/** The portal's confirmation dialog: Cancel, optionally Deny, and Confirm. */
export function ConfirmDialog({ open, title, message, confirmLabel = 'Confirm', denyLabel, busy, onConfirm, onCancel, onDeny }: ConfirmDialogProps) {
  return (
    <Dialog open={open} onClose={busy ? undefined : onCancel} aria-labelledby="confirm-title" aria-describedby="confirm-text">
      <DialogTitle id="confirm-title">{title}</DialogTitle>
      <DialogContent><DialogContentText id="confirm-text">{message}</DialogContentText></DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy}>Cancel</Button>
        {denyLabel && onDeny && <Button onClick={onDeny} disabled={busy}>{denyLabel}</Button>}
        <Button onClick={onConfirm} variant="contained" disabled={busy} autoFocus>{confirmLabel}</Button>
      </DialogActions>
    </Dialog>
  );
}
