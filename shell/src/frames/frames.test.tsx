import { frameTabs } from './frameTabs';
import { testConfig } from '@portal/kit/testing';

describe("the frames' tabs, from the sections table", () => {
  test('home: Balance, Reload, Manage, All cards', () => {
    expect(frameTabs('home', testConfig().features)).toEqual([
      { label: 'frames.tab.balance', to: '/home/balance' },
      { label: 'frames.tab.reload', to: '/home/reload' },
      { label: 'frames.tab.manage', to: '/home/manage' },
      { label: 'frames.tab.cards', to: '/home/cards' },
    ]);
  });

  test('Info is disabled by configuration: Payment Methods is first', () => {
    expect(frameTabs('account', testConfig().features).map((t) => t.to)).toEqual(['/account/payment', '/account/manage']);
  });
  test('switched on, Info comes first; manage account can be switched off', () => {
    const features = { ...testConfig().features, accountInfoTab: true, manageAccount: false };
    expect(frameTabs('account', features).map((t) => t.to)).toEqual(['/account/info', '/account/payment']);
  });
});

test('every section the home frame previews is one bootstrap does not wait for over a drawn home tab', async () => {
  const { PREVIEWS } = await import('./HomeFrame');
  const { PREVIEWED_SECTIONS } = await import('../federation/slotPreview');
  expect(Object.keys(PREVIEWS).length).toBeGreaterThan(0);
  for (const key of Object.keys(PREVIEWS)) expect(PREVIEWED_SECTIONS.has(key)).toBe(true);
});
