/** The saved payment cards' changes (spec 7 CreditCard/…), made by this app only; the list is read through the kit's hook. */
import type { ApiClient, SavedPaymentCard } from '@portal/contract';
import { httpSend } from '@portal/kit';

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
