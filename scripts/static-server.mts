/**
 * Serves one app's production build the way it is deployed, for `npm start`, the journeys and the container
 * images alike. The files are served by sirv (ETag and Last-Modified with 304 answers, the brotli and gzip files
 * the build wrote next to each asset); around it this adds:
 * - the cache rules: mf-manifest.json, remoteEntry.js, HTML and the runtime config are revalidated (no-cache);
 *   content-hashed chunks are immutable for a year;
 * - CORS for the listed origins only (the portal loads remotes across origins);
 * - the security headers and the Content-Security-Policy assembled from the runtime config (serve/csp.mts);
 * - /portal.config.json from memory, and the shell's fallback to index.html for client-side routes;
 * - the pages the build prerendered (prerendered.json: route → file; the shell's login page), with the runtime
 *   config's values filled in at start, from memory (shared/build/prerender.ts writes prerendered.json), and the
 *   site banner drawn in them from the banner file's answer (asked for at start, and again once a minute while
 *   pages are asked for), so a banner never arrives after the page's first paint and pushes it down;
 * - for the shell (a build with prerendered pages): the sections table, merged from what each remote's release declares
 *   (serve/sections.mts), served with the runtime config and drawn into the pages (a frame's tabs, the header's links,
 *   the site map); each frame's page for each of its tabs, and each page for anyone, with what the section's release
 *   draws (SECTION_PAGES_FILE) and its early script: its text, once checked against the integrity its release's
 *   manifest records, and that page's policy allowing exactly that text's sha256.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import https, { createServer as createHttpsServer, type Server as HttpsServer } from 'node:https';
import type { TLSSocket } from 'node:tls';
import path from 'node:path';
import zlib from 'node:zlib';
import sirv from 'sirv';
import type { Banner, Frame, PortalConfig, RemoteConfig, SectionsTable } from '@portal/contract';
import {
  AFTER_MSAL_ATTR,
  DRAWN_TAB_ATTR,
  appFilesAfterMsal,
  bannerVariant,
  scriptPreloads,
  PRERENDER_SECTION,
  PRERENDER_TAB,
  SECTION_EARLY_ATTR,
  SECTION_PAGES_FILE,
  sectionVariant,
  toBanner,
  type SectionPages,
} from '@portal/kit/config';
import { remotesOf } from '@portal/host/config';
import { sectionHtmlProblem } from '@portal/build/sectionHtml';
import { basePath, frameSections, mergeTable, pageSections, type RemotePart } from '@portal/host/sections';
import { contentSecurityPolicy, securityHeaders } from './serve/csp.mts';
import { escapeHtml, fillFrame, fillLinks, fillSectionName, partFromManifest, reportRefusals } from './serve/sections.mts';

export interface StaticServerOptions {
  root: string;
  port: number;
  host?: string;
  /** Unknown paths without a file extension answer index.html (client-side routing). */
  spaFallback?: boolean;
  /** Origins that may fetch the app's files from scripts (the portal's, for a remote). */
  allowedOrigins: string[];
  /** The app's runtime config: served as /portal.config.json, and the source of the Content-Security-Policy. */
  runtimeConfig?: PortalConfig | null;
  /** Who may frame the app's embed pages (embed*.html): "'none'" (default) or space-separated origins. */
  embedFrameAncestors?: string;
  /** How long the banner drawn in the prerendered pages is kept before the banner file is asked again (60 s). */
  bannerRefreshMs?: number;
  /** Trust X-Forwarded-Proto from a TLS-terminating proxy in front (then HSTS is sent for https requests). */
  trustProxy?: boolean;
  /** Serve https itself with this key and certificate (`npm start -- --https`, scripts/serve/tls.mts). */
  tls?: { key: string; cert: string };
  /**
   * The only CA trusted for the server's own requests over https (the banner file, a section's pages): the local
   * certificate of `npm start -- --https`. Without it, Node's own CAs (and NODE_EXTRA_CA_CERTS).
   */
  trustCa?: string;
  /**
   * Merge the sections table from the remotes' releases and serve it with the runtime config (the shell's server):
   * by default where the build has prerendered pages (only the shell's has).
   */
  composeSections?: boolean;
}

/** A server startStaticServer made: http, or https with `tls`. */
export type StaticServer = http.Server | HttpsServer;

const HASHED = /\.[0-9a-f]{8,}\.(js|css|mjs)$/;

export function cacheControl(file: string): string {
  const base = path.basename(file);
  if (base === 'mf-manifest.json' || base === 'remoteEntry.js' || base.endsWith('.html') || base === 'portal.config.json')
    return 'no-cache';
  if (HASHED.test(base)) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}

/** `sha256-<base64>` of a text's UTF-8 bytes: a script-src hash source, and the form of a pinned manifest's integrity. */
const sha256Of = (text: string): string => `sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}`;

/**
 * The sha256 sources of every inline <script> in the app's HTML files, for script-src. Not those of the releases kept
 * under releases/: their pages are the current release's, at the top (a kept release is there for its chunks).
 */
export function inlineScriptHashes(root: string): string[] {
  const hashes = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory() && dir === root && entry.name === 'releases') continue;
      if (entry.isDirectory()) walk(file);
      else if (entry.name.endsWith('.html')) {
        const html = fs.readFileSync(file, 'utf8');
        for (const m of html.matchAll(/<script\b(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script>/gi)) {
          if (m[1]!.trim()) hashes.add(sha256Of(m[1]!));
        }
      }
    }
  };
  if (fs.existsSync(root)) walk(root);
  return [...hashes].sort();
}

