/** The cart dialog's and checkout's texts: downloaded with the dialog, not with the Reload tab. */
import { defineCatalogue } from '@portal/kit';
import en from './messages/en.json';

export const { t: cartDialogT, useT: useCartDialogT } = defineCatalogue('reload-cart', en, { fr: () => import('./messages/fr.json') });
