/** The New Rule dialog's texts: downloaded with the dialog, not with the Reload tab. */
import { defineCatalogue } from '@portal/kit';
import en from './messages/en.json';

export const { useT: useRuleT } = defineCatalogue('reload-rules', en, { fr: () => import('./messages/fr.json') });