/** An answer kept in memory (the runtime config, a prerendered page): its bytes, an ETag, and compressed copies. */
interface MemoryFile {
  type: string;
  body: Buffer;
  etag: string;
  gzip?: Buffer;
  brotli?: Buffer;
  /** The sources its own inline scripts need in script-src beyond the build's (a section's early script). */
  scriptSources?: string[];
}

function memoryFile(text: string, type: string, opts: { compress: boolean }): MemoryFile {
  const body = Buffer.from(text, 'utf8');
  const etag = `"${crypto.createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  if (!opts.compress) return { type, body, etag };
  return {
    type,
    body,
    etag,
    gzip: zlib.gzipSync(body, { level: 9 }),
    brotli: zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
  };
}

/** Revalidated on every use (no-cache, ETag, 304); compressed as the browser accepts when there are copies. */
function sendMemoryFile(req: http.IncomingMessage, res: http.ServerResponse, file: MemoryFile): void {
  res.setHeader('Cache-Control', 'no-cache');
  res.setHeader('ETag', file.etag);
  if (file.gzip) res.setHeader('Vary', 'Origin, Accept-Encoding');
  if (req.headers['if-none-match'] === file.etag) {
    res.writeHead(304).end();
    return;
  }
  const accepts = String(req.headers['accept-encoding'] ?? '');
  const [encoding, body] =
    file.brotli && /\bbr\b/.test(accepts)
      ? ['br', file.brotli]
      : file.gzip && /\bgzip\b/.test(accepts)
        ? ['gzip', file.gzip]
        : [null, file.body];
  res.writeHead(200, { 'Content-Type': file.type, 'Content-Length': body.length, ...(encoding ? { 'Content-Encoding': encoding } : {}) });
  res.end(req.method === 'HEAD' ? undefined : body);
}

/** prerendered.json, as the build writes it (shared/build/prerender.ts). */
interface PrerenderManifest {
  /** The shell's own pages (the login page's routes). */
  routes: Record<string, string>;
  fill: Array<{ from: string; key: 'transitInfoUrl'; part?: 'origin' }>;
  unfilled: string;
  /** The banner's place in each language's tree, its placeholders, and its fragments by `bannerVariant`. */
  banner?: PrerenderedBanner;
  /** The chrome of the pages for anyone a section's own release draws (served for each such section of the table). */
  sections?: { file: string };
  /** Each frame's page (served for each of its tabs in the table), and the section's skeleton by language. */
  frames?: Partial<Record<Frame, { file: string; skeleton: Record<string, string> }>>;
}
interface PrerenderedBanner {
  slot: string;
  answer: string;
  title: string;
  body: string;
  link: string;
  variants: Record<string, string>;
}

/**
 * A prerendered page with the runtime config's values, escaped for HTML, in place of the build-time ones. Each value
 * is a link's address, so only an http(s) URL is put in (as React refuses `javascript:` links in the app). Null when
 * a value is not one, or the page still shows something of the build-time config: it would be wrong, and its
 * routes get index.html.
 */
export function fillPrerenderedPage(
  html: string,
  manifest: Pick<PrerenderManifest, 'fill' | 'unfilled'>,
  config: PortalConfig,
): string | null {
  let filled = html;
  for (const { from, key, part } of manifest.fill) {
    let url: URL;
    try {
      url = new URL(config[key]);
    } catch {
      return null;
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    filled = filled.split(from).join(escapeHtml(part === 'origin' ? url.origin : config[key]));
  }
  return filled.includes(manifest.unfilled) ? null : filled;
}

/**
 * A filled-in prerendered page with the site banner drawn in each language's tree (the fragment of that language,
 * type and shape, its texts escaped), and the answer it was drawn from, for the app's first frame (bannerStart.ts).
 * Without a banner each place is emptied. A page without places, or a fragment missing, leaves the page as it was:
 * the app draws the banner when it starts.
 */
export function drawBanner(html: string, spec: PrerenderedBanner, url: string, banner: Banner | null): string {
  if (!html.includes(`<template ${spec.slot}="`)) return html;
  const places = new RegExp(`<template ${spec.slot}="([a-z]+)"></template>`, 'g');
  let complete = true;
  const drawn = html.replace(places, (_, locale: string) => {
    if (!banner) return '';
    const fragment = spec.variants[bannerVariant(locale, banner)];
    if (fragment === undefined) complete = false;
    return (fragment ?? '')
      .split(spec.title)
      .join(escapeHtml(banner.title))
      .split(spec.body)
      .join(escapeHtml(banner.body))
      .split(spec.link)
      .join(escapeHtml(banner.link));
  });
  if (!complete) return html;
  const answer = `<template id="${spec.answer}" data-url="${escapeHtml(url)}" data-banner="${escapeHtml(JSON.stringify(banner))}"></template>`;
  return drawn.replace('<div id="root">', `${answer}<div id="root">`);
}

/** A route as prerendered.json names it: lower case, without a trailing slash ('/' for the root). */
export const routeKey = (pathname: string): string => pathname.toLowerCase().replace(/\/+$/, '') || '/';

/**
 * A section's SECTION_PAGES_FILE as its release published it, or null when it cannot be put into the shell's page:
 * not of that shape, built for a runtime contract this shell does not provide (the app would refuse the section: its
 * page is then the app's), or holding what a prerendered page may never hold (a script, a frame, an event handler).
 */
