/** The mobile app account's deletion request (spec 7 v2/Mobile/RequestMobileAccountDeletion), made by this app only. */
import type { ApiClient } from '@portal/contract';
import { httpSend, objectAnswer } from '@portal/kit';
import { DEVICE } from '../../../model/device';

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
