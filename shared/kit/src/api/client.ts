/**
 * The HTTP client every API call goes through: one place for the base URL, the token and the error rules. The shell
 * (or a standalone page, or an embed) creates it once and provides it through the contract's ApiClientContext.
 */
import { ApiError, intlLocale, type ApiClient, type RequestOptions } from '@portal/contract';
import { st } from '../i18n';
import { apiBaseOf, apiKey } from './url';

export interface ApiClientOptions {
  /** The configured API base, e.g. https://api.transit.example/api/. Tokens go nowhere else. */
  apiBase: string;
  getAccessToken: () => Promise<string>;
  /** HTTP 401 on an authenticated call: the shell logs out and clears stored data. */
  onUnauthorized: () => void;
  /** Any other failure: the shell shows the 'Request Error' toast. */
  onError: (error: ApiError) => void;
  fetchImpl?: typeof fetch;
  /**
   * An answer already asked for a GET (the shell's entry asks a signed-in page's first calls: earlyAnswers.ts): read
   * as if fetched, without a token (none is sent). Undefined: the call is fetched.
   */
  earlyAnswer?: (url: string) => Promise<{ response: Promise<Response> } | undefined>;
  /**
   * False once the customer is signing out: no call is made any more, and an answer that arrives after that is
   * dropped unread (no data, no toast), so nothing it carries reaches the page or its storage.
   */
  active?: () => boolean;
}

/** A call made or answered while the customer was signing out: dropped, never shown. */
export class SignedOutError extends ApiError {
  constructor() {
    // eslint-disable-next-line lingui/no-unlocalized-strings -- never shown: an answer dropped after sign-out is not reported
    super(0, 'Signed out');
    this.name = 'SignedOutError';
  }
}

function messageOf(body: unknown, status: number): string {
  if (body && typeof body === 'object') {
    const b = body as { message?: unknown; Error?: unknown; title?: unknown };
    for (const v of [b.message, b.Error, b.title]) if (typeof v === 'string' && v) return v;
  }
  if (typeof body === 'string' && body.trim()) return body.trim().slice(0, 300);
  return st('api.serverAnswered', { status });
}

export function createApiClient(opts: ApiClientOptions): ApiClient {
  const base = apiBaseOf(opts.apiBase);
  const doFetch = opts.fetchImpl ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  const key = apiKey;
  return {
    apiBase: base,
    key,
    async request<T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, options: RequestOptions = {}): Promise<T> {
      const active = opts.active ?? (() => true);
      if (!active()) throw new SignedOutError();
      const url = new URL(key(path, options.query), base);
      // Only a path under the configured API base ever carries the token.
      if (!url.href.startsWith(base)) throw new ApiError(0, `Refusing to call ${url.href} outside the API`);
      // The customer's language, a hint the API can use for what it sends them (e-mails, messages).
      const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': intlLocale(), ...options.headers };
      const authenticated = options.auth !== false;
      const early = method === 'GET' && opts.earlyAnswer ? await opts.earlyAnswer(url.href) : undefined;
      // eslint-disable-next-line lingui/no-unlocalized-strings -- an HTTP header, not words
      if (authenticated && !early) headers.Authorization = `Bearer ${await opts.getAccessToken()}`;
      if (options.body !== undefined) headers['Content-Type'] = 'application/json';
      let res: Response;
      try {
        res = await (early?.response ??
          doFetch(url.href, {
            method,
            headers,
            body: options.body === undefined ? undefined : JSON.stringify(options.body),
            credentials: 'omit',
          }));
      } catch (e) {
        if (!active()) throw new SignedOutError();
        const error = new ApiError(0, st('api.unreachable', { reason: (e as Error).message }));
        if (!options.quiet) opts.onError(error);
        throw error;
      }
      // Answered while or after the customer signed out: dropped, nothing of it is read.
      if (!active()) {
        console.info(`[portal] an answer that arrived after sign-out was dropped unread: ${method} ${path}`);
        throw new SignedOutError();
      }
      const text = await res.text();
      let body: unknown = undefined;
      if (text) {
        try {
          body = JSON.parse(text);
        } catch {
          body = text;
        }
      }
      if (res.ok) return body as T;
      const error = new ApiError(res.status, messageOf(body, res.status), body);
      if (res.status === 401 && authenticated) opts.onUnauthorized();
      else if (!options.quiet) opts.onError(error);
      throw error;
    },
  };
}
