import { useCallback, useMemo } from 'react';
import useSWR, { useSWRConfig, type SWRResponse } from 'swr';
import useSWRImmutable from 'swr/immutable';
import { prefetch, primedAnswer, takePrefetched, useApiClient, useAuth, type ApiClient, type Balance, type Card } from '@portal/contract';
import * as api from './calls';
import { lastKnownStorage, readLastKnown, writeLastKnown } from '../offline/lastKnown';

/** An answer shown from the API, or until it arrives (or while offline) from the last one this account read here. */
export interface Remembered<T> extends Pick<SWRResponse<T>, 'data' | 'error' | 'isValidating' | 'isLoading' | 'mutate'> {
  /** When `data` was read, if it is the last known answer (not yet replaced by a fresh one); null when it is fresh. */
  asOf: number | null;
}

/**
 * What the first render shows of `key` where the shell's entry had its answer in when the app started (the contract's
 * primedAnswer: a call the section's release declares, asked for with the card's balance before any of its code ran),
 * read as the call reads it; undefined otherwise. Shown as SWR's fallback: the call still takes the entry's answer, as
 * its own, without asking the API again.
 */
function usePrimed<T>(key: string | null, read: (json: unknown) => T): T | undefined {
  return useMemo(() => {
    const primed = key ? primedAnswer(key) : undefined;
    if (!primed) return undefined;
    try {
      return read(primed.json);
    } catch {
      return undefined; // not an answer to show: the call says why
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the reading of a key's answer is the same for the key
  }, [key]);
}

/** useSWR, with the entry's primed answer (usePrimed) as the first render's data. */
function useCall<T>(key: string | null, fetcher: () => Promise<T>, read: (json: unknown) => T) {
  const primed = usePrimed(key, read);
  return useSWR(key, fetcher, primed !== undefined ? { fallbackData: primed } : undefined);
}

/**
 * useSWR for the answers kept as last known data (offline/lastKnown.ts): the kept answer of this account is `data`
 * at once (SWR's fallback, never written to the cache), each fresh answer replaces it on screen and in storage. A
 * fresh answer the shell's entry primed (usePrimed) is shown first instead.
 */
function useRemembered<T>(key: string | null, fetcher: (key: string) => Promise<T>, read?: (json: unknown) => T): Remembered<T> {
  const { account } = useAuth();
  const owner = account?.username ?? '';
  const primed = usePrimed(read ? key : null, read ?? ((json) => json as T));
  const remembered = useMemo(() => (key && owner ? readLastKnown<T>(lastKnownStorage(), owner, key) : null), [key, owner]);
  const kept = primed !== undefined ? { data: primed, at: null } : remembered;
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
      if (!kept || kept.at === null || swr.data !== kept.data) return null;
      // The last known answer is shown. SWR renders nothing for a fresh answer equal to it (it compares the data), so
      // its reader also follows the revalidation, whose end says the last known answer has been replaced.
      void swr.isValidating;
      return kept.at;
    },
  };
}

/** The signed-in customer's cards. `onList` runs with each list as it arrives, before any component renders it. */
export function useCards(onList?: (cards: Card[]) => void) {
  const client = useApiClient();
  const { account } = useAuth();
  return useRemembered(account ? api.keys.cards(client, account.username) : null, async () => {
    const cards = await api.cards.list(client, account!.username);
    onList?.(cards);
    return cards;
  });
}

/** Card types never go stale (spec 9). */
export function useCardTypes() {
  const client = useApiClient();
  return useSWRImmutable(api.keys.cardTypes(client), () => api.cards.types(client));
}

/** The signed-in customer's saved payment cards. */
export function useSavedCards() {
  const client = useApiClient();
  const { account } = useAuth();
  return useSWR(account ? api.keys.savedCards(client, account.username) : null, () => api.savedCards.list(client, account!.username));
}

/**
 * The derived balance (with fare caps) of a card; nothing while no card is selected. Keyed by card, without
 * keepPreviousData: after a card switch `data` is undefined until that card's balance arrives, never another's.
 */
export function useCardBalance(card: Pick<Card, 'cardNumber' | 'cardType'> | null) {
  const client = useApiClient();
  return useRemembered(
    card ? api.keys.balance(client, card) : null,
    (key: string) => takePrefetched<Balance>(key) ?? api.cards.balance(client, card!),
  );
}

/** Asks for a card's balance now, for the useCardBalance that will want it (see prefetch.ts). */
export function prefetchBalance(client: ApiClient, card: Pick<Card, 'cardNumber' | 'cardType'>) {
  prefetch(api.keys.balance(client, card), () => api.cards.balance(client, card));
}

/** A card's history, classified (spec 4); keyed by card like the balance. */
export function useCardHistory(card: Pick<Card, 'cardNumber' | 'cardType'> | null) {
  const client = useApiClient();
  return useRemembered(card ? api.keys.history(client, card) : null, () => api.cards.history(client, card!), api.cards.readHistory);
}

/** The signed-in customer's personal information (web channel). */
export function usePersonalInfo() {
  const client = useApiClient();
  const { account } = useAuth();
  return useSWR(account ? api.keys.personalInfo(client, account.username) : null, () => api.personalInfo.get(client, account!.username));
}

/** The products a card can be reloaded with (Product/GetCardProducts), keyed by card like the balance. */
export function useCardProducts(card: Pick<Card, 'cardNumber' | 'cardType'> | null) {
  const client = useApiClient();
  return useCall(card ? api.keys.products(client, card) : null, () => api.products.forCard(client, card!), api.products.readForCard);
}

/** Whether the customer has a default saved payment card (Check_For_Default_Credit_Debit_Card); asked only when `needed`. */
export function useHasDefaultPaymentCard(needed = true) {
  const client = useApiClient();
  const { account } = useAuth();
  return useSWR(account && needed ? api.keys.hasDefaultCard(client, account.username) : null, () =>
    api.savedCards.hasDefault(client, account!.username),
  );
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
  const client = useApiClient();
  const { account } = useAuth();
  const { mutate } = useSWRConfig();
  return useCallback(async () => {
    if (!account) return;
    const email = account.username;
    await Promise.all(
      [api.keys.savedCards(client, email), api.keys.hasDefaultCard(client, email), api.keys.defaultCard(client, email)].map((k) =>
        mutate(k),
      ),
    );
  }, [account, client, mutate]);
}

/** A card's auto-reload rules (Threshold/GetThresholdReload), keyed by card. */
export function useCardRules(card: Pick<Card, 'cardNumber' | 'cardType'> | null) {
  const client = useApiClient();
  return useCall(card ? api.keys.rules(client, card) : null, () => api.rules.list(client, card!), api.rules.readList);
}

/** Next month's pass for a card's class (Threshold/GetNextMonthPrice), or null when there is none. */
export function useNextMonthPass(card: Pick<Card, 'cardNumber' | 'cardType'> | null) {
  const client = useApiClient();
  return useCall(
    card ? api.keys.nextMonthPrice(client, card) : null,
    () => api.rules.nextMonthPrice(client, card!),
    api.rules.readNextMonthPrice,
  );
}

/** The card holder registered for a card (Clients/GetClienteTarjeta, or the Mobile variant for type 8), keyed by card. */
export function useClientCard(card: Pick<Card, 'cardNumber' | 'cardType'> | null) {
  const client = useApiClient();
  return useCall(
    card ? api.keys.clientCard(client, card) : null,
    () => api.clients.get(client, card!),
    (json) => api.clients.read(card!, json),
  );
}