export function readSectionPages(text: string, shellContract: string | null): SectionPages | null {
  let file: SectionPages;
  try {
    file = JSON.parse(text) as SectionPages;
  } catch {
    return null;
  }
  if (
    typeof file?.contract !== 'string' ||
    !Array.isArray(file.linkParams) ||
    !file.linkParams.every((p) => typeof p === 'string') ||
    typeof file.pages !== 'object' ||
    file.pages === null
  )
    return null;
  // `^1.1.0` from the shell's release.json provides 1.1.x: a section built against 1.1 or 1.0 runs, 1.2 or 2.0 not.
  const [major, minor] = file.contract.split('.').map(Number);
  const provided = shellContract?.replace(/^\^/, '').split('.').map(Number);
  if (!provided || major !== provided[0] || !(minor! <= provided[1]!)) return null;
  if (file.shown !== undefined && (typeof file.shown !== 'object' || file.shown === null)) return null;
  for (const variants of [...Object.values(file.pages), ...Object.values(file.shown ?? {})]) {
    if (typeof variants !== 'object' || variants === null) return null;
    for (const html of Object.values(variants)) if (typeof html !== 'string' || sectionHtmlProblem(html) !== null) return null;
  }
  return file;
}

/**
 * A section's early script as a page names it: its address, and the integrity its release's manifest records for it;
 * once the server has read the file and found those bytes, its text too, which the page then holds itself.
 */
export interface EarlyScript {
  src: string;
  integrity: string;
  /** The file's text, the bytes the manifest's integrity records (inlineEarlyScript): put in the page. */
  text?: string;
  /** It may stand in the page's head (SECTION_PAGES_FILE's `early.head`): with its text, the page holds it there. */
  head?: boolean;
}

/** A section's pages as the server draws them: the release's file, and its early script once checked. */
export type DrawnSectionPages = SectionPages & { earlyScript?: EarlyScript | null };

/**
 * The address and integrity of a section's early script (SECTION_PAGES_FILE's `early`, issue 39), or null when it
 * cannot be named: the integrity is the one the release's manifest records for that file (`metaData.portal.files`),
 * never one the pages' file says, and a pinned section's manifest must first be the pinned bytes (`pin`, its sha256).
 * A release that records no such file, or a manifest that fails its pin, gets no early script: the page is still
 * drawn, and works once the app has started.
 */
export function earlyScriptOf(
  early: SectionPages['early'],
  manifest: { url: string; text: string },
  pin: string | undefined,
): EarlyScript | null {
  if (typeof early?.file !== 'string' || !/^[\w-]+(\.[\w-]+)*\.js$/.test(early.file)) return null;
  const integrity = recordedFiles(manifest.text, pin)?.[early.file];
  if (integrity === undefined) return null;
  return { src: new URL(early.file, manifest.url).href, integrity, ...(early.head === true ? { head: true } : {}) };
}

/**
 * The files a release's manifest records (`metaData.portal.files`: sha256, sha384 or sha512 by path beside it), once
 * the manifest is the pinned bytes where the config pins it (`pin`, its sha256); null when it is not, or records none.
 */
export function recordedFiles(manifestText: string, pin: string | undefined): Record<string, string> | null {
  if (pin !== undefined && sha256Of(manifestText) !== pin) return null;
  let files: unknown;
  try {
    files = (JSON.parse(manifestText) as { metaData?: { portal?: { files?: unknown } } })?.metaData?.portal?.files;
  } catch {
    return null;
  }
  if (!files || typeof files !== 'object') return null;
  return Object.fromEntries(
    Object.entries(files as Record<string, unknown>).filter(
      (e): e is [string, string] => typeof e[1] === 'string' && /^sha(256|384|512)-[A-Za-z0-9+/]+={0,2}$/.test(e[1]),
    ),
  );
}

/** Whether a text's UTF-8 bytes are the ones an integrity (`sha256-…`, `sha384-…`, `sha512-…`) records. */
export function matchesIntegrity(text: string, integrity: string): boolean {
  const [, algorithm, expected] = /^(sha256|sha384|sha512)-(.+)$/.exec(integrity) ?? [];
  return Boolean(algorithm) && crypto.createHash(algorithm!).update(text, 'utf8').digest('base64') === expected;
}

/**
 * A section's drawn pages, only from a release whose manifest the server verified (issue 86): the manifest is the
 * pinned bytes where the config pins it, and it records these very bytes of SECTION_PAGES_FILE (their hash). Else the
 * pages are not drawn (the app shows the section once it has started), like an early script that fails its check.
 */
export function verifiedSectionPages(pagesText: string, manifestText: string, pin: string | undefined): boolean {
  const integrity = recordedFiles(manifestText, pin)?.[SECTION_PAGES_FILE];
  return integrity !== undefined && matchesIntegrity(pagesText, integrity);
}

/**
 * The early script with the text the server read from its address: null when those are not the bytes the release's
 * manifest records (`integrity`; the browser would refuse them too); named by its address alone (checked by the
 * browser) when the text cannot stand in a page's <script> element as it is (a `</script`, `<!--` or `<script` would
 * end it or change how the parser reads it); else with its text, for the page to hold.
 */
export function inlineEarlyScript(script: EarlyScript, text: string): EarlyScript | null {
  if (!matchesIntegrity(text, script.integrity)) return null;
  if (/<\/script|<!--|<script/i.test(text)) return script;
  return { ...script, text };
}

