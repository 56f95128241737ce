/** The auto-reload rules' texts (rows, health, the New Rule forms). */
import { defineCatalogue, textsOf, type Same } from '@portal/shared';
import en from './messages/en.json';
import type fr from './messages/fr.json';

export const { t: rulesT, useT: useRulesText } = defineCatalogue('shared-rules', en, { fr: () => import('./messages/fr.json') });
export type RulesKey = Extract<keyof typeof en, string>;
export const rulesTexts = <N extends string>(keys: Record<N, RulesKey>) => textsOf(rulesT, keys);
export const rulesCataloguesMatch: Same<typeof en, typeof fr> = true;
