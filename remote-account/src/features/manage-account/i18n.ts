/** the Manage account tab's texts (messages/): downloaded with this section only. */
import { defineCatalogue } from '@portal/kit';
import en from './messages/en.json';

export const { t: featureT, useT } = defineCatalogue('account-manage-account', en, { fr: () => import('./messages/fr.json') });
export type FeatureKey = Extract<keyof typeof en, string>;
