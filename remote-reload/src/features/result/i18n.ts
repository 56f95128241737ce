/** The payment result pages' texts: downloaded with those pages only. */
import { defineCatalogue, type Same } from '@portal/shared';
import en from './messages/en.json';
import type fr from './messages/fr.json';

export const { useT: useResultT } = defineCatalogue('reload-result', en, { fr: () => import('./messages/fr.json') });
export const resultCataloguesMatch: Same<typeof en, typeof fr> = true;
