/**
 * The cart: import it by path, '@portal/shared/src/cart' (see cart.ts for why it is not in the package index).
 * Checkout and result-page code is in '@portal/shared/src/cart/checkout', loaded only where it is used.
 */
export * from './cart';
export * from './useCart';
