import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { RemoteName } from '@portal/contract';
import { isRecord } from '@portal/kit';
import { SectionRefusedError } from '../refused';
import { REMOTE_LOAD_TIMEOUT_MS } from './loadTimeouts';

/** A section pinned by the runtime config: one release's manifest, and the sha256 of its remoteEntry.js. */
export interface Pin {
  remote: RemoteName;
  container: string;
  manifest: string;
  integrity: string;
}

/** Where a pinned release's remoteEntry.js is: beside its manifest (releases/<version>/). */
export const pinnedEntry = (pin: Pick<Pin, 'manifest'>): string => new URL('remoteEntry.js', pin.manifest).href;

/** The sha256 of some bytes, as a script's integrity ('sha256-' and base64). */
export async function integrityOf(bytes: ArrayBuffer): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  let binary = '';
  for (const b of digest) binary += String.fromCharCode(b);
  return `sha256-${btoa(binary)}`;
}

/**
 * Federation runtime plugin for pinned sections (docs/releases.md "Pin, try and roll back a release"):
 * - the pinned manifest must load its remoteEntry.js from beside it (a manifest that points elsewhere is refused);
 * - that remoteEntry.js is loaded with the pin's integrity (and CORS, which integrity needs), so the browser runs it
 *   only if it is exactly that file; its chunks carry their own integrity inside it;
 * - a file that does not match is the section's failure (SectionRefusedError 'integrity'), never a broken page.
 */
export function pinsPlugin(pins: Pin[], fetchImpl: typeof fetch = (...args) => fetch(...args)): ModuleFederationRuntimePlugin {
  const byContainer = new Map(pins.map((p) => [p.container, p]));
  const byEntry = new Map(pins.map((p) => [pinnedEntry(p), p]));
  return {
    name: 'portal-pins',
    async afterLoadManifest({ manifestJson, moduleInfo, error }) {
      const pin = byContainer.get(moduleInfo.name);
      if (!pin || error || !manifestJson) return;
      const meta: Record<string, unknown> = isRecord(manifestJson.metaData) ? manifestJson.metaData : {};
      const entry = isRecord(meta.remoteEntry) ? meta.remoteEntry : {};
      if (meta.publicPath !== 'auto' || (entry.path ?? '') !== '' || entry.name !== 'remoteEntry.js') {
        throw new SectionRefusedError(pin.remote, 'pin', `its pinned manifest ${pin.manifest} does not load the remoteEntry.js beside it`);
      }
    },
    createScript({ url }) {
      const pin = byEntry.get(new URL(url, document.baseURI).href);
      if (!pin) return undefined;
      const script = document.createElement('script');
      script.crossOrigin = 'anonymous';
      script.integrity = pin.integrity;
      return { script, timeout: REMOTE_LOAD_TIMEOUT_MS };
    },
    async errorLoadRemote({ error, remote, lifecycle }) {
      const pin = remote && byContainer.get(remote.name);
      if (!pin || lifecycle !== 'onLoad' || error instanceof SectionRefusedError) return undefined;
      // Tell a file that is not the pinned one from a remote that is down: fetch it and compare.
      let actual: string;
      try {
        const res = await fetchImpl(pinnedEntry(pin), { cache: 'no-store', mode: 'cors', credentials: 'omit' });
        if (!res.ok) return undefined;
        actual = await integrityOf(await res.arrayBuffer());
      } catch {
        return undefined; // unreachable: the ordinary failure, with Retry
      }
      if (actual !== pin.integrity) {
        throw new SectionRefusedError(
          pin.remote,
          'integrity',
          `${pinnedEntry(pin)} is not the pinned file (its sha256 is ${actual}, the pin is ${pin.integrity})`,
        );
      }
      return undefined;
    },
  };
}
