/** The New Rule dialog's texts (its forms and limits): downloaded with the dialog only. */
import { defineCatalogue } from '@portal/kit';
import en from './messages/en.json';

export const { t: ruleFormT, texts: ruleFormTexts } = defineCatalogue('reload-rule-form', en, { fr: () => import('./messages/fr.json') });
export type RuleFormKey = Extract<keyof typeof en, string>;
