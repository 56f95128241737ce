/** Auto-reload rules and next month's pass, as read (their changes are remote-reload's autoreload/model/api.ts). */
import type { ApiClient, Card } from '@portal/contract';
import type * as Raw from '../raw';
import { listAnswer, toProduct, toRule } from '../endpoints';
import { finite, httpGet } from './request';
import { isRecord } from '../../rules/isRecord';

export const list = async (client: ApiClient, c: Pick<Card, 'cardNumber' | 'cardType'>) =>
  listAnswer(
    'Threshold/GetThresholdReload',
    await httpGet<unknown>(client, 'Threshold/GetThresholdReload', { CardID: c.cardNumber, CardType: c.cardType }),
    toRule,
    (r) => Number.isFinite(r.id),
  );

export const nextMonthPrice = async (client: ApiClient, c: Pick<Card, 'cardNumber' | 'cardType'>) => {
  const r = await httpGet<unknown>(client, 'Threshold/GetNextMonthPrice', { CardID: c.cardNumber, CardType: c.cardType });
  if (!isRecord(r)) return null;
  const product = toProduct(r as unknown as Raw.RawProduct);
  return Number.isFinite(product.productId) && finite(product.price) ? product : null;
};
