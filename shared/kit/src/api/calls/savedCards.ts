/** Saved payment cards (the hosted page's tokens: never a card number the portal typed). */
import type { ApiClient, SavedPaymentCard } from '@portal/contract';
import type * as Raw from '../raw';
import { listAnswer, toSavedCard } from '../endpoints';
import { httpGet, httpSend } from './request';

export const list = async (client: ApiClient, email: string) =>
  listAnswer(
    'CreditCard/Get_Credit_Debit_Cards',
    await httpGet<unknown>(client, 'CreditCard/Get_Credit_Debit_Cards', { email }),
    toSavedCard,
    (c) => c.cardId !== '',
  );

export const hasDefault = (client: ApiClient, email: string) =>
  httpGet<boolean>(client, 'CreditCard/Check_For_Default_Credit_Debit_Card', { email });

export const getDefault = async (client: ApiClient, email: string) => {
  const r = await httpGet<Raw.RawSavedCard | null>(client, 'CreditCard/Get_Default_Credit_Debit_Card', { email });
  return r ? toSavedCard(r) : null;
};

export const save = async (
  client: ApiClient,
  card: {
    cardId: string;
    email: string;
    cardNumber: string;
    transactionTag: string;
    authCode: string;
    isDefault: boolean;
  },
) =>
  toSavedCard(
    await httpSend<Raw.RawSavedCard>(
      client,
      'POST',
      'CreditCard/Save_Credit_Debit_Card',
      {
        card_ID: card.cardId,
        email: card.email,
        card_Number: card.cardNumber,
        transaction_Tag: card.transactionTag,
        auth_Code: card.authCode,
        default_Card: card.isDefault ? 1 : 0,
      },
      // The caller says why a card was not saved (the API refuses one that is not from an approved payment of
      // this customer's: docs/payments.md).
      { quiet: true },
    ),
  );

/** Spec 4: first clear the default flag on all saved cards, then set the chosen one. */
export const setDefault = async (client: ApiClient, email: string, card: SavedPaymentCard) => {
  const body = {
    card_ID: card.cardId,
    email,
    card_Number: card.cardNumber,
    transaction_Tag: card.transactionTag,
    auth_Code: card.authCode,
    default_Card: 1,
  };
  await httpSend(client, 'PUT', 'CreditCard/Set_All_Credit_Debit_Card_As_Default_As_False', { ...body, default_Card: 0 });
  await httpSend(client, 'PUT', 'CreditCard/Set_Credit_Debit_Card_As_Default_By_Card_ID', body);
};

export const remove = (client: ApiClient, email: string, cardId: string) =>
  httpSend<unknown>(client, 'DELETE', 'CreditCard/Delete_Credit_Debit_Card', undefined, { query: { Card_ID: cardId, userAccount: email } });
