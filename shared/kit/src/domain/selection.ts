/**
 * Which card is selected. No imports but types: the shell's entry uses it before any shared module has arrived
 * (api/earlyAnswers.ts), and it must pick the card the page then shows.
 */
import type { Card } from '@portal/contract';

/** Key of a card in storage and selectors: number and type. */
export const cardKey = (card: Pick<Card, 'cardNumber' | 'cardType'>) => `${card.cardNumber}:${card.cardType}`;

/** The selected card (spec 2): the remembered one if it is still on the account, else the first; none without cards. */
export function pickSelectedCard<C extends Pick<Card, 'cardNumber' | 'cardType'>>(cards: C[], remembered: string | null): C | null {
  return cards.find((c) => cardKey(c) === remembered) ?? cards[0] ?? null;
}
