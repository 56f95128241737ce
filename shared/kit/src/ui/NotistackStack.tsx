import { useEffect } from 'react';
import { SnackbarProvider, useSnackbar } from 'notistack';
import type { Toast } from '@portal/contract';
import { toastFromSnackbar } from './NotistackToasts';
import { TOAST_COMPONENTS } from './ToastContent';
import { prefersReducedMotion } from './motion';

function Ready({ onReady }: { onReady(t: Toast): void }) {
  const { enqueueSnackbar } = useSnackbar();
  useEffect(() => {
    onReady(toastFromSnackbar(enqueueSnackbar));
  }, [enqueueSnackbar, onReady]);
  return null;
}

/** notistack's stack, downloaded by PortalToasts when the first toast is due. */
export default function NotistackStack({ autoHideMs, onReady }: { autoHideMs?: number; onReady(t: Toast): void }) {
  return (
    <SnackbarProvider
      Components={TOAST_COMPONENTS}
      maxSnack={4}
      autoHideDuration={autoHideMs}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      {...(prefersReducedMotion ? { transitionDuration: { enter: 0, exit: 0 } } : {})}
    >
      <Ready onReady={onReady} />
    </SnackbarProvider>
  );
}
