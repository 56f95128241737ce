import { forgetPrimedAnswers } from './prefetch';

/** Everything the portal keeps in the browser, under one prefix so logout can clear it. */
export const STORAGE_KEYS = {
  selectedCard: 'portal.selectedCard',
  cart: 'portal.cart',
  /** The hosted payment under way (cart/cart.ts PendingPayment). */
  pendingPayment: 'portal.pendingPayment',
  returnTo: 'portal.returnTo',
  /** The time of the last input in any tab (auth/session.ts). */
  lastActivity: 'portal.lastActivity',
  /** Why this tab was signed out, for its login page (session storage; written after the rest is cleared). */
  signOutReason: 'portal.signOutReason',
} as const;

/**
 * Clears the portal's stored data (selected card, cart, return path) from both storages, and the answers the page
 * holds for a first render (since 1.4.0: primedAnswer).
 */
export function clearPortalStorage(): void {
  forgetPrimedAnswers();
  for (const storage of [window.localStorage, window.sessionStorage]) {
    for (const key of Object.keys(storage)) if (key.startsWith('portal.')) storage.removeItem(key);
  }
}
