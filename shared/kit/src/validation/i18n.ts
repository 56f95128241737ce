/** The forms' texts (personal info, Add Card, passwords, the data collection notice). */
import { defineCatalogue } from '../language/catalogue';
import en from './messages/en.json';

export const {
  t: formsT,
  useT: useFormsText,
  texts: formsTexts,
} = defineCatalogue('kit-forms', en, { fr: () => import('./messages/fr.json') });
export type FormsKey = Extract<keyof typeof en, string>;
