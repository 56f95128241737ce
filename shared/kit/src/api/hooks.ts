import { useCallback, useMemo } from 'react';
import useSWR, { useSWRConfig, type SWRResponse } from 'swr';
import useSWRImmutable from 'swr/immutable';
import { prefetch, takePrefetched, useApiClient, useAuth, type ApiClient, type Balance, type Card } from '@portal/contract';
import { createPortalApi, type PortalApi } from './endpoints';
import { lastKnownStorage, readLastKnown, writeLastKnown } from '../offline/lastKnown';

/** The typed calls of spec section 7, built by this app on the page's one API client (one object per client). */
const apis = new WeakMap<ApiClient, PortalApi>();
export function portalApi(client: ApiClient): PortalApi {
  let api = apis.get(client);
  if (!api) apis.set(client, (api = createPortalApi(client)));
  return api;
}

/** The API for a section: this app's typed calls on the client the shell provides (its token, toasts, sign-out). */
export function useApi(): PortalApi {
  return portalApi(useApiClient());
}

/** An answer shown from the API, or until it arrives (or while offline) from the last one this account read here. */
export interface Remembered<T> extends Pick<SWRResponse<T>, 'data' | 'error' | 'isValidating' | 'isLoading' | 'mutate'> {
  /** When `data` was read, if it is the last known answer (not yet replaced by a fresh one); null when it is fresh. */
  asOf: number | null;
}

/**
 * useSWR for the answers kept as last known data (offline/lastKnown.ts): the kept answer of this account is `data`
 * at once (SWR's fallback, never written to the cache), each fresh answer replaces it on screen and in storage.
 */
function useRemembered<T>(key: string | null, fetcher: (key: string) => Promise<T>): Remembered<T> {
  const { account } = useAuth();
  const owner = account?.username ?? '';
  const kept = useMemo(() => (key && owner ? readLastKnown<T>(lastKnownStorage(), owner, key) : null), [key, owner]);
  const swr = useSWR(
    key,
    async (k: string) => {
      const data = await fetcher(k);
      if (owner) writeLastKnown(lastKnownStorage(), owner, k, data);
      return data;
    },
    kept ? { fallbackData: kept.data } : undefined,
  );
  // Getters, like SWR's own: a component re-renders for what it reads only.
  return {
    get data() {
      return swr.data;
    },
    get error() {
      return swr.error as unknown;
    },
    get isValidating() {
      return swr.isValidating;
    },
    get isLoading() {
      return swr.isLoading;
    },
    mutate: swr.mutate,
    get asOf() {
      return kept && swr.data === kept.data ? kept.at : null;
    },
  };
}

/** The signed-in customer's cards. `onList` runs with each list as it arrives, before any component renders it. */
export function useCards(onList?: (cards: Card[]) => void) {
  const api = useApi();
  const { account } = useAuth();
  return useRemembered(account ? api.keys.cards(account.username) : null, async () => {
    const cards = await api.cards.list(account!.username);
    onList?.(cards);
    return cards;
  });
}

/** Card types never go stale (spec 9). */
export function useCardTypes() {
  const api = useApi();
  return useSWRImmutable(api.keys.cardTypes(), () => api.cards.types());
}

/** The signed-in customer's saved payment cards. */
export function useSavedCards() {
  const api = useApi();
  const { account } = useAuth();
  return useSWR(account ? api.keys.savedCards(account.username) : null, () => api.savedCards.list(account!.username));
}

/**
 * The derived balance (with fare caps) of a card; nothing while no card is selected. Keyed by card, without
 * keepPreviousData: after a card switch `data` is undefined until that card's balance arrives, never another's.
 */
export function useCardBalance(card: Pick<Card, 'cardNumber' | 'cardType'> | null) {
  const api = useApi();
  return useRemembered(card ? api.keys.balance(card) : null, (key: string) => takePrefetched<Balance>(key) ?? api.cards.balance(card!));
}

/** Asks for a card's balance now, for the useCardBalance that will want it (see prefetch.ts). */
export function prefetchBalance(api: PortalApi, card: Pick<Card, 'cardNumber' | 'cardType'>) {
  prefetch(api.keys.balance(card), () => api.cards.balance(card));
}

/** A card's history, classified (spec 4); keyed by card like the balance. */
export function useCardHistory(card: Pick<Card, 'cardNumber' | 'cardType'> | null) {
  const api = useApi();
  return useRemembered(card ? api.keys.history(card) : null, () => api.cards.history(card!));
}

/** The signed-in customer's personal information (web channel). */
export function usePersonalInfo() {
  const api = useApi();
  const { account } = useAuth();
  return useSWR(account ? api.keys.personalInfo(account.username) : null, () => api.personalInfo.get(account!.username));
}

/** The products a card can be reloaded with (Product/GetCardProducts), keyed by card like the balance. */
export function useCardProducts(card: Pick<Card, 'cardNumber' | 'cardType'> | null) {
  const api = useApi();
  return useSWR(card ? api.keys.products(card) : null, () => api.products.forCard(card!));
}

/** Whether the customer has a default saved payment card (Check_For_Default_Credit_Debit_Card); asked only when `needed`. */
export function useHasDefaultPaymentCard(needed = true) {
  const api = useApi();
  const { account } = useAuth();
  return useSWR(account && needed ? api.keys.hasDefaultCard(account.username) : null, () => api.savedCards.hasDefault(account!.username));
}

/** API paths whose data a payment changes: every card's balance, history and products (spec 4 Checkout step 4). */
const PAYMENT_CHANGES = ['Card/GetCardBalance?', 'Card/GetHistory?', 'Product/GetCardProducts?'];

/** Revalidates, in the one shared cache, what a payment changes, so every section shows the new figures. */
export function useRefreshAfterPayment() {
  const { mutate } = useSWRConfig();
  return useCallback(() => mutate((key) => typeof key === 'string' && PAYMENT_CHANGES.some((p) => key.startsWith(p))), [mutate]);
}

/** Revalidates the customer's saved payment cards (after one is saved, set default or deleted). */
export function useRefreshSavedCards() {
  const api = useApi();
  const { account } = useAuth();
  const { mutate } = useSWRConfig();
  return useCallback(async () => {
    if (!account) return;
    const email = account.username;
    await Promise.all([api.keys.savedCards(email), api.keys.hasDefaultCard(email), api.keys.defaultCard(email)].map((k) => mutate(k)));
  }, [account, api, mutate]);
}

/** A card's auto-reload rules (Threshold/GetThresholdReload), keyed by card. */
export function useCardRules(card: Pick<Card, 'cardNumber' | 'cardType'> | null) {
  const api = useApi();
  return useSWR(card ? api.keys.rules(card) : null, () => api.rules.list(card!));
}

/** Next month's pass for a card's class (Threshold/GetNextMonthPrice), or null when there is none. */
export function useNextMonthPass(card: Pick<Card, 'cardNumber' | 'cardType'> | null) {
  const api = useApi();
  return useSWR(card ? api.keys.nextMonthPrice(card) : null, () => api.rules.nextMonthPrice(card!));
}

/** The card holder registered for a card (Clients/GetClienteTarjeta, or the Mobile variant for type 8), keyed by card. */
export function useClientCard(card: Pick<Card, 'cardNumber' | 'cardType'> | null) {
  const api = useApi();
  return useSWR(card ? api.keys.clientCard(card) : null, () => api.clients.get(card!));
}
