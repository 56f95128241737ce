/** The signed-in customer's account: password change, the identity test, the mobile account's deletion. */
import type { ApiClient } from '@portal/contract';
import type * as Raw from '../raw';
import { DEVICE, objectAnswer } from '../endpoints';
import { httpGet, httpSend } from './request';

export const changePassword = (
  client: ApiClient,
  b: { userId: string; email: string; currentPassword: string; password: string; token: string },
) => httpSend<Raw.RawSuccess>(client, 'POST', 'UserLogin/ChangePassword', b);

export const identityTest = (client: ApiClient) => httpGet<unknown>(client, 'IdentityTest/Test');

/** First and last name are sent only if not blank (spec 5). Answers the Status of spec 3. */
export const requestMobileDeletion = async (client: ApiClient, names: { firstName?: string; lastName?: string }) => {
  const body: Record<string, unknown> = { ...DEVICE };
  if (names.firstName?.trim()) body.FirstName = names.firstName.trim();
  if (names.lastName?.trim()) body.LastName = names.lastName.trim();
  return Number(
    objectAnswer<{ Status: unknown }>(
      'v2/Mobile/RequestMobileAccountDeletion',
      await httpSend<unknown>(client, 'POST', 'v2/Mobile/RequestMobileAccountDeletion', body),
    ).Status,
  );
};
