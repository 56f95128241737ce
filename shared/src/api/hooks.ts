import useSWR from 'swr';
import useSWRImmutable from 'swr/immutable';
import { useAuth } from '../auth/AuthContext';
import { useApi } from './ApiProvider';

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
