/// <reference lib="webworker" />
/**
 * The portal's service worker (docs/operations.md "The service worker"), built with Workbox: the shell's build bundles
 * it (shared/build/parts/serviceWorker.ts) and Workbox's injectManifest step writes the list of the shell's files into
 * it. It never stands between a customer and a change the agency makes: what moves is asked of the network first,
 * and what it keeps of a section is only what passed its integrity. Request by request:
 *
 * - the shell's own files (every file of its build but the pages): precached at install, answered from the cache;
 * - a page of the portal (a navigation): from the network first (so its Content-Security-Policy, assembled by the
 *   server from the runtime config, is the current one), waiting NETWORK_TIMEOUT_MS at most; then its last copy,
 *   kept only while every script it names is one of this worker's precached build; else the precached page;
 * - `/portal.config.json` and a section's moving `mf-manifest.json` (and `remoteEntry.js`): from the network first,
 *   with the same timeout, then the last copy (offline). So a pin, a rollback or an origin taken out reaches a
 *   returning customer at the next load. The config and the page's section's manifest are asked for as the page's
 *   navigation starts (warmUp), and the page takes those answers when it asks;
 * - a section's files (content-hashed, or one release's) from the origins the runtime config allows (the `remotes`
 *   parameter of this script's URL): answered from the cache only when they match the integrity the page asks for
 *   (a copy that does not is dropped and fetched again, bypassing the HTTP cache), kept only once they have matched
 *   it; never a file of a release other than the one the current config pins its section to; a request that asks not
 *   to be answered from a cache (Retry's checks) goes to the network;
 * - anything else (the customer API, the identity provider, the payment page, MSAL's redirect page, monitoring):
 *   not answered by the worker at all; the browser goes to the network as without it.
 *
 * A new build of the shell is a new script (its precache list changes): it installs in the background, takes over at
 * once (skipWaiting, clientsClaim), and the next load is the new release.
 */
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, getCacheKeyForURL, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { CacheExpiration } from 'workbox-expiration';
import { enable as enableNavigationPreload } from 'workbox-navigation-preload';
import type { WorkboxPlugin } from 'workbox-core/types';
import {
  CACHES,
  checkIntegrity,
  excludedByPin,
  isPortalPage,
  pageCacheKey,
  keptIn,
  NETWORK_TIMEOUT_MS,
  pinnedReleases,
  scriptsOf,
  sectionManifestOf,
  swRemoteOrigins,
  tableOf,
  type KeptKind,
  type PinnedRelease,
} from './routes';
import type { SectionsTable } from '@portal/contract';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<string | { url: string; revision: string | null }> };

const remotes = swRemoteOrigins(self.location.href);

/** A route for the GETs whose answers `keptIn` puts in one cache. */
const kept =
  (kind: KeptKind) =>
  ({ url, request }: { url: URL; request: Request }) =>
    request.method === 'GET' && keptIn(url, self.location.origin, remotes) === kind;

void self.skipWaiting();
clientsClaim();
// A page's request starts while the worker starts: asking the network first costs no more than the request itself.
enableNavigationPreload();
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

/** Only answers the browser can read are kept: a section's files fetched with CORS, never an opaque or failed one. */
const corsOnly: WorkboxPlugin = {
  // A <script> without crossorigin asks in no-cors mode: ask again with CORS, so the answer can be checked and kept.
  requestWillFetch: async ({ request }) =>
    request.mode === 'no-cors'
      ? new Request(request.url, { mode: 'cors', credentials: 'omit', referrerPolicy: request.referrerPolicy })
      : request,
  cacheWillUpdate: async ({ response }) => (response.ok && (response.type === 'cors' || response.type === 'basic') ? response : null),
};

/** The pins of the last runtime config fetched (read again from its cache when the worker starts or it changes). */
let pins: Promise<PinnedRelease[]> | null = null;
const currentPins = (): Promise<PinnedRelease[]> =>
  (pins ??= caches
    .open(CACHES.config)
    .then((cache) => cache.match('/portal.config.json'))
    .then((res) => (res ? res.json() : null))
    .then(pinnedReleases, () => []));
const forgetPins: WorkboxPlugin = {
  cacheDidUpdate: async () => {
    pins = null;
  },
};

const networkFirst = { networkTimeoutSeconds: NETWORK_TIMEOUT_MS / 1000 };
const configFirst = new NetworkFirst({ cacheName: CACHES.config, ...networkFirst, plugins: [corsOnly, forgetPins] });
const headsFirst = new NetworkFirst({ cacheName: CACHES.heads, ...networkFirst, plugins: [corsOnly] });

