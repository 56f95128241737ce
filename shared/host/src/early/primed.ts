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
import { primeAnswers, type Card, type Query } from '@portal/contract';
import { api } from '@portal/kit';
import { createApiClient } from '@portal/kit/host';
import { STALE_MS } from '@portal/kit/host';
import { arrivedEarlyAnswer, arrivingEarlyAnswer, remembered, type EarlyAnswer } from './earlyAnswers';
import { apiBaseOf, apiKey } from '@portal/kit/host';
import { pickSelectedCard } from '@portal/kit';
import { isSigningOut } from '@portal/kit/session';

export interface PrimeOptions {
  apiBase: string;
  /** The signed-in customer (toPortalAccount's username): the card list's query. */
  userName: string;
  /** A home tab: the selected card's balance too. */
  withBalance: boolean;
  /**
   * What the page's section shows first of the selected card (its release's declared `calls`, the entry asked for them
   * with the balance): their answers' JSON, once in, for its first render (the contract's primedAnswer).
   */
  callsFor?: (card: Card) => Array<[path: string, query: Query]>;
  /**
   * How long to wait for answers the entry has asked for and are not in yet (by default none: only what has arrived).
   * Given when the entry has drawn the balance before the app (docs/decisions/0019): the first render must show it too,
   * and the balance's fare caps come a round trip after it.
   */
  waitMs?: number;
}

/** Why no call is made: every answer here is one the entry asked for. */
const noCall = () => Promise.reject(new Error('no call is made for the first render'));

/**
 * The data of the answers already in, by SWR key (what the API provider's cache starts with): the card list, then,
 * with `withBalance`, the balance (with its fare caps) of the card the page selects, and what its `tab` shows first of
 * that card. What has not arrived, or is not an answer the page could show, is left out: the page asks for it as it
 * would.
 */
export async function primeEarlyAnswers({
  apiBase,
  userName,
  withBalance,
  callsFor,
  waitMs = 0,
}: PrimeOptions): Promise<Map<string, unknown>> {
  const primed = new Map<string, unknown>();
  const until = waitMs > 0 ? new Promise<undefined>((resolve) => setTimeout(resolve, waitMs)) : undefined;
  // Answers asked up to spec 9's 2 minutes ago (the cache's STALE_MS), not only the 5 seconds within which the page's
  // own calls take one: on a slow link the app can start later than that after the entry asked, and the balance the
  // entry drew meanwhile (docs/decisions/0019) must not turn back into a skeleton. The calls then ask anew, as
  // the data mounts, and the cache shows their answers when they come.
  const arrived = (url: string): Promise<EarlyAnswer | undefined> =>
    until ? Promise.race([arrivingEarlyAnswer(url, STALE_MS), until]) : Promise.resolve(arrivedEarlyAnswer(url, Date.now(), STALE_MS));
  const client = createApiClient({
    apiBase,
    getAccessToken: noCall,
    fetchImpl: noCall,
    onUnauthorized: () => undefined,
    onError: () => undefined,
    earlyAnswer: arrived,
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
  // The section's own calls: their JSON as it came, by cache key, which the section's hooks read in its first render
  // (the kit's usePrimed) as their calls read them. Only an answer that is not an error.
  const json = async ([path, query]: [string, Query]): Promise<[string, unknown] | null> => {
    try {
      const answer = await arrived(new URL(apiKey(path, query), apiBaseOf(apiBase)).href);
      const response = answer && (await answer.response);
      return response?.ok ? [apiKey(path, query), await response.json()] : null;
    } catch {
      return null;
    }
  };
  const [, ...calls] = await Promise.all([
    prime(api.keys.balance(client, card), () => api.cards.balance(client, card)),
    ...(callsFor?.(card) ?? []).map(json),
  ]);
  primeAnswers(calls.filter((c): c is [string, unknown] => c !== null));
  return primed;
}
