import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { isRecord } from '@portal/kit/is-record';

/** A release's folder beside a section's moving manifest: `…/releases/<version>/` (shared/build/releases.ts). */
export function releaseFolder(manifestUrl: string, manifest: unknown): string | null {
  if (!isRecord(manifest) || !isRecord(manifest.metaData)) return null;
  const meta = manifest.metaData;
  const portal = isRecord(meta.portal) ? meta.portal : {};
  const entry = isRecord(meta.remoteEntry) ? meta.remoteEntry : {};
  const release = portal.release;
  if (typeof release !== 'string' || !/^[0-9A-Za-z][0-9A-Za-z.+-]*$/.test(release)) return null;
  // Only the layout every build writes: remoteEntry.js beside the manifest, chunks found from it ('auto').
  if (meta.publicPath !== 'auto' || (entry.path ?? '') !== '' || entry.name !== 'remoteEntry.js') return null;
  const url = new URL(manifestUrl, typeof document === 'undefined' ? undefined : document.baseURI);
  // A pinned manifest is already one release's.
  if (/\/releases\/[^/]+\/mf-manifest\.json$/.test(url.pathname)) return null;
  return new URL(`releases/${release}/`, url).href;
}

/**
 * Federation runtime plugin: a section follows the release its manifest names. Each deploy moves a section's
 * `mf-manifest.json` and `remoteEntry.js` at the top of its origin; fetched one after the other (or one of them from a
 * cache, as the service worker answers them), they could be of two releases, so the section would run an entry the
 * manifest check did not see. The shell loads instead the `remoteEntry.js` kept under the release the manifest
 * names (`releases/<version>/`, which never changes), and its chunks from beside it. A manifest that does not name
 * its release, or another layout, is left as it is.
 */
export function releaseEntryPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'portal-release-entry',
    async loadRemoteSnapshot(args) {
      if (args.from !== 'manifest' || !args.manifestUrl || !('publicPath' in args.remoteSnapshot)) return args;
      const folder = releaseFolder(args.manifestUrl, args.manifestJson);
      if (!folder) return args;
      return { ...args, remoteSnapshot: { ...args.remoteSnapshot, publicPath: folder } };
    },
  };
}
