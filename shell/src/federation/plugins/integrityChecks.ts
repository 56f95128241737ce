/**
 * What the integrity plugin (integrity.ts) does only when a section's file has failed: fetch it again and tell 'not
 * the released bytes' from 'not there'. Downloaded when first needed, so no page pays for it on its way to content.
 */
/* eslint-disable lingui/no-unlocalized-strings -- what went wrong with a file, for monitoring and operators; a customer sees the section's message */
import { isRecord } from '@portal/kit';
import { fileHashes, type FileEvent, type Pin } from './integrity';

/** The sha256 of some bytes, as a script's integrity ('sha256-' and base64). */
export async function integrityOf(bytes: ArrayBuffer): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  let binary = '';
  for (const b of digest) binary += String.fromCharCode(b);
  return `sha256-${btoa(binary)}`;
}

/** An address without its query or fragment: what monitoring may hear of a file. */
export const withoutQuery = (url: string): string => {
  try {
    const u = new URL(url);
    return `${u.origin}${u.pathname}`;
  } catch {
    return '';
  }
};

/**
 * A section's file that failed to load, fetched from its origin again ('reload': past every cache, and the browser's
 * HTTP cache keeps what the origin serves now): refused when its bytes are not the ones recorded (`expected`, by the
 * manifest or a pin), failed otherwise.
 */
export async function checkFile(
  fetchImpl: typeof fetch,
  url: string,
  expected: string | undefined,
  about: { remote: string; release: string; recordedBy: 'its manifest' | 'the pin' },
): Promise<FileEvent> {
  const file = withoutQuery(url);
  const failed = (detail: string): FileEvent => ({
    type: 'file-failed',
    remote: about.remote,
    release: about.release,
    file,
    reason: 'load',
    detail,
  });
  try {
    const res = await fetchImpl(url, { cache: 'reload', mode: 'cors', credentials: 'omit' });
    if (!res.ok) return failed(`answered HTTP ${res.status}`);
    const actual = await integrityOf(await res.arrayBuffer());
    if (!expected || actual === expected) return failed('failed to load, then loaded when fetched again');
    return {
      type: 'file-refused',
      remote: about.remote,
      release: about.release,
      file,
      reason: 'integrity',
      detail: `${file} is not the file of release ${about.release} (its sha256 is ${actual}; ${about.recordedBy} records ${expected})`,
    };
  } catch (error) {
    return failed(`unreachable (${(error as Error).message})`);
  }
}

/**
 * A pinned manifest the browser refused, fetched again: the refusal when its bytes are not the pin's, or null when it
 * is not there (the ordinary failure).
 */
export async function checkPinnedManifest(
  fetchImpl: typeof fetch,
  url: string,
  pin: { remote: string; integrity: string },
  signal?: AbortSignal | null,
): Promise<FileEvent | null> {
  let actual: string | undefined;
  try {
    const res = await fetchImpl(url, { cache: 'reload', mode: 'cors', credentials: 'omit', ...(signal ? { signal } : {}) });
    if (res.ok) actual = await integrityOf(await res.arrayBuffer());
  } catch {
    /* unreachable: the ordinary failure */
  }
  if (actual === undefined || actual === pin.integrity) return null;
  const file = withoutQuery(url);
  return {
    type: 'file-refused',
    remote: pin.remote,
    release: /\/releases\/([^/]+)\//.exec(file)?.[1] ?? 'unknown',
    file,
    reason: 'integrity',
    detail: `${file} is not the pinned manifest (its sha256 is ${actual}, the pin is ${pin.integrity})`,
  };
}

/** Every file a manifest says a section loads: its remoteEntry.js and the exposed modules' and shared modules' assets. */
export function namedFiles(manifest: unknown): string[] {
  if (!isRecord(manifest) || !isRecord(manifest.metaData)) return [];
  const names = new Set<string>();
  const entry = manifest.metaData.remoteEntry;
  if (isRecord(entry) && typeof entry.name === 'string')
    names.add(`${typeof entry.path === 'string' && entry.path ? `${entry.path}/` : ''}${entry.name}`);
  for (const list of [manifest.exposes, manifest.shared]) {
    if (!Array.isArray(list)) continue;
    for (const item of list) {
      const assets = isRecord(item) && isRecord(item.assets) ? item.assets : {};
      for (const kind of [assets.js, assets.css])
        for (const when of isRecord(kind) ? [kind.sync, kind.async] : [])
          if (Array.isArray(when)) for (const f of when) if (typeof f === 'string') names.add(f);
    }
  }
  return [...names];
}

/** The layout every build writes: remoteEntry.js beside the manifest, its files found from it ('auto'). */
export const ownLayout = (manifest: Record<string, unknown>): boolean => {
  const meta: Record<string, unknown> = isRecord(manifest.metaData) ? manifest.metaData : {};
  const entry = isRecord(meta.remoteEntry) ? meta.remoteEntry : {};
  return meta.publicPath === 'auto' && (entry.path ?? '') === '' && entry.name === 'remoteEntry.js';
};

/**
 * Why a pinned section's manifest cannot be run, or null: it must load the remoteEntry.js beside it, and record a
 * hash for every file it names (a release from before hashes were recorded needs the pin's entryIntegrity).
 */
export function pinnedManifestRefusal(manifest: unknown, pin: Pin): string | null {
  if (!isRecord(manifest) || !ownLayout(manifest)) return `its pinned manifest ${pin.manifest} does not load the remoteEntry.js beside it`;
  const files = fileHashes(manifest);
  if (!files)
    return pin.entryIntegrity
      ? null
      : `its pinned manifest ${pin.manifest} records no file hashes (a release built before they were recorded): pin it with remotes.${pin.remote}.entryIntegrity too, the sha256 of its remoteEntry.js`;
  const unlisted = namedFiles(manifest).filter((f) => !files[f]);
  return unlisted.length
    ? `its pinned manifest ${pin.manifest} names files it records no hash for (${unlisted.slice(0, 3).join(', ')})`
    : null;
}
