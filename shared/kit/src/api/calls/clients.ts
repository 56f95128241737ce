/** The card holder registered for a card (the Mobile variant for the mobile card type). */
import type { ApiClient, Card, PersonalDetails } from '@portal/contract';
import type * as Raw from '../raw';
import { objectAnswer, personBody, toClientCard } from '../endpoints';
import { clientVariant, httpGet, httpSend } from './request';

export const get = async (client: ApiClient, c: Pick<Card, 'cardNumber' | 'cardType'>) => {
  const path = `Clients/GetClienteTarjeta${clientVariant(c.cardType)}`;
  return toClientCard(
    objectAnswer<Raw.RawClientCard>(
      path,
      await httpGet<unknown>(client, path, { iCodTarjeta: c.cardNumber, tiCodTipoTarjeta: c.cardType }),
    ),
  );
};

export const update = async (client: ApiClient, c: Pick<Card, 'cardNumber' | 'cardType'>, clientCardId: number, details: PersonalDetails) =>
  Number(
    objectAnswer<{ iCodClienteTarjeta: unknown }>(
      'Clients/UpdateCatClientesTarjetas',
      await httpSend<unknown>(client, 'PUT', `Clients/UpdateCatClientesTarjetas${clientVariant(c.cardType)}`, {
        iCodClienteTarjeta: clientCardId,
        iCodtarjeta: c.cardNumber,
        cardType: c.cardType,
        ...personBody(details),
      }),
    ).iCodClienteTarjeta,
  );

export const link = (client: ApiClient, c: Pick<Card, 'cardNumber' | 'cardType'>, clientCardId: number) =>
  httpSend<unknown>(client, 'PUT', 'Clients/SetCardToClient', {
    iCodClienteTarjeta: clientCardId,
    iCodtarjeta: c.cardNumber,
    cardType: c.cardType,
  });
