/**
 * The public pages' calls (spec 7 UserLogin/… and Mobile…, without the bearer token), made by this app only. The
 * pages show their own failures on the page, so none raises the portal's toast.
 */
import type { ApiClient } from '@portal/contract';
import type { RawSuccess } from '@portal/kit';
import { httpSend } from '@portal/kit';

const noToken = { auth: false, quiet: true } as const;

export const resetPassword = (client: ApiClient, userId: string, password: string, token: string) =>
  httpSend<RawSuccess>(client, 'POST', 'UserLogin/ResetPassword', { userId, password, token }, noToken);

export const resetMobilePassword = (
  client: ApiClient,
  b: { userId: string; token: string; password: string; currentPassword: string; email: string },
) => httpSend<RawSuccess>(client, 'POST', 'MobileLogin/ResetPassword', b, noToken);

export const confirmUser = (client: ApiClient, userId: string, token: string) =>
  httpSend<RawSuccess>(client, 'POST', 'UserLogin/ConfirmUser', { userId, token }, noToken);

export const confirmMobileUser = (client: ApiClient, userId: string, token: string) =>
  httpSend<RawSuccess>(client, 'POST', 'Mobile/ConfirmMobileUser', { userId, token }, noToken);
