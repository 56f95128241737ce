/**
 * remote-balance's sections, as its releases declare them (docs/sections.md): its build writes this into the release's
 * manifest (its texts from messages/, in every language) and exposes each module from src/exposes/. The shell learns
 * of the Balance and All cards tabs from the release that is live, never from a list of its own.
 */
import type { RemoteDeclaration } from '@portal/contract';

/** A text of this declaration: a key of its catalogue (messages/en.json, messages/fr.json). */
type Text = keyof typeof import('./messages/en.json');

export const declaration: RemoteDeclaration<Text> = {
  sections: [
    {
      path: '/home/balance',
      module: 'BalanceTab',
      name: 'balance.name',
      frame: 'home',
      tab: { order: 10, label: 'balance.tab' },
      signedIn: true,
      // Its drawing shows the balance, drawn from the card's answers, which need the link first: its files once the app
      // starts (docs/decisions/0019).
      early: 'app',
      // Its history's filter and pages work on the last known data, without a connection.
      worksOffline: true,
      help: [
        { id: 'balance', order: 10, title: 'help.balance.title', steps: ['help.balance.1', 'help.balance.2'] },
        { id: 'history', order: 20, title: 'help.history.title', steps: ['help.history.1', 'help.history.2', 'help.history.3'] },
        { id: 'add', order: 50, title: 'help.add.title', steps: ['help.add.1', 'help.add.2', 'help.add.3'] },
      ],
      siteMap: { order: 10, label: 'balance.siteMap' },
    },
    // Every card of the account at a glance (issue 40): last of the home tabs, so /home stays the Balance tab.
    {
      path: '/home/cards',
      module: 'CardsOverview',
      name: 'cards.name',
      frame: 'home',
      tab: { order: 40, label: 'cards.tab' },
      signedIn: true,
      early: 'entry',
      nav: { order: 10, label: 'cards.nav' },
    },
  ],
};
