/**
 * What a remote's release declares, checked before anything of it is used (docs/sections.md, decision 0022): by the
 * shell's server, which merges every remote's into the table it serves with the runtime config, and by the page
 * itself where the config comes without one (a dev server). A release's manifest is another team's file: every field is
 * checked for its type and form, every address must be under one the runtime config gives that remote, every text
 * must be there in every language. A section that fails is refused (with why, for monitoring) and the remote's other
 * sections are kept; a declaration that is not one at all refuses the remote. Pure functions; no imports but types.
 */
import type {
  EarlyCall,
  FeatureSwitches,
  Frame,
  HelpEntry,
  RefusedDeclaration,
  SectionDeclaration,
  SectionLink,
  SectionsTable,
  TableSection,
  Texts,
} from '@portal/contract';
import { LOCALES } from './locales';
import { SECTION_PATH } from './routes';
import { basePath, FRAME_PATHS, FRAMES, nests, routeCovers } from './table';

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** An address of the portal as a declaration may write one: segments of letters, digits, `_`, `.` and `-`. */
const ADDRESS = /^(\/[A-Za-z0-9_.-]+)+$/;
/** An exposed module's name (a file name under src/exposes/, and a JavaScript name). */
const MODULE = /^[A-Za-z_$][\w$]{0,63}$/;
/** An API path under the configured base: no scheme, no leading slash, no `..`. */
const API_PATH = /^[A-Za-z][A-Za-z0-9_-]*(\/[A-Za-z0-9_-]+){0,7}$/;
const QUERY_KEY = /^[A-Za-z][\w.-]{0,63}$/;
/** What a section's check is given: its remote's routes and the config's feature switches. */
export interface CheckContext {
  remote: string;
  release?: string;
  routes: readonly string[];
  features: FeatureSwitches;
}

/** Throws a section's reason to be refused. */
class Refused extends Error {}
const refuse = (reason: string): never => {
  throw new Refused(reason);
};

function texts(v: unknown, what: string): Texts {
  if (!isObject(v)) return refuse(`${what}: must give its text in every language (${LOCALES.join(', ')})`);
  for (const locale of LOCALES) {
    const text = v[locale];
    // eslint-disable-next-line no-control-regex -- control characters are exactly what a customer's text must not hold
    if (typeof text !== 'string' || text.trim() === '' || text.length > 200 || /[\u0000-\u001f\u007f]/.test(text))
      refuse(`${what}.${locale}: must be a text of 1 to 200 characters`);
  }
  return Object.fromEntries(LOCALES.map((l) => [l, v[l] as string])) as Texts;
}

const order = (v: unknown, what: string): number =>
  typeof v === 'number' && Number.isFinite(v) ? v : refuse(`${what}: must be a number (its place, lowest first)`);
const flag = (v: unknown, what: string): boolean | undefined =>
  v === undefined ? undefined : typeof v === 'boolean' ? v : refuse(`${what}: must be true or false`);
const address = (v: unknown, what: string): string | undefined =>
  v === undefined
    ? undefined
    : typeof v === 'string' && ADDRESS.test(v)
      ? v
      : refuse(`${what}: must be an address of the portal (/home/reload)`);
const cardTypes = (v: unknown, what: string): number[] | undefined =>
  v === undefined
    ? undefined
    : Array.isArray(v) && v.length <= 32 && v.every((t) => Number.isInteger(t))
      ? (v as number[])
      : refuse(`${what}: must be a list of card types`);

function link(v: unknown, what: string): SectionLink | undefined {
  if (v === undefined) return undefined;
  if (!isObject(v)) return refuse(`${what}: must be { order, label }`);
  const to = address(v.to, `${what}.to`);
  return { order: order(v.order, `${what}.order`), label: texts(v.label, `${what}.label`), ...(to ? { to } : {}) };
}

function help(v: unknown, what: string): HelpEntry[] | undefined {
  if (v === undefined) return undefined;
  if (!Array.isArray(v) || v.length > 20) return refuse(`${what}: must be a list of at most 20 entries`);
  return v.map((e, i) => {
    const at = `${what}[${i}]`;
    if (!isObject(e)) return refuse(`${at}: must be { id, order, title, steps }`);
    if (typeof e.id !== 'string' || !/^[\w-]{1,40}$/.test(e.id)) refuse(`${at}.id: must be a name of letters, digits, _ and -`);
    if (!Array.isArray(e.steps) || e.steps.length === 0 || e.steps.length > 10) refuse(`${at}.steps: must be a list of 1 to 10 steps`);
    const to = address(e.to, `${at}.to`);
    return {
      id: e.id as string,
      order: order(e.order, `${at}.order`),
      title: texts(e.title, `${at}.title`),
      steps: (e.steps as unknown[]).map((s, n) => texts(s, `${at}.steps[${n}]`)),
      ...(to ? { to } : {}),
    };
  });
}

