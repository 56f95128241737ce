import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { prefetchBalance, useCards } from '../api/hooks';
import { useApi } from '../api/ApiProvider';
import { cardKey, pickSelectedCard } from '../domain/cards';
import type { Card } from '../domain/types';
import { STORAGE_KEYS } from '../storage';

export interface SelectedCardState {
  /** The customer's cards; undefined while loading. */
  cards: Card[] | undefined;
  /** The selected card: remembered in this browser, the first card by default, none without cards. */
  selected: Card | null;
  select(card: Card): void;
  /** Reloads the card list (after adding or removing a card). */
  refresh(): Promise<unknown>;
  isLoading: boolean;
  error: unknown;
}

const SelectedCardContext = createContext<SelectedCardState | null>(null);

/**
 * The selected card, for the home frame and every remote (spec 2: remembered locally, first by default). With
 * `only` (an embed showing one given card) that card is the selection, and nothing else can be selected; it is
 * null when the card is not on the account.
 */
export function SelectedCardProvider({ children, only, withBalance = false }: {
  children: ReactNode;
  only?: { cardNumber: string; cardType?: number };
  /** The page opened shows the selected card's balance: ask for it with the first card list, not after rendering. */
  withBalance?: boolean;
}) {
  const api = useApi();
  const [remembered, setRemembered] = useState<string | null>(() => window.localStorage.getItem(STORAGE_KEYS.selectedCard));
  const asked = useRef(false);
  const onList = useCallback((list: Card[]) => {
    if (!withBalance || only || asked.current) return;
    asked.current = true;
    const card = pickSelectedCard(list, remembered);
    if (card) prefetchBalance(api, card);
  }, [withBalance, only, remembered, api]);
  const { data: cards, isLoading, error, mutate } = useCards(onList);
  const selected = useMemo(() => {
    if (!cards) return null;
    if (only) return cards.find((c) => c.cardNumber === only.cardNumber && (only.cardType === undefined || c.cardType === only.cardType)) ?? null;
    return pickSelectedCard(cards, remembered);
  }, [cards, remembered, only]);
  const select = useCallback((card: Card) => {
    if (only) return;
    const key = cardKey(card);
    window.localStorage.setItem(STORAGE_KEYS.selectedCard, key);
    setRemembered(key);
  }, [only]);
  const refresh = useCallback(() => mutate(), [mutate]);
  const value = useMemo<SelectedCardState>(() => ({ cards, selected, select, refresh, isLoading, error }), [cards, selected, select, refresh, isLoading, error]);
  return <SelectedCardContext.Provider value={value}>{children}</SelectedCardContext.Provider>;
}

export function useSelectedCard(): SelectedCardState {
  const state = useContext(SelectedCardContext);
  if (!state) throw new Error('useSelectedCard() needs the SelectedCardProvider the shell provides');
  return state;
}
