/**
 * Where the cart and the payment under way are kept: local storage under the portal's prefix (spec 3: 'the cart is
 * stored locally'; logout clears it with the rest). No module state: every change is written to storage and announced
 * with a DOM event, so every copy of this module in the page and every other tab (the `storage` event) sees it.
 */
import { STORAGE_KEYS } from '@portal/contract';
import { parseStoredCart, serializeCart, type Cart } from './cart';

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

export function subscribe(onChange: () => void): () => void {
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
