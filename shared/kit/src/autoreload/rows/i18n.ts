/** The rules table's texts (shared/kit/src/autoreload/rows/messages). */
import { defineCatalogue } from '../../language/catalogue';
import en from './messages/en.json';

export const { t: rowsT, texts: rowsTexts } = defineCatalogue('kit-rule-rows', en, { fr: () => import('./messages/fr.json') });
