import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { releaseFolder } from '@portal/kit/config';

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
      const folder = releaseFolder(args.manifestUrl, args.manifestJson, document.baseURI);
      if (!folder) return args;
      return { ...args, remoteSnapshot: { ...args.remoteSnapshot, publicPath: folder } };
    },
  };
}
