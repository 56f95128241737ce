/** remote-public's texts (src/messages): the confirmation and password reset pages, web and mobile. */
import { defineCatalogue, type Same } from '@portal/shared';
import en from './messages/en.json';
import type fr from './messages/fr.json';

export const { t: publicT, useT } = defineCatalogue('public', en, { fr: () => import('./messages/fr.json') });
export const publicCataloguesMatch: Same<typeof en, typeof fr> = true;
