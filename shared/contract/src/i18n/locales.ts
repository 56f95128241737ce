/**
 * The languages the portal speaks and how a page picks one. No imports: login.html's inline script (shell/src/prerender)
 * uses these before any of the portal's JavaScript has arrived, and i18n.ts re-exports them.
 */
export const LOCALES = ['en', 'fr'] as const;
export type Locale = (typeof LOCALES)[number];
/** Canadian English and Canadian French: what Intl formats money and dates with. */
export const INTL_LOCALES: Record<Locale, string> = { en: 'en-CA', fr: 'fr-CA' };
/** Each language by its own name, for the switch (WCAG 3.1.2: marked with its lang). */
// eslint-disable-next-line lingui/no-unlocalized-strings -- each language by its own name, the same in every language
export const LANGUAGE_NAMES: Record<Locale, string> = { en: 'English', fr: 'Français' };

export const isLocale = (v: unknown): v is Locale => typeof v === 'string' && (LOCALES as readonly string[]).includes(v);
/** The customer's choice is kept across visits and sign-outs (it is not personal data): outside the `portal.` keys. */
export const LOCALE_KEY = 'transit.locale';

export function storedLocale(storage: Pick<Storage, 'getItem'> = localStorage): Locale | null {
  try {
    const v = storage.getItem(LOCALE_KEY);
    return isLocale(v) ? v : null;
  } catch {
    return null;
  }
}

/** The first of the browser's preferred languages the portal speaks ('fr-CA', 'fr' → fr), else English. */
export function preferredLocale(
  languages: readonly string[] = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]),
): Locale {
  for (const tag of languages) {
    const base = String(tag).toLowerCase().split('-')[0];
    if (isLocale(base)) return base;
  }
  return 'en';
}

/** The page's first language: the customer's stored choice, else the browser's. */
export const initialLocale = (storage?: Pick<Storage, 'getItem'>, languages?: readonly string[]): Locale =>
  storedLocale(storage) ?? preferredLocale(languages);
