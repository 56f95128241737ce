/** The auto-reload rules' texts (rows, health, the New Rule forms). */
import { defineCatalogue } from '../language/catalogue';
import en from './messages/en.json';

export const {
  t: rulesT,
  useT: useRulesText,
  texts: rulesTexts,
} = defineCatalogue('kit-rules', en, { fr: () => import('./messages/fr.json') });
export type RulesKey = Extract<keyof typeof en, string>;
