/**
 * The Manage tab's calls of spec 7, made by this app only: the card holder's update and link (spec 4 'Registration
 * save'), a card's suspension, activation and removal, and a comment. The holder is read through the kit's hook.
 */
import type { ApiClient, Card, PersonalDetails } from '@portal/contract';
import { clientVariant, httpSend, objectAnswer, personBody } from '@portal/kit';
import { DEVICE } from '../../../model/device';

type CardRef = Pick<Card, 'cardNumber' | 'cardType'>;

/** Saves the holder (the Mobile variant for the mobile card type); answers the record's id, for `linkHolder`. */
export const updateHolder = async (client: ApiClient, c: CardRef, clientCardId: number, details: PersonalDetails) =>
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

export const linkHolder = (client: ApiClient, c: CardRef, clientCardId: number) =>
  httpSend<unknown>(client, 'PUT', 'Clients/SetCardToClient', {
    iCodClienteTarjeta: clientCardId,
    iCodtarjeta: c.cardNumber,
    cardType: c.cardType,
  });

/** TargetStatus 1 activates, 0 suspends; answers 0 success, 1 failure, 2 card error. */
export const suspendActivate = async (client: ApiClient, c: CardRef, target: 'suspend' | 'activate') =>
  Number(
    objectAnswer<{ status: unknown }>(
      'v2/Card/SuspendActivateCard',
      await httpSend<unknown>(client, 'POST', 'v2/Card/SuspendActivateCard', {
        SuspendActivateCardRequestItems: [{ CardId: c.cardNumber, CardTypeId: c.cardType, TargetStatus: target === 'activate' ? 1 : 0 }],
        ...DEVICE,
        ProcessId: 0,
      }),
    ).status,
  );

export const removeCard = (client: ApiClient, c: CardRef) =>
  httpSend<unknown>(client, 'PUT', 'Card/RemoveCardFromWebsiteAccount', { cardNumber: c.cardNumber, cardType: c.cardType });

export const sendComment = (client: ApiClient, cardId: string, comment: string, email: string) =>
  httpSend<unknown>(client, 'POST', 'Comments/SendComment', { cardId, comment, email });
