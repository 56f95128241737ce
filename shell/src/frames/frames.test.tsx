import { TEST_TABLE } from '@portal/host/testing';
import { testConfig } from '@portal/kit/testing';
import type { SectionsTable } from '@portal/contract';
import { frameTabs } from './frameTabs';

describe("the frames' tabs, from the sections table (what each release declares)", () => {
  test('home: Balance, Reload, Manage, All cards, in the page’s language', () => {
    expect(frameTabs(TEST_TABLE, 'home', testConfig().features, 'en')).toEqual([
      { label: 'Balance', to: '/home/balance' },
      { label: 'Reload', to: '/home/reload' },
      { label: 'Manage', to: '/home/manage' },
      { label: 'All cards', to: '/home/cards' },
    ]);
    expect(frameTabs(TEST_TABLE, 'home', testConfig().features, 'fr').map((t) => t.label)).toEqual([
      'Solde',
      'Recharge',
      'Gérer',
      'Toutes les cartes',
    ]);
  });

  test('Info is disabled by configuration: Payment Methods is first', () => {
    expect(frameTabs(TEST_TABLE, 'account', testConfig().features, 'en').map((t) => t.to)).toEqual(['/account/payment', '/account/manage']);
  });
  test('switched on, Info comes first; manage account can be switched off', () => {
    const features = { ...testConfig().features, accountInfoTab: true, manageAccount: false };
    expect(frameTabs(TEST_TABLE, 'account', features, 'en').map((t) => t.to)).toEqual(['/account/info', '/account/payment']);
  });

  test('a new page a release declares in the account frame is a tab there, in its order, with its labels', () => {
    const help: SectionsTable = {
      sections: [
        ...TEST_TABLE.sections,
        {
          remote: 'account',
          path: '/account/help/*',
          module: 'AccountHelp',
          name: { en: 'Help', fr: 'Aide' },
          frame: 'account',
          tab: { order: 25, label: { en: 'Help', fr: 'Aide' } },
          signedIn: true,
        },
      ],
    };
    expect(frameTabs(help, 'account', testConfig().features, 'fr')).toEqual([
      { label: 'Modes de paiement', to: '/account/payment' },
      { label: 'Aide', to: '/account/help' },
      { label: 'Gérer', to: '/account/manage' },
    ]);
  });
});
