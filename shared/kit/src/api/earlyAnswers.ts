/**
 * The first answers a signed-in page waits for, asked for by the shell's entry as soon as MSAL has the customer's
 * token, before any shared module has arrived (shell/src/startup.ts; docs/performance-log.md "11. The first answers
 * before the shared libraries"): the card list and, on a home tab, the selected card's balance and its fare caps,
 * one after the other as the API needs them.
 *
 * Nothing here reads an answer for the page. Each one is kept as it came, by URL, for the page's own API client to
 * take (earlyAnswer, ApiProvider's client's `earlyAnswer`): it reads them as it reads any answer, with the same
 * checks, the same cache keys and the same failures (toast, sign-out on a 401), without asking MSAL for a token it
 * would not send. This reads its own copy only to know the next call.
 *
 * No imports but dependency-free modules and types, so the entry can run it before federation has shared anything.
 */
import type { PortalConfig, Query, STORAGE_KEYS } from '@portal/contract';
import { isRecord } from '../rules/isRecord';
import { cardKey, pickSelectedCard } from '../domain/selection';
import { signedInAccount, startMsal, toPortalAccount } from '../auth/msalStart';
import { lastKnownStorage, readLastKnown } from '../offline/lastKnown';
import { isListedCard, toCard } from './cardAnswer';
import { apiBaseOf, apiKey } from './url';
import type * as Raw from './raw';

/** How long an answer is kept for the page: the contract's PREFETCH_FRESH_MS (a test checks they agree). */
export const EARLY_FRESH_MS = 5_000;
/** Where the selected card is remembered: the contract's STORAGE_KEYS.selectedCard (the type checks it). */
const SELECTED_CARD: (typeof STORAGE_KEYS)['selectedCard'] = 'portal.selectedCard';

const answers = new Map<string, { at: number; response: Promise<Response> }>();

/** The answer asked for early for `url`, once, if asked within EARLY_FRESH_MS; otherwise undefined (ask anew). */
export function takeEarlyAnswer(url: string, now: number = Date.now()): Promise<Response> | undefined {
  const kept = answers.get(url);
  answers.delete(url);
  return kept && now - kept.at <= EARLY_FRESH_MS ? kept.response : undefined;
}

/** Whether startEarlyAnswers may still ask for something: from its call until it has asked all it will. */
let underWay = false;
let waiting: Array<() => void> = [];
function changed(): void {
  const woken = waiting;
  waiting = [];
  for (const wake of woken) wake();
}

/** The calls the entry asks for (askEarly): only a request for one of them waits for the entry's answer. */
const EARLY_CALLS = ['Card/GetCards', 'Card/GetCardBalance', 'Card/GetCardFareCap'];

/**
 * The answer for `url` the entry asks for early, once: at once if asked already, else as soon as it is asked; undefined
 * when it is not (or no longer) going to be, or for a call the entry never asks (ask anew). The page asks for the
 * same calls as the entry, so whichever of the two gets there first, each call goes out once.
 */
export async function earlyAnswer(url: string, now: () => number = Date.now): Promise<EarlyAnswer | undefined> {
  const path = url.split('?')[0]!;
  if (!EARLY_CALLS.some((call) => path.endsWith(`/${call}`))) return undefined;
  for (;;) {
    const response = takeEarlyAnswer(url, now());
    if (response) return { response };
    if (!underWay) return undefined;
    await new Promise<void>((resolve) => waiting.push(resolve));
  }
}

/** An answer the entry asked for: the response as it comes (wrapped, so that waiting for it is the caller's). */
export interface EarlyAnswer {
  response: Promise<Response>;
}

/** Forgets every answer kept (tests). */
export function forgetEarlyAnswers(): void {
  answers.clear();
  underWay = false;
  changed();
}

export interface EarlyAsk {
  /** The runtime config's API base: the token goes nowhere else. */
  apiBase: string;
  token: string;
  /** The customer, as the portal names them (toPortalAccount): the card list's query and the last known data's owner. */
  userName: string;
  /** A home tab: its selected card's balance and fare caps too. */
  withBalance: boolean;
}

/**
 * Asks for the card list and, with `withBalance`, the balance and fare caps of the card the page will select (the
 * remembered one if listed, else the first). With a last known card list of this customer, that card's balance is
 * asked at once, next to the list; if the fresh list selects another card, that one's too. Resolves when done; never
 * rejects (a failure is the page's to report, when its client takes the answer).
 */
export async function askEarly(ask: EarlyAsk, fetchImpl: typeof fetch = fetch, now: () => number = Date.now): Promise<void> {
  const base = apiBaseOf(ask.apiBase);
  const get = (path: string, query: Query): Promise<unknown> => {
    const url = new URL(apiKey(path, query), base).href;
    if (!url.startsWith(base)) return Promise.resolve(null);
    const response = fetchImpl(url, {
      method: 'GET',
      headers: { Accept: 'application/json', Authorization: `Bearer ${ask.token}` },
      credentials: 'omit',
    });
    // The page reads a copy, made before this reads the answer itself.
    const copy = response.then((r) => r.clone());
    copy.catch(() => undefined); // a failure nobody takes is not an unhandled rejection
    answers.set(url, { at: now(), response: copy });
    changed();
    return response.then((r) => (r.ok ? r.json() : null)).catch(() => null);
  };
  const asked = new Set<string>();
  const balanceOf = async (cards: unknown): Promise<void> => {
    if (!ask.withBalance || !Array.isArray(cards)) return;
    const listed = cards
      .filter(isRecord)
      .map((r) => toCard(r as unknown as Raw.RawCard))
      .filter(isListedCard);
    const card = pickSelectedCard(listed, remembered());
    if (!card || asked.has(cardKey(card))) return;
    asked.add(cardKey(card));
    const balance = await get('Card/GetCardBalance', { cardNumber: card.cardNumber, cardType: card.cardType });
    if (isRecord(balance)) await get('Card/GetCardFareCap', { cardType: card.cardType, classType: balance.ClassID as Query[string] });
  };
  const cardsQuery = { userName: ask.userName };
  const kept = readLastKnown(lastKnownStorage(), ask.userName, apiKey('Card/GetCards', cardsQuery));
  await Promise.all([kept ? balanceOf(kept.data) : undefined, get('Card/GetCards', cardsQuery).then(balanceOf)]);
}

function remembered(): string | null {
  try {
    return window.localStorage.getItem(SELECTED_CARD);
  } catch {
    return null;
  }
}

/**
 * For the customer signed in on this page (MSAL's client, started here or already: msalStart.ts) once `config` has
 * arrived valid, their token had silently, then askEarly. Without a config, a customer, or when MSAL needs them to
 * sign in again, nothing is asked: the page does what it does without early answers.
 */
export async function startEarlyAnswers(config: Promise<PortalConfig | null>, { withBalance }: { withBalance: boolean }): Promise<void> {
  underWay = true;
  try {
    const settings = await config;
    if (!settings) return;
    const { pca, redirect } = await startMsal(settings.auth);
    const account = (await redirect.catch(() => null))?.account ?? signedInAccount(pca);
    const customer = toPortalAccount(account);
    if (!account || !customer) return;
    const { accessToken } = await pca.acquireTokenSilent({ scopes: settings.auth.scopes, account });
    await askEarly({ apiBase: settings.apiBase, token: accessToken, userName: customer.username, withBalance });
  } catch {
    /* interaction is needed, or MSAL failed: the page signs in again or says what failed, itself */
  } finally {
    underWay = false;
    changed();
  }
}
