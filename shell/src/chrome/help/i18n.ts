/** The General Help texts (shell/src/chrome/help/messages). */
import { defineCatalogue } from '@portal/kit';
import en from './messages/en.json';

// Its own catalogue, downloaded with the dialog: the help texts are not in any page's first load.
export const { useT: useHelpT } = defineCatalogue('shell-help', en, { fr: () => import('./messages/fr.json') });
