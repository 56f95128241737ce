/**
 * The calls without the bearer token (same base): the public pages' and the legacy sign-in's. Callers show their own
 * failures on the page.
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

export const resetPassword = (client: ApiClient, userId: string, password: string, token: string) =>
  httpSend<Raw.RawSuccess>(client, 'POST', 'UserLogin/ResetPassword', { userId, password, token }, { auth: false, quiet: true });

export const confirmUser = (client: ApiClient, userId: string, token: string) =>
  httpSend<Raw.RawSuccess>(client, 'POST', 'UserLogin/ConfirmUser', { userId, token }, { auth: false, quiet: true });

export const verifyRecaptcha = (client: ApiClient, token: string) =>
  client.request<{ success: boolean }>('GET', 'Recaptcha/VerifySite', { query: { token }, auth: false, quiet: true });

export const confirmMobileUser = (client: ApiClient, userId: string, token: string) =>
  httpSend<Raw.RawSuccess>(client, 'POST', 'Mobile/ConfirmMobileUser', { userId, token }, { auth: false, quiet: true });

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

export const resetMobilePassword = (
  client: ApiClient,
  b: { userId: string; token: string; password: string; currentPassword: string; email: string },
) => httpSend<Raw.RawSuccess>(client, 'POST', 'MobileLogin/ResetPassword', b, { auth: false, quiet: true });

/** The separate legacy authentication API (used only with legacy authentication switched on). */
export const legacyAuthenticate = async (client: ApiClient, email: string, password: string) =>
  (
    await client.request<{ token: string }>('GET', 'LoginCustomers/authenticate', {
      auth: false,
      quiet: true,
      headers: { Authorization: `Basic ${btoa(unescape(encodeURIComponent(`${email}:${password}`)))}` },
    })
  ).token;
