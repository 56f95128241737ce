import { useMemo, useRef, type ReactNode } from 'react';
import { SWRConfig, type Cache, type State } from 'swr';
import { ApiClientContext, useAuth, useToast } from '@portal/contract';
import { createApiClient, type ApiClientOptions } from './client';
import { st } from '../i18n';
import { isSigningOut } from '../session/session';
import { initReconnect } from '../offline/online';

/** Spec 9: the query cache keeps data 5 minutes. */
export const CACHE_MS = 5 * 60_000;
/** Spec 9: data is fresh for 2 minutes; after that it is shown and revalidated. */
export const STALE_MS = 2 * 60_000;

/** SWR's cache with an age limit: entries older than maxAgeMs are dropped when read. */
export class TimedCache implements Cache {
  private readonly entries = new Map<string, { value: State; at: number }>();
  constructor(
    private readonly maxAgeMs: number,
    private readonly now: () => number = Date.now,
  ) {}
  keys(): IterableIterator<string> {
    return this.entries.keys();
  }
  get(key: string): State | undefined {
    const e = this.entries.get(key);
    if (!e) return undefined;
    if (this.now() - e.at > this.maxAgeMs) {
      this.entries.delete(key);
      return undefined;
    }
    return e.value;
  }
  set(key: string, value: State): void {
    this.entries.set(key, { value, at: this.now() });
  }
  delete(key: string): void {
    this.entries.delete(key);
  }
}

/**
 * The API client for the shell and every remote (the contract's ApiClientContext): the bearer token on the customer
 * API only, 401 → logout and clear stored data, any other failure → toast 'Request Error' with the message (3 s,
 * error). One SWR cache keyed by API paths, so a remote and the shell share data. The first answers of a signed-in
 * page, asked for by the shell's entry (@portal/host's early answers, `earlyAnswer`), are read from there rather than
 * asked again; those already in when the app starts are the cache's first data (`primed`).
 */
export function ApiProvider({
  apiBase,
  primed,
  earlyAnswer,
  children,
}: {
  apiBase: string;
  /**
   * The answers the shell's entry asked for early (@portal/host's early answers), read by the page's calls instead of
   * asking again: what the host gives; none in a section's own tests and drawings.
   */
  earlyAnswer?: ApiClientOptions['earlyAnswer'];
  /** Data the cache starts with, by key (primed.ts: the entry's answers already in, read as the calls read them). */
  primed?: ReadonlyMap<string, unknown>;
  children: ReactNode;
}) {
  const auth = useAuth();
  const toast = useToast();
  const authRef = useRef(auth);
  authRef.current = auth;
  const client = useMemo(
    () =>
      createApiClient({
        apiBase,
        getAccessToken: () => authRef.current.getAccessToken(),
        onUnauthorized: () => {
          void authRef.current.logout('expired');
        },
        // Offline, every request fails: the offline notice says so once, instead of a toast per request.
        onError: (e) => {
          if (navigator.onLine) toast.error(st('api.requestError'), e.message, 3000);
        },
        ...(earlyAnswer ? { earlyAnswer } : {}),
        // Signing out (any path: Logout, inactivity, a 401, another tab): no call, no answer read any more.
        active: () => !isSigningOut(),
      }),
    [apiBase, toast, earlyAnswer],
  );
  const primedRef = useRef(primed);
  const swr = useMemo(
    () => ({
      provider: () => {
        const cache = new TimedCache(CACHE_MS);
        // Shown at once, and revalidated as they mount (the call takes the same answer, so nothing renders again).
        // Not loading: SWR says a key without the flag is loading while it revalidates on mount, data or not, and says
        // it is not once the call is back: a reader of the flag (the selected card's state) rendered everything again.
        for (const [key, data] of primedRef.current ?? []) cache.set(key, { data, isLoading: false });
        return cache;
      },
      dedupingInterval: STALE_MS,
      focusThrottleInterval: STALE_MS,
      shouldRetryOnError: false,
      // Back online, however it was noticed (the browser's event or navigator.onLine read again): refetch.
      initReconnect,
      isOnline: () => navigator.onLine,
    }),
    [],
  );
  return (
    <ApiClientContext.Provider value={client}>
      <SWRConfig value={swr}>{children}</SWRConfig>
    </ApiClientContext.Provider>
  );
}
