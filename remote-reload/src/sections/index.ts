/**
 * remote-reload's sections, as its releases declare them (docs/sections.md): its build writes this into the release's
 * manifest (its texts from messages/, in every language) and exposes each module from src/exposes/.
 */
import type { RemoteDeclaration } from '@portal/contract';

/** A text of this declaration: a key of its catalogue (messages/en.json, messages/fr.json). */
type Text = keyof typeof import('./messages/en.json');

export const declaration: RemoteDeclaration<Text> = {
  sections: [
    {
      path: '/home/reload',
      module: 'ReloadTab',
      name: 'reload.name',
      frame: 'home',
      tab: { order: 20, label: 'reload.tab' },
      signedIn: true,
      early: 'entry',
      // What the tab shows first of the selected card (its auto-reload rules and its products), asked for with the
      // card's balance by the shell's entry, so that the tab's first render shows them (the kit's useCardRules and
      // useCardProducts send the same queries, in this order).
      calls: [
        { path: 'Threshold/GetThresholdReload', query: { CardID: '{cardNumber}', CardType: '{cardType}' } },
        { path: 'Product/GetCardProducts', query: { cardNumber: '{cardNumber}', cardType: '{cardType}', productTableDeviceType: 5 } },
      ],
      help: [
        { id: 'reload', order: 100, title: 'help.reload.title', steps: ['help.reload.1', 'help.reload.2', 'help.reload.3'] },
        { id: 'rules', order: 110, title: 'help.rules.title', steps: ['help.rules.1', 'help.rules.2', 'help.rules.3'] },
      ],
      siteMap: { order: 20, label: 'reload.siteMap' },
    },
    // Where payments end (spec 2). Open without sign-in (issue 25): the provider's answer is read once and never kept
    // across a sign-in, so a customer whose session lapsed, or who paid from a widget on another site, sees it here.
    {
      path: '/transaction_result',
      module: 'TransactionResult',
      name: 'paymentResult.name',
      frame: null,
      signedIn: false,
      answerInQuery: true,
      early: 'app',
    },
    {
      path: '/transaction_result_saved',
      module: 'SavedCardResult',
      name: 'paymentResult.name',
      frame: null,
      signedIn: false,
      answerInQuery: true,
      early: 'app',
    },
  ],
};
