/**
 * The customer API as the shell provides it to every section: one client that holds the configured base, the
 * bearer token (sent to that base only), the 401 sign-out and the 'Request Error' toast. Sections build their typed
 * calls on it (@portal/kit's `api.cards.list(useApiClient(), …)`), so a section can use a call the shell's build does not know.
 */
import { createContext, useContext } from 'react';

/** A failed API call: its HTTP status (0 when the API could not be reached or answered nonsense) and message. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export type Query = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  query?: Query;
  body?: unknown;
  /** false for the public calls (no bearer token). */
  auth?: boolean;
  /** true when the caller shows the failure itself (no toast). */
  quiet?: boolean;
  /** Extra headers (the legacy authentication API's Basic credentials). */
  headers?: Record<string, string>;
}

export interface ApiClient {
  readonly apiBase: string;
  /**
   * The API path with its query: the key of the one SWR cache every section shares (so the same data is asked for
   * once, and a payment's refresh reaches every section).
   */
  key(path: string, query?: Query): string;
  request<T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, options?: RequestOptions): Promise<T>;
}

export const ApiClientContext = createContext<ApiClient | null>(null);

export function useApiClient(): ApiClient {
  const client = useContext(ApiClientContext);
  if (!client) throw new Error('useApiClient() needs the API client the shell (or a standalone page, or an embed) provides');
  return client;
}
