import { lazy, Suspense, useState } from 'react';

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

const ConfirmDialogView = lazy(() => import('./ConfirmDialogView'));

/**
 * The portal's confirmation dialog: Cancel, optionally Deny, and Confirm. MUI's dialog stack (Dialog, Modal,
 * Backdrop, the focus trap: ~9 KB) downloads the first time one opens, not with every page that
 * imports the dialog. Once opened it stays mounted, so
 * it closes with its transition and focus goes back where it was.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const [used, setUsed] = useState(props.open);
  if (props.open && !used) setUsed(true);
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialogView {...props} />
    </Suspense>
  );
}
