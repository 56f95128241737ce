import { useMemo, type ReactNode } from 'react';
import { SnackbarProvider, useSnackbar, type EnqueueSnackbar } from 'notistack';
import { ToastContext, type Toast } from '@portal/contract';
import { TOAST_COMPONENTS } from './ToastContent';
import { prefersReducedMotion } from './motion';

function content(title: string, detail?: string) {
  return detail ? (
    <span>
      <strong>{title}</strong>
      <br />
      {detail}
    </span>
  ) : (
    title
  );
}

/** The Toast interface over notistack: text only (React escapes it), never HTML. */
export function toastFromSnackbar(enqueueSnackbar: EnqueueSnackbar): Toast {
  return {
    success: (message, ms) => enqueueSnackbar(message, { variant: 'success', autoHideDuration: ms }),
    info: (message, ms) => enqueueSnackbar(message, { variant: 'info', autoHideDuration: ms }),
    warning: (title, detail, ms) => enqueueSnackbar(content(title, detail), { variant: 'warning', autoHideDuration: ms }),
    error: (title, detail, ms) => enqueueSnackbar(content(title, detail), { variant: 'error', autoHideDuration: ms }),
  };
}

function Bridge({ children }: { children: ReactNode }) {
  const { enqueueSnackbar } = useSnackbar();
  const toast = useMemo(() => toastFromSnackbar(enqueueSnackbar), [enqueueSnackbar]);
  return <ToastContext.Provider value={toast}>{children}</ToastContext.Provider>;
}

/**
 * notistack mounted at once, around its children: for component tests and the public embed. The portal's pages use
 * PortalToasts, which downloads the same stack when the first toast is due.
 */
export function NotistackToasts({ autoHideMs, children }: { autoHideMs?: number; children: ReactNode }) {
  return (
    <SnackbarProvider
      Components={TOAST_COMPONENTS}
      maxSnack={4}
      autoHideDuration={autoHideMs}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      {...(prefersReducedMotion ? { transitionDuration: { enter: 0, exit: 0 } } : {})}
    >
      <Bridge>{children}</Bridge>
    </SnackbarProvider>
  );
}
