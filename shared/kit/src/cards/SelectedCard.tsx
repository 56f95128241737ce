import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { SelectedCardContext, STORAGE_KEYS, useApiClient, type Card, type SelectedCardState } from '@portal/contract';
import { prefetchBalance, useCards } from '../api/hooks';
import { cardKey, pickSelectedCard } from '../domain/cards';

/**
 * The selected card, for the home frame and every remote (spec 2: remembered locally, first by default). With
 * `only` (an embed showing one given card) that card is the selection, and nothing else can be selected; it is
 * null when the card is not on the account.
 */
export function SelectedCardProvider({
  children,
  only,
  withBalance = false,
}: {
  children: ReactNode;
  only?: { cardNumber: string; cardType?: number };
  /** The page opened shows the selected card's balance: ask for it with the first card list, not after rendering. */
  withBalance?: boolean;
}) {
  const client = useApiClient();
  const [remembered, setRemembered] = useState<string | null>(() => window.localStorage.getItem(STORAGE_KEYS.selectedCard));
  const asked = useRef(false);
  /** Whether the first render had a card list (the last known one, or the first answers primed: api/primed.ts). */
  const listedAtFirst = useRef<boolean | undefined>(undefined);
  const onList = useCallback(
    (list: Card[]) => {
      // With a list shown from the first render (or the last known one shown), the page asked for the balance as it
      // rendered: asking again here would find its early answer taken, and ask the API a second time.
      if (!withBalance || only || asked.current || listedAtFirst.current) return;
      asked.current = true;
      const card = pickSelectedCard(list, remembered);
      if (card) prefetchBalance(client, card);
    },
    [withBalance, only, remembered, client],
  );
  const list = useCards(onList);
  const { data: cards, error, mutate } = list;
  // Loading while no list is shown: not while the last known list is (SWR counts that one as loading until the fresh
  // list comes, and every component showing the selected card would render again then for nothing).
  const isLoading = cards === undefined && list.isLoading;
  listedAtFirst.current ??= cards !== undefined;
  const selected = useMemo(() => {
    if (!cards) return null;
    if (only)
      return cards.find((c) => c.cardNumber === only.cardNumber && (only.cardType === undefined || c.cardType === only.cardType)) ?? null;
    return pickSelectedCard(cards, remembered);
  }, [cards, remembered, only]);
  const select = useCallback(
    (card: Card) => {
      if (only) return;
      const key = cardKey(card);
      window.localStorage.setItem(STORAGE_KEYS.selectedCard, key);
      setRemembered(key);
    },
    [only],
  );
  const refresh = useCallback(() => mutate(), [mutate]);
  const value = useMemo<SelectedCardState>(
    () => ({ cards, selected, select, refresh, isLoading, error }),
    [cards, selected, select, refresh, isLoading, error],
  );
  return <SelectedCardContext.Provider value={value}>{children}</SelectedCardContext.Provider>;
}
