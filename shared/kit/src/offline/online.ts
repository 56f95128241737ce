import { useSyncExternalStore } from 'react';

/** While offline, how often navigator.onLine is read again, in case the browser's `online` event never comes. */
export const RECHECK_MS = 2000;

const listeners = new Set<() => void>();
let last = true;
let poll: ReturnType<typeof setInterval> | null = null;

function check(): void {
  if (navigator.onLine === last) return;
  last = navigator.onLine;
  recheckWhileOffline();
  for (const listener of [...listeners]) listener();
}

function recheckWhileOffline(): void {
  if (!last && listeners.size > 0) poll ??= setInterval(check, RECHECK_MS);
  else if (poll) {
    clearInterval(poll);
    poll = null;
  }
}

/**
 * Calls `onChange` when the browser gains or loses its connection: on its `online` and `offline` events and, while it
 * is offline, by reading navigator.onLine every 2 s. A browser does not always fire `online` when the connection comes
 * back (Firefox taken back online by its driver does not), and the offline notice, the disabled actions and SWR's
 * refetch would then wait for an event that never comes. Answers the unsubscribe.
 */
export function subscribeOnline(onChange: () => void): () => void {
  if (listeners.size === 0) {
    last = navigator.onLine;
    window.addEventListener('online', check);
    window.addEventListener('offline', check);
  }
  listeners.add(onChange);
  recheckWhileOffline();
  return () => {
    listeners.delete(onChange);
    if (listeners.size === 0) {
      window.removeEventListener('online', check);
      window.removeEventListener('offline', check);
    }
    recheckWhileOffline();
  };
}

/** SWR's reconnect: revalidate when the connection comes back, however it was noticed (ApiProvider's SWRConfig). */
export const initReconnect = (revalidate: () => void): (() => void) =>
  subscribeOnline(() => {
    if (navigator.onLine) revalidate();
  });

/**
 * Whether the browser has a connection (navigator.onLine), following subscribeOnline. Actions that need the network
 * are disabled while it is false, with the reason (`offline.needsConnection`); SWR revalidates by itself when it
 * comes back.
 */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
}
