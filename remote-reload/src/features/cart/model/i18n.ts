/** The cart's texts (spec 8 cart toasts, the E-Cash field): bundled only where the cart is used. */
import { defineCatalogue } from '@portal/kit';
import en from './messages/en.json';

export const {
  t: cartT,
  useT: useCartText,
  texts: cartTexts,
} = defineCatalogue('reload-cart', en, { fr: () => import('./messages/fr.json') });
export type CartKey = Extract<keyof typeof en, string>;
