/** The signed-in customer's account: password change and the identity test. The mobile account's deletion is remote-account's. */
import type { ApiClient } from '@portal/contract';
import type * as Raw from '../raw';
import { httpGet, httpSend } from './request';

export const changePassword = (
  client: ApiClient,
  b: { userId: string; email: string; currentPassword: string; password: string; token: string },
) => httpSend<Raw.RawSuccess>(client, 'POST', 'UserLogin/ChangePassword', b);

export const identityTest = (client: ApiClient) => httpGet<unknown>(client, 'IdentityTest/Test');