function calls(v: unknown, what: string): EarlyCall[] | undefined {
  if (v === undefined) return undefined;
  if (!Array.isArray(v) || v.length > 8) return refuse(`${what}: must be a list of at most 8 calls`);
  return v.map((c, i) => {
    const at = `${what}[${i}]`;
    if (!isObject(c)) return refuse(`${at}: must be { path, query }`);
    if (typeof c.path !== 'string' || !API_PATH.test(c.path) || c.path.includes('..'))
      refuse(`${at}.path: must be an API path under the configured base (Threshold/GetThresholdReload)`);
    let query: Record<string, string | number> | undefined;
    if (c.query !== undefined) {
      if (!isObject(c.query)) return refuse(`${at}.query: must be an object of names and values`);
      query = {};
      for (const [k, value] of Object.entries(c.query)) {
        if (!QUERY_KEY.test(k)) refuse(`${at}.query: "${k}" is not a query's name`);
        if (!((typeof value === 'string' && value.length <= 200) || (typeof value === 'number' && Number.isFinite(value))))
          refuse(`${at}.query.${k}: must be a text or a number`);
        query[k] = value as string | number;
      }
    }
    const only = cardTypes(c.cardTypes, `${at}.cardTypes`);
    const except = cardTypes(c.exceptCardTypes, `${at}.exceptCardTypes`);
    return {
      path: c.path as string,
      ...(query ? { query } : {}),
      ...(only ? { cardTypes: only } : {}),
      ...(except ? { exceptCardTypes: except } : {}),
    };
  });
}

/** One section of a declaration, checked: the section as the table keeps it, or Refused. */
function section(v: unknown, at: string, ctx: CheckContext): TableSection {
  if (!isObject(v)) return refuse(`${at}: must be an object`);
  if (typeof v.path !== 'string' || !SECTION_PATH.test(v.path) || v.path.length > 200)
    refuse(`${at}.path: must be an address such as /account/payment (or /account/help/* for the addresses under it)`);
  const path = v.path as string;
  if (!ctx.routes.some((route) => covers(route, path)))
    refuse(
      `${at}.path: ${path} is not under the addresses the runtime config gives remote "${ctx.remote}" (${ctx.routes.join(', ') || 'none'})`,
    );
  if (typeof v.module !== 'string' || !MODULE.test(v.module)) refuse(`${at}.module: must be an exposed module's name`);
  const frame = v.frame;
  if (frame !== null && !FRAMES.includes(frame as Frame)) refuse(`${at}.frame: must be one of ${FRAMES.join(', ')}, or null`);
  const base = basePath(path);
  const inFrame = FRAMES.find((f) => base.startsWith(`${FRAME_PATHS[f]}/`));
  if (frame !== null && !new RegExp(`^${FRAME_PATHS[frame as Frame]}/[^/]+$`).test(base))
    refuse(`${at}.path: a section of the ${String(frame)} frame is at ${FRAME_PATHS[frame as Frame]}/<its tab>`);
  if (frame === null && inFrame) refuse(`${at}.frame: ${path} is in the ${inFrame} frame's addresses: give it that frame and a tab`);
  if (frame !== null && v.tab === undefined) refuse(`${at}.tab: a section in a frame has a tab`);
  if (typeof v.signedIn !== 'boolean') refuse(`${at}.signedIn: must be true or false`);
  const isPublic = flag(v.public, `${at}.public`);
  if (isPublic && v.signedIn) refuse(`${at}.public: a page for anyone needs no sign-in`);
  if (v.feature !== undefined && (typeof v.feature !== 'string' || !(v.feature in ctx.features)))
    refuse(`${at}.feature: must be one of the runtime config's features (${Object.keys(ctx.features).join(', ')})`);
  const early = calls(v.calls, `${at}.calls`);
  if (early?.length && (frame !== 'home' || !v.signedIn)) refuse(`${at}.calls: only a signed-in home tab has calls over the selected card`);
  const tab =
    v.tab === undefined
      ? undefined
      : isObject(v.tab)
        ? { order: order(v.tab.order, `${at}.tab.order`), label: texts(v.tab.label, `${at}.tab.label`) }
        : refuse(`${at}.tab: must be { order, label }`);
  if (tab && frame === null) refuse(`${at}.tab: only a section in a frame has a tab`);
  const opt = <K extends keyof SectionDeclaration>(key: K, value: SectionDeclaration[K] | undefined) =>
    value === undefined ? {} : ({ [key]: value } as Pick<SectionDeclaration, K>);
  return {
    path,
    module: v.module as string,
    name: texts(v.name, `${at}.name`),
    frame: frame as Frame | null,
    ...opt('tab', tab),
    signedIn: v.signedIn as boolean,
    ...opt('public', isPublic),
    ...opt('answerInQuery', flag(v.answerInQuery, `${at}.answerInQuery`)),
    ...opt('feature', v.feature as keyof FeatureSwitches | undefined),
    ...opt(
      'early',
      v.early === undefined || v.early === 'entry' || v.early === 'app'
        ? (v.early as 'entry' | 'app' | undefined)
        : refuse(`${at}.early: must be "entry" or "app"`),
    ),
    ...opt('calls', early),
    ...opt('worksOffline', flag(v.worksOffline, `${at}.worksOffline`)),
    ...opt('help', help(v.help, `${at}.help`)),
    ...opt('siteMap', link(v.siteMap, `${at}.siteMap`)),
    ...opt('nav', link(v.nav, `${at}.nav`)),
    remote: ctx.remote,
    ...(ctx.release ? { release: ctx.release } : {}),
  };
}

