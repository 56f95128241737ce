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
import type { Card, PortalConfig, Query } from '@portal/contract';
import { isRecord } from '@portal/kit/is-record';
import { apiBaseOf, apiKey, balanceQuery, cardKey, keptAnswer, listedOf, selectedOf } from '@portal/kit/known';
import { signedInAccount, startMsal, toPortalAccount } from '../auth/msalStart';
import type * as Raw from '@portal/kit';

export { knowsCards, remembered } from '@portal/kit/known';

/** How long an answer is kept for the page: the contract's PREFETCH_FRESH_MS (a test checks they agree). */
export const EARLY_FRESH_MS = 5_000;

const answers = new Map<string, { at: number; response: Promise<Response>; arrived?: boolean }>();

/** The answer asked for early for `url`, once, if asked within EARLY_FRESH_MS; otherwise undefined (ask anew). */
export function takeEarlyAnswer(url: string, now: number = Date.now()): Promise<Response> | undefined {
  const kept = answers.get(url);
  answers.delete(url);
  return kept && now - kept.at <= EARLY_FRESH_MS ? kept.response : undefined;
}

/**
 * A copy of the answer asked for early for `url` if it has arrived (and was asked within `within` ms), leaving the
 * answer itself for the page's call to take; otherwise undefined. What the first render is given (primeEarlyAnswers).
 */
export function arrivedEarlyAnswer(url: string, now: number = Date.now(), within: number = EARLY_FRESH_MS): EarlyAnswer | undefined {
  const kept = answers.get(url);
  if (!kept?.arrived || now - kept.at > within) return undefined;
  return { response: kept.response.then((r) => r.clone()) };
}

/** Whether startEarlyAnswers may still ask for something: from its call until it has asked all it will. */
let underWay = false;
let waiting: Array<() => void> = [];
function changed(): void {
  const woken = waiting;
  waiting = [];
  for (const wake of woken) wake();
}

/** The calls the entry asks for on every signed-in page (askEarly): the card list, and a home tab's balance and fare caps. */
const FRAME_CALLS = ['Card/GetCards', 'Card/GetCardBalance', 'Card/GetCardFareCap'];
/**
 * The calls the entry may ask for on this page: the frame's, and those its section declares (startEarlyAnswers's
 * `callPaths`). Only a request for one of them waits for the entry's answer.
 */
let earlyCalls: readonly string[] = FRAME_CALLS;

/**
 * The answer for `url` the entry asks for early, once: at once if asked already, else as soon as it is asked; undefined
 * when it is not (or no longer) going to be, or for a call the entry never asks (ask anew). The page asks for the
 * same calls as the entry, so whichever of the two gets there first, each call goes out once.
 */
export async function earlyAnswer(url: string, now: () => number = Date.now): Promise<EarlyAnswer | undefined> {
  const path = url.split('?')[0]!;
  const asked = takeEarlyAnswer(url, now());
  if (asked) return { response: asked };
  if (!earlyCalls.some((call) => path.endsWith(`/${call}`))) return undefined;
  return whileAsking(() => {
    const response = takeEarlyAnswer(url, now());
    return response && { response };
  });
}

/** What `found` finds: at once, else as soon as it does while startEarlyAnswers may still ask; else undefined. */
async function whileAsking<T>(found: () => T | undefined): Promise<T | undefined> {
  for (;;) {
    const value = found();
    if (value !== undefined) return value;
    if (!underWay) return undefined;
    await new Promise<void>((resolve) => waiting.push(resolve));
  }
}

/**
 * Like arrivedEarlyAnswer, but an answer asked for and not in yet (or not asked yet while the entry may still ask for
 * it) is waited for: a copy once it has come, undefined when it will not. What a first render that must show what the
 * entry drew (the balance, with its fare caps: primed.ts) is given, within a time limit of its own.
 */
