import useSWR from 'swr';
import useSWRImmutable from 'swr/immutable';
import { useAuth } from '../auth/AuthContext';
import { useApi } from './ApiProvider';
import type { Card } from '../domain/types';

/** The signed-in customer's cards. */
export function useCards() {
  const api = useApi();
  const { account } = useAuth();
  return useSWR(account ? api.keys.cards(account.username) : null, () => api.cards.list(account!.username));
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
  return useSWR(card ? api.keys.balance(card) : null, () => api.cards.balance(card!));
}

/** A card's history, classified (spec 4); keyed by card like the balance. */
export function useCardHistory(card: Pick<Card, 'cardNumber' | 'cardType'> | null) {
  const api = useApi();
  return useSWR(card ? api.keys.history(card) : null, () => api.cards.history(card!));
}

/** The signed-in customer's personal information (web channel). */
export function usePersonalInfo() {
  const api = useApi();
  const { account } = useAuth();
  return useSWR(account ? api.keys.personalInfo(account.username) : null, () => api.personalInfo.get(account!.username));
}
