/** The inactivity warning's texts: downloaded with the dialog, not with every page. */
import { defineCatalogue } from '@portal/kit';
import en from './messages/en.json';

export const { useT: useIdleText } = defineCatalogue('kit-idle', en, { fr: () => import('./messages/fr.json') });
