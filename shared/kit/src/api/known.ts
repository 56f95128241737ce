/**
 * '@portal/kit/known': what this device knows of a customer before any answer (their last known data), read as the
 * page's calls read it: the card list's cards, the card the page selects, a kept answer by its call. No imports but
 * dependency-free modules and types: the shell's entry (its early answers, @portal/host) and a section's early script
 * (remote-balance's drawing of the last known balance) run it before any shared module has arrived.
 */
import type { Card, Query, STORAGE_KEYS } from '@portal/contract';
import { isRecord } from '../rules/isRecord';
import { pickSelectedCard } from '../domain/selection';
import { keepsCardList, lastKnownStorage, readLastKnown, type LastKnown } from '../offline/lastKnown';
import { isListedCard, toCard } from './cardAnswer';
import { apiKey } from './url';
import type * as Raw from './raw';

export { apiBaseOf, apiKey } from './url';
export { cardKey, pickSelectedCard } from '../domain/selection';

/** Where the selected card is remembered: the contract's STORAGE_KEYS.selectedCard (the type checks it). */
const SELECTED_CARD: (typeof STORAGE_KEYS)['selectedCard'] = 'portal.selectedCard';

/** What this device last knew of `userName`'s answer to `path` with `query` (lastKnown.ts), or null. */
export function keptAnswer<T = unknown>(userName: string, path: string, query: Query): LastKnown<T> | null {
  return readLastKnown<T>(lastKnownStorage(), userName, apiKey(path, query));
}

/** The query of a card's balance. */
export const balanceQuery = (card: Pick<Card, 'cardNumber' | 'cardType'>): Query => ({
  cardNumber: card.cardNumber,
  cardType: card.cardType,
});

/** The card the page selects from a card list's answer (the remembered one if listed, else the first), or null. */
export function selectedOf(cards: unknown): Card | null {
  return pickSelectedCard(listedOf(cards), remembered());
}

/** The cards a card list's answer lists, as the page reads them. */
export function listedOf(cards: unknown): Card[] {
  if (!Array.isArray(cards)) return [];
  return cards
    .filter(isRecord)
    .map((r) => toCard(r as unknown as Raw.RawCard))
    .filter(isListedCard);
}

/** Whether this device keeps a card list to show at once (lastKnown.ts): the page's first render need not wait for the API. */
export const knowsCards = (): boolean => keepsCardList(lastKnownStorage());

/** The card this browser remembers as selected (the contract's STORAGE_KEYS.selectedCard), or null. */
export function remembered(): string | null {
  try {
    return window.localStorage.getItem(SELECTED_CARD);
  } catch {
    return null;
  }
}