export async function arrivingEarlyAnswer(
  url: string,
  within: number = EARLY_FRESH_MS,
  now: () => number = Date.now,
): Promise<EarlyAnswer | undefined> {
  const kept = await whileAsking(() => answers.get(url));
  if (!kept) return undefined;
  await kept.response.catch(() => undefined);
  return arrivedEarlyAnswer(url, now(), within);
}

/** An answer the entry asked for: the response as it comes (wrapped, so that waiting for it is the caller's). */
export interface EarlyAnswer {
  response: Promise<Response>;
}

/** Forgets every answer kept (tests). */
export function forgetEarlyAnswers(): void {
  answers.clear();
  underWay = false;
  earlyCalls = FRAME_CALLS;
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
  /**
   * The calls the page's section shows first of the selected card (its release declares them: the sections table's
   * `calls`), by path and query for a card: asked with the card's balance.
   */
  callsFor?: (card: Card) => Array<[path: string, query: Query]>;
  /**
   * With `withBalance`: given the card the fresh card list selects and its balance's answer, as soon as it is in and is
   * one the page can show, unless a balance of that card is known on this device (last known data: the app shows it).
   * The shell's entry draws it into a drawn Balance tab before the app (docs/decisions/0019-the-balance-drawn-before-
   * the-app.md); the app's first render then waits for its fare caps (arrivingEarlyAnswer) to show the same.
   */
  onBalance?: (card: Card, balance: Raw.RawBalance) => void;
  /**
   * Once the calls the page's first render needs are all asked: the fresh card list is in and, with `withBalance`, its
   * selected card's balance too (drawn by onBalance) and what follows it asked (its fare caps). Also once nothing more
   * will be asked (no card, a failed list). The shell's entry holds its app until then on a first visit of the Balance
   * tab, so that the app's long tasks do not stand between each answer and the next call (startup.ts).
   */
  onAsked?: () => void;
  /**
   * With `withBalance`: given who is signed in as soon as MSAL says so, before the token and any answer. What a
   * returning customer's first render shows at once (the last known balance this device keeps of them,
   * lastKnownBalance.ts) is theirs to see then; the shell's entry draws it into a drawn Balance tab before the app
   * (decision 0019). Its reading is in the drawing's own file, not in the entry every page downloads.
   */
  onSignedIn?: (userName: string) => void;
  /**
   * Given the card the fresh card list selects, the list's cards, and that card's balance and the section's own calls
   * (`callsFor`) as JSON by call path (null for one that failed), once they are all in. The shell's entry gives them
   * to the drawer the tab's section registered (the contract's TabDrawer, docs/decisions/0021).
   */
  onTab?: (card: Card, cards: Card[], answers: Record<string, unknown>) => void;
}

