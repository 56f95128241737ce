import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** How long a remote's manifest or script may take before the section shows its failure with Retry. */
export const REMOTE_LOAD_TIMEOUT_MS = 15_000;
/** Loads slower than this are logged, so a slow remote is noticed before it times out. */
export const SLOW_LOAD_MS = 3_000;

/**
 * Federation runtime plugin: times out slow manifest fetches and script loads (remoteEntry and chunks) and
 * logs slow and failed loads. A timeout surfaces as a load error, which the section's boundary shows with Retry.
 */
export function loadTimeoutsPlugin(
  timeoutMs = REMOTE_LOAD_TIMEOUT_MS,
  log: Pick<Console, 'warn' | 'error'> = console,
  /** How a manifest is fetched (the integrity plugin's fetchManifest: a pinned one with its integrity). */
  fetchImpl: (url: string, init: RequestInit) => Promise<Response> = (url, init) => fetch(url, init),
): ModuleFederationRuntimePlugin {
  return {
    name: 'portal-load-timeouts',
    async fetch(url, init) {
      const controller = new AbortController();
      const started = Date.now();
      const timer = setTimeout(() => controller.abort(new Error(`Loading ${url} timed out after ${timeoutMs} ms`)), timeoutMs);
      try {
        const res = await fetchImpl(url, { ...init, signal: controller.signal });
        const took = Date.now() - started;
        if (took > SLOW_LOAD_MS) log.warn(`[portal] slow remote manifest: ${url} took ${took} ms`);
        return res;
      } finally {
        clearTimeout(timer);
      }
    },
    createScript() {
      // Let the runtime build the script tag; only bound how long it may take.
      return { timeout: timeoutMs };
    },
    async errorLoadRemote({ id, error, lifecycle }) {
      log.error(`[portal] remote module ${id} failed to load (${lifecycle}):`, error);
      return undefined; // the error propagates to the section's boundary
    },
  };
}
