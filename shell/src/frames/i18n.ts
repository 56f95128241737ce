/** The frames' texts (home header, account frame, Add Card and profile dialogs): downloaded with the frames, not with /login. */
import { defineCatalogue, type Same } from '@portal/shared';
import en from './messages/en.json';
import type fr from './messages/fr.json';

export const { useT: useFramesT } = defineCatalogue('shell-frames', en, { fr: () => import('./messages/fr.json') });
export type FramesKey = Extract<keyof typeof en, string>;
export const framesCataloguesMatch: Same<typeof en, typeof fr> = true;
