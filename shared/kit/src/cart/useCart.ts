/**
 * The portal's one cart, kept in local storage under the portal's prefix (spec 3: 'the cart is stored locally';
 * logout clears it with the rest) and read through this hook by any section, the standalone pages and embeds.
 *
 * There is no module state: every change is written to storage and announced with a DOM event, so each copy of
 * this module in the page (a remote may bundle its own) and every other tab (the `storage` event) sees it.
 */
import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import { STORAGE_KEYS } from '@portal/contract';
import { useCards } from '../api/hooks';
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
} from './cart';

const CHANGED = 'portal:cart-changed';

export function readStored(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null; // storage disabled (private mode, policy): an empty cart
  }
}

export function writeStored(key: string, text: string | null): void {
  try {
    if (text === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, text);
  } catch {
    // Storage full or disabled: the change lives until the page is left, like an unsaved form.
  }
  window.dispatchEvent(new Event(CHANGED));
}

function subscribe(onChange: () => void): () => void {
  const onStorage = (e: StorageEvent) => {
    if (e.key === null || e.key === STORAGE_KEYS.cart || e.key === STORAGE_KEYS.pendingPayment) onChange();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(CHANGED, onChange);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(CHANGED, onChange);
  };
}

/** The stored cart, read fresh (so two quick changes never lose one). */
export const readCart = (): Cart => parseStoredCart(readStored(STORAGE_KEYS.cart));
export const writeCart = (cart: Cart) => writeStored(STORAGE_KEYS.cart, cart.length ? serializeCart(cart) : null);
export const storedCartText = () => readStored(STORAGE_KEYS.cart);

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
