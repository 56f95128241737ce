/** Auto-reload rules and next month's pass, as read (their changes are remote-reload's autoreload/model/api.ts). */
import type { ApiClient, Card } from '@portal/contract';
import type * as Raw from '../raw';
import { listAnswer, toProduct, toRule } from '../endpoints';
import { finite, httpGet } from './request';
import { isRecord } from '../../rules/isRecord';

/** A card's rules from the API's answer (what `list` reads; a primed answer is read the same way). */
export const readList = (raw: unknown) => listAnswer('Threshold/GetThresholdReload', raw, toRule, (r) => Number.isFinite(r.id));

export const list = async (client: ApiClient, c: Pick<Card, 'cardNumber' | 'cardType'>) =>
  readList(await httpGet<unknown>(client, 'Threshold/GetThresholdReload', { CardID: c.cardNumber, CardType: c.cardType }));

/** Next month's pass from the API's answer, or null (what `nextMonthPrice` reads). */
export const readNextMonthPrice = (r: unknown) => {
  if (!isRecord(r)) return null;
  const product = toProduct(r as unknown as Raw.RawProduct);
  return Number.isFinite(product.productId) && finite(product.price) ? product : null;
};

export const nextMonthPrice = async (client: ApiClient, c: Pick<Card, 'cardNumber' | 'cardType'>) =>
  readNextMonthPrice(await httpGet<unknown>(client, 'Threshold/GetNextMonthPrice', { CardID: c.cardNumber, CardType: c.cardType }));
