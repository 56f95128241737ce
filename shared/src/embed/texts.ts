/** The embeds' own texts (sign-in gate, card gate). */
import { defineCatalogue, textsOf, type Same } from '@portal/shared';
import en from './messages/en.json';
import type fr from './messages/fr.json';

export const { t: embedT, useT: useEmbedText } = defineCatalogue('shared-embed', en, { fr: () => import('./messages/fr.json') });
export type EmbedKey = Extract<keyof typeof en, string>;
export const embedTexts = <N extends string>(keys: Record<N, EmbedKey>) => textsOf(embedT, keys);
export const embedCataloguesMatch: Same<typeof en, typeof fr> = true;
