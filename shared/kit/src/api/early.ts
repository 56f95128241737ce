import { prefetch, STORAGE_KEYS, type ApiError, type Card, type PortalConfig } from '@portal/contract';
import type { MsalSetup } from '../auth/MsalAuthProvider';
import { toPortalAccount } from '../auth/MsalAuthProvider';
import { pickSelectedCard } from '../domain/cards';
import { lastKnownStorage, readLastKnown } from '../offline/lastKnown';
import { createApiClient } from './client';
import { earlyAnswer } from './earlyAnswers';
import { portalApi, prefetchBalance } from './hooks';

/**
 * Requests a signed-in page starts as soon as its shared libraries and MSAL are there, before React renders anything
 * (docs/performance.md "11. The first answers before the shared libraries"): the card list and, on a home tab, the
 * selected card's balance. The hooks that want them take them (the contract's prefetch); nothing renders them from
 * here. Answers the shell's entry asked for even earlier (earlyAnswers.ts) are read instead of asked again.
 *
 * They go through a client of their own, made before the page's providers exist. How a failure is handled is the
 * same as for any other request: it is kept until the page's ApiProvider is there (deliverEarlyFailures), which then
 * shows the toast or signs out on a 401; the hook that took the answer gets the failure as well.
 */
type Failure = { kind: 'unauthorized' } | { kind: 'error'; error: ApiError };
export interface EarlyFailureHandlers {
  onUnauthorized: () => void;
  onError: (error: ApiError) => void;
}

let handlers: EarlyFailureHandlers | null = null;
const waiting: Failure[] = [];

function fail(failure: Failure): void {
  if (!handlers) {
    waiting.push(failure);
    return;
  }
  if (failure.kind === 'unauthorized') handlers.onUnauthorized();
  else handlers.onError(failure.error);
}

/** The page's ApiProvider handles the early requests' failures, those kept until now first. Returns the detach. */
export function deliverEarlyFailures(to: EarlyFailureHandlers): () => void {
  handlers = to;
  for (const failure of waiting.splice(0)) fail(failure);
  return () => {
    if (handlers === to) handlers = null;
  };
}

/** What startEarlyRequests asked for, for tests. */
export interface EarlyStart {
  /** The customer's token was had without interaction (else nothing is asked: the page signs in again itself). */
  token: Promise<boolean>;
}

/**
 * Starts the card list (and with `withBalance` the selected card's balance) for the signed-in customer of `msal`.
 * With a last known card list of this account, the balance of the card it selects is asked at once, next to the
 * card list; otherwise with the card list's answer. Without a customer, or without a token had silently, nothing.
 */
export function startEarlyRequests(config: PortalConfig, msal: MsalSetup, { withBalance }: { withBalance: boolean }): EarlyStart {
  const account = toPortalAccount(msal.account);
  if (!msal.pca || !msal.account || !account) return { token: Promise.resolve(false) };
  const token = msal.pca.acquireTokenSilent({ scopes: config.auth.scopes, account: msal.account }).then((r) => r.accessToken);
  return {
    token: token
      .then((accessToken) => {
        const api = portalApi(
          createApiClient({
            apiBase: config.apiBase,
            getAccessToken: () => Promise.resolve(accessToken),
            onUnauthorized: () => fail({ kind: 'unauthorized' }),
            onError: (error) => fail({ kind: 'error', error }),
            // What the shell's entry asked already (earlyAnswers.ts) is read from there, not asked again.
            fetchImpl: async (url, init) =>
              (init?.method === 'GET' && typeof url === 'string' && (await earlyAnswer(url))) || fetch(url, init),
          }),
        );
        const remembered = window.localStorage.getItem(STORAGE_KEYS.selectedCard);
        let asked: string | null = null;
        const askBalance = (cards: Card[]) => {
          const card = withBalance ? pickSelectedCard(cards, remembered) : null;
          if (!card || asked === api.keys.balance(card)) return;
          asked = api.keys.balance(card);
          prefetchBalance(api, card);
        };
        const cardsKey = api.keys.cards(account.username);
        const kept = readLastKnown<Card[]>(lastKnownStorage(), account.username, cardsKey);
        if (kept) askBalance(kept.data);
        prefetch(cardsKey, () =>
          api.cards.list(account.username).then((cards) => {
            askBalance(cards);
            return cards;
          }),
        );
        return true;
      })
      // Interaction is needed, MSAL failed or storage cannot be read: the page's own requests sign in again or say
      // what failed.
      .catch(() => false),
  };
}
