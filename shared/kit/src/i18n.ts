/** The kit's own texts (kit/src/messages): cart, card, validation and error-catalogue messages, shared UI. */
import en from './messages/en.json';
import { defineCatalogue } from './language/catalogue';

const catalogue = defineCatalogue('kit', en, { fr: () => import('./messages/fr.json') });
/** A shared text in the current language (for code outside components). */
export const st = catalogue.t;
/** Shared texts in a component: re-renders when the language changes. */
export const useSharedT = catalogue.useT;
export type SharedKey = Extract<keyof typeof en, string>;

/** An object whose properties read shared texts in the current language. */
export const texts = catalogue.texts;
