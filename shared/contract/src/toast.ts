import { createContext, useContext } from 'react';

export interface Toast {
  success(message: string, ms?: number): void;
  info(message: string, ms?: number): void;
  warning(title: string, detail?: string, ms?: number): void;
  error(title: string, detail?: string, ms?: number): void;
}

/**
 * The toast stack of this part of the page: the portal's (notistack, through <NotistackToasts>, which the portal's
 * providers mount) or an embed's own (notistack puts its styles in the page's head, which a widget must not touch).
 */
export const ToastContext = createContext<Toast | null>(null);

/** The one toast stack, for the shell and every remote: text only, never HTML. */
export function useToast(): Toast {
  const toast = useContext(ToastContext);
  if (!toast) throw new Error('useToast() needs a toast stack: PortalProviders (or an embed) provides one');
  return toast;
}