/**
 * Asks for the card list and, with `withBalance`, the balance and fare caps of the card the page will select (the
 * remembered one if listed, else the first), and beside them what its section shows first (`callsFor`). With a last known card list of this customer, that card's balance is
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
    const kept: { at: number; response: Promise<Response>; arrived?: boolean } = { at: now(), response: copy };
    answers.set(url, kept);
    copy.then(
      () => {
        kept.arrived = true;
      },
      () => undefined,
    );
    changed();
    return response.then((r) => (r.ok ? r.json() : null)).catch(() => null);
  };
  // Each card's balance once asked: the raw balance as it came, or null for an answer the page could not show.
  const asked = new Map<string, Promise<Raw.RawBalance | null>>();
  // Each card's balance and tab calls, as JSON by path, once all are in (onTab).
  const tabAnswers = new Map<string, Promise<Record<string, unknown>>>();
  const tabCalls = ask.callsFor ?? (() => []);
  const balanceOf = async (cards: unknown, fresh: boolean): Promise<void> => {
    const card = ask.withBalance ? selectedOf(cards) : null;
    if (!card) return fresh ? ask.onAsked?.() : undefined;
    let balance = asked.get(cardKey(card));
    const calls: Array<Promise<unknown>> = [];
    if (!balance) {
      balance = get('Card/GetCardBalance', balanceQuery(card)).then((raw) => (isRecord(raw) ? (raw as unknown as Raw.RawBalance) : null));
      asked.set(cardKey(card), balance);
      const fareCaps = balance.then(
        (raw) => raw && get('Card/GetCardFareCap', { cardType: card.cardType, classType: raw.ClassID as Query[string] }),
      );
      const tabAsked = tabCalls(card).map(([path, query]) => get(path, query).then((json) => [path, json] as const));
      calls.push(fareCaps, ...tabAsked);
      tabAnswers.set(
        cardKey(card),
        Promise.all([balance, ...tabAsked]).then(([raw, ...pairs]) => ({ 'Card/GetCardBalance': raw, ...Object.fromEntries(pairs) })),
      );
    }
    const onTab = ask.onTab;
    if (fresh && onTab)
      void tabAnswers.get(cardKey(card))?.then((answers) => {
        try {
          onTab(card, listedOf(cards), answers);
        } catch {
          /* what draws it failed: the app draws the tab, as without it */
        }
      });
    // The card the page will select is the fresh list's: its balance, as soon as it is in. Not where a balance of that
    // card is known on this device: the app's preview shows that one at once (with its date), and the app's first
    // render is not held for the fare caps of one drawn meanwhile.
    if (fresh && ask.onBalance && !keptAnswer(ask.userName, 'Card/GetCardBalance', balanceQuery(card))) {
      const raw = await balance;
      try {
        if (raw) ask.onBalance(card, raw);
      } catch {
        /* what draws it failed: the app draws the balance, as without it */
      }
    }
    if (fresh) void balance.then(() => ask.onAsked?.());
    await Promise.all(calls);
  };
  const cardsQuery = { userName: ask.userName };
  const kept = keptAnswer(ask.userName, 'Card/GetCards', cardsQuery);
  await Promise.all([
    kept ? balanceOf(kept.data, false) : undefined,
    get('Card/GetCards', cardsQuery).then((cards) => balanceOf(cards, true)),
  ]);
}

/**
 * For the customer signed in on this page (MSAL's client, started here or already: msalStart.ts) once `config` has
 * arrived valid, their token had silently, then askEarly. Without a config, a customer, or when MSAL needs them to
 * sign in again, nothing is asked: the page does what it does without early answers.
 */
export async function startEarlyAnswers(
  config: Promise<PortalConfig | null>,
  {
    withBalance,
    callsFor,
    callPaths = [],
    onBalance,
    onAsked,
    onSignedIn,
    onTab,
  }: Pick<EarlyAsk, 'withBalance' | 'callsFor' | 'onBalance' | 'onAsked' | 'onSignedIn' | 'onTab'> & {
    /** The paths `callsFor` may ask (its section's declared calls): the page's own requests for them wait for these. */
    callPaths?: readonly string[];
  },
): Promise<void> {
  underWay = true;
  earlyCalls = [...FRAME_CALLS, ...callPaths];
  try {
    const settings = await config;
    if (!settings) return;
    const { pca, redirect } = await startMsal(settings.auth);
    const account = (await redirect.catch(() => null))?.account ?? signedInAccount(pca);
    const customer = toPortalAccount(account);
    if (!account || !customer) return;
    // What this device last knew of this customer is theirs to see now: it needs no token and no answer.
    if (withBalance && onSignedIn) {
      try {
        onSignedIn(customer.username);
      } catch {
        /* what draws it failed: the app shows it, as without it */
      }
    }
    const { accessToken } = await pca.acquireTokenSilent({ scopes: settings.auth.scopes, account });
    await askEarly({
      apiBase: settings.apiBase,
      token: accessToken,
      userName: customer.username,
      withBalance,
      ...(callsFor ? { callsFor } : {}),
      onBalance,
      onAsked,
      onTab,
    });
  } catch {
    /* interaction is needed, or MSAL failed: the page signs in again or says what failed, itself */
  } finally {
    underWay = false;
    changed();
    onAsked?.();
  }
}
