/** remote-balance's texts (src/messages): the Balance tab. French is downloaded when first used. */
import { defineCatalogue } from '@portal/kit';
import en from './messages/en.json';

export const { useT } = defineCatalogue('balance', en, { fr: () => import('./messages/fr.json') });
export type BalanceKey = Extract<keyof typeof en, string>;
