import { useId } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useSharedT } from '../i18n';
import type { ConfirmDialogProps } from './ConfirmDialog';

/** The dialog itself (ConfirmDialog loads it the first time it opens). */
export default function ConfirmDialogView({
  open,
  title,
  message,
  confirmLabel,
  denyLabel,
  busy,
  onConfirm,
  onCancel,
  onDeny,
}: ConfirmDialogProps) {
  const id = useId();
  const t = useSharedT();
  return (
    <Dialog open={open} onClose={busy ? undefined : onCancel} aria-labelledby={`${id}-title`} aria-describedby={`${id}-text`}>
      <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-text`}>{message}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy}>
          {t('ui.cancel')}
        </Button>
        {denyLabel && onDeny && (
          <Button onClick={onDeny} disabled={busy}>
            {denyLabel}
          </Button>
        )}
        <Button onClick={onConfirm} variant="contained" disabled={busy} autoFocus>
          {confirmLabel ?? t('ui.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
