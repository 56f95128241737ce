/**
 * Registers the portal's service worker (sw.ts) once the page has loaded, so it never competes with a first visit's
 * own downloads. Its script URL carries the section origins the runtime config allows (the worker keeps files of
 * those only); a change of that list is a new script, installed at the next check. Then it hands the worker what
 * this page already loaded before the worker controlled it (the config, the sections' manifests and files), so the
 * next visit, or one without a connection, has them.
 */
import type { PortalConfig } from '@portal/contract';
import { swScriptUrl } from './routes';

export function registerServiceWorker(config: PortalConfig, win: Window = window): void {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in win.navigator)) return;
  const start = () => {
    win.navigator.serviceWorker
      .register(swScriptUrl(config.allowedRemoteOrigins), { scope: '/', updateViaCache: 'none' })
      .then(async () => {
        const ready = await win.navigator.serviceWorker.ready;
        const loaded = win.performance.getEntriesByType('resource').map((e) => e.name);
        ready.active?.postMessage({ type: 'portal:keep', urls: [new URL('/portal.config.json', win.location.href).href, ...loaded] });
      })
      .catch((error: unknown) => console.warn('The service worker could not be registered; the portal works without it:', error));
  };
  if (win.document.readyState === 'complete') start();
  else win.addEventListener('load', start, { once: true });
}
