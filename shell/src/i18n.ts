/** The shell's texts (src/messages): login, navigation, footer, page and section failures, 404. */
import { defineCatalogue, type Same } from '@portal/shared';
import en from './messages/en.json';
import type fr from './messages/fr.json';

export const { t: shellT, useT } = defineCatalogue('shell', en, { fr: () => import('./messages/fr.json') });
export const shellCataloguesMatch: Same<typeof en, typeof fr> = true;
