/** The card holder registered for a card (the Mobile variant for the mobile card type). */
import type { ApiClient, Card } from '@portal/contract';
import type * as Raw from '../raw';
import { objectAnswer, toClientCard } from '../endpoints';
import { clientVariant, httpGet } from './request';

/** The card holder from the API's answer for a card (what `get` reads; a primed answer is read the same way). */
export const read = (c: Pick<Card, 'cardType'>, raw: unknown) =>
  toClientCard(objectAnswer<Raw.RawClientCard>(`Clients/GetClienteTarjeta${clientVariant(c.cardType)}`, raw));

export const get = async (client: ApiClient, c: Pick<Card, 'cardNumber' | 'cardType'>) =>
  read(
    c,
    await httpGet<unknown>(client, `Clients/GetClienteTarjeta${clientVariant(c.cardType)}`, {
      iCodTarjeta: c.cardNumber,
      tiCodTipoTarjeta: c.cardType,
    }),
  );
