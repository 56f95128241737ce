/**
 * Which requests the service worker answers, and how (sw.ts): pure functions of the URL, so they are unit tested
 * without a worker. Anything they do not name is left to the network.
 */

import type { SectionsTable } from '@portal/contract';
import { basePath, normalPath, sectionAt } from '@portal/host/sections';

/** A content-hashed file name, as the builds write them (shared/build/releases.ts HASHED). */
const HASHED = /\.[0-9a-f]{8,}\.(js|css|mjs)$/;
/** A file of one release, kept and never changed (shared/build/releases.ts). */
const RELEASE_FILE = /\/releases\/[^/]+\/[^/]+\.(js|css|mjs|json)$/;
/** What moves with each deploy of a section: revalidated, never trusted for ever. */
const HEAD = /\/(mf-manifest\.json|remoteEntry\.js)$/;

/** The sections' origins the worker may keep files of: the `remotes` parameter of its script URL (the runtime config's). */
export function swRemoteOrigins(scriptUrl: string): Set<string> {
  const origins = new Set<string>();
  const self = new URL(scriptUrl);
  for (const item of (self.searchParams.get('remotes') ?? '').split(',')) {
    try {
      const url = new URL(item.trim());
      if ((url.protocol === 'https:' || url.protocol === 'http:') && url.origin !== self.origin) origins.add(url.origin);
    } catch {
      /* not a URL: ignored */
    }
  }
  return origins;
}

/** The script URL that registers the worker with the allowed origins (the inverse of swRemoteOrigins). */
export const swScriptUrl = (origins: readonly string[]): string => `/sw.js?remotes=${encodeURIComponent([...origins].sort().join(','))}`;

/** A section's manifest or entry that moves with each deploy (not one of a release's, which never changes). */
export const isRemoteHead = (url: URL, remotes: Set<string>): boolean =>
  remotes.has(url.origin) && HEAD.test(url.pathname) && !RELEASE_FILE.test(url.pathname);

/** A section's file that never changes: content-hashed, or one release's (its manifest and remoteEntry.js too). */
export const isRemoteFile = (url: URL, remotes: Set<string>): boolean =>
  remotes.has(url.origin) && !url.search && (HASHED.test(url.pathname) || RELEASE_FILE.test(url.pathname));

/** A page of the portal the shell renders: any path without a file extension. Not MSAL's redirect page, nor a file. */
export const isPortalPage = (url: URL): boolean => !/\.[a-z0-9]+$/i.test(url.pathname);

/** The routes the server answers with the prerendered login page (shell/rspack.config.ts prerender.routes). */
const PRERENDERED = new Set(['/', '/login']);
const routeOf = (url: URL) => url.pathname.toLowerCase().replace(/\/+$/, '') || '/';
export const isPrerenderedRoute = (url: URL): boolean => PRERENDERED.has(routeOf(url));

/**
 * Under which address a page's last copy is kept: the login page's routes share one; each section's route (the
 * sections table's, which comes with the runtime config) is a page of its own (the server may draw it: a home tab for a
 * signed-in customer, a public page from its release, issue 39), so one is never shown for another offline; every
 * other route is the shell's page.
 */
export function pageCacheKey(url: URL, table: SectionsTable | null | undefined): string {
  if (isPrerenderedRoute(url)) return '/login';
  const section = sectionAt(table, url.pathname);
  return section && routeOf(url) === basePath(section.path) ? normalPath(section.path) : '/index.html';
}

/** The sections table of a runtime config's answer (its JSON), or null. */
export function tableOf(config: unknown): SectionsTable | null {
  const sections = typeof config === 'object' && config !== null ? (config as { sections?: unknown }).sections : undefined;
  return typeof sections === 'object' && sections !== null && Array.isArray((sections as SectionsTable).sections)
    ? (sections as SectionsTable)
    : null;
}

/** The absolute addresses of a page's scripts (`<script src>`), to check that they are the precached build's. */
export function scriptsOf(html: string, base: string): string[] {
  const out: string[] = [];
  for (const m of html.matchAll(/<script\b[^>]*\bsrc\s*=\s*["']([^"']+)["']/gi)) {
    try {
      out.push(new URL(m[1]!, base).href);
    } catch {
      /* unreadable: the page is not trusted below */
      out.push('invalid:');
    }
  }
  return out;
}

/** The worker's caches: nothing else is ever written to Cache Storage (Workbox's precache aside). */
export const CACHES = {
  config: 'portal-config',
  pages: 'portal-pages',
  heads: 'portal-remote-heads',
  files: 'portal-remote-files',
} as const;
export type KeptKind = 'config' | 'heads' | 'files';

/**
 * Which cache may keep the answer to a GET of `url`, or null: the runtime config, a section's moving manifest or
 * entry, a section's file that never changes. Everything else, the API's answers (customers' personal data), the
 * identity provider and the payment page first of all, is never kept. The worker's routes and what a page hands it
 * both ask this one function.
 */
