/** The customer's personal information (web channel, or the mobile app's). */
import type { ApiClient, PersonalDetails } from '@portal/contract';
import type * as Raw from '../raw';
import { objectAnswer, personBody, toPersonalInfo } from '../endpoints';
import { httpGet, httpSend, MOBILE_VARIANT } from './request';

export const get = async (client: ApiClient, email: string, mobile = false) => {
  const path = `PersonalInfo/GetPersonalInfo${mobile ? MOBILE_VARIANT : ''}`;
  return toPersonalInfo(objectAnswer<Raw.RawPersonalInfo>(path, await httpGet<unknown>(client, path, { email })));
};

export const add = (client: ApiClient, customerCode: number, details: PersonalDetails, nip = '') =>
  httpSend<{ customerCode: number }>(client, 'PUT', 'PersonalInfo/AddPersonalInfoWeb', { customerCode, ...personBody(details), nip });

export const update = (client: ApiClient, customerCode: number, details: PersonalDetails, nip = '') =>
  httpSend<{ customerCode: number }>(client, 'PUT', 'PersonalInfo/UpdatePersonalInfoWeb', { customerCode, ...personBody(details), nip });
