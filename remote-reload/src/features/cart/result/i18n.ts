/** The payment result pages' texts: downloaded with those pages only. */
import { defineCatalogue } from '@portal/kit';
import en from './messages/en.json';

export const { useT: useResultT } = defineCatalogue('reload-result', en, { fr: () => import('./messages/fr.json') });
