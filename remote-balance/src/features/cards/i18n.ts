/** The cards overview's texts (issue 40): downloaded with the overview, not with the Balance tab. */
import { defineCatalogue } from '@portal/kit';
import en from './messages/en.json';

export const { useT: useCardsT } = defineCatalogue('balance-cards', en, { fr: () => import('./messages/fr.json') });
export type CardsKey = Extract<keyof typeof en, string>;
