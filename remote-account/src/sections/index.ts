/**
 * remote-account's sections, as its releases declare them (docs/sections.md): its build writes this into the release's
 * manifest (its texts from messages/, in every language) and exposes each module from src/exposes/.
 */
import type { RemoteDeclaration } from '@portal/contract';

/** A text of this declaration: a key of its catalogue (messages/en.json, messages/fr.json). */
type Text = keyof typeof import('./messages/en.json');

/** The card holder's query, as the kit's useClientCard sends it. */
const holder = { iCodTarjeta: '{cardNumber}', tiCodTipoTarjeta: '{cardType}' };
/** The mobile app's card type, whose holder is read through the Mobile variant (the contract's MOBILE_CARD_TYPE). */
const MOBILE = 8;

export const declaration: RemoteDeclaration<Text> = {
  sections: [
    {
      path: '/home/manage',
      module: 'ManageTab',
      name: 'manage.name',
      frame: 'home',
      tab: { order: 30, label: 'manage.tab' },
      signedIn: true,
      early: 'entry',
      // The card holder the Register form shows first, asked for with the card's balance by the shell's entry.
      calls: [
        { path: 'Clients/GetClienteTarjeta', query: holder, exceptCardTypes: [MOBILE] },
        { path: 'Clients/GetClienteTarjetaMobile', query: holder, cardTypes: [MOBILE] },
      ],
      help: [
        { id: 'suspend', order: 30, title: 'help.suspend.title', steps: ['help.suspend.1', 'help.suspend.2', 'help.suspend.3'] },
        { id: 'remove', order: 40, title: 'help.remove.title', steps: ['help.remove.1', 'help.remove.2'] },
        { id: 'register', order: 60, title: 'help.register.title', steps: ['help.register.1', 'help.register.2', 'help.register.3'] },
        { id: 'comments', order: 70, title: 'help.comments.title', steps: ['help.comments.1', 'help.comments.2'] },
      ],
      siteMap: { order: 30, label: 'manage.siteMap' },
    },
    // Disabled by the runtime config in the spec (spec 2).
    {
      path: '/account/info',
      module: 'ManageAccountTab',
      name: 'info.name',
      frame: 'account',
      tab: { order: 10, label: 'info.tab' },
      signedIn: true,
      feature: 'accountInfoTab',
    },
    {
      path: '/account/payment',
      module: 'PaymentMethodsTab',
      name: 'paymentMethods.name',
      frame: 'account',
      tab: { order: 20, label: 'paymentMethods.tab' },
      signedIn: true,
      early: 'entry',
      help: [
        { id: 'setDefault', order: 80, title: 'help.setDefault.title', steps: ['help.setDefault.1', 'help.setDefault.2'] },
        { id: 'deletePayment', order: 90, title: 'help.deletePayment.title', steps: ['help.deletePayment.1', 'help.deletePayment.2'] },
      ],
      siteMap: { order: 40, label: 'paymentMethods.siteMap' },
    },
    {
      path: '/account/manage',
      module: 'ManageAccountTab',
      name: 'manageAccount.name',
      frame: 'account',
      tab: { order: 30, label: 'manageAccount.tab' },
      signedIn: true,
      early: 'entry',
      feature: 'manageAccount',
      siteMap: { order: 50, label: 'manageAccount.siteMap' },
    },
    {
      path: '/RequestMobileAccountDeletion',
      module: 'MobileAccountDeletion',
      name: 'mobileDeletion.name',
      frame: null,
      signedIn: true,
      early: 'entry',
      siteMap: { order: 60, label: 'mobileDeletion.siteMap' },
    },
  ],
};