/**
 * What the worker asked the network for as a page's navigation started (warmUp), by address, for that page to take
 * once: its config and its section's manifest. A page asks for them only once its HTML and scripts have arrived and
 * run (on a phone, half a second to a second later); asked at the navigation, they are there by then. An answer not
 * taken within WARM_MS is dropped: nothing older than that is handed to a page as the network's.
 */
const WARM_MS = 10_000;
const warm = new Map<string, { at: number; answer: Promise<Response> }>();

function takeWarm(href: string): Promise<Response> | undefined {
  const found = warm.get(href);
  warm.delete(href);
  return found && Date.now() - found.at < WARM_MS ? found.answer : undefined;
}

/**
 * Starts the config's and the page's section manifest's network-first fetches, as the page's navigation starts; gives
 * the config's sections table once it is in (null without one).
 */
function warmUp(page: URL, event: FetchEvent): Promise<SectionsTable | null> {
  for (const [href, { at }] of warm) if (Date.now() - at >= WARM_MS) warm.delete(href);
  const start = (href: string, strategy: NetworkFirst, init: RequestInit): Promise<Response> => {
    const answer = strategy.handle({ request: new Request(href, init), event });
    warm.set(href, { at: Date.now(), answer });
    return answer;
  };
  const config = start(new URL('/portal.config.json', self.location.origin).href, configFirst, { cache: 'no-cache' });
  const json = config.then((res) => (res.ok ? (res.clone().json() as Promise<unknown>) : null));
  const manifest = json.then((answer) => {
    const href = sectionManifestOf(answer, page.pathname, self.location.origin, remotes);
    return href ? start(href, headsFirst, { mode: 'cors', credentials: 'same-origin' }).then(() => undefined) : undefined;
  });
  // The navigation's event lives until both have answered, so the strategies may keep what they fetched.
  event.waitUntil(manifest.catch(() => undefined));
  return json.then(tableOf, () => null);
}

registerRoute(kept('config'), ({ url, request, event }) => takeWarm(url.href) ?? configFirst.handle({ request, event }));
registerRoute(kept('heads'), ({ url, request, event }) => takeWarm(url.href) ?? headsFirst.handle({ request, event }));

/** Files of releases no longer used go: the least recently kept beyond 400, or any kept 60 days ago. */
const filesExpiration = new CacheExpiration(CACHES.files, { maxEntries: 400, maxAgeSeconds: 60 * 24 * 60 * 60 });

/**
 * A section's file: from the cache only if it matches the integrity the page asks for; from the network otherwise,
 * kept once it matched. A file of a release the config's pin excludes is neither answered from nor kept in the cache.
 */
async function remoteFile(request: Request, url: URL, event: ExtendableEvent): Promise<Response> {
  const network = (reload: boolean) =>
    fetch(url.href, { mode: 'cors', credentials: 'omit', ...(reload ? { cache: 'reload' as const } : {}) });
  if (excludedByPin(url, await currentPins())) return network(false);
  const expected = request.integrity;
  const cache = await caches.open(CACHES.files);
  const bypass = request.cache === 'no-store' || request.cache === 'reload';
  let dropped = false;
  if (!bypass) {
    const cached = await cache.match(url.href);
    if (cached) {
      // A copy kept passed its integrity then; one that does not pass what the page asks now is dropped.
      if (!expected || (await checkIntegrity(await cached.clone().arrayBuffer(), expected)) === 'match') return cached;
      await cache.delete(url.href);
      dropped = true;
      // The page never sees this copy: the worker tells it, for monitoring.
      const client = 'clientId' in event ? await self.clients.get((event as FetchEvent).clientId) : undefined;
      client?.postMessage({ type: 'portal:file-refused', file: `${url.origin}${url.pathname}` });
    }
  }
  let res = await network(bypass || dropped);
  if (!expected || !res.ok || (res.type !== 'cors' && res.type !== 'basic')) return res;
  let bytes = await res.clone().arrayBuffer();
  let verdict = await checkIntegrity(bytes, expected);
  if (verdict === 'mismatch' && !(bypass || dropped)) {
    // The browser's HTTP cache may hold a bad copy (a file changed on its way once): ask the origin itself.
    res = await network(true);
    if (!res.ok) return res;
    bytes = await res.clone().arrayBuffer();
    verdict = await checkIntegrity(bytes, expected);
  }
  if (verdict === 'match') {
    const headers = res.headers;
    event.waitUntil(
      (async () => {
        await cache.put(url.href, new Response(bytes, { headers }));
        await filesExpiration.updateTimestamp(url.href);
        await filesExpiration.expireEntries();
      })(),
    );
  }
  return res;
}

