/**
 * remote-public's sections, as its releases declare them (docs/sections.md): the pages an e-mail's link opens, for
 * anyone, drawn without the signed-in header and help. Its build writes this into the release's manifest (its texts
 * from messages/, in every language) and exposes each module from src/exposes/.
 */
import type { RemoteDeclaration } from '@portal/contract';

/** A text of this declaration: a key of its catalogue (messages/en.json, messages/fr.json). */
type Text = keyof typeof import('./messages/en.json');

const page = { frame: null, signedIn: false, public: true, early: 'app' } as const;

export const declaration: RemoteDeclaration<Text> = {
  sections: [
    { path: '/confirm', module: 'ConfirmEmail', name: 'confirmation.name', ...page },
    { path: '/ConfirmMobile', module: 'ConfirmMobile', name: 'confirmation.name', ...page },
    { path: '/reset', module: 'ResetPassword', name: 'passwordReset.name', ...page },
    { path: '/ResetPasswordMobile', module: 'ResetPasswordMobile', name: 'passwordReset.name', ...page },
  ],
};
