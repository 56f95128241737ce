import { useContext, useMemo, type ReactNode } from 'react';
import { ApiClientContext, ApiError, type ApiClient } from '@portal/contract';
import { note } from './monitoring';

const unwrapped = new WeakMap<ApiClient, ApiClient>();

/**
 * The API client as one section uses it: a call that fails is noted for monitoring with the operation (its path
 * without the query, never the values), the status and the section that asked. Offline failures and answers dropped
 * at sign-out are not failures of the API.
 */
export function askedBy(client: ApiClient, remote: string): ApiClient {
  const base = unwrapped.get(client) ?? client;
  const wrapped: ApiClient = {
    apiBase: base.apiBase,
    key: (path, query) => base.key(path, query),
    request: <T,>(method: Parameters<ApiClient['request']>[0], path: string, options?: Parameters<ApiClient['request']>[2]) =>
      base.request<T>(method, path, options).catch((error: unknown): never => {
        if (error instanceof ApiError && error.name !== 'SignedOutError' && navigator.onLine)
          note({
            type: 'api-failure',
            at: Date.now(),
            page: window.location.pathname,
            operation: path.split('?')[0]!,
            status: error.status,
            remote,
          });
        throw error;
      }),
  };
  unwrapped.set(wrapped, base);
  return wrapped;
}

/** Gives what is inside the API client of `remote` (the shell's own pages, or one section's slot). */
export function AskedBy({ remote, children }: { remote: string; children: ReactNode }) {
  const client = useContext(ApiClientContext);
  const value = useMemo(() => (client ? askedBy(client, remote) : null), [client, remote]);
  return value ? <ApiClientContext.Provider value={value}>{children}</ApiClientContext.Provider> : <>{children}</>;
}
