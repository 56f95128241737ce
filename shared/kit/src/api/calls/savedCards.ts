/**
 * Saved payment cards (the hosted page's tokens: never a card number the portal typed), as read. Saving one is
 * remote-reload's, setting the default and removing one remote-account's (each app's model/api.ts).
 */
import type { ApiClient } from '@portal/contract';
import type * as Raw from '../raw';
import { listAnswer, toSavedCard } from '../endpoints';
import { httpGet } from './request';

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
