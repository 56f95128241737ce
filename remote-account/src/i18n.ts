/** remote-account's texts (src/messages): the Manage tab, Payment Methods, Manage account and mobile account deletion. */
import { defineCatalogue } from '@portal/kit';
import en from './messages/en.json';

export const { t: accountT, useT } = defineCatalogue('account', en, { fr: () => import('./messages/fr.json') });
export type AccountKey = Extract<keyof typeof en, string>;
