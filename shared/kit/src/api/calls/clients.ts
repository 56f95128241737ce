/** The card holder registered for a card (the Mobile variant for the mobile card type). */
import type { ApiClient, Card } from '@portal/contract';
import type * as Raw from '../raw';
import { objectAnswer, toClientCard } from '../endpoints';
import { clientVariant, httpGet } from './request';

export const get = async (client: ApiClient, c: Pick<Card, 'cardNumber' | 'cardType'>) => {
  const path = `Clients/GetClienteTarjeta${clientVariant(c.cardType)}`;
  return toClientCard(
    objectAnswer<Raw.RawClientCard>(
      path,
      await httpGet<unknown>(client, path, { iCodTarjeta: c.cardNumber, tiCodTipoTarjeta: c.cardType }),
    ),
  );
};
