/**
 * The sections table as a page reads it (the runtime config's `sections`, which the shell's server merged from every
 * remote's release: check.ts): which section is at an address, a frame's tabs, the help, navigation and site-map
 * entries, the texts in a language. Pure functions of the table; no imports but types, so the shell's entry, its
 * service worker and its server use them before anything else has arrived.
 */
import type { FeatureSwitches, Frame, HelpEntry, Locale, SectionLink, SectionsTable, TableSection, Texts } from '@portal/contract';

/** The frames the shell draws, by the address each owns (`/home/…`, `/account/…`): the shell's own, not a section's. */
export const FRAME_PATHS: Readonly<Record<Frame, string>> = { home: '/home', account: '/account' };
export const FRAMES = Object.keys(FRAME_PATHS) as Frame[];
/**
 * The frames that show the selected card's balance (the home frame's header: its badges and state): the shell's entry
 * asks for it with the card list, and the first render has it.
 */
export const FRAME_BALANCE: Readonly<Record<Frame, boolean>> = { home: true, account: false };

/** The federation container of a remote: `portal_<remote>`, the name its build gives it (@portal/build). */
export const containerOf = (remote: string): string => `portal_${remote}`;
/** The remote of a container (`portal_balance` → `balance`), or the container's name when it is not one of the portal's. */
export const remoteOfContainer = (container: string): string => (container.startsWith('portal_') ? container.slice(7) : container);

/** A path as the table compares it: lower case, no trailing slash ('/' for the root). */
export const normalPath = (pathname: string): string => pathname.toLowerCase().replace(/\/+$/, '') || '/';

/** A section's address without its `/*` (the one it routes under itself). */
export const basePath = (path: string): string => normalPath(path.replace(/\/\*$/, ''));
/** Whether a section routes the addresses under its own. */
export const nests = (path: string): boolean => path.endsWith('/*');

/** The sections of a table (none without one). */
const all = (table: SectionsTable | undefined | null): readonly TableSection[] => table?.sections ?? [];

/** Whether a section is shown with these switches (a section without a switch always is). */
export const switchedOn = (s: Pick<TableSection, 'feature'>, features?: FeatureSwitches): boolean =>
  !s.feature || !features || features[s.feature] === true;

/** A frame's tabs in their order (ties by remote and address), those the runtime config switches off left out. */
export function frameSections(table: SectionsTable | undefined | null, frame: Frame, features?: FeatureSwitches): TableSection[] {
  return all(table)
    .filter((s) => s.frame === frame && s.tab && switchedOn(s, features))
    .sort((a, b) => a.tab!.order - b.tab!.order || a.remote.localeCompare(b.remote) || a.path.localeCompare(b.path));
}

/** The frame whose address this is (`/home`, `/home/reload`), or null. */
export function frameAt(pathname: string): Frame | null {
  const path = normalPath(pathname);
  return FRAMES.find((f) => path === FRAME_PATHS[f] || path.startsWith(`${FRAME_PATHS[f]}/`)) ?? null;
}

/**
 * The section at an address, or null: its own address (any case, a trailing slash or not), an address under one that
 * routes its own (`/*`), or a frame's own address (`/home`: its first tab with these switches).
 */
export function sectionAt(table: SectionsTable | undefined | null, pathname: string, features?: FeatureSwitches): TableSection | null {
  const path = normalPath(pathname);
  const frame = FRAMES.find((f) => FRAME_PATHS[f] === path);
  if (frame) return frameSections(table, frame, features)[0] ?? null;
  const sections = all(table);
  return (
    sections.find((s) => basePath(s.path) === path) ??
    sections.find((s) => nests(s.path) && path.startsWith(`${basePath(s.path)}/`)) ??
    null
  );
}

/** The remote whose routes (the runtime config's) hold an address, or null: where a section not yet known would be. */
export function remoteOwning(remotes: Record<string, { routes?: readonly string[] }>, pathname: string): string | null {
  for (const [remote, { routes }] of Object.entries(remotes)) if (routes?.some((r) => routeCovers(r, pathname))) return remote;
  return null;
}

/** Whether a route of the runtime config (`/home/manage`, `/account/*`) holds an address. */
export function routeCovers(route: string, pathname: string): boolean {
  const path = normalPath(pathname);
  if (nests(route)) return path.startsWith(`${basePath(route)}/`);
  return path === normalPath(route);
}

/** The sections that are pages of their own (no frame), switched on. */
export const pageSections = (table: SectionsTable | undefined | null, features?: FeatureSwitches): TableSection[] =>
  all(table).filter((s) => s.frame === null && switchedOn(s, features));

/** Pages for anyone, drawn without the signed-in header and help: the shell's own (`/`, `/login`) and the sections'. */
export function isPublicPage(table: SectionsTable | undefined | null, pathname: string): boolean {
  const path = normalPath(pathname);
  if (path === '/' || path === '/login') return true;
  return sectionAt(table, path)?.public === true;
}

/** A text in a language (English where a release lacks it). */
export const textIn = (texts: Texts, locale: Locale): string => texts[locale] ?? texts.en;

/** An entry the sections declare, with where it goes. */
export interface Linked<E> {
  entry: E;
  to: string;
  remote: string;
}

/** The General Help dialog's entries, in their order, of the sections switched on. */
export function helpEntries(table: SectionsTable | undefined | null, features?: FeatureSwitches): Array<Linked<HelpEntry>> {
  return all(table)
    .filter((s) => switchedOn(s, features))
    .flatMap((s) => (s.help ?? []).map((entry) => ({ entry, to: entry.to ?? basePath(s.path), remote: s.remote })))
    .sort((a, b) => a.entry.order - b.entry.order || a.entry.id.localeCompare(b.entry.id));
}

/** The links a kind of list shows (the header's `nav`, the footer's `siteMap`), in their order. */
export function linksOf(
  table: SectionsTable | undefined | null,
  kind: 'nav' | 'siteMap',
  features?: FeatureSwitches,
): Array<Linked<SectionLink>> {
  return all(table)
    .filter((s) => s[kind] && switchedOn(s, features))
    .map((s) => ({ entry: s[kind]!, to: s[kind]!.to ?? s.path.replace(/\/\*$/, ''), remote: s.remote }))
    .sort((a, b) => a.entry.order - b.entry.order || a.to.localeCompare(b.to));
}