/** The script-src source that allows exactly this inline script, for the policy of the pages that hold it. */
export const inlineScriptSource = sha256Of;

/**
 * The early script's element, told the API's base address (it never fetches the config). With its text (issue 39), it
 * runs as the parser reaches it, before any of the app's scripts, with no request of its own: that page's policy
 * allows exactly its sha256. It then stands at the end of the page's head when its release says it may
 * (earlyScriptInHead), told the page's module: it opens the page's call as the head is read. Else, and named by its
 * address, at the end of the page (after the shell's own inline script, so it runs on a page read to its end). Named
 * by its address it is loaded at once and checked against its integrity, and it runs when it has arrived and the main
 * thread is free: between the app's first tasks (docs/performance-log.md).
 */
export function earlyScriptTag(script: EarlyScript, apiBase: string, module?: string): string {
  const api = `${SECTION_EARLY_ATTR.apiBase}="${escapeHtml(apiBase)}"`;
  if (script.text !== undefined)
    return earlyScriptInHead(script) && module !== undefined
      ? `<script ${api} ${SECTION_EARLY_ATTR.module}="${escapeHtml(module)}">${script.text}</script>`
      : `<script ${api}>${script.text}</script>`;
  return (
    `<script async fetchpriority="high" src="${escapeHtml(script.src)}" integrity="${escapeHtml(script.integrity)}" ` +
    `crossorigin="anonymous" ${api}></script>`
  );
}

/** The API's origin from its base address, or null when it has none (a malformed or opaque address). */
function apiOrigin(apiBase: string): string | null {
  try {
    const { origin } = new URL(apiBase);
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/**
 * The connection to the API opened as the page's head is read, for a page whose early script calls it (the
 * confirmations at once, the reset at its submit): the call then waits for its own round trips only (a CORS
 * preflight and the call), not for a connection too. Without credentials, as the script calls.
 */
export function apiPreconnectTag(apiBase: string): string {
  const origin = apiOrigin(apiBase);
  return origin ? `<link rel="preconnect" href="${escapeHtml(origin)}" crossorigin="anonymous">` : '';
}

/**
 * The same connection asked for by the page's answer itself (a `Link` header): the browser opens it as the answer's
 * headers arrive, before the page has been parsed (on a phone's slower CPU, 0.5 s or more before the head's tag is
 * read). Every page of the portal calls the API soon after: a signed-in page its card list and balance, a public page
 * with a link its confirmation. Empty when the API's address has no origin.
 */
export function apiPreconnectLink(apiBase: string): string {
  const origin = apiOrigin(apiBase);
  return origin ? `<${origin}>; rel=preconnect; crossorigin` : '';
}

/** Whether the page holds the early script in its head: its text, and its release's word that it may stand there. */
export const earlyScriptInHead = (script: EarlyScript): boolean => script.text !== undefined && script.head === true;

/** `tag` at the end of the page's head (a page without one is left as it is). */
const atEndOfHead = (page: string, tag: string): string =>
  tag && page.includes('</head>') ? page.replace('</head>', `${tag}</head>`) : page;

/** `tag` at the end of the page's body. */
const atEndOfBody = (page: string, tag: string): string =>
  page.includes('</body>') ? page.replace(/<\/body>(?![\s\S]*<\/body>)/, `${tag}</body>`) : page + tag;

/**
 * A prerendered page's styles once, in its head (issue 39). Each tree of the page (its language's, the other
 * languages' in their templates, each answer's) is drawn with a style cache of its own, so that it carries every
 * style it needs: on `/confirm` that was 86 of emotion's `<style>` elements, 51.9 KB of the page's 78.0, 36 of them
 * different. Here every one goes to the end of the head (after the build's own, as they came after them in the body),
 * each rule once: each global style ('css-global', or another cache's) in an element of its own, then the page's class
 * rules in one, in the page's own order (the globals, then the rules as first met). Class names are the hashes of their
 * styles, so a tree in a template or an answer shown later finds its rules already there.
 *
 * After them come empty elements whose `data-emotion` names what the ones before hold: emotion's client takes those
 * names as inserted, as it does a server's extracted styles (the cache every class rule, `Global` its own by name).
 * Emotion takes such an element in as it starts (the app's first module that styles anything) by putting it at the end
 * of the head again; had it held the rules, the browser would have parsed the page's styles (28 KB on a home tab) a
 * second time, on the main thread, before the app's first render. The rules it inserts come after the elements it took
 * in, so after the page's, as before; a `Global` the page did not draw (the history's print styles) now comes after the
 * page's class rules rather than before them.
 */
export function hoistStyles(page: string): string {
  const classRules: string[] = [];
  const classIds: string[] = [];
  const own: Array<{ css: string; name: string }> = [];
  const seen = new Set<string>();
  const rest = page.replace(
    /<style data-emotion="([a-z-]+) ([^"]*)">([\s\S]*?)<\/style>/g,
    (tag, key: string, names: string, css: string) => {
      if (!seen.has(tag)) {
        seen.add(tag);
        if (key === 'css') {
          classIds.push(...names.split(' ').filter(Boolean));
          classRules.push(css);
        } else own.push({ css, name: `${key} ${names}` }); // a global style ('css-global'), or another cache's
      }
      return '';
    },
  );
  if (seen.size === 0 || !rest.includes('</head>')) return page;
  const rules = own.map(({ css }) => css);
  const names = own.map(({ name }) => name);
  if (classRules.length) {
    rules.push(classRules.join(''));
    names.push(`css ${[...new Set(classIds)].join(' ')}`);
  }
  return atEndOfHead(
    rest,
    rules.map((css) => `<style>${css}</style>`).join('') + names.map((name) => `<style data-emotion="${name}"></style>`).join(''),
  );
}

