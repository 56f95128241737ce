/** The forms' texts (personal info, Add Card, passwords, the data collection notice). */
import { defineCatalogue, textsOf, type Same } from '@portal/shared';
import en from './messages/en.json';
import type fr from './messages/fr.json';

export const { t: formsT, useT: useFormsText } = defineCatalogue('shared-forms', en, { fr: () => import('./messages/fr.json') });
export type FormsKey = Extract<keyof typeof en, string>;
export const formsTexts = <N extends string>(keys: Record<N, FormsKey>) => textsOf(formsT, keys);
export const formsCataloguesMatch: Same<typeof en, typeof fr> = true;
