/**
 * What a section's release declares about its sections (since 1.4.0; docs/sections.md, docs/decisions/0022): its pages
 * under the addresses the runtime config gives its remote, the exposed module of each, its frame and tab, its names in
 * every language, the API calls its first render needs, its drawing before the JavaScript, its help and site-map
 * entries. The remote's build writes it into its release's manifest (`metaData.portal.sections`); the shell's server
 * reads it from the release the runtime config names, checks it and serves every remote's as one table with the config
 * (`PortalConfig.sections`); the shell, its service worker and its monitoring read that table. Nothing about a section
 * is written in the shell: a new page, tab, label, early call or module ships with the section's own release.
 * Types and constants only: nothing of it is in the shared instance.
 */
import type { FeatureSwitches } from './config';
import type { Locale } from './i18n/locales';

/** A text in each language of the portal, as a customer reads it. */
export type Texts = Readonly<Record<Locale, string>>;

/** The frames the shell draws sections in: the home frame (card header and tabs, `/home/…`) and the account frame (`/account/…`). */
export type Frame = 'home' | 'account';

/**
 * A GET the shell's entry asks for when a page opens on the section, beside the selected card's balance and before any
 * of the section's code has arrived; the section's first render reads its answer instead of asking again. Only under
 * the configured API base, with the customer's token.
 */
export interface EarlyCall {
  /** The API path under the configured base: `Threshold/GetThresholdReload`. */
  path: string;
  /**
   * Its query, in the order the section's own call sends it (its cache key is the same): a value `{cardNumber}` or
   * `{cardType}` is the selected card's, any other is sent as it is.
   */
  query?: Readonly<Record<string, string | number>>;
  /** Asked only for cards of these types. */
  cardTypes?: readonly number[];
  /** Not asked for cards of these types. */
  exceptCardTypes?: readonly number[];
}

/** A section's tab in its frame: its place (lowest first) and its label. */
export interface SectionTab<T = Texts> {
  order: number;
  label: T;
}

/** A link to the section (the header's navigation, the footer's site map): its place (lowest first) and its label. */
export interface SectionLink<T = Texts> {
  order: number;
  label: T;
  /** Where it goes, when not the section's own address. */
  to?: string;
}

/** An entry of the General Help dialog: its title, its steps and where 'Take me there' goes (the section by default). */
export interface HelpEntry<T = Texts> {
  id: string;
  order: number;
  title: T;
  steps: readonly T[];
  to?: string;
}

/**
 * One section: a page of its own or a tab of a frame. `T` is how its texts are written: each language's text (in a
 * release's manifest and the table), or a key of the remote's catalogue (in its source, `src/sections.ts`).
 */
export interface SectionDeclaration<T = Texts> {
  /**
   * The address customers use, under one the runtime config gives the remote (`/account/payment`); ending with `/*`,
   * the section routes the addresses under it itself. Matched without regard to case or a trailing slash.
   */
  path: string;
  /** The exposed module (`src/exposes/<module>.tsx`), loaded as `<remote>/<module>`. */
  module: string;
  /** Its name for customers: the loading and failure messages say it. */
  name: T;
  /** The frame it shows in, or null for a page of its own. */
  frame: Frame | null;
  /** Its tab, in a frame. */
  tab?: SectionTab<T>;
  /** Only for a signed-in customer (others are sent to the login page). */
  signedIn: boolean;
  /** A page for anyone, drawn without the signed-in header and help (a confirmation or reset page). */
  public?: boolean;
  /** Its query is an answer the page reads once (a payment's result): never kept to be replayed after a sign-in. */
  answerInQuery?: boolean;
  /** Shown only where the runtime config switches this on. */
  feature?: keyof FeatureSwitches;
  /**
   * When its files are asked for, on a page that opens on it: `entry`, by the shell's entry with the page's first answers,
   * before the shared libraries (a section the customer uses at once); `app`, once the shell's app starts (a tab whose
   * drawing shows what the customer waits for, and whose answers need the link first; a page for anyone). Otherwise
   * when the page shows it.
   */
  early?: 'entry' | 'app';
  /** What its first render shows of the selected card, asked for by the shell's entry (home tabs). */
  calls?: readonly EarlyCall[];
  /** Its controls work on the last known data without a connection (else they are disabled offline, saying why). */
  worksOffline?: boolean;
  help?: readonly HelpEntry<T>[];
  siteMap?: SectionLink<T>;
  nav?: SectionLink<T>;
}

/** A shared library as a release needs it: the range of the page's copy it runs on, and the version it was built with. */
export interface SharedNeed {
  range: string;
  version: string;
}

/** What a remote's release declares (its manifest's `metaData.portal.sections`). */
export interface RemoteDeclaration<T = Texts> {
  sections: readonly SectionDeclaration<T>[];
  /** Exposed modules kept under an earlier name for a release: the earlier name → the module it is now. */
  aliases?: Readonly<Record<string, string>>;
}

/** A section of the table: its declaration, the remote whose release declared it and that release. */
export interface TableSection extends SectionDeclaration {
  remote: string;
  release?: string;
}

/** A declaration, or a section of one, that the shell's server refused (and reported), with why. */
export interface RefusedDeclaration {
  remote: string;
  release?: string;
  path?: string;
  module?: string;
  reason: string;
}

/** Every remote's sections, as the shell's server checked and merged them (`PortalConfig.sections`). */
export interface SectionsTable {
  sections: readonly TableSection[];
  /** Remotes whose release could not be read: their addresses say they could not be loaded, with Retry. */
  unavailable?: readonly string[];
  refused?: readonly RefusedDeclaration[];
}

/** The values of an early call's query that are the selected card's. */
export const CALL_CARD_NUMBER = '{cardNumber}';
export const CALL_CARD_TYPE = '{cardType}';
