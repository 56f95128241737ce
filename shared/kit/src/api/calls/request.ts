/** What every call module builds its calls with: a GET and a sending request on the page's client. */
import { MOBILE_CARD_TYPE, type ApiClient, type Query } from '@portal/contract';

export const httpGet = <T>(client: ApiClient, path: string, query?: Query, auth = true) => client.request<T>('GET', path, { query, auth });

export const httpSend = <T>(
  client: ApiClient,
  method: 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
  opts: { query?: Query; auth?: boolean; quiet?: boolean } = {},
) => client.request<T>(method, path, { body, ...opts });

/** The mobile app's variant of an API path (…/GetClienteTarjetaMobile, …/GetPersonalInfoMobile). */
export const MOBILE_VARIANT = 'Mobile';
export const clientVariant = (cardType: number) => (cardType === MOBILE_CARD_TYPE ? MOBILE_VARIANT : '');

export const finite = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
