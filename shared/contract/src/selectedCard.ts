import { createContext, useContext } from 'react';
import type { Card } from './types';

/** The card the customer picked in the home header, and their card list. */
export interface SelectedCardState {
  /** The customer's cards; undefined while loading. */
  cards: Card[] | undefined;
  /** The selected card: remembered in this browser, the first card by default, none without cards. */
  selected: Card | null;
  select(card: Card): void;
  /** Reloads the card list (after adding or removing a card). */
  refresh(): Promise<unknown>;
  /** The card list is being asked for and none is shown yet (no answer, no last known list). */
  isLoading: boolean;
  error: unknown;
}

export const SelectedCardContext = createContext<SelectedCardState | null>(null);

export function useSelectedCard(): SelectedCardState {
  const state = useContext(SelectedCardContext);
  if (!state) throw new Error('useSelectedCard() needs the SelectedCardProvider the shell provides');
  return state;
}
