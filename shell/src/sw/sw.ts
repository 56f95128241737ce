/// <reference lib="webworker" />
/**
 * The portal's service worker (docs/performance.md "Returning customers and offline"), built with Workbox: the shell's
 * build bundles it (shared/build/parts/serviceWorker.ts) and Workbox's injectManifest step writes the list of the
 * shell's files into it. What it does, request by request:
 *
 * - the shell's own files (every file of its build but the pages): precached at install, answered from the cache;
 * - a page of the portal (a navigation): the shell's page from the precache at once, so the page and its files are
 *   always of one build. The login page, prerendered by the server from the runtime config, is answered from its
 *   last copy and revalidated in the background, only while the files it names are the precached ones;
 * - `/portal.config.json`: its last copy at once, revalidated in the background (stale-while-revalidate);
 * - a section's `mf-manifest.json` (and a `remoteEntry.js` that moves with each deploy): the same, so that a new
 *   release is used at the next load. The shell loads the remoteEntry.js of the release the manifest names
 *   (`releases/<version>/`, federation/plugins/releaseEntry.ts), so a manifest and an entry of two releases are
 *   never mixed in one page;
 * - a section's content-hashed files and release files, from the origins the runtime config allows (the `remotes`
 *   parameter of this script's URL): from the cache, else fetched with CORS and kept; an opaque answer is never kept;
 * - anything else (the customer API, the identity provider, the payment page, MSAL's redirect page, monitoring):
 *   not answered by the worker at all; the browser goes to the network as without it.
 *
 * A new build of the shell is a new script (its precache list changes): it installs in the background, takes over at
 * once (skipWaiting, clientsClaim), and the next load is the new release.
 */
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, getCacheKeyForURL, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import type { WorkboxPlugin } from 'workbox-core/types';
import { CACHES, isPortalPage, isPrerenderedRoute, keptIn, scriptsOf, swRemoteOrigins, type KeptKind } from './routes';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<string | { url: string; revision: string | null }> };

const remotes = swRemoteOrigins(self.location.href);

/** A route for the GETs whose answers `keptIn` puts in one cache. */
const kept =
  (kind: KeptKind) =>
  ({ url, request }: { url: URL; request: Request }) =>
    request.method === 'GET' && keptIn(url, self.location.origin, remotes) === kind;

void self.skipWaiting();
clientsClaim();
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

registerRoute(kept('config'), new StaleWhileRevalidate({ cacheName: CACHES.config, plugins: [corsOnly] }));

registerRoute(kept('heads'), new StaleWhileRevalidate({ cacheName: CACHES.heads, plugins: [corsOnly] }));

registerRoute(
  kept('files'),
  new CacheFirst({
    cacheName: CACHES.files,
    plugins: [corsOnly, new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 60 * 24 * 60 * 60, purgeOnQuotaError: true })],
  }),
);

const shellPage = async (): Promise<Response> => (await matchPrecache('/index.html')) ?? fetch('/index.html');

/**
 * The login page's last copy, revalidated in the background, while every script it names is one of the precached
 * build's; otherwise the shell's page (which renders the same login page once its script runs).
 */
async function loginPage(request: Request, event: FetchEvent): Promise<Response> {
  const cache = await caches.open(CACHES.pages);
  const cached = await cache.match(request.url);
  const refresh = fetch(request.url, { credentials: 'same-origin' }).then(
    async (res) => {
      if (res.ok && res.type === 'basic') await cache.put(request.url, res.clone());
      return res;
    },
    () => undefined,
  );
  if (!cached) return (await refresh) ?? shellPage();
  event.waitUntil(refresh);
  const scripts = scriptsOf(await cached.clone().text(), self.location.origin);
  return scripts.every((src) => getCacheKeyForURL(src) !== undefined) ? cached : shellPage();
}

registerRoute(
  ({ request, url }) => request.mode === 'navigate' && url.origin === self.location.origin && isPortalPage(url),
  async ({ request, event, url }) => (isPrerenderedRoute(url) ? loginPage(request, event as FetchEvent) : shellPage()),
);

/**
 * What a page loaded before the worker controlled it (its first visit): the config, and the sections' manifests and
 * files from the allowed origins, fetched again (from the browser's cache, mostly) into the worker's caches. Nothing
 * else is taken: an address the routes above would not keep is ignored.
 */
self.addEventListener('message', (event) => {
  const data: unknown = event.data;
  if (typeof data !== 'object' || data === null || (data as { type?: unknown }).type !== 'portal:keep') return;
  const urls = (data as { urls?: unknown }).urls;
  if (!Array.isArray(urls)) return;
  const keep = async (href: string) => {
    let url: URL;
    try {
      url = new URL(href);
    } catch {
      return;
    }
    const kind = keptIn(url, self.location.origin, remotes);
    const cacheName = kind && CACHES[kind];
    if (!cacheName) return;
    const cache = await caches.open(cacheName);
    if (cacheName !== CACHES.heads && (await cache.match(url.href))) return;
    const res = await fetch(url.href, { mode: url.origin === self.location.origin ? 'same-origin' : 'cors', credentials: 'omit' });
    if (res.ok && (res.type === 'cors' || res.type === 'basic')) await cache.put(url.href, res);
  };
  event.waitUntil(
    Promise.all(
      urls
        .slice(0, 300)
        .filter((u): u is string => typeof u === 'string')
        .map((u) => keep(u).catch(() => undefined)),
    ),
  );
});