/** The page's state for a section's prerendered page: every one of the link's parameters has a value, or not. */
export const sectionState = (search: string, linkParams: readonly string[]): 'link' | 'nolink' => {
  const q = new URLSearchParams(search);
  return linkParams.every((p) => (q.get(p)?.trim() ?? '') !== '') ? 'link' : 'nolink';
};

/**
 * The shell's chrome with a section's page put in each language's place (the release's HTML for that language, state
 * and password policy), or null when one is missing: the route is then served as the others (index.html).
 */
export function fillSectionPage(
  chrome: string,
  variants: Record<string, string> | undefined,
  state: 'link' | 'nolink',
  policy: string,
): string | null {
  if (!variants) return null;
  let complete = true;
  const filled = chrome.replace(new RegExp(`<template ${PRERENDER_SECTION.slot}="([a-z]+)"></template>`, 'g'), (_, locale: string) => {
    const html = variants[sectionVariant(locale, state, policy)];
    if (html === undefined) complete = false;
    return html ?? '';
  });
  return complete && filled !== chrome ? filled : null;
}

/**
 * A frame's page for one tab, with what its section's release draws (PRERENDER_TAB): in each language's place of the
 * section, the release's first state of the tab where it has one (`shown`), else the shell's skeleton of the section
 * (`skeleton`, its name put in); in each language's slot, the release's drawing (`drawing`), or nothing. Null when a
 * language is missing of what the release has: the route is then served as the others (index.html).
 */
export function fillTabPage(
  page: string,
  skeleton: Record<string, string>,
  drawn: { shown?: Record<string, string> | undefined; drawing?: Record<string, string> | undefined },
): string | null {
  let complete = true;
  const put = (attr: string, of: (locale: string) => string | undefined) =>
    page.replace(new RegExp(`<template ${attr}="([a-z]+)"></template>`, 'g'), (_, locale: string) => {
      const html = of(locale);
      if (html === undefined) complete = false;
      return html ?? '';
    });
  page = put(PRERENDER_TAB.place, (locale) => (drawn.shown ? drawn.shown[locale] : skeleton[locale]));
  page = put(PRERENDER_TAB.slot, (locale) => (drawn.drawing ? drawn.drawing[locale] : ''));
  return complete ? page : null;
}

/** What the server draws into the pages beyond the build's: the banner, the sections table, each remote's drawn pages. */
export interface Drawn {
  banner: Banner | null;
  table: SectionsTable;
  /** Each remote's SECTION_PAGES_FILE, with its early script once checked. */
  releases: Partial<Record<string, DrawnSectionPages | null>>;
}

/** The prerendered pages by route, and for the pages for anyone a section draws, the query parameters of their link. */
export interface PrerenderedPages {
  pages: Map<string, MemoryFile>;
  linkParams: Map<string, readonly string[]>;
}

/**
 * The build's prerendered pages with the runtime config filled in, by route: the shell's own (the login page), each
 * frame's page for each of its tabs in the sections table, each page for anyone that its section's release draws.
 * Without a config, or when a page cannot be filled in, its routes are served as the others (index.html): the app
 * renders them when it starts.
 */
