/**
 * The cart: '@portal/kit/cart' (an entry point of its own: see cart.ts).
 * Checkout and result-page code is in '@portal/kit/cart/checkout', loaded only where it is used.
 */
export * from './cart';
export * from './useCart';
