/**
 * The address of an API call: the key the cache knows it by (path and query) and the URL under the configured base.
 * No imports but types: the client (client.ts) and the requests the shell's entry starts before any shared module
 * has arrived (earlyAnswers.ts) build the same address for the same call.
 */
import type { Query } from '@portal/contract';

/** The configured API base, ending with one slash. */
export const apiBaseOf = (apiBase: string) => (apiBase.endsWith('/') ? apiBase : `${apiBase}/`);

/** 'Card/GetCards?userName=…': the path without leading slashes, the query's set values in their order. */
export function apiKey(path: string, query?: Query): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined && v !== null) params.set(k, String(v));
  const qs = params.toString();
  return `${path.replace(/^\/+/, '')}${qs ? `?${qs}` : ''}`;
}
