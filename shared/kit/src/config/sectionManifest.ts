/**
 * What the shell reads in a section's `mf-manifest.json` beyond federation's own fields: where the release it names is
 * kept, the sha256 of every file the build emitted, and the files each exposed module runs before it can render
 * (`metaData.portal`, written by @portal/build: recordFileHashes and exposedFiles). Read by the shell's runtime plugins
 * (shell/src/federation/plugins/) and by the shell's server, which preloads a section's page from its HTML
 * (scripts/static-server.mts). No React and no DOM: Node reads it too.
 */
import { isRecord } from '../rules/isRecord';

const portalOf = (manifest: unknown): Record<string, unknown> => {
  const meta = isRecord(manifest) ? manifest.metaData : undefined;
  return isRecord(meta) && isRecord(meta.portal) ? meta.portal : {};
};

/** A release's folder beside a section's moving manifest: `…/releases/<version>/` (shared/build/releases.ts). */
export function releaseFolder(manifestUrl: string, manifest: unknown, base?: string): string | null {
  if (!isRecord(manifest) || !isRecord(manifest.metaData)) return null;
  const meta = manifest.metaData;
  const entry = isRecord(meta.remoteEntry) ? meta.remoteEntry : {};
  const release = portalOf(manifest).release;
  if (typeof release !== 'string' || !/^[0-9A-Za-z][0-9A-Za-z.+-]*$/.test(release)) return null;
  // Only the layout every build writes: remoteEntry.js beside the manifest, chunks found from it ('auto').
  if (meta.publicPath !== 'auto' || (entry.path ?? '') !== '' || entry.name !== 'remoteEntry.js') return null;
  const url = new URL(manifestUrl, base);
  // A pinned manifest is already one release's.
  if (/\/releases\/[^/]+\/mf-manifest\.json$/.test(url.pathname)) return null;
  return new URL(`releases/${release}/`, url).href;
}

/** What a manifest's build recorded (@portal/build's recordFileHashes): every file's sha256, by its path beside it. */
export function fileHashes(manifest: unknown): Record<string, string> | null {
  const files = portalOf(manifest).files;
  if (!isRecord(files)) return null;
  const out: Record<string, string> = {};
  for (const [name, hash] of Object.entries(files))
    if (typeof hash === 'string' && /^sha(256|384|512)-[A-Za-z0-9+/]+=*$/.test(hash)) out[name] = hash;
  return out;
}

/** The release a manifest names (its app's version), or 'unknown'. */
export const releaseIn = (manifest: unknown): string => {
  const release = portalOf(manifest).release;
  return typeof release === 'string' ? release : 'unknown';
};

/** A file to preload: its address and the sha256 it must have. */
export interface PreloadFile {
  href: string;
  integrity: string;
}

/** A built file's name beside its manifest: a plain `.js` file name, nothing that leaves the folder or the attribute. */
const PLAIN_FILE = /^[A-Za-z0-9_][A-Za-z0-9_.-]*\.js$/;

/**
 * The files `module` of a section runs before it can render, each with the sha256 its manifest records, in the order
 * they are needed: remoteEntry.js, then the module's chunks (metaData.portal.exposedFiles). From where the shell loads
 * them: the release folder the manifest names, else beside a pinned manifest. Empty when the manifest does not list
 * them (a release built before it did), or when one has no hash or is not a plain file name beside it: the shell then
 * loads them as before, when it needs them.
 */
export function exposedPreloads(manifestUrl: string, manifest: unknown, module: string): PreloadFile[] {
  const exposed = portalOf(manifest).exposedFiles;
  const files = isRecord(exposed) ? exposed[module] : undefined;
  const hashes = fileHashes(manifest);
  if (!Array.isArray(files) || !hashes) return [];
  const names = ['remoteEntry.js', ...files];
  if (!names.every((f): f is string => typeof f === 'string' && PLAIN_FILE.test(f) && hashes[f] !== undefined)) return [];
  const folder = releaseFolder(manifestUrl, manifest) ?? new URL('.', manifestUrl).href;
  return [...new Set(names)].map((f) => ({ href: new URL(f, folder).href, integrity: hashes[f]! }));
}