registerRoute(kept('files'), async ({ request, url, event }) => remoteFile(request, url, event));

/** A copy of the page that belongs to this worker's build: every script it names is precached. */
const ofThisBuild = async (page: Response): Promise<boolean> =>
  scriptsOf(await page.clone().text(), self.location.origin).every((src) => getCacheKeyForURL(src) !== undefined);

/** Keeps a copy of a page fetched from the network as the page's last copy, if it belongs to this worker's build. */
async function keepPage(cache: Cache, key: string, page: Response): Promise<void> {
  if (await ofThisBuild(page)) await cache.put(key, page);
}

const shellPage = async (): Promise<Response> => (await matchPrecache('/index.html')) ?? fetch('/index.html');

/** Resolves with the promise's value, or with undefined after `ms`. */
const within = <T>(promise: Promise<T>, ms: number): Promise<T | undefined> =>
  Promise.race([promise, new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), ms))]);

/**
 * A page: from the network first (its CSP is the server's current one), kept while it is of this build; after
 * NETWORK_TIMEOUT_MS, or offline, or on a server error, its last copy of this build, else the precached page.
 */
async function portalPage(request: Request, event: FetchEvent): Promise<Response> {
  const url = new URL(request.url);
  const table = warmUp(url, event);
  const cache = await caches.open(CACHES.pages);
  // The prerendered login page (`/`, `/login`), a section's page (the config's sections table says which), or the
  // shell's page (every other route's): known once the config has answered, which the page never waits for.
  const keyOf = async () => new URL(pageCacheKey(url, await table), url).href;
  const fromNetwork = (async () => {
    const res = ((await event.preloadResponse) as Response | undefined) ?? (await fetch(request));
    // Kept after the page has its answer: the page never waits for the cache.
    if (res.ok && res.type === 'basic')
      event.waitUntil(
        keyOf()
          .then((key) => keepPage(cache, key, res.clone()))
          .catch(() => undefined),
      );
    return res;
  })();
  event.waitUntil(fromNetwork.catch(() => undefined));
  const res = await within(
    fromNetwork.catch(() => undefined),
    NETWORK_TIMEOUT_MS,
  );
  if (res && res.status < 500) return res;
  const last = await cache.match(await keyOf());
  if (last && (await ofThisBuild(last))) return last;
  return res ?? shellPage();
}

registerRoute(
  ({ request, url }) => request.mode === 'navigate' && url.origin === self.location.origin && isPortalPage(url),
  async ({ request, event }) => portalPage(request, event as FetchEvent),
);

/**
 * What a page loaded before the worker controlled it (its first visit): the config, the sections' manifests, and the
 * sections' files with the integrity their manifests record, fetched again (from the browser's cache, mostly) into
 * the worker's caches. A file is kept only with its integrity and when it matches it; an address the routes above
 * would not keep is ignored.
 */
self.addEventListener('message', (event) => {
  const data: unknown = event.data;
  if (typeof data !== 'object' || data === null || (data as { type?: unknown }).type !== 'portal:keep') return;
  const items = (data as { urls?: unknown }).urls;
  if (!Array.isArray(items)) return;
  const keep = async (item: unknown) => {
    const { href, integrity } =
      typeof item === 'string' ? { href: item, integrity: undefined } : (item as { href?: unknown; integrity?: unknown });
    if (typeof href !== 'string') return;
    let url: URL;
    try {
      url = new URL(href);
    } catch {
      return;
    }
    const kind = keptIn(url, self.location.origin, remotes);
    if (!kind) return;
    const cache = await caches.open(CACHES[kind]);
    if (kind === 'files') {
      if (typeof integrity !== 'string' || excludedByPin(url, await currentPins()) || (await cache.match(url.href))) return;
      const res = await fetch(url.href, { mode: 'cors', credentials: 'omit' });
      if (!res.ok || (res.type !== 'cors' && res.type !== 'basic')) return;
      const bytes = await res.clone().arrayBuffer();
      if ((await checkIntegrity(bytes, integrity)) !== 'match') return;
      await cache.put(url.href, new Response(bytes, { headers: res.headers }));
      await filesExpiration.updateTimestamp(url.href);
      return;
    }
    const res = await fetch(url.href, { mode: url.origin === self.location.origin ? 'same-origin' : 'cors', credentials: 'omit' });
    if (res.ok && (res.type === 'cors' || res.type === 'basic')) await cache.put(url.href, res);
    if (kind === 'config') pins = null;
  };
  event.waitUntil(Promise.all(items.slice(0, 300).map((item) => keep(item).catch(() => undefined))));
});
