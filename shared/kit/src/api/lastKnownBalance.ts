/**
 * What a returning customer's first render shows at once on a home tab, read before the app has started: the shell's
 * entry draws it into a drawn Balance tab as soon as MSAL says who is signed in (decision 0019). In a module of its
 * own so that only the drawing's file has it: the entry every page downloads only says who is signed in
 * (earlyAnswers.ts `onSignedIn`), and what this reads with is in the entry already.
 *
 * No imports but dependency-free modules and types, as known.ts.
 */
import type { Balance, Card } from '@portal/contract';
import { balanceQuery, keptAnswer, selectedOf } from './known';

/**
 * The card the page will select from the card list this device last knew of `userName` (the remembered one if listed,
 * else the first), that card's last known balance and when it was read: the data hooks' last known answers (hooks.ts).
 * Null without both, or for another account's record (readLastKnown).
 */
export function lastKnownBalance(userName: string): { card: Card; balance: Balance; at: number } | null {
  const list = keptAnswer(userName, 'Card/GetCards', { userName });
  const card = list && selectedOf(list.data);
  const kept = card && keptAnswer<Balance>(userName, 'Card/GetCardBalance', balanceQuery(card));
  return card && kept ? { card, balance: kept.data, at: kept.at } : null;
}
