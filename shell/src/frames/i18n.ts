/** The frames' texts (home header, account frame, Add Card and profile dialogs): downloaded with the frames, not with /login. */
import { defineCatalogue } from '@portal/kit';
import en from './messages/en.json';

export const { useT: useFramesT } = defineCatalogue('shell-frames', en, { fr: () => import('./messages/fr.json') });
export type FramesKey = Extract<keyof typeof en, string>;
