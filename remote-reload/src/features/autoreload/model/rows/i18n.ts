/** The rules table's texts (rows/messages). */
import { defineCatalogue } from '@portal/kit';
import en from './messages/en.json';

export const { t: rowsT, texts: rowsTexts } = defineCatalogue('reload-rule-rows', en, { fr: () => import('./messages/fr.json') });
