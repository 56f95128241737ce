/**
 * The marks of the Reload tab drawn before the app (decision 0021): the template remote-reload's build draws
 * (drawing.tsx) and the code that fills it in (fill.ts) share only these names and types. No imports but types.
 */
import type { PluralForms } from '@portal/kit/drawn-balance';

/** The empty mark before the tab in that template: its value is the tree's Intl locale (en-CA). */
export const DRAWING_ATTR = 'data-reload-drawing';
/** On the same mark: the texts the filling writes, in its language (ReloadForms, as JSON). */
export const DRAWING_FORMS_ATTR = 'data-reload-forms';

/** The parts of E-Cash's hint, in order, each a text of the tab's catalogue and the amount it says. */
export type ECashHintPart = ['product.onCard' | 'product.inCart' | 'product.cardHolds', number];

/** Where a value goes in a text of ReloadForms. */
export const PLACES = { name: '{name}', price: '{price}', start: '{start}', end: '{end}', amount: '{amount}' } as const;

/** The texts of the drawn tab that depend on the customer's answers, written at build time by the tab's own messages. */
export interface ReloadForms {
  /** The Cart button's description ('4 items'), by plural category, '#' for the count. */
  cartCount: PluralForms;
  /** A product's option ('name - price'). */
  option: string;
  /** A pass's dates ('Valid start to end'). */
  valid: string;
  /** E-Cash's hint, each part with its amount's place. */
  hint: Record<ECashHintPart[0], string>;
}
