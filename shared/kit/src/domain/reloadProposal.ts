/**
 * The Reload tab's address with a proposal: written by the cards overview (remote-balance, issue 40), read by the
 * Reload tab (remote-reload), so both ends of it live here. `/home/reload?card=10000005&cardType=1&propose=next-pass`
 * or `…&propose=e-cash&amount=20.00`. Pure: the query and the customer's cards in, the card to select and what to
 * propose out. A proposal only fills a product's controls; nothing reaches the cart without the customer's press.
 */
import type { Card } from '@portal/contract';

export type ReloadProposal = { kind: 'nextPass' } | { kind: 'eCash'; amount: number };

/** The query's names, written by the overview and read here (one place, both ends). */
export const RELOAD_PROPOSAL_PARAMS = { card: 'card', cardType: 'cardType', propose: 'propose', amount: 'amount' } as const;

/** The Reload tab's address for a card with a proposal (what the overview links to). */
export function reloadProposalPath(card: Pick<Card, 'cardNumber' | 'cardType'>, proposal: ReloadProposal | null): string {
  const q = new URLSearchParams({
    [RELOAD_PROPOSAL_PARAMS.card]: card.cardNumber,
    [RELOAD_PROPOSAL_PARAMS.cardType]: String(card.cardType),
  });
  if (proposal?.kind === 'nextPass') q.set(RELOAD_PROPOSAL_PARAMS.propose, 'next-pass');
  if (proposal?.kind === 'eCash') {
    q.set(RELOAD_PROPOSAL_PARAMS.propose, 'e-cash');
    q.set(RELOAD_PROPOSAL_PARAMS.amount, proposal.amount.toFixed(2));
  }
  return `/home/reload?${q.toString()}`;
}

export interface AskedReloadProposal {
  /** The customer's card the address names, or null when it names none of theirs (nothing is proposed then). */
  card: Card | null;
  proposal: ReloadProposal | null;
}

/**
 * What the address asks, once the card list is known: null when it asks nothing (no `card`). A card that is not one of
 * the customer's, an unknown proposal or an amount that is not dollars and cents above 0 and within `eCashLimit` is
 * ignored, never guessed at.
 */
export function readReloadProposal(query: URLSearchParams, cards: readonly Card[], eCashLimit: number): AskedReloadProposal | null {
  const number = query.get(RELOAD_PROPOSAL_PARAMS.card);
  if (!number) return null;
  const type = query.get(RELOAD_PROPOSAL_PARAMS.cardType);
  const card = cards.find((c) => c.cardNumber === number && (type === null || String(c.cardType) === type)) ?? null;
  if (!card) return { card: null, proposal: null };
  const propose = query.get(RELOAD_PROPOSAL_PARAMS.propose);
  if (propose === 'next-pass') return { card, proposal: { kind: 'nextPass' } };
  if (propose === 'e-cash') {
    const text = query.get(RELOAD_PROPOSAL_PARAMS.amount) ?? '';
    const amount = /^\d{1,3}(\.\d{1,2})?$/.test(text) ? Number(text) : NaN;
    return { card, proposal: amount > 0 && amount <= eCashLimit ? { kind: 'eCash', amount } : null };
  }
  return { card, proposal: null };
}

/** The query without the proposal's names (the address once the proposal is taken, so a reload does not propose again). */
export function withoutReloadProposal(query: URLSearchParams): URLSearchParams {
  const rest = new URLSearchParams(query);
  for (const name of Object.values(RELOAD_PROPOSAL_PARAMS)) rest.delete(name);
  return rest;
}
