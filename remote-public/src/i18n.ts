/** remote-public's texts (src/messages): the confirmation and password reset pages, web and mobile. */
import { defineCatalogue } from '@portal/kit';
import en from './messages/en.json';

export const { t: publicT, useT, texts: publicTexts } = defineCatalogue('public', en, { fr: () => import('./messages/fr.json') });
