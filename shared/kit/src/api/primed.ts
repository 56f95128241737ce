/**
 * The first render's data: the card list, the selected card's balance and what the tab shows first of that card, read
 * from the answers the shell's entry asked for early (earlyAnswers.ts) that have already arrived, before the app renders
 * (docs/performance-log.md "14. The first render with the customer's data" and "15. The tab's own data in the first
 * render"). Without it, the first render shows skeletons and each answer comes in a
 * render of its own; on a phone's first visit those renders cost about a quarter of a second after the app has started.
 *
 * Each answer is read exactly as the page's own call reads it (the same calls, checks and mapping, through an API
 * client that takes only arrived answers and never fetches or asks for a token), and only a copy of it: the page's
 * calls still take the answers themselves as they do without this, so the data is checked, kept as last known and
 * revalidated as before, and an answer that is an error is reported by the page's call, not here.
 */
import type { ApiClient, Card } from '@portal/contract';
import * as api from './calls';
import { createApiClient } from './client';
import { STALE_MS } from './ApiProvider';
import { arrivedEarlyAnswer, arrivingEarlyAnswer, remembered } from './earlyAnswers';
import { pickSelectedCard } from '../domain/selection';
import { isSigningOut } from '../session/session';

export interface PrimeOptions {
  apiBase: string;
  /** The signed-in customer (toPortalAccount's username): the card list's query. */
  userName: string;
  /** A home tab: the selected card's balance too. */
  withBalance: boolean;
  /** The home tab opened (the sections table's `tab`): what it shows first of that card too (TAB_PRIMES). */
  tab?: string;
  /**
   * How long to wait for answers the entry has asked for and are not in yet (by default none: only what has arrived).
   * Given when the entry has drawn the balance before the app (docs/decisions/0019): the first render must show it too,
   * and the balance's fare caps come a round trip after it.
   */
  waitMs?: number;
}

type CardCall = (client: ApiClient, card: Card) => [key: string, read: () => Promise<unknown>];

/**
 * What a home tab shows first of the selected card, read as its section's hooks read it (kit's api/hooks:
 * useCardRules, useCardProducts, useClientCard): the answers the entry asked for beside the balance (earlyAnswers.ts
 * TAB_CALLS; a test checks they agree). With them, the tab's section draws its content in the app's first render
 * instead of its skeleton, then the content a render later.
 */
export const TAB_PRIMES: Readonly<Record<string, readonly CardCall[]>> = {
  reload: [
    (client, card) => [api.keys.rules(client, card), () => api.rules.list(client, card)],
    (client, card) => [api.keys.products(client, card), () => api.products.forCard(client, card)],
  ],
  manage: [(client, card) => [api.keys.clientCard(client, card), () => api.clients.get(client, card)]],
};

/** Why no call is made: every answer here is one the entry asked for. */
const noCall = () => Promise.reject(new Error('no call is made for the first render'));

/**
 * The data of the answers already in, by SWR key (what the API provider's cache starts with): the card list, then,
 * with `withBalance`, the balance (with its fare caps) of the card the page selects, and what its `tab` shows first of
 * that card. What has not arrived, or is not an answer the page could show, is left out: the page asks for it as it
 * would.
 */
export async function primeEarlyAnswers({ apiBase, userName, withBalance, tab, waitMs = 0 }: PrimeOptions): Promise<Map<string, unknown>> {
  const primed = new Map<string, unknown>();
  const until = waitMs > 0 ? new Promise<undefined>((resolve) => setTimeout(resolve, waitMs)) : undefined;
  const client = createApiClient({
    apiBase,
    getAccessToken: noCall,
    fetchImpl: noCall,
    onUnauthorized: () => undefined,
    onError: () => undefined,
    // Answers asked up to spec 9's 2 minutes ago (the cache's STALE_MS), not only the 5 seconds within which the page's
    // own calls take one: on a slow link the app can start later than that after the entry asked, and the balance the
    // entry drew meanwhile (docs/decisions/0019) must not turn back into a skeleton. The calls then ask anew, as
    // the data mounts, and the cache shows their answers when they come.
    earlyAnswer: (url) =>
      until ? Promise.race([arrivingEarlyAnswer(url, STALE_MS), until]) : Promise.resolve(arrivedEarlyAnswer(url, Date.now(), STALE_MS)),
    active: () => !isSigningOut(),
  });
  // Each answer on its own: one not in yet leaves only itself out.
  const prime = async (key: string, read: () => Promise<unknown>): Promise<void> => {
    try {
      primed.set(key, await read());
    } catch {
      /* not arrived yet, or not an answer to show: the page's own call asks for it */
    }
  };
  await prime(api.keys.cards(client, userName), () => api.cards.list(client, userName));
  const cards = primed.get(api.keys.cards(client, userName)) as Card[] | undefined;
  const card = withBalance && cards ? pickSelectedCard(cards, remembered()) : null;
  if (!card) return primed;
  const reads: Array<[string, () => Promise<unknown>]> = [
    [api.keys.balance(client, card), () => api.cards.balance(client, card)],
    ...((tab && TAB_PRIMES[tab]) || []).map((call) => call(client, card)),
  ];
  await Promise.all(reads.map(([key, read]) => prime(key, read)));
  return primed;
}
