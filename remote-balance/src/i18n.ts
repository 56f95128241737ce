/** remote-balance's texts (src/messages): the Balance tab. French is downloaded when first used. */
import { defineCatalogue, type Same } from '@portal/shared';
import en from './messages/en.json';
import type fr from './messages/fr.json';

export const { useT } = defineCatalogue('balance', en, { fr: () => import('./messages/fr.json') });
export type BalanceKey = Extract<keyof typeof en, string>;
export const balanceCataloguesMatch: Same<typeof en, typeof fr> = true;
