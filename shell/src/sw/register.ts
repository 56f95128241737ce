/**
 * Registers the portal's service worker (sw.ts) once the page has loaded, so it never competes with a first visit's
 * own downloads. Its script URL carries the section origins the runtime config allows (the worker keeps files of
 * those only); a change of that list is a new script, installed at the next check. Then it hands the worker what
 * this page already loaded before the worker controlled it (the config, the sections' manifests, and their files
 * with the integrity their manifests record: the worker keeps a file only if it matches), so the next visit, or one
 * without a connection, has them.
 */
import type { PortalConfig } from '@portal/contract';
import { swScriptUrl } from './routes';

/** What the page hands the worker: each address it loaded, with the integrity a section's file must have, when known. */
export function keepList(loaded: string[], integrityFor: (url: string) => string | undefined): Array<{ href: string; integrity?: string }> {
  return loaded.map((href) => {
    const integrity = integrityFor(href);
    return integrity ? { href, integrity } : { href };
  });
}

export interface WorkerHooks {
  /** The sha256 a section's file must have (the federation integrity plugin's record). */
  integrityFor?: (url: string) => string | undefined;
  /** The worker dropped its copy of a section's file, which was not the released one (for monitoring). */
  onFileRefused?: (file: string) => void;
}

export function registerServiceWorker(config: PortalConfig, hooks: WorkerHooks = {}, win: Window = window): void {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in win.navigator)) return;
  const { integrityFor = () => undefined, onFileRefused } = hooks;
  win.navigator.serviceWorker.addEventListener('message', (event) => {
    const data: unknown = event.data;
    if (typeof data !== 'object' || data === null) return;
    const { type, file } = data as { type?: unknown; file?: unknown };
    if (type === 'portal:file-refused' && typeof file === 'string') onFileRefused?.(file);
  });
  const start = () => {
    win.navigator.serviceWorker
      .register(swScriptUrl(config.allowedRemoteOrigins), { scope: '/', updateViaCache: 'none' })
      .then(async () => {
        const ready = await win.navigator.serviceWorker.ready;
        const loaded = win.performance.getEntriesByType('resource').map((e) => e.name);
        const config = new URL('/portal.config.json', win.location.href).href;
        ready.active?.postMessage({ type: 'portal:keep', urls: keepList([config, ...loaded], integrityFor) });
      })
      .catch((error: unknown) => console.warn('The service worker could not be registered; the portal works without it:', error));
  };
  if (win.document.readyState === 'complete') start();
  else win.addEventListener('load', start, { once: true });
}
