/**
 * A section's early calls (its declaration's `calls`) over the selected card: what the shell's entry asks for beside the
 * card's balance (kit's earlyAnswers.ts), by path and query in the order the section's own call sends them, so that the
 * answer's cache key is the one the section reads. No imports but types: the entry runs it before anything has arrived.
 */
import type { CALL_CARD_NUMBER as NUMBER_OF_CONTRACT, CALL_CARD_TYPE as TYPE_OF_CONTRACT, Card, EarlyCall, Query } from '@portal/contract';

const CARD_NUMBER: typeof NUMBER_OF_CONTRACT = '{cardNumber}';
const CARD_TYPE: typeof TYPE_OF_CONTRACT = '{cardType}';

/** The calls asked for this card: its number and type put in, those not for its type left out. */
export function expandCalls(
  calls: readonly EarlyCall[] | undefined,
  card: Pick<Card, 'cardNumber' | 'cardType'>,
): Array<[path: string, query: Query]> {
  return (calls ?? [])
    .filter((c) => (!c.cardTypes || c.cardTypes.includes(card.cardType)) && !c.exceptCardTypes?.includes(card.cardType))
    .map((c) => [
      c.path,
      Object.fromEntries(
        Object.entries(c.query ?? {}).map(([k, v]) => [k, v === CARD_NUMBER ? card.cardNumber : v === CARD_TYPE ? card.cardType : v]),
      ),
    ]);
}
