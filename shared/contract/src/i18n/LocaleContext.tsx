import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import type { Locale } from './locales';

export interface LocaleState {
  locale: Locale;
  /** Downloads the language's messages for every app on the page, then switches and remembers it. */
  setLocale(locale: Locale): Promise<void>;
}

export const LocaleContext = createContext<LocaleState | null>(null);

/** The page's language: read anywhere below the providers; the switch in the navigation changes it. */
export function useLocale(): LocaleState {
  const state = useContext(LocaleContext);
  if (!state) throw new Error('useLocale() needs the LocaleProvider that PortalProviders (or an embed) mounts');
  return state;
}

/**
 * Holds the language. `apply` does the work (load, activate, remember, <html lang>); it is passed in so an embed
 * can switch without touching the host page's <html lang> or storage.
 */
export function LocaleProvider({
  initial,
  apply,
  children,
}: {
  initial: Locale;
  apply(locale: Locale): Promise<void>;
  children: ReactNode;
}) {
  const [locale, setState] = useState<Locale>(initial);
  const setLocale = useCallback(
    async (next: Locale) => {
      await apply(next);
      setState(next);
    },
    [apply],
  );
  const value = useMemo(() => ({ locale, setLocale }), [locale, setLocale]);
  return <LocaleContext.Provider value={value}>{children}</LocaleContext.Provider>;
}
