import { useMemo } from 'react';
import { useSnackbar } from 'notistack';

export interface Toast {
  success(message: string, ms?: number): void;
  info(message: string, ms?: number): void;
  warning(title: string, detail?: string, ms?: number): void;
  error(title: string, detail?: string, ms?: number): void;
}

function content(title: string, detail?: string) {
  return detail ? <span><strong>{title}</strong><br />{detail}</span> : title;
}

/** The shell's one toast stack (notistack), for every remote: text only, never HTML. */
export function useToast(): Toast {
  const { enqueueSnackbar } = useSnackbar();
  return useMemo<Toast>(() => ({
    success: (message, ms) => enqueueSnackbar(message, { variant: 'success', autoHideDuration: ms }),
    info: (message, ms) => enqueueSnackbar(message, { variant: 'info', autoHideDuration: ms }),
    warning: (title, detail, ms) => enqueueSnackbar(content(title, detail), { variant: 'warning', autoHideDuration: ms }),
    error: (title, detail, ms) => enqueueSnackbar(content(title, detail), { variant: 'error', autoHideDuration: ms }),
  }), [enqueueSnackbar]);
}
