/**
 * The section a signed-in page opens on, asked for by the shell's entry (startup.ts) as soon as the runtime config has
 * arrived, before any shared module has: its manifest, then its `remoteEntry.js` and the files of the exposed module
 * the federation runtime would preload (docs/performance-log.md "13. The section's files asked for by the entry").
 * Without this, the runtime asks for them only once the shared libraries have arrived and run: on a phone's first
 * visit the Reload tab's files then came one round trip after another, from about 1.7 s.
 *
 * Nothing here runs a section's code or decides what runs: the manifest fetched is handed, once, to the integrity
 * plugin's fetchManifest (takeEarlyManifest), which checks it as it checks any (a pinned one is fetched with the pin
 * as its integrity, here too); the files are only downloaded (`<link rel="preload">`), each with the sha256 its
 * manifest records, so the runtime's own requests, made with the same integrity, are answered by them, and a file
 * that is not the released one is refused by the browser, then by the runtime's own check. Only a section from an
 * allowed origin, and only files the manifest gives a hash for.
 *
 * No imports but dependency-free modules and types, so the entry can run it before federation has shared anything.
 */
import type { PortalConfig } from '@portal/contract';
import { pinOf, remotesOf } from '@portal/host/config';
import { isRecord } from '@portal/kit/is-record';
import { REMOTE_LOAD_TIMEOUT_MS } from './plugins/loadTimeouts';
import { fileHashes } from './plugins/manifestFiles';
import { releaseFolder } from './plugins/releaseEntry';

const manifests = new Map<string, Promise<Response>>();

/**
 * The manifest fetched early for `url` (absolute), once. Not kept past that: whatever asks again (a Retry, the
 * section shown again) fetches anew. The runtime itself keeps the manifest it read for the page's life.
 */
export function takeEarlyManifest(url: string): Promise<Response> | undefined {
  const kept = manifests.get(url);
  manifests.delete(url);
  return kept;
}

/** Forgets every manifest kept (tests). */
export function forgetEarlyManifests(): void {
  manifests.clear();
}

/**
 * The request the integrity plugin makes for a manifest (fetchManifest): a pinned one only with the pin's sha256. Only
 * from an allowed origin, as registerPortalRemotes has it (the config's check has made the address absolute).
 */
export function manifestRequest(config: PortalConfig, remote: string): { url: string; init: RequestInit } | null {
  const entry = remotesOf(config)[remote];
  if (!entry) return null;
  const url = new URL(entry.manifest);
  if (!config.allowedRemoteOrigins.includes(url.origin)) return null;
  const pin = pinOf(config, remote);
  return { url: url.href, init: pin ? { integrity: pin.integrity, mode: 'cors', credentials: 'omit' } : {} };
}

/**
 * A remote's manifest fetched by the page (a pinned one with its pin: only those bytes), a copy kept for the runtime
 * (takeEarlyManifest), so reading its declaration (sectionsTable.ts) costs no second request when its section loads.
 * Null when its origin is not allowed.
 */
export function fetchManifestEarly(
  config: PortalConfig,
  remote: string,
  fetchImpl: typeof fetch = (...args) => fetch(...args),
): Promise<Response> | null {
  const request = manifestRequest(config, remote);
  if (!request) return null;
  const signal = typeof AbortSignal.timeout === 'function' ? AbortSignal.timeout(REMOTE_LOAD_TIMEOUT_MS) : null;
  const response = fetchImpl(request.url, { ...request.init, signal });
  response.catch(() => undefined); // a failure nobody takes is not an unhandled rejection
  const copy = response.then((r) => r.clone());
  copy.catch(() => undefined);
  manifests.set(request.url, copy);
  return response;
}

/**
 * The files the runtime loads first for `module` of a manifest, with the sha256 each must have: its remoteEntry.js
 * and the exposed module's own files (`exposes[].assets.js.sync`), from the folder the runtime will load them from
 * (releaseEntry's: the release the manifest names). None for a manifest that records no hashes, or another layout.
 */
export function firstFiles(manifestUrl: string, manifest: unknown, module: string): Array<{ href: string; integrity: string }> {
  const hashes = fileHashes(manifest);
  const folder = releaseFolder(manifestUrl, manifest);
  if (!hashes || !folder || !isRecord(manifest) || !Array.isArray(manifest.exposes)) return [];
  const exposed: unknown = manifest.exposes.find((e) => isRecord(e) && e.path === `./${module}`);
  const assets = isRecord(exposed) && isRecord(exposed.assets) && isRecord(exposed.assets.js) ? exposed.assets.js.sync : null;
  return ['remoteEntry.js', ...(Array.isArray(assets) ? assets : [])].flatMap((name) => {
    const integrity = typeof name === 'string' ? hashes[name] : undefined;
    const href = integrity && new URL(name as string, folder).href;
    // Only a file with a hash, beside the manifest's release (a name that climbs out of it is not the section's).
    return href && href.startsWith(folder) ? [{ href, integrity }] : [];
  });
}

/**
 * Fetches the section's manifest, kept for the runtime (takeEarlyManifest), then preloads its first files. Never
 * rejects: whatever fails here, the runtime asks again and shows the failure in the section's area.
 */
export async function startEarlySection(
  config: PortalConfig,
  section: { remote: string; module: string },
  fetchImpl: typeof fetch = (...args) => fetch(...args),
  doc: Document = document,
): Promise<void> {
  // The runtime reads a copy, made before this reads the manifest itself (with the time limit the runtime's own fetch
  // has, loadTimeouts.ts, from now).
  const request = manifestRequest(config, section.remote);
  const response = request && fetchManifestEarly(config, section.remote, fetchImpl);
  if (!request || !response) return;
  try {
    const r = await response;
    if (!r.ok) return;
    for (const { href, integrity } of firstFiles(request.url, await r.json(), section.module)) {
      const link = Object.assign(doc.createElement('link'), { rel: 'preload', crossOrigin: 'anonymous', integrity, href });
      link.setAttribute('as', 'script');
      doc.head.appendChild(link);
    }
  } catch {
    /* not there, not JSON, or not the pinned bytes: the runtime's own fetch tells which */
  }
}
