/** The cart's texts (spec 8 cart toasts, the E-Cash field): bundled only where the cart is used. */
import { defineCatalogue, textsOf, type Same } from '@portal/shared';
import en from './messages/en.json';
import type fr from './messages/fr.json';

export const { t: cartT, useT: useCartText } = defineCatalogue('shared-cart', en, { fr: () => import('./messages/fr.json') });
export type CartKey = Extract<keyof typeof en, string>;
export const cartTexts = <N extends string>(keys: Record<N, CartKey>) => textsOf(cartT, keys);
export const cartCataloguesMatch: Same<typeof en, typeof fr> = true;
