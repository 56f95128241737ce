/** Everything the portal keeps in the browser, under one prefix so logout can clear it. */
export const STORAGE_KEYS = {
  selectedCard: 'portal.selectedCard',
  cart: 'portal.cart',
  /** The hosted payment under way (cart/cart.ts PendingPayment). */
  pendingPayment: 'portal.pendingPayment',
  returnTo: 'portal.returnTo',
} as const;

/** Clears the portal's stored data (selected card, cart, return path) from both storages. */
export function clearPortalStorage(): void {
  for (const storage of [window.localStorage, window.sessionStorage]) {
    for (const key of Object.keys(storage)) if (key.startsWith('portal.')) storage.removeItem(key);
  }
}
