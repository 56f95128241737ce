/**
 * The portal's one cart, read through this hook by the Reload tab, the cart dialog and the reload widget (kept in
 * local storage: model/store.ts), and the payment under way.
 */
import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import { STORAGE_KEYS } from '@portal/contract';
import { useCards } from '@portal/kit';
import { readCart, readStored, subscribe, writeCart } from './model/store';
import {
  addToCart,
  keepCardsOnAccount,
  parseStoredCart,
  removeCard,
  removeProduct,
  serializeCart,
  setQuantity,
  cartCount,
  cartTotal,
  type AddContext,
  type AddOutcome,
  type Cart,
  type CardRef,
  type CartLine,
} from './model/cart';

/**
 * The stored 'payment under way' record, as text (null: none), kept fresh: a write in this tab, another tab, or a
 * widget of this origin shows at once (remote-reload's PaymentGuard).
 */
export function usePendingPaymentText(): string | null {
  return useSyncExternalStore(
    subscribe,
    () => readStored(STORAGE_KEYS.pendingPayment),
    () => null,
  );
}

export interface CartState {
  cart: Cart;
  count: number;
  total: number;
  add(card: CardRef, line: CartLine, ctx?: AddContext): AddOutcome;
  setQuantity(card: CardRef, productId: number, quantity: number): void;
  removeProduct(card: CardRef, productId: number): void;
  removeCard(card: CardRef): void;
  clear(): void;
}

export function useCart(): CartState {
  const text = useSyncExternalStore(
    subscribe,
    () => readStored(STORAGE_KEYS.cart),
    () => null,
  );
  const cart = useMemo(() => parseStoredCart(text), [text]);
  const { data: cards } = useCards();

  // A stored cart that was corrupt, of an older shape, or names a card no longer on the account is written back
  // repaired, so every reader sees the same safe cart.
  useEffect(() => {
    const repaired = cards ? keepCardsOnAccount(cart, cards) : cart;
    const repairedText = repaired.length ? serializeCart(repaired) : null;
    if (text !== repairedText) writeCart(repaired);
  }, [cart, cards, text]);

  const update = useCallback((change: (c: Cart) => Cart) => writeCart(change(readCart())), []);
  const add = useCallback((card: CardRef, line: CartLine, ctx?: AddContext) => {
    const outcome = addToCart(readCart(), card, line, ctx);
    if (outcome.ok) writeCart(outcome.cart);
    return outcome;
  }, []);

  return useMemo<CartState>(
    () => ({
      cart,
      count: cartCount(cart),
      total: cartTotal(cart),
      add,
      setQuantity: (card, productId, quantity) => update((c) => setQuantity(c, card, productId, quantity)),
      removeProduct: (card, productId) => update((c) => removeProduct(c, card, productId)),
      removeCard: (card) => update((c) => removeCard(c, card)),
      clear: () => writeCart([]),
    }),
    [cart, add, update],
  );
}
