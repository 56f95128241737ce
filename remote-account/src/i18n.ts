/** remote-account's texts (src/messages): the Manage tab, Payment Methods, Manage account and mobile account deletion. */
import { defineCatalogue, type Same } from '@portal/shared';
import en from './messages/en.json';
import type fr from './messages/fr.json';

export const { t: accountT, useT } = defineCatalogue('account', en, { fr: () => import('./messages/fr.json') });
export type AccountKey = Extract<keyof typeof en, string>;
export const accountCataloguesMatch: Same<typeof en, typeof fr> = true;
