/**
 * How an answer's card reads. No imports but types: the requests the shell's entry starts before any
 * shared module has arrived (earlyAnswers.ts) read the card list as the API client's calls do (endpoints.ts).
 */
import type { Card } from '@portal/contract';
import type * as Raw from './raw';

/** A text field: empty when missing or not text-like. */
export const str = (v: unknown) => (v === null || v === undefined ? '' : typeof v === 'object' ? '' : String(v));

export const toCard = (r: Raw.RawCard): Card => ({
  cardNumber: str(r.cardNumber),
  cardType: Number(r.cardType),
  userName: str(r.userName),
});

/** A card of the list the page can show: it has a number and a type. */
export const isListedCard = (c: Card) => c.cardNumber !== '' && Number.isFinite(c.cardType);
