/** Fare cards: the customer's list, types, balance with its fare caps, history, and what a card can be done with. */
import type { ApiClient, Balance, Card } from '@portal/contract';
import type * as Raw from '../raw';
import { listAnswer, objectAnswer, toCard, toCardType, toFareCapRule, toHistoryEntry } from '../endpoints';
import { httpGet, httpSend } from './request';
import { deriveBalance } from '../../domain/balance';
import { isListedCard } from '../cardAnswer';

export const list = async (client: ApiClient, userName: string) =>
  listAnswer('Card/GetCards', await httpGet<unknown>(client, 'Card/GetCards', { userName }), toCard, isListedCard);

export const types = async (client: ApiClient) =>
  listAnswer('Card/GetCardTypesWeb', await httpGet<unknown>(client, 'Card/GetCardTypesWeb'), toCardType, (t) => Number.isFinite(t.id));

export const rawBalance = (client: ApiClient, c: Pick<Card, 'cardNumber' | 'cardType'>) =>
  httpGet<Raw.RawBalance>(client, 'Card/GetCardBalance', { cardNumber: c.cardNumber, cardType: c.cardType });

export const fareCapRules = async (client: ApiClient, cardType: number, classType: number) =>
  listAnswer('Card/GetCardFareCap', await httpGet<unknown>(client, 'Card/GetCardFareCap', { cardType, classType }), toFareCapRule);

/** The derived balance, with the fare caps of the card's class. */
export const balance = async (client: ApiClient, c: Pick<Card, 'cardNumber' | 'cardType'>): Promise<Balance> => {
  const raw = objectAnswer<Raw.RawBalance>(
    'Card/GetCardBalance',
    await httpGet<unknown>(client, 'Card/GetCardBalance', { cardNumber: c.cardNumber, cardType: c.cardType }),
  );
  const rules = listAnswer(
    'Card/GetCardFareCap',
    await httpGet<unknown>(client, 'Card/GetCardFareCap', { cardType: c.cardType, classType: raw.ClassID }),
    toFareCapRule,
  );
  return deriveBalance(raw, c, rules);
};

/** A card's history from the API's answer (what `history` reads; a primed answer is read the same way). */
export const readHistory = (raw: unknown) => listAnswer('Card/GetHistory', raw, toHistoryEntry);

export const history = async (client: ApiClient, c: Pick<Card, 'cardNumber' | 'cardType'>) =>
  readHistory(await httpGet<unknown>(client, 'Card/GetHistory', { cardNumber: c.cardNumber, cardType: c.cardType }));

export const reloadable = async (client: ApiClient) =>
  listAnswer('Card/ReloadCardCustomer', await httpGet<unknown>(client, 'Card/ReloadCardCustomer'), toCard, (c) => c.cardNumber !== '');

export const assign = (client: ApiClient, userName: string, cardNumber: string, cardType: number) =>
  httpSend<unknown>(client, 'POST', 'Card/AssignCardToUser', { userName, cardNumber, cardType });

/** The activation status text, e.g. 'Active*1' (the suffix after '*': 2 = corporate). */
export const activationStatus = (client: ApiClient, cardNumber: string, cardType: number) =>
  httpGet<string>(client, 'Card/GetCardActivationStatus', { cardNumber, cardType });

export const isAssigned = (client: ApiClient, cardNumber: string, cardType: number) =>
  httpGet<boolean>(client, 'Card/IsAssigned', { cardNumber, cardType });
