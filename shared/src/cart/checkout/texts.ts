/** Checkout's texts: the month-gap rule and the spec 8 validation catalogue (only the cart dialog loads them). */
import { defineCatalogue, textsOf, type Same } from '@portal/shared';
import en from './messages/en.json';
import type fr from './messages/fr.json';

export const { t: checkoutT, useT: useCheckoutText } = defineCatalogue('shared-checkout', en, { fr: () => import('./messages/fr.json') });
export type CheckoutKey = Extract<keyof typeof en, string>;
export const checkoutTexts = <N extends string>(keys: Record<N, CheckoutKey>) => textsOf(checkoutT, keys);
export const checkoutCataloguesMatch: Same<typeof en, typeof fr> = true;
