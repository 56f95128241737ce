/**
 * The calls without the bearer token (same base) that no section makes yet: sign-in, registration, the mobile app's
 * tokens and the legacy sign-in. The public pages' confirmations and resets are remote-public's
 * (features/public-pages/model/api.ts). Callers show their own failures on the page.
 */
import type { ApiClient } from '@portal/contract';
import type * as Raw from '../raw';
import { httpSend } from './request';

export const login = (client: ApiClient, email: string, password: string) =>
  httpSend<Raw.RawSuccess>(client, 'POST', 'UserLogin/Login', { email, password }, { auth: false, quiet: true });

export const register = (client: ApiClient, email: string, password: string) =>
  httpSend<Raw.RawSuccess>(client, 'POST', 'UserLogin/Register', { email, password }, { auth: false, quiet: true });

export const forgot = (client: ApiClient, email: string) =>
  client.request<Raw.RawSuccess>('GET', 'UserLogin/Forgot', { query: { email }, auth: false, quiet: true });

export const verifyRecaptcha = (client: ApiClient, token: string) =>
  client.request<{ success: boolean }>('GET', 'Recaptcha/VerifySite', { query: { token }, auth: false, quiet: true });

export const deleteMobileUserToken = (client: ApiClient, userId: string, token: string, currentDate: string) =>
  httpSend<unknown>(client, 'DELETE', 'Mobile/DeleteMobileUserToken', undefined, {
    query: { userId, token, currentDate },
    auth: false,
    quiet: true,
  });

export const checkMobileUserToken = (client: ApiClient, userId: string, token: string, currentDate: string) =>
  client.request<unknown>('GET', 'Mobile/CheckMobileUserToken', { query: { userId, token, currentDate }, auth: false, quiet: true });

export const resetMobileSession = (client: ApiClient, userId: string) =>
  client.request<unknown>('GET', 'Mobile/ResetMobileSession', { query: { userId }, auth: false, quiet: true });

/** The separate legacy authentication API (used only with legacy authentication switched on). */
export const legacyAuthenticate = async (client: ApiClient, email: string, password: string) =>
  (
    await client.request<{ token: string }>('GET', 'LoginCustomers/authenticate', {
      auth: false,
      quiet: true,
      headers: { Authorization: `Basic ${btoa(unescape(encodeURIComponent(`${email}:${password}`)))}` },
    })
  ).token;
