/** The cart dialog's and checkout's texts: downloaded with the dialog, not with the Reload tab. */
import { defineCatalogue, type Same } from '@portal/shared';
import en from './messages/en.json';
import type fr from './messages/fr.json';

export const { t: cartT, useT: useCartT } = defineCatalogue('reload-cart', en, { fr: () => import('./messages/fr.json') });
export const cartCataloguesMatch: Same<typeof en, typeof fr> = true;
