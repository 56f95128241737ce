/**
 * The portal's one translation layer (Lingui's core, ~2.6 KB gzip; README "Languages"): one instance in
 * @portal/shared, so the shell, every remote and the embeds share it through the federation's one
 * @portal/shared. Each app owns its messages (a `messages/en.json` and `messages/fr.json` beside its code) and
 * registers them with `defineCatalogue`; English is bundled with the code, another language is downloaded the
 * first time it is used. Message keys are typed from the English file: an unknown key fails the type check, and
 * each French file must have exactly the English keys (`defineCatalogue` checks it).
 *
 * At build time the messages are compiled from ICU MessageFormat (placeholders `{name}`, plurals) by
 * shared/build/messages-loader.cjs, so the runtime carries no message compiler.
 */
import { setupI18n, type MessageDescriptor } from '@lingui/core';
import { useContext, useMemo } from 'react';
import { LocaleContext } from './LocaleContext';
import { INTL_LOCALES, isLocale, LOCALE_KEY, type Locale } from './locales';

export * from './locales';

export const i18n = setupI18n({ locale: 'en', messages: { en: {}, fr: {} } });
/**
 * Every app's English messages, also kept apart: a text whose language is still downloading (a remote's catalogue
 * registered after the switch, read outside a component) is shown in English rather than as its key.
 */
const english = setupI18n({ locale: 'en', messages: { en: {} } });
const translate = (key: string, values?: Values): string =>
  (key in i18n.messages ? i18n : english)._({ id: key, values } as MessageDescriptor);

export const currentLocale = (): Locale => (isLocale(i18n.locale) ? i18n.locale : 'en');
export const intlLocale = (locale: Locale = currentLocale()): string => INTL_LOCALES[locale];

type Messages = Record<string, string>;
type Loader = () => Promise<{ default: Messages } | Messages>;

interface Registered { loaders: Partial<Record<Locale, Loader>>; loaded: Set<Locale>; pending: Map<Locale, Promise<void>> }
const catalogues = new Map<string, Registered>();

function loadCatalogue(c: Registered, locale: Locale): Promise<void> {
  if (c.loaded.has(locale)) return Promise.resolve();
  let p = c.pending.get(locale);
  if (!p) {
    const loader = c.loaders[locale];
    p = (loader ? loader() : Promise.resolve({})).then((m) => {
      i18n.load(locale, ('default' in m && typeof m.default === 'object' ? m.default : m) as Messages);
      c.loaded.add(locale);
    }).finally(() => c.pending.delete(locale));
    c.pending.set(locale, p);
  }
  return p;
}

const allLoaded = (locale: Locale) => [...catalogues.values()].every((c) => c.loaded.has(locale));

/** Downloads every registered app's messages for a language (before switching to it, so nothing flickers). */
type Tracked = Promise<void> & { status?: 'fulfilled' | 'rejected'; reason?: unknown };
let waiting: { locale: Locale; size: number; promise: Tracked } | null = null;

/**
 * Suspends a component until every registered catalogue has `locale`. The promise is thrown rather than passed to
 * `use`: React replays a component that suspended in `use` with the hooks it had called, and a replay that no longer
 * waits (the messages arrived meanwhile) breaks the hooks after it (React error 467, seen when French arrived during
 * a section's first render). A thrown promise makes React render the component afresh instead. One promise per
 * language and set of catalogues; a failure goes to the error boundary once, and the next render tries again.
 */
function waitForMessages(locale: Locale): void {
  if (allLoaded(locale)) return;
  if (!waiting || waiting.locale !== locale || waiting.size !== catalogues.size) {
    const promise: Tracked = loadLocale(locale);
    promise.then(() => { promise.status = 'fulfilled'; }, (error: unknown) => { promise.status = 'rejected'; promise.reason = error; });
    waiting = { locale, size: catalogues.size, promise };
  }
  const { promise } = waiting;
  if (promise.status === 'rejected') { waiting = null; throw promise.reason; }
  throw promise;
}

export function loadLocale(locale: Locale): Promise<void> {
  return Promise.all([...catalogues.values()].map((c) => loadCatalogue(c, locale))).then(() => undefined);
}

/** Exactly the same keys: a French file with a key missing (or one too many) fails the type check. */
export type Same<A, B> = [Exclude<keyof A, keyof B>, Exclude<keyof B, keyof A>] extends [never, never] ? true : never;
/** The same, as true or false (`never` would pass any conditional check). */
type KeysMatch<A, B> = [Exclude<keyof A, keyof B>, Exclude<keyof B, keyof A>] extends [never, never] ? true : false;

export type Values = Record<string, string | number>;
export type Translate<K extends string> = (key: K, values?: Values) => string;

/** An object whose properties read texts of a catalogue in the current language (for texts tests and forms name). */
export function textsOf<K extends string, N extends string>(t: Translate<K>, keys: Record<N, K>): Readonly<Record<N, string>> {
  const out = {} as Record<N, string>;
  for (const [name, key] of Object.entries(keys) as Array<[N, K]>) Object.defineProperty(out, name, { get: () => t(key), enumerable: true });
  return out;
}

/**
 * Registers an app's messages. `en` is the English file itself (bundled); `fr` loads the French file, which must
 * have exactly the English keys: one missing or one too many fails the type check here, for every catalogue.
 * Returns `useT()` for components (re-renders on a language switch, waits for a first download), `t` for code
 * outside components (the current language; its messages are loaded before a switch completes), and `texts` for
 * named texts read in the current language.
 */
export function defineCatalogue<M extends Messages, F extends Messages>(
  name: string,
  en: M,
  others: { fr: () => Promise<{ default: F }> } & (KeysMatch<M, F> extends true ? unknown : { frenchKeysDifferFromEnglish: never }),
) {
  const registered: Registered = { loaders: { fr: others.fr }, loaded: new Set(['en']), pending: new Map() };
  catalogues.set(name, registered);
  i18n.load('en', en);
  english.load('en', en);
  // Registered after a switch (a remote or a module loaded later): its messages in the current language now.
  if (currentLocale() !== 'en') loadCatalogue(registered, currentLocale()).catch(() => { /* asked again by the first component that needs it */ });
  type K = Extract<keyof M, string>;
  const t: Translate<K> = translate;
  function useT(): Translate<K> {
    const locale = useContext(LocaleContext)?.locale ?? 'en';
    // Waits for every registered catalogue, not only this one: the shared modules this component imported by path
    // registered theirs on import, and their texts are read with `t` while it renders.
    waitForMessages(locale);
    // A new function for each language, so memoised children re-render with it.
    return useMemo(() => ((key, values) => translate(key, values)) as Translate<K>, [locale]);
  }
  const texts = <N extends string>(keys: Record<N, K>) => textsOf(t, keys);
  return { t, useT, texts };
}

/**
 * Makes a language the page's: its messages loaded for every app and Lingui switched; then, unless it is an embed
 * (which must not touch its host page), <html lang> follows, and a choice the customer made (`remember`) is kept.
 */
export async function applyLocale(locale: Locale, opts: { remember?: boolean; page?: boolean } = {}): Promise<void> {
  await loadLocale(locale);
  i18n.activate(locale);
  if (opts.page !== false && typeof document !== 'undefined') document.documentElement.lang = INTL_LOCALES[locale];
  if (opts.remember) {
    try { localStorage.setItem(LOCALE_KEY, locale); } catch { /* storage blocked: the choice lasts this visit */ }
  }
}