export function keptIn(url: URL, self: string, remotes: Set<string>): KeptKind | null {
  if (url.origin === self && url.pathname === '/portal.config.json') return 'config';
  if (isRemoteHead(url, remotes)) return 'heads';
  if (isRemoteFile(url, remotes)) return 'files';
  return null;
}

/** How long the worker waits for the network for what can move (the config, manifests, pages) before its last copy. */
export const NETWORK_TIMEOUT_MS = 3_000;

/**
 * The releases the runtime config pins sections to (`remotes.<name>` with `integrity`): for each, the folder a
 * section's files are served from (`https://balance.example/`) and its pinned release's folder in it
 * (`https://balance.example/releases/1.4.0/`). The worker never answers a file of that section from another
 * release (its moving top included) out of its cache.
 */
export interface PinnedRelease {
  base: string;
  folder: string;
}
export function pinnedReleases(config: unknown): PinnedRelease[] {
  if (typeof config !== 'object' || config === null) return [];
  const remotes = (config as { remotes?: unknown }).remotes;
  if (typeof remotes !== 'object' || remotes === null) return [];
  const out: PinnedRelease[] = [];
  for (const remote of Object.values(remotes as Record<string, unknown>)) {
    if (typeof remote !== 'object' || remote === null) continue;
    const { manifest, integrity } = remote as { manifest?: unknown; integrity?: unknown };
    if (typeof manifest !== 'string' || typeof integrity !== 'string') continue;
    try {
      const url = new URL(manifest);
      const m = /^(.*\/)releases\/([^/]+)\/mf-manifest\.json$/.exec(url.pathname);
      if (m) out.push({ base: `${url.origin}${m[1]}`, folder: `${url.origin}${m[1]}releases/${m[2]}/` });
    } catch {
      /* not a URL: the shell refuses such a config anyway */
    }
  }
  return out;
}

/** A file of a pinned section that is not of its pinned release. */
export const excludedByPin = (url: URL, pins: readonly PinnedRelease[]): boolean =>
  pins.some((p) => url.href.startsWith(p.base) && !url.href.startsWith(p.folder));

const SRI_ALGORITHMS = { sha256: 'SHA-256', sha384: 'SHA-384', sha512: 'SHA-512' } as const;
type SriAlgorithm = keyof typeof SRI_ALGORITHMS;

/**
 * Whether some bytes pass a request's integrity metadata, as the browser decides (Subresource Integrity): of the
 * valid `sha256-…`, `sha384-…` and `sha512-…` tokens, those of the strongest algorithm count, and one must match.
 * 'none' when the metadata has no valid token: nothing to check against (the worker keeps no such file).
 */
export async function checkIntegrity(bytes: ArrayBuffer, metadata: string): Promise<'match' | 'mismatch' | 'none'> {
  const tokens = metadata
    .trim()
    .split(/\s+/)
    .map((t) => /^(sha256|sha384|sha512)-([A-Za-z0-9+/_-]+={0,2})(\?.*)?$/.exec(t))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => ({ alg: m[1] as SriAlgorithm, digest: m[2]!.replace(/-/g, '+').replace(/_/g, '/') }));
  if (!tokens.length) return 'none';
  const order: SriAlgorithm[] = ['sha512', 'sha384', 'sha256'];
  const strongest = order.find((alg) => tokens.some((t) => t.alg === alg))!;
  const digest = new Uint8Array(await crypto.subtle.digest(SRI_ALGORITHMS[strongest], bytes));
  let binary = '';
  for (const b of digest) binary += String.fromCharCode(b);
  const actual = btoa(binary);
  return tokens.some((t) => t.alg === strongest && t.digest.replace(/=+$/, '') === actual.replace(/=+$/, '')) ? 'match' : 'mismatch';
}

/**
 * The moving manifest of the section a page shows (`pathname`), by the runtime config: what the worker asks the
 * network for as the page's navigation starts, next to the config (sw.ts `warmUp`), so neither waits for the page's
 * scripts to have run. Null for a page without a section, a section pinned to a release (its manifest is one
 * release's file, kept in the cache once it passed its integrity), or an origin the worker does not keep.
 */
export function sectionManifestOf(config: unknown, pathname: string, selfOrigin: string, remotes: Set<string>): string | null {
  const section = sectionAt(tableOf(config), pathname);
  if (!section || typeof config !== 'object' || config === null) return null;
  const entry = (config as { remotes?: Record<string, unknown> }).remotes?.[section.remote];
  const manifest = typeof entry === 'object' && entry !== null ? (entry as { manifest?: unknown }).manifest : undefined;
  if (typeof manifest !== 'string') return null;
  try {
    const url = new URL(manifest);
    return keptIn(url, selfOrigin, remotes) === 'heads' ? url.href : null;
  } catch {
    return null;
  }
}
