import type { ApiClient } from '@portal/contract';
import { createApiClient } from '../api/client';

/** One request an API call sent: method, path and query after the API's base, and its JSON body. */
export interface SentRequest {
  method: string;
  url: string;
  body: unknown;
  headers: Record<string, string>;
}

/**
 * The real API client over a fake network that answers `answers` in order (JSON; null once they run out) and records
 * every request: for the unit tests of an app's own API calls (what each sends, how its answer is read). For tests
 * only.
 */
export function recordingClient(answers: unknown[]): { client: ApiClient; sent: SentRequest[] } {
  const sent: SentRequest[] = [];
  const queue = [...answers];
  const fetchImpl = (async (url: string, init: RequestInit) => {
    sent.push({
      method: String(init.method),
      url: url.replace('http://api/api/', ''),
      body: init.body ? JSON.parse(String(init.body)) : undefined,
      headers: { ...(init.headers as Record<string, string> | undefined) },
    });
    const next = queue.shift();
    return { ok: true, status: 200, text: async () => JSON.stringify(next ?? null) } as Response;
  }) as unknown as typeof fetch;
  const client = createApiClient({
    apiBase: 'http://api/api/',
    getAccessToken: async () => 't',
    onUnauthorized: () => undefined,
    onError: () => undefined,
    fetchImpl,
  });
  return { client, sent };
}