export function prerenderedPages(root: string, config: PortalConfig | null, drawn: Drawn = emptyDrawn()): PrerenderedPages {
  const out: PrerenderedPages = { pages: new Map(), linkParams: new Map() };
  const list = path.join(root, 'prerendered.json');
  if (!config || !fs.existsSync(list)) return out;
  const manifest = JSON.parse(fs.readFileSync(list, 'utf8')) as PrerenderManifest;
  const { banner, table } = drawn;
  const read = (file: string) => fillPrerenderedPage(fs.readFileSync(path.join(root, file), 'utf8'), manifest, config);
  const withBanner = (page: string) => (manifest.banner ? drawBanner(page, manifest.banner, config.bannerUrl, banner) : page);
  const served = (page: string, early?: EarlyScript | null) => {
    const file = memoryFile(hoistStyles(withBanner(page)), 'text/html; charset=utf-8', { compress: true });
    if (early?.text !== undefined) file.scriptSources = [inlineScriptSource(early.text)];
    return file;
  };
  // The shell's own pages, with the site map.
  const byFile = new Map<string, MemoryFile | null>();
  for (const [route, file] of Object.entries(manifest.routes)) {
    if (!byFile.has(file)) {
      const filled = read(file);
      if (filled === null) console.warn(`${file}: cannot be filled in from the runtime config; served without it`);
      byFile.set(file, filled === null ? null : served(fillLinks(filled, table, config)));
    }
    const page = byFile.get(file);
    if (page) out.pages.set(routeKey(route), page);
  }
  // Each frame's page for each of its tabs (decision 0022): the tabs with it current, its section's name, and what its
  // section's release draws (decision 0021): its first state, its drawing and its early script (the drawer), which only
  // the page that holds it allows.
  for (const [frame, of] of Object.entries(manifest.frames ?? {}) as Array<[Frame, { file: string; skeleton: Record<string, string> }]>) {
    const chrome = read(of.file);
    if (!chrome) continue;
    for (const section of frameSections(table, frame, config.features)) {
      const module = `${section.remote}/${section.module}`;
      const release = drawn.releases[section.remote];
      const framed = fillFrame(chrome, table, config, frame, section);
      // With its release's drawing where it has one in every language; else the shell's skeleton, the app drawing the tab.
      const withDrawing =
        release?.pages[module] && fillTabPage(framed, of.skeleton, { shown: release.shown?.[module], drawing: release.pages[module] });
      const drawing = withDrawing ? release?.pages[module] : undefined;
      const tab = withDrawing || fillTabPage(framed, of.skeleton, {});
      if (!tab) continue;
      let page = fillSectionName(tab, section.name);
      const early = drawing ? release?.earlyScript : null;
      if (drawing) {
        // What the customer waits for is drawn from the first answers, before the app: a first visit's link carries
        // MSAL first, whose token those answers wait for, then the app's files…
        const head = page.slice(0, page.indexOf('</head>'));
        if (!head.includes(`<template ${AFTER_MSAL_ATTR}>`) && scriptPreloads(head).length) page = appFilesAfterMsal(page);
        // …and marked as a drawn tab's: a returning customer's page, which a service worker answers, preloads MSAL alone.
        page = page.replace(`<template ${AFTER_MSAL_ATTR}>`, `<template ${AFTER_MSAL_ATTR} ${DRAWN_TAB_ATTR}>`);
        if (early) page = atEndOfBody(page, earlyScriptTag(early, config.apiBase));
      }
      out.pages.set(routeKey(basePath(section.path)), served(page, early));
    }
  }
  // The pages for anyone a section's release draws (remote-public's, opened from an e-mail), by route and state
  // ('/reset?link'), in the shell's chrome for them.
  const chrome = manifest.sections && read(manifest.sections.file);
  if (chrome)
    for (const section of pageSections(table, config.features).filter((s) => s.public)) {
      const module = `${section.remote}/${section.module}`;
      const release = drawn.releases[section.remote];
      if (!release?.pages[module]) continue;
      const route = routeKey(basePath(section.path));
      out.linkParams.set(route, release.linkParams);
      for (const state of ['link', 'nolink'] as const) {
        let page = fillSectionPage(fillLinks(chrome, table, config), release.pages[module], state, config.constants.passwordPolicy);
        if (!page) continue;
        // With a link, the page works before the app through the release's early script (without one it only says so).
        const early = state === 'link' ? release.earlyScript : null;
        if (early) {
          page = atEndOfHead(page, apiPreconnectTag(config.apiBase));
          const tag = earlyScriptTag(early, config.apiBase, module);
          page = earlyScriptInHead(early) ? atEndOfHead(page, tag) : atEndOfBody(page, tag);
        }
        out.pages.set(`${route}?${state}`, served(page, early));
      }
    }
  return out;
}

const emptyDrawn = (): Drawn => ({ banner: null, table: { sections: [] }, releases: {} });

/** prerendered.json, if the build has one. */
function manifestOf(root: string): PrerenderManifest | undefined {
  const list = path.join(root, 'prerendered.json');
  return fs.existsSync(list) ? (JSON.parse(fs.readFileSync(list, 'utf8')) as PrerenderManifest) : undefined;
}

/** How long the banner file's answer (and a section's pages) is drawn in the prerendered pages before it is asked again. */
export const BANNER_REFRESH_MS = 60_000;

/**
 * A file the prerendered pages are drawn from (the banner file; a section's SECTION_PAGES_FILE): asked for at start,
 * and again when a page is asked for and the answer is older than `refreshMs` (the page is answered at once, with the
 * answer known). `read` turns an answer into what is drawn (an error status is `null`: no banner, no section page); a
 * host that cannot be reached keeps the last answer, and is asked again with the next page (one request at a time).
 * The app asks for these files itself in any case, and shows their answer.
 */
function keepAnswer<T>(
  url: string,
  opts: { refreshMs: number; ca?: string | undefined; first?: Array<Promise<void>> },
  read: (text: string) => T | null | Promise<T | null>,
  onAnswer: (answer: T | null) => void,
): () => void {
  let askedAt = 0;
  let asking = false;
  let last: string | undefined;
  const ask = () => {
    if (asking) return Promise.resolve();
    asking = true;
    askedAt = Date.now();
    return getText(url, opts.ca, 5_000)
      .then((res) => (res.status >= 200 && res.status < 300 ? read(res.text) : null))
      .then(
        (answer) => {
          const key = JSON.stringify(answer);
          if (key !== last) onAnswer(answer);
          last = key;
        },
        () => {
          askedAt = 0; // not reached: asked again with the next page
        },
      )
      .finally(() => {
        asking = false;
      });
  };
  opts.first?.push(ask());
  return () => {
    if (Date.now() - askedAt >= opts.refreshMs) void ask();
  };
}

/** How long a server waits, as it starts, for the releases' declarations and drawings before it serves its first page. */
export const FIRST_READ_MS = 5_000;

