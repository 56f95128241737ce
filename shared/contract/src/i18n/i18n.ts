/**
 * The portal's one translation layer (Lingui's core, ~2.6 KB gzip; docs/languages.md "The library: Lingui"): one instance in the runtime
 * contract, so the shell, every remote and the embeds share it. Each app owns its messages (a `messages/en.json` and
 * `messages/fr.json` beside its code) and registers them with `defineCatalogue`; English is bundled with the code,
 * another language is downloaded the first time it is used. Message keys are typed from the English file: an unknown
 * key fails the type check, and each French file must have exactly the English keys (`registerCatalogue` checks it).
 *
 * **Groups.** The catalogues of one app (its own and those of the kit it bundles) form a group: a component waits for
 * the messages of its own group only. A remote whose French is slow or fails to download holds up, or fails, that
 * remote's sections alone (each inside its own error boundary), never the shell's navigation or another section.
 * Apps define their catalogues with @portal/kit's `defineCatalogue`, which registers them in the app's group
 * (kit/src/i18n/catalogue.ts).
 *
 * At build time the messages are compiled from ICU MessageFormat (placeholders `{name}`, plurals) by
 * @portal/build's messages-loader.cjs, so the runtime carries no message compiler.
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

export type Messages = Record<string, string>;
type Loader = () => Promise<{ default: Messages } | Messages>;

/** The catalogues of one app: what its components wait for (see "Groups" above). */
export interface MessageGroup {
  readonly name: string;
}
export function messageGroup(name: string): MessageGroup {
  return { name };
}

interface Registered {
  loaders: Partial<Record<Locale, Loader>>;
  loaded: Set<Locale>;
  pending: Map<Locale, Promise<void>>;
}
const groups = new Map<MessageGroup, Map<string, Registered>>();
const allCatalogues = (): Registered[] => [...groups.values()].flatMap((g) => [...g.values()]);

function loadCatalogue(c: Registered, locale: Locale): Promise<void> {
  if (c.loaded.has(locale)) return Promise.resolve();
  let p = c.pending.get(locale);
  if (!p) {
    const loader = c.loaders[locale];
    p = (loader ? loader() : Promise.resolve({}))
      .then((m) => {
        i18n.load(locale, ('default' in m && typeof m.default === 'object' ? m.default : m) as Messages);
        c.loaded.add(locale);
      })
      .finally(() => c.pending.delete(locale));
    c.pending.set(locale, p);
  }
  return p;
}

type Tracked = Promise<void> & { status?: 'fulfilled' | 'rejected'; reason?: unknown };
/** Per group, the one wait for a language and set of catalogues that components suspend on. */
const waiting = new Map<MessageGroup, { locale: Locale; size: number; promise: Tracked }>();

/**
 * Suspends a component until every catalogue of its group has `locale`. The promise is thrown rather than passed to
 * `use`: React replays a component that suspended in `use` with the hooks it had called, and a replay that no longer
 * waits (the messages arrived meanwhile) breaks the hooks after it (React error 467, seen when French arrived during
 * a section's first render). A thrown promise makes React render the component afresh instead. One promise per
 * group, language and set of catalogues; a failure goes to the component's error boundary once, and the next render
 * (the boundary's Retry) downloads again.
 */
function waitForMessages(locale: Locale, group: MessageGroup): void {
  const own = [...(groups.get(group)?.values() ?? [])];
  if (own.every((c) => c.loaded.has(locale))) return;
  let wait = waiting.get(group);
  if (!wait || wait.locale !== locale || wait.size !== own.length) {
    const promise: Tracked = Promise.all(own.map((c) => loadCatalogue(c, locale))).then(() => undefined);
    promise.then(
      () => {
        promise.status = 'fulfilled';
      },
      (error: unknown) => {
        promise.status = 'rejected';
        promise.reason = error;
      },
    );
    wait = { locale, size: own.length, promise };
    waiting.set(group, wait);
  }
  if (wait.promise.status === 'rejected') {
    // The failure is the boundary's to show: React renders a failed component once more at once before it commits
    // the boundary, and that render must fail too (a fresh download there would suspend, and the error be lost). The
    // next render after this task (the boundary's Retry) downloads again.
    const failed = wait;
    setTimeout(() => {
      if (waiting.get(group) === failed) waiting.delete(group);
    }, 0);
    throw wait.promise.reason;
  }
  throw wait.promise;
}

/**
 * How long a language switch waits for other apps' messages once its own have arrived: long enough that every section
 * normally switches in the same moment, short enough that a slow remote does not hold up the page. A section whose
 * messages come later waits for them in its own area (its components suspend: see waitForMessages).
 */
export const OTHER_APPS_WAIT_MS = 1500;

/**
 * Downloads every registered catalogue's messages for a language. Resolves once `group`'s have arrived (all of them
 * when no group is given) and the others have settled or OTHER_APPS_WAIT_MS has passed; it rejects only when a
 * catalogue of `group` (the caller's own texts) failed: another app's failure is that app's to show.
 */
