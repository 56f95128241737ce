/** The cart: import it by path, '@portal/shared/src/cart' (see cart.ts for why it is not in the package index). */
export * from './cart';
export * from './useCart';
