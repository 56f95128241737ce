/** remote-reload's texts for the Reload tab (src/messages); the cart, the New Rule dialog and the results have their own. */
import { defineCatalogue } from '@portal/kit';
import en from './messages/en.json';

export const { t: reloadT, useT } = defineCatalogue('reload', en, { fr: () => import('./messages/fr.json') });
export type ReloadKey = Extract<keyof typeof en, string>;
