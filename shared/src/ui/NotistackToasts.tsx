import { useMemo, type ReactNode } from 'react';
import { SnackbarProvider, useSnackbar } from 'notistack';
import { ToastContext, type Toast } from './toast';
import { TOAST_COMPONENTS } from './ToastContent';
import { prefersReducedMotion } from './theme';

function content(title: string, detail?: string) {
  return detail ? <span><strong>{title}</strong><br />{detail}</span> : title;
}

function Bridge({ children }: { children: ReactNode }) {
  const { enqueueSnackbar } = useSnackbar();
  const toast = useMemo<Toast>(() => ({
    success: (message, ms) => enqueueSnackbar(message, { variant: 'success', autoHideDuration: ms }),
    info: (message, ms) => enqueueSnackbar(message, { variant: 'info', autoHideDuration: ms }),
    warning: (title, detail, ms) => enqueueSnackbar(content(title, detail), { variant: 'warning', autoHideDuration: ms }),
    error: (title, detail, ms) => enqueueSnackbar(content(title, detail), { variant: 'error', autoHideDuration: ms }),
  }), [enqueueSnackbar]);
  return <ToastContext.Provider value={toast}>{children}</ToastContext.Provider>;
}

/** The portal's toast stack: notistack with the theme's accessible colours, offered to every section as useToast(). */
export function NotistackToasts({ autoHideMs, children }: { autoHideMs?: number; children: ReactNode }) {
  return (
    <SnackbarProvider Components={TOAST_COMPONENTS} maxSnack={4} {...(prefersReducedMotion ? { transitionDuration: { enter: 0, exit: 0 } } : {})} autoHideDuration={autoHideMs} anchorOrigin={{ vertical: 'top', horizontal: 'center' }}>
      <Bridge>{children}</Bridge>
    </SnackbarProvider>
  );
}
