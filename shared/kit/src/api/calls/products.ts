/** The products a card can be reloaded with. */
import type { ApiClient, Card } from '@portal/contract';
import { listAnswer, toProduct } from '../endpoints';
import { finite, httpGet } from './request';

/** A card's products from the API's answer (what `forCard` reads; a primed answer is read the same way). */
export const readForCard = (raw: unknown) =>
  listAnswer(
    'Product/GetCardProducts',
    raw,
    toProduct,
    (p) => Number.isFinite(p.productId) && Number.isFinite(p.productTypeId) && finite(p.price),
  );

export const forCard = async (client: ApiClient, c: Pick<Card, 'cardNumber' | 'cardType'>) =>
  readForCard(
    await httpGet<unknown>(client, 'Product/GetCardProducts', {
      cardNumber: c.cardNumber,
      cardType: c.cardType,
      productTableDeviceType: 5,
    }),
  );
