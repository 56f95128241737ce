/** The inactivity warning's texts: downloaded with the dialog, not with every page. */
import { defineCatalogue, type Same } from '../i18n/i18n';
import en from './messages/en.json';
import type fr from './messages/fr.json';

export const { useT: useIdleText } = defineCatalogue('shared-idle', en, { fr: () => import('./messages/fr.json') });
export const idleCataloguesMatch: Same<typeof en, typeof fr> = true;
