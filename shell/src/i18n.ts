/** The shell's texts (src/messages): login, navigation, footer, page and section failures, 404. */
import { defineCatalogue } from '@portal/kit';
import en from './messages/en.json';

export const { t: shellT, useT } = defineCatalogue('shell', en, { fr: () => import('./messages/fr.json') });
