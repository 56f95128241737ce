/** Checkout's texts: the month-gap rule and the spec 8 validation catalogue (only the cart dialog loads them). */
import { defineCatalogue } from '@portal/kit';
import en from './messages/en.json';

export const {
  t: checkoutT,
  useT: useCheckoutText,
  texts: checkoutTexts,
} = defineCatalogue('reload-checkout', en, { fr: () => import('./messages/fr.json') });
export type CheckoutKey = Extract<keyof typeof en, string>;
