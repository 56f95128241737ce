/**
 * The cards overview's attention rules (issue 40): what about a card needs the customer's attention, most urgent first,
 * and the one step that acts on it. Pure: a card's balance, today and the E-Cash threshold in; words are the
 * overview's (its messages), not these.
 */
import { daysBetween, type IsoDate, type ReloadProposal } from '@portal/kit';
import type { Balance } from '@portal/contract';

/** A card expiring within this many days needs attention. */
export const EXPIRING_DAYS = 30;
/** A pass ending within this many days, with no next pass bought, needs attention. */
export const PASS_ENDING_DAYS = 7;
/** E-Cash under this needs attention when the runtime config does not say (in dollars). */
export const DEFAULT_LOW_CASH = 5;
/** The E-Cash amount proposed for a card low on E-Cash (dollars): never added without the customer's press. */
export const PROPOSED_CASH = 20;

export type Attention =
  | { kind: 'hotlisted' }
  | { kind: 'expired'; on: IsoDate | null }
  | { kind: 'expiring'; on: IsoDate; days: number }
  | { kind: 'passEnding'; on: IsoDate; days: number }
  | { kind: 'lowCash'; cash: number; threshold: number };

/** Most urgent first: a card that cannot be used, then one about to stop, then one running low. */
const RANK: Record<Attention['kind'], number> = { hotlisted: 0, expired: 1, expiring: 2, passEnding: 3, lowCash: 4 };

/**
 * What needs attention on one card, most urgent first. A hotlisted or expired card says only that (nothing else on it
 * can be acted on). A pass ends 'within 7 days with no next pass bought' when its last day is 0 to 7 days away: a pass
 * bought for next month extends the card's pass period past that.
 */
export function attentionOf(
  b: Pick<Balance, 'isHotlisted' | 'isCardExpired' | 'expiry' | 'isPassExpired' | 'passEnd' | 'cash'>,
  today: IsoDate,
  lowCash: number = DEFAULT_LOW_CASH,
): Attention[] {
  if (b.isHotlisted) return [{ kind: 'hotlisted' }];
  if (b.isCardExpired) return [{ kind: 'expired', on: b.expiry }];
  const out: Attention[] = [];
  if (b.expiry) {
    const days = daysBetween(today, b.expiry);
    if (days > 0 && days <= EXPIRING_DAYS) out.push({ kind: 'expiring', on: b.expiry, days });
  }
  if (!b.isPassExpired && b.passEnd) {
    const days = daysBetween(today, b.passEnd);
    if (days >= 0 && days <= PASS_ENDING_DAYS) out.push({ kind: 'passEnding', on: b.passEnd, days });
  }
  if (b.cash < lowCash) out.push({ kind: 'lowCash', cash: b.cash, threshold: lowCash });
  return out.sort((x, y) => RANK[x.kind] - RANK[y.kind]);
}

/** The one step for what needs attention: the card's Reload tab, with what to propose there (nothing for a card that cannot be reloaded). */
export type Action = { reload: true; propose: ReloadProposal | null } | null;

export function actionFor(a: Attention): Action {
  switch (a.kind) {
    case 'hotlisted':
    case 'expired':
      return null;
    case 'expiring':
      return { reload: true, propose: null };
    case 'passEnding':
      return { reload: true, propose: { kind: 'nextPass' } };
    case 'lowCash':
      return { reload: true, propose: { kind: 'eCash', amount: Math.max(PROPOSED_CASH, Math.ceil(a.threshold)) } };
  }
}

/**
 * The overview's order: cards needing attention first, the most urgent of them first; the others after; within each,
 * the account's own order. A card whose balance is not known (loading, failed) keeps its place among the others.
 */
export function inAttentionOrder<T extends { attention: Attention[] | null }>(cards: readonly T[]): T[] {
  const rank = (c: T) => (c.attention && c.attention.length > 0 ? RANK[c.attention[0]!.kind] : Number.POSITIVE_INFINITY);
  return cards
    .map((c, i) => ({ c, i }))
    .sort((x, y) => rank(x.c) - rank(y.c) || x.i - y.i)
    .map((x) => x.c);
}