export async function loadLocale(locale: Locale, group?: MessageGroup, othersMs = OTHER_APPS_WAIT_MS): Promise<void> {
  const mine = group ? [...(groups.get(group)?.values() ?? [])] : allCatalogues();
  const others = allCatalogues().filter((c) => !mine.includes(c));
  const settled = Promise.allSettled(others.map((c) => loadCatalogue(c, locale)));
  await Promise.all(mine.map((c) => loadCatalogue(c, locale)));
  if (others.length) {
    let timer: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([
      settled,
      new Promise<void>((resolve) => {
        timer = setTimeout(resolve, othersMs);
      }),
    ]);
    clearTimeout(timer);
  }
}

/** Exactly the same keys: a French file with a key missing (or one too many) fails the type check. */
export type Same<A, B> = [Exclude<keyof A, keyof B>, Exclude<keyof B, keyof A>] extends [never, never] ? true : never;
/** The same, as true or false (`never` would pass any conditional check). */
export type KeysMatch<A, B> = [Exclude<keyof A, keyof B>, Exclude<keyof B, keyof A>] extends [never, never] ? true : false;

export type Values = Record<string, string | number>;
export type Translate<K extends string> = (key: K, values?: Values) => string;

/** An object whose properties read texts of a catalogue in the current language (for texts tests and forms name). */
export function textsOf<K extends string, N extends string>(t: Translate<K>, keys: Record<N, K>): Readonly<Record<N, string>> {
  const out = {} as Record<N, string>;
  for (const [name, key] of Object.entries(keys) as Array<[N, K]>)
    Object.defineProperty(out, name, { get: () => t(key), enumerable: true });
  return out;
}

/** The other languages of a catalogue: French must have exactly the English keys. */
export type CatalogueOptions<M extends Messages, F extends Messages> = { fr: () => Promise<{ default: F }> } & (KeysMatch<M, F> extends true
  ? unknown
  : { frenchKeysDifferFromEnglish: never });

/** What `defineCatalogue` gives an app: `useT()` for components, `t` outside them, `texts` for named texts. */
export interface Catalogue<K extends string> {
  t: Translate<K>;
  useT(): Translate<K>;
  texts<N extends string>(keys: Record<N, K>): Readonly<Record<N, string>>;
}

/**
 * Registers an app's messages in its group (apps call @portal/kit's `defineCatalogue`, which passes the app's group).
 * `en` is the English file itself (bundled); `fr` loads the French file, which must have exactly the English keys:
 * one missing or one too many fails the type check here, for every catalogue. Returns `useT()` for components
 * (re-renders on a language switch, waits for a first download of its group's messages), `t` for code outside
 * components (the current language; its messages are loaded before a switch completes), and `texts` for named texts
 * read in the current language.
 */
export function registerCatalogue<M extends Messages, F extends Messages>(
  name: string,
  en: M,
  others: CatalogueOptions<M, F>,
  group: MessageGroup,
): Catalogue<Extract<keyof M, string>> {
  const registered: Registered = { loaders: { fr: others.fr }, loaded: new Set(['en']), pending: new Map() };
  (groups.get(group) ?? groups.set(group, new Map()).get(group)!).set(name, registered);
  i18n.load('en', en);
  english.load('en', en);
  // Registered after a switch (a remote or a module loaded later): its messages in the current language now.
  if (currentLocale() !== 'en')
    loadCatalogue(registered, currentLocale()).catch(() => {
      /* asked again by the first component that needs it */
    });
  type K = Extract<keyof M, string>;
  const t: Translate<K> = translate;
  function useT(): Translate<K> {
    const locale = useContext(LocaleContext)?.locale ?? 'en';
    // Waits for every catalogue of its group, not only this one: the kit's modules the component imported registered
    // theirs on import, and their texts are read with `t` while it renders.
    waitForMessages(locale, group);
    // A new function for each language, so memoised children re-render with it.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a new function for each language is the point (see above)
    return useMemo(() => ((key, values) => translate(key, values)) as Translate<K>, [locale]);
  }
  const texts = <N extends string>(keys: Record<N, K>) => textsOf(t, keys);
  return { t, useT, texts };
}

/**
 * Makes a language the page's: its messages loaded for every app and Lingui switched; then, unless it is an embed
 * (which must not touch its host page), <html lang> follows, and a choice the customer made (`remember`) is kept.
 * It fails, and nothing changes, only when a catalogue of `group` (the caller's own texts) cannot be downloaded.
 */
export async function applyLocale(
  locale: Locale,
  opts: { remember?: boolean; page?: boolean; group?: MessageGroup; othersMs?: number } = {},
): Promise<void> {
  await loadLocale(locale, opts.group, opts.othersMs);
  i18n.activate(locale);
  if (opts.page !== false && typeof document !== 'undefined') document.documentElement.lang = INTL_LOCALES[locale];
  if (opts.remember) {
    try {
      localStorage.setItem(LOCALE_KEY, locale);
    } catch {
      /* storage blocked: the choice lasts this visit */
    }
  }
}
