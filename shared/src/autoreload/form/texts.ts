/** The New Rule dialog's texts (its forms and limits): downloaded with the dialog only. */
import { defineCatalogue, textsOf, type Same } from '@portal/shared';
import en from './messages/en.json';
import type fr from './messages/fr.json';

export const { t: ruleFormT } = defineCatalogue('shared-rule-form', en, { fr: () => import('./messages/fr.json') });
export type RuleFormKey = Extract<keyof typeof en, string>;
export const ruleFormTexts = <N extends string>(keys: Record<N, RuleFormKey>) => textsOf(ruleFormT, keys);
export const ruleFormCataloguesMatch: Same<typeof en, typeof fr> = true;
