/** The products a card can be reloaded with. */
import type { ApiClient, Card } from '@portal/contract';
import { listAnswer, toProduct } from '../endpoints';
import { finite, httpGet } from './request';

export const forCard = async (client: ApiClient, c: Pick<Card, 'cardNumber' | 'cardType'>) =>
  listAnswer(
    'Product/GetCardProducts',
    await httpGet<unknown>(client, 'Product/GetCardProducts', {
      cardNumber: c.cardNumber,
      cardType: c.cardType,
      productTableDeviceType: 5,
    }),
    toProduct,
    (p) => Number.isFinite(p.productId) && Number.isFinite(p.productTypeId) && finite(p.price),
  );
