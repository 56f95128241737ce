import { exposesOf, frameSections, sectionAt, SECTIONS } from './sections';
import { DEFAULT_FEATURES } from './config/defaults';

describe('the sections table', () => {
  test("each address is there once; a remote exposes its sections' modules and its embed", () => {
    const paths = SECTIONS.map((s) => s.path.toLowerCase());
    expect(new Set(paths).size).toBe(paths.length);
    expect(exposesOf('account')).toEqual(['ManageTab', 'ManageAccountTab', 'PaymentMethodsTab', 'MobileAccountDeletion', 'embed']);
    expect(exposesOf('balance')).toEqual(['BalanceTab', 'CardsOverview', 'embed']);
  });

  test("an address finds its section without regard to case or a trailing slash; /home is the home frame's first", () => {
    expect(sectionAt('/home/balance/')).toMatchObject({ module: 'BalanceTab' });
    expect(sectionAt('/requestmobileaccountdeletion')).toMatchObject({ module: 'MobileAccountDeletion' });
    expect(sectionAt('/home')).toMatchObject({ module: 'BalanceTab' });
    for (const p of ['/', '/login', '/home/balance/x', '//evil.example/home/balance']) expect(sectionAt(p)).toBeNull();
  });

  test("a frame's tabs, in order, as the runtime config switches them", () => {
    expect(frameSections('home').map((s) => s.tab)).toEqual(['balance', 'reload', 'manage', 'cards']);
    expect(frameSections('account', DEFAULT_FEATURES).map((s) => s.tab)).toEqual(['payment', 'manage']);
    expect(frameSections('account', { ...DEFAULT_FEATURES, accountInfoTab: true, manageAccount: false }).map((s) => s.tab)).toEqual([
      'info',
      'payment',
    ]);
  });
});