/** Whether a route of the config holds a section's address: a section under `/*` only where the route nests too. */
function covers(route: string, path: string): boolean {
  if (!nests(path)) return routeCovers(route, path);
  return nests(route) && (basePath(path) === basePath(route) || basePath(path).startsWith(`${basePath(route)}/`));
}

/** A remote's declaration, checked: its sections kept, those refused with why, and its aliases. */
export interface CheckedDeclaration {
  sections: TableSection[];
  refused: RefusedDeclaration[];
  aliases: Record<string, string>;
}

/** The declaration of a release (its manifest's `metaData.portal.sections`), checked against what the config gives it. */
export function checkDeclaration(declaration: unknown, ctx: CheckContext): CheckedDeclaration {
  const release = ctx.release ? { release: ctx.release } : {};
  const whole = (reason: string): CheckedDeclaration => ({
    sections: [],
    refused: [{ remote: ctx.remote, ...release, reason }],
    aliases: {},
  });
  if (!isObject(declaration) || !Array.isArray(declaration.sections))
    return whole(
      'its release declares no sections (metaData.portal.sections): built before sections were declared, or not a portal release',
    );
  if (declaration.sections.length > 64) return whole('it declares more than 64 sections');
  const out: CheckedDeclaration = { sections: [], refused: [], aliases: {} };
  const seen = new Set<string>();
  declaration.sections.forEach((entry: unknown, i: number) => {
    const at = `sections[${i}]`;
    try {
      const checked = section(entry, at, ctx);
      const key = basePath(checked.path);
      if (seen.has(key)) refuse(`${at}.path: ${checked.path} is declared twice`);
      seen.add(key);
      out.sections.push(checked);
    } catch (error) {
      if (!(error instanceof Refused)) throw error;
      const e = isObject(entry) ? entry : {};
      out.refused.push({
        remote: ctx.remote,
        ...release,
        ...(typeof e.path === 'string' ? { path: e.path.slice(0, 200) } : {}),
        ...(typeof e.module === 'string' ? { module: e.module.slice(0, 64) } : {}),
        reason: error.message,
      });
    }
  });
  if (declaration.aliases !== undefined) {
    const modules = new Set(out.sections.map((s) => s.module));
    if (!isObject(declaration.aliases))
      out.refused.push({ remote: ctx.remote, ...release, reason: 'aliases: must map earlier names to modules' });
    else
      for (const [from, to] of Object.entries(declaration.aliases)) {
        if (MODULE.test(from) && typeof to === 'string' && MODULE.test(to) && modules.has(to) && !modules.has(from)) out.aliases[from] = to;
        else
          out.refused.push({
            remote: ctx.remote,
            ...release,
            module: from.slice(0, 64),
            reason: `aliases.${from}: must name a module the release declares`,
          });
      }
  }
  return out;
}

/** What one remote gave the table: its checked declaration, or why none could be read. */
export type RemotePart = { remote: string; checked: CheckedDeclaration } | { remote: string; unavailable: string };

/** Every remote's part, as one table (a remote's sections in its declaration's order, remotes in the config's). */
export function mergeTable(parts: readonly RemotePart[]): SectionsTable {
  const sections: TableSection[] = [];
  const refused: RefusedDeclaration[] = [];
  const unavailable: string[] = [];
  for (const part of parts) {
    if ('unavailable' in part) {
      unavailable.push(part.remote);
      continue;
    }
    sections.push(...part.checked.sections);
    refused.push(...part.checked.refused);
  }
  return { sections, ...(unavailable.length ? { unavailable } : {}), ...(refused.length ? { refused } : {}) };
}

/**
 * What a remote's release gives the table: its manifest's declaration, checked against the routes and switches of the
 * runtime config (the manifest as fetched: a pinned one only once its bytes are the pin's).
 */
export function partOf(
  remote: string,
  manifest: unknown,
  config: { routes: Record<string, readonly string[]>; features: FeatureSwitches },
): RemotePart {
  const portal = isObject(manifest) && isObject(manifest.metaData) ? manifest.metaData.portal : undefined;
  const release = isObject(portal) && typeof portal.release === 'string' ? portal.release.slice(0, 40) : undefined;
  return {
    remote,
    checked: checkDeclaration(isObject(portal) ? portal.sections : undefined, {
      remote,
      ...(release ? { release } : {}),
      routes: config.routes[remote] ?? [],
      features: config.features,
    }),
  };
}
