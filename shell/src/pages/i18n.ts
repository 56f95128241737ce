/** The shell's pages' texts (the login page, 404): downloaded with those pages, not with a signed-in customer's. */
import { defineCatalogue } from '@portal/kit';
import en from './messages/en.json';

export const { t: pagesT, useT: usePagesT } = defineCatalogue('shell-pages', en, { fr: () => import('./messages/fr.json') });
