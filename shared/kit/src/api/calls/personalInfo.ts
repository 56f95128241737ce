/** The customer's personal information (web channel, or the mobile app's). */
import type { ApiClient } from '@portal/contract';
import type * as Raw from '../raw';
import { objectAnswer, toPersonalInfo } from '../endpoints';
import { httpGet, MOBILE_VARIANT } from './request';

export const get = async (client: ApiClient, email: string, mobile = false) => {
  const path = `PersonalInfo/GetPersonalInfo${mobile ? MOBILE_VARIANT : ''}`;
  return toPersonalInfo(objectAnswer<Raw.RawPersonalInfo>(path, await httpGet<unknown>(client, path, { email })));
};