/** The shell's own release (its release.json), as monitoring names the server's reports. */
function shellRelease(root: string): string {
  try {
    return (JSON.parse(fs.readFileSync(path.join(root, 'release.json'), 'utf8')) as { version?: string }).version ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/** A GET's status and text, over http or https (with `ca` as the only CA trusted, when given), in `timeoutMs` at most. */
function getText(url: string, ca: string | undefined, timeoutMs: number): Promise<{ status: number; text: string }> {
  const u = new URL(url);
  const secure = u.protocol === 'https:';
  return new Promise((resolve, reject) => {
    const req = (secure ? https : http).get(u, { timeout: timeoutMs, ...(secure && ca ? { ca } : {}) }, (res) => {
      const parts: Buffer[] = [];
      res.on('data', (c: Buffer) => parts.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(parts).toString('utf8') }));
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error(`${url}: no answer in ${timeoutMs} ms`)));
    req.on('error', reject);
  });
}

/** The contract the shell's build provides (its release.json), for a section's prerendered pages. */
function shellContract(root: string): string | null {
  try {
    return (JSON.parse(fs.readFileSync(path.join(root, 'release.json'), 'utf8')) as { contract?: string }).contract ?? null;
  } catch {
    return null;
  }
}

export async function startStaticServer(opts: StaticServerOptions): Promise<StaticServer> {
  const root = path.resolve(opts.root);
  const config = opts.runtimeConfig ?? null;
  const hashes = inlineScriptHashes(root);
  const manifest = config ? manifestOf(root) : undefined;
  const composing = config !== null && (opts.composeSections ?? manifest !== undefined);
  const drawn: Drawn = { banner: null, table: { sections: [] }, releases: {} };
  let prerendered = prerenderedPages(root, config, drawn);
  const configFileOf = (table: SectionsTable | null) =>
    config
      ? // Compact and compressed: with the sections table it is about 15 KB of JSON (2.3 KB brotli), which every page
        // waits for before it asks for a section (uncompressed, 0.3 s more on a phone's link: the log's issue 85).
        memoryFile(JSON.stringify(table ? { ...config, sections: table } : config), 'application/json; charset=utf-8', {
          compress: true,
        })
      : null;
  let configFile = configFileOf(composing ? drawn.table : null);
  const refreshMs = opts.bannerRefreshMs ?? BANNER_REFRESH_MS;
  const redraw = () => {
    prerendered = prerenderedPages(root, config, drawn);
  };
  // What the server asks for as it starts (the banner, the releases' declarations and drawings): read before it serves
  // its first page, FIRST_READ_MS at most.
  const first: Array<Promise<void>> = [];
  const bannerDue =
    config && manifest
      ? keepAnswer(
          config.bannerUrl,
          { refreshMs, ca: opts.trustCa, first },
          (text) => toBanner(JSON.parse(text)),
          (answer) => {
            drawn.banner = answer;
            redraw();
          },
        )
      : () => undefined;
  // The sections table: each remote's part, from the release its manifest URL names (serve/sections.mts), merged in the
  // config's order and served with it; what is refused reported once per release. A remote not answering yet is
  // unavailable (the page reads it itself); one that stops answering keeps the part it gave.
  const remotes: Record<string, RemoteConfig> = config ? remotesOf(config) : {};
  const parts = new Map<string, RemotePart>();
  const reported = new Set<string>();
  const compose = () => {
    drawn.table = mergeTable(Object.keys(remotes).map((remote) => parts.get(remote) ?? { remote, unavailable: 'not read yet' }));
    configFile = configFileOf(drawn.table);
    const fresh = (drawn.table.refused ?? []).filter((r) => !reported.has(JSON.stringify(r)));
    for (const r of fresh) reported.add(JSON.stringify(r));
    if (fresh.length) {
      for (const r of fresh) console.warn(`Remote "${r.remote}" ${r.release ?? ''}: ${r.path ? `${r.path}: ` : ''}${r.reason}`);
      reportRefusals(config!, fresh, shellRelease(root));
    }
    redraw();
  };
  // Until a remote has answered, it is unavailable ('not read yet'): the page reads its release itself. A remote that
  // does not answer at all (its server down as this one starts) gives no answer to compose with, and was left out of the
  // table: the page then knew nothing of its sections (WebKit's journey restarting every server found it).
  if (composing) compose();
  const sectionsDue = composing
    ? Object.entries(remotes).map(([remote, entry]) =>
        keepAnswer(
          entry.manifest,
          { refreshMs, ca: opts.trustCa, first },
          (text) => partFromManifest(remote, text, config!),
          (part) => {
            parts.set(remote, part ?? { remote, unavailable: 'its manifest answered an error' });
            compose();
          },
        ),
      )
    : [];
  // Each release's drawn pages (SECTION_PAGES_FILE beside the manifest the runtime config names), with its early
  // script when its manifest records those bytes: a release that draws none answers 404.
  const readDrawnPages =
    (remote: RemoteConfig) =>
    async (text: string): Promise<DrawnSectionPages | null> => {
      // Only from the release the config names, verified: its manifest (the pin's bytes, where pinned) records these.
      const manifest = await getText(remote.manifest, opts.trustCa, 5_000).catch(() => null);
      if (manifest?.status !== 200 || !verifiedSectionPages(text, manifest.text, remote.integrity)) {
        console.warn(
          `${remote.manifest}: its release's drawn pages are not drawn: its manifest does not record these bytes of ${SECTION_PAGES_FILE}`,
        );
        return null;
      }
      const pages = readSectionPages(text, shellContract(root));
      if (!pages?.early) return pages;
      const named = earlyScriptOf(pages.early, { url: remote.manifest, text: manifest.text }, remote.integrity);
      // Its text, for the page to hold, when it is the file the manifest records (not read: the page names it).
      const file = named ? await getText(named.src, opts.trustCa, 5_000).catch(() => null) : null;
      const earlyScript = named && file?.status === 200 ? inlineEarlyScript(named, file.text) : named;
      return { ...pages, earlyScript };
    };
  const drawingsDue =
    composing && manifest
      ? Object.entries(remotes).map(([remote, entry]) =>
          keepAnswer(
            new URL(SECTION_PAGES_FILE, entry.manifest).href,
            { refreshMs, ca: opts.trustCa, first },
            readDrawnPages(entry),
            (answer) => {
              drawn.releases = { ...drawn.releases, [remote]: answer };
              redraw();
            },
          ),
        )
      : [];
  const releasesDue = () => {
    for (const due of [...sectionsDue, ...drawingsDue]) due();
  };
  // What the releases declare and draw, read before the first page is served (a remote that does not answer within the
  // time limit is read again with the next page).
  await Promise.race([Promise.allSettled(first), new Promise((resolve) => setTimeout(resolve, FIRST_READ_MS))]);
  // The app's page and the prerendered pages open the API's connection with their answer (apiPreconnectLink).
  const apiLink = config ? apiPreconnectLink(config.apiBase) : '';
  const embedAncestors = opts.embedFrameAncestors?.trim() || "'none'";
  // The shell's build has a service worker at its top; the page may start that one and no other (csp.mts).
  const serviceWorker = config && fs.existsSync(path.join(root, 'sw.js')) ? new URL('/sw.js', config.auth.redirectUri).href : undefined;
  // The header sets an app answers with, computed once each: http or https, portal page or embed page, and the
  // sources of a page's own inline script (a section's early script: only the page that holds it allows it).
  const headerSets = new Map<string, Record<string, string>>();
  const headersOf = (https: boolean, embed: boolean, scriptSources: readonly string[] = []): Record<string, string> => {
    const key = `${https}/${embed}/${scriptSources.join(' ')}`;
    let set = headerSets.get(key);
    if (!set) {
      const frameAncestors = embed ? embedAncestors : "'none'";
      const inlineScriptHashes = [...hashes, ...scriptSources];
      const csp = contentSecurityPolicy(config, { inlineScriptHashes, frameAncestors, https, ...(serviceWorker ? { serviceWorker } : {}) });
      set = securityHeaders(csp, { https, frameable: frameAncestors !== "'none'" });
      if (headerSets.size > 64) headerSets.clear(); // a release a minute for an hour: never more than a few
      headerSets.set(key, set);
    }
    return set;
  };
  const files = sirv(root, {
    etag: true,
    gzip: true,
    brotli: true,
    dev: false,
    single: opts.spaFallback ? 'index.html' : false,
    setHeaders(res, pathname) {
      // sirv sets Vary for the encodings; CORS answers vary by Origin as well.
      res.setHeader('Vary', 'Origin, Accept-Encoding');
      // The app's page: index.html, or a client route (sirv gives a path without a file's extension index.html).
      if (apiLink && (pathname === '/index.html' || !/\.\w+$/.test(pathname))) res.setHeader('Link', apiLink);
    },
  });

  const handler: http.RequestListener = (req, res) => {
    const origin = req.headers.origin;
    if (origin && opts.allowedOrigins.includes(origin)) {
      res.setHeader('Access-Control-Allow-Origin', origin);
      res.setHeader('Vary', 'Origin');
    }
    if (req.method === 'OPTIONS') {
      res.writeHead(204, { 'Access-Control-Allow-Methods': 'GET, HEAD', 'Access-Control-Max-Age': '600' }).end();
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    const url = new URL(req.url ?? '/', 'http://static');
    const https =
      Boolean((req.socket as TLSSocket).encrypted) || (opts.trustProxy === true && req.headers['x-forwarded-proto'] === 'https');
    const embedPage = /^embed[^/]*\.html$/.test(path.posix.basename(url.pathname));
    for (const [name, value] of Object.entries(headersOf(https, embedPage))) res.setHeader(name, value);

    if (url.pathname === '/portal.config.json') {
      releasesDue();
      if (!configFile) {
        res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('No runtime config');
        return;
      }
      sendMemoryFile(req, res, configFile);
      return;
    }
    // The prerendered files are served only filled in, for their routes.
    if (url.pathname.startsWith('/prerendered/') || url.pathname === '/prerendered.json') {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    const linkParams = prerendered.linkParams.get(routeKey(url.pathname));
    const page = linkParams
      ? prerendered.pages.get(`${routeKey(url.pathname)}?${sectionState(url.search, linkParams)}`)
      : prerendered.pages.get(routeKey(url.pathname));
    if (page) {
      bannerDue();
      releasesDue();
      if (page.scriptSources)
        for (const [name, value] of Object.entries(headersOf(https, embedPage, page.scriptSources))) res.setHeader(name, value);
      if (apiLink) res.setHeader('Link', apiLink);
      sendMemoryFile(req, res, page);
      return;
    }
    // Set before sirv answers, so 304s carry it too (sirv keeps headers already set on the response).
    res.setHeader('Cache-Control', cacheControl(url.pathname));
    files(req, res, () => {
      res.removeHeader('Cache-Control');
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
    });
  };
  const server: StaticServer = opts.tls
    ? createHttpsServer({ key: opts.tls.key, cert: opts.tls.cert }, handler)
    : http.createServer(handler);
  return await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, opts.host ?? '127.0.0.1', () => resolve(server));
  });
}
