/** The embeds' own texts (sign-in gate, card gate). */
import { defineCatalogue } from '@portal/kit';
import en from './messages/en.json';

export const {
  t: embedT,
  useT: useEmbedText,
  texts: embedTexts,
} = defineCatalogue('kit-embed', en, { fr: () => import('./messages/fr.json') });
export type EmbedKey = Extract<keyof typeof en, string>;
