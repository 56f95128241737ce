/**
 * The shell's server and the sections' releases (docs/sections.md, docs/decisions/0022): the sections table it serves
 * with the runtime config, merged from what each remote's release declares (read from the release the config names,
 * a pinned one only once its bytes are the pin's, and checked against the routes the config gives that remote:
 * @portal/host/sections), and what it draws into its prerendered pages from that table: each list a page shows (a
 * frame's tabs, the header's links, the footer's site map), in each language's tree, as the build drew their
 * placeholders (PRERENDER_LISTS), and a section's name in its skeleton. A declaration or section refused is reported to
 * monitoring, once per release, as OTLP/HTTP JSON logs (the shell's own format).
 */
import crypto from 'node:crypto';
import type { Frame, Locale, PortalConfig, RefusedDeclaration, SectionsTable, TableSection, Texts } from '@portal/contract';
import { listHref, listLabel, PRERENDER_LISTS, sectionNameLabel, type PrerenderList } from '@portal/kit/config';
import { remotesOf, routesOf } from '@portal/host/config';
import { otlpLogs } from '@portal/host/otlp';
import { basePath, frameSections, LOCALES, linksOf, partOf, textIn, type RemotePart } from '@portal/host/sections';

export const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** `sha256-<base64>` of a text's UTF-8 bytes: the form of a pinned manifest's integrity. */
const sha256Of = (text: string): string => `sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}`;

/**
 * A remote's part of the table from its release's manifest as its origin answered (its text): refused where the config
 * pins the remote and these are not the pinned bytes, or it is not JSON.
 */
export function partFromManifest(remote: string, text: string, config: PortalConfig): RemotePart {
  const pin = remotesOf(config)[remote]?.integrity;
  if (pin !== undefined && sha256Of(text) !== pin) return { remote, unavailable: 'its manifest is not the pinned one' };
  let manifest: unknown;
  try {
    manifest = JSON.parse(text);
  } catch {
    return { remote, unavailable: 'its manifest is not JSON' };
  }
  return partOf(remote, manifest, { routes: routesOf(config), features: config.features });
}

/** One entry of a list, as the server draws it: its address and its label in each language. */
interface Entry {
  href: string;
  label: Texts;
}

/**
 * The page with a list drawn from `entries` in each language's tree: each of the build's placeholder entries (the
 * element `tag` around the label's placeholder) taken as drawn, the first for the current entry (`current`) where the
 * list has one, the second for the others; both replaced by one such element for each entry, its address and label
 * escaped. A page without the list, or whose placeholders are not where the build put them, is left as it was.
 */
export function fillList(html: string, list: PrerenderList, entries: readonly Entry[], current = -1): string {
  const { tag } = PRERENDER_LISTS[list];
  let page = html;
  for (const locale of LOCALES) {
    const units = [0, 1].map((n) => elementAround(page, tag, listLabel(list, n, locale)));
    if (!units[0] || !units[1] || units[0].end > units[1].start) continue;
    const [first, other] = units as [Unit, Unit];
    const drawn = entries
      .map((entry, i) => {
        const unit = i === current || (current < 0 && i === 0) ? first : other;
        const n = unit === first ? 0 : 1;
        return page
          .slice(unit.start, unit.end)
          .split(listHref(list, n))
          .join(escapeHtml(entry.href))
          .split(listLabel(list, n, locale))
          .join(escapeHtml(textIn(entry.label, locale)));
      })
      .join('');
    // The styles the build drew between the entries (the other entries' class rules) stay: the server gathers them.
    const styles = page.slice(first.start, other.start).match(/<style data-emotion="[^"]*">[\s\S]*?<\/style>/g) ?? [];
    page = page.slice(0, first.start) + styles.join('') + drawn + page.slice(other.end);
  }
  return page;
}

interface Unit {
  start: number;
  end: number;
}

/** The element `tag` around the first occurrence of `text` (its opening tag's start to its closing tag's end), or null. */
function elementAround(html: string, tag: string, text: string): Unit | null {
  const at = html.indexOf(text);
  if (at < 0) return null;
  const start = Math.max(html.lastIndexOf(`<${tag} `, at), html.lastIndexOf(`<${tag}>`, at));
  const close = `</${tag}>`;
  const end = html.indexOf(close, at);
  if (start < 0 || end < 0) return null;
  return { start, end: end + close.length };
}

/** A section's name put in its skeleton's label, in each language's tree. */
export function fillSectionName(html: string, name: Texts): string {
  let page = html;
  for (const locale of LOCALES) page = page.split(sectionNameLabel(locale)).join(escapeHtml(textIn(name, locale)));
  return page;
}

/** The entries of a list kind of the table, switched on by the config. */
const linkEntries = (table: SectionsTable, list: 'nav' | 'siteMap', config: PortalConfig): Entry[] =>
  linksOf(table, list, config.features).map(({ entry, to }) => ({ href: to, label: entry.label }));

/** A prerendered page with the header's links and the footer's site map of the sections table drawn in. */
export const fillLinks = (html: string, table: SectionsTable, config: PortalConfig): string =>
  fillList(fillList(html, 'nav', linkEntries(table, 'nav', config)), 'siteMap', linkEntries(table, 'siteMap', config));

/** A frame's page for one of its tabs: the frame's tabs with it current, and the links. */
export function fillFrame(html: string, table: SectionsTable, config: PortalConfig, frame: Frame, section: TableSection): string {
  const tabs = frameSections(table, frame, config.features);
  const entries = tabs.map((s) => ({ href: s.path.replace(/\/\*$/, ''), label: s.tab!.label }));
  const current = tabs.findIndex((s) => basePath(s.path) === basePath(section.path));
  return fillLinks(fillList(html, 'tabs', entries, current), table, config);
}

/** What a refusal says to monitoring, once per release (the shell reports its own at a page's load). */
export function refusalRecords(refused: readonly RefusedDeclaration[], at: number = Date.now()) {
  return refused.map((r) => ({
    type: 'section-refused',
    at,
    remote: r.remote,
    ...(r.release ? { release: r.release } : {}),
    ...(r.module ? { module: r.module } : {}),
    reason: 'declaration',
    detail: r.path ? `${r.path}: ${r.reason}` : r.reason,
    page: '',
  }));
}

/** Sends refusals to the configured collector, as the shell's own server (never throws; a collector down loses them). */
export function reportRefusals(config: PortalConfig, refused: readonly RefusedDeclaration[], shellRelease: string): void {
  const url = config.monitoring?.eventsUrl;
  if (!url || refused.length === 0) return;
  const body = otlpLogs(refusalRecords(refused), { 'service.name': 'transit-portal-server', 'service.version': shellRelease });
  void fetch(url, { method: 'POST', body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } }).catch(() => undefined);
}

/** The languages a tree of the prerendered pages may be in (the contract's). */
export const TREE_LOCALES: readonly Locale[] = LOCALES;
