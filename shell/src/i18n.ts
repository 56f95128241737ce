/** The shell's texts (src/messages): navigation, footer, banner, page and section failures (the pages': pages/i18n.ts). */
import { defineCatalogue } from '@portal/kit';
import en from './messages/en.json';

export const { t: shellT, useT } = defineCatalogue('shell', en, { fr: () => import('./messages/fr.json') });
