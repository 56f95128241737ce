/** The New Rule dialog's texts: downloaded with the dialog, not with the Reload tab. */
import { defineCatalogue, type Same } from '@portal/shared';
import en from './messages/en.json';
import type fr from './messages/fr.json';

export const { useT: useRuleT } = defineCatalogue('reload-rules', en, { fr: () => import('./messages/fr.json') });
export const ruleCataloguesMatch: Same<typeof en, typeof fr> = true;
