import type { EarlyCall, FeatureSwitches } from '@portal/contract';
import { DEFAULT_FEATURES } from '@portal/kit/config';
import { checkDeclaration, mergeTable, partOf } from './check';
import { overlappingRoutes, routeProblems } from './routes';
import { expandCalls } from './calls';
import { frameSections, helpEntries, isPublicPage, linksOf, sectionAt } from './table';

const features: FeatureSwitches = { ...DEFAULT_FEATURES };
const t = (en: string) => ({ en, fr: `${en} (fr)` });
const tab = (path: string, order: number, more: object = {}) => ({
  path,
  module: `M${order}`,
  name: t(`Name ${order}`),
  frame: 'account',
  tab: { order, label: t(`Tab ${order}`) },
  signedIn: true,
  ...more,
});
const ctx = { remote: 'account', release: '1.5.0', routes: ['/account/*', '/home/manage'], features };

test('a declaration within its routes is kept, each section with its remote and release', () => {
  const checked = checkDeclaration({ sections: [tab('/account/payment', 20), tab('/account/extra', 25)] }, ctx);
  expect(checked.refused).toEqual([]);
  expect(checked.sections.map((s) => [s.path, s.remote, s.release])).toEqual([
    ['/account/payment', 'account', '1.5.0'],
    ['/account/extra', 'account', '1.5.0'],
  ]);
});

test('a section claiming an address outside its routes is refused, saying why; the others are kept', () => {
  const checked = checkDeclaration({ sections: [tab('/account/payment', 20), { ...tab('/home/reload', 5), frame: 'home' }] }, ctx);
  expect(checked.sections.map((s) => s.path)).toEqual(['/account/payment']);
  expect(checked.refused).toEqual([
    {
      remote: 'account',
      release: '1.5.0',
      path: '/home/reload',
      module: 'M5',
      reason: expect.stringContaining('not under the addresses the runtime config gives remote "account"'),
    },
  ]);
});

test.each([
  ['no text in French', { name: { en: 'Name' } }, 'name.fr'],
  ['an address that is not one', { path: 'javascript:alert(1)' }, 'path'],
  ['a module that is not a name', { module: '../evil' }, 'module'],
  ['a frame that does not exist', { frame: 'nowhere' }, 'frame'],
  ['a switch the config does not have', { feature: 'everything' }, 'feature'],
  ['a call outside the API', { frame: 'home', path: '/home/manage', calls: [{ path: '../../admin' }] }, 'calls[0].path'],
  ['a call on a page that has no card', { calls: [{ path: 'Card/GetHistory' }] }, 'calls'],
  ['a tab-less section in a frame', { tab: undefined }, 'tab'],
  ['a public page that needs a sign-in', { frame: null, tab: undefined, path: '/account/x', public: true }, 'frame'],
  ['a text with a control character', { name: t('Bad\u0007') }, 'name.en'],
])('%s is refused', (_, change, field) => {
  const checked = checkDeclaration({ sections: [{ ...tab('/account/payment', 20), ...change }] }, ctx);
  expect(checked.sections).toEqual([]);
  expect(checked.refused[0]!.reason).toContain(field);
});

test('what is not a declaration at all refuses the remote', () => {
  for (const bad of [undefined, null, 'sections', { sections: 'all' }])
    expect(checkDeclaration(bad, ctx)).toEqual({
      sections: [],
      aliases: {},
      refused: [{ remote: 'account', release: '1.5.0', reason: expect.stringContaining('declares no sections') }],
    });
});

test('the same address twice: the second is refused', () => {
  const checked = checkDeclaration({ sections: [tab('/account/payment', 20), tab('/Account/Payment', 21)] }, ctx);
  expect(checked.sections).toHaveLength(1);
  expect(checked.refused[0]!.reason).toContain('declared twice');
});

test('aliases name a module the release declares', () => {
  const checked = checkDeclaration({ sections: [tab('/account/payment', 20)], aliases: { Old: 'M20', Gone: 'Nope' } }, ctx);
  expect(checked.aliases).toEqual({ Old: 'M20' });
  expect(checked.refused.map((r) => r.module)).toEqual(['Gone']);
});

test("a release's manifest gives its part; the table merges the parts, with the remotes that could not be read", () => {
  const config = { routes: { account: ['/account/*'] }, features };
  const part = partOf(
    'account',
    { metaData: { portal: { release: '2.0.0', sections: { sections: [tab('/account/payment', 20)] } } } },
    config,
  );
  const table = mergeTable([part, { remote: 'balance', unavailable: 'HTTP 503' }]);
  expect(table.sections.map((s) => `${s.remote}@${s.release}${s.path}`)).toEqual(['account@2.0.0/account/payment']);
  expect(table.unavailable).toEqual(['balance']);
});

test("the config's routes: addresses or prefixes, none of the shell's own, none held by two remotes", () => {
  expect(routeProblems('routes.a', ['/account/*', '/home/manage'])).toEqual([]);
  expect(routeProblems('routes.a', [])).toHaveLength(1);
  expect(routeProblems('routes.a', ['/', '/login', 'home'])).toHaveLength(3);
  expect(overlappingRoutes({ a: ['/account/*'], b: ['/account/payment'], c: ['/home/reload'] })).toEqual([
    `routes.b: "/account/payment" holds addresses of routes.a's "/account/*"`,
  ]);
});

describe('the table', () => {
  const table = mergeTable([
    {
      remote: 'account',
      checked: checkDeclaration(
        {
          sections: [
            tab('/account/info', 10, { feature: 'accountInfoTab' }),
            tab('/account/payment', 20, { help: [{ id: 'pay', order: 80, title: t('Pay'), steps: [t('Step')] }] }),
            tab('/account/history/*', 30, { siteMap: { order: 1, label: t('History') } }),
            {
              path: '/home/manage',
              module: 'ManageTab',
              name: t('Manage'),
              frame: 'home',
              tab: { order: 30, label: t('Manage') },
              signedIn: true,
            },
          ],
        },
        ctx,
      ),
    },
    {
      remote: 'public',
      checked: checkDeclaration(
        { sections: [{ path: '/reset', module: 'Reset', name: t('Reset'), frame: null, signedIn: false, public: true }] },
        { ...ctx, remote: 'public', routes: ['/reset'] },
      ),
    },
  ]);

  test("a frame's tabs in their order, as the config switches them", () => {
    expect(frameSections(table, 'account', features).map((s) => s.path)).toEqual(['/account/payment', '/account/history/*']);
    expect(frameSections(table, 'account', { ...features, accountInfoTab: true }).map((s) => s.path)).toEqual([
      '/account/info',
      '/account/payment',
      '/account/history/*',
    ]);
  });

  test("the section at an address: any case, a trailing slash, under one that routes its own, a frame's first tab", () => {
    expect(sectionAt(table, '/ACCOUNT/Payment/')?.module).toBe('M20');
    expect(sectionAt(table, '/account/history/2026/01')?.module).toBe('M30');
    expect(sectionAt(table, '/account', features)?.module).toBe('M20');
    expect(sectionAt(table, '/home')?.module).toBe('ManageTab');
    for (const p of ['/', '/login', '/account/payment/x', '//evil.example/account/payment']) expect(sectionAt(table, p)).toBeNull();
  });

  test('public pages, help and site map come from the declarations', () => {
    expect(isPublicPage(table, '/reset/')).toBe(true);
    expect(isPublicPage(table, '/login')).toBe(true);
    expect(isPublicPage(table, '/account/payment')).toBe(false);
    expect(helpEntries(table, features).map((h) => [h.entry.id, h.to])).toEqual([['pay', '/account/payment']]);
    expect(linksOf(table, 'siteMap', features).map((l) => l.to)).toEqual(['/account/history']);
  });
});

test("an early call over the selected card: its number and type put in, the query's order kept, other types' left out", () => {
  const calls: EarlyCall[] = [
    { path: 'Clients/GetClienteTarjeta', query: { iCodTarjeta: '{cardNumber}', tiCodTipoTarjeta: '{cardType}' }, exceptCardTypes: [8] },
    { path: 'Clients/GetClienteTarjetaMobile', query: { iCodTarjeta: '{cardNumber}', tiCodTipoTarjeta: '{cardType}' }, cardTypes: [8] },
    { path: 'Product/GetCardProducts', query: { cardNumber: '{cardNumber}', productTableDeviceType: 5 } },
  ];
  expect(expandCalls(calls, { cardNumber: '10000001', cardType: 1 })).toEqual([
    ['Clients/GetClienteTarjeta', { iCodTarjeta: '10000001', tiCodTipoTarjeta: 1 }],
    ['Product/GetCardProducts', { cardNumber: '10000001', productTableDeviceType: 5 }],
  ]);
  expect(expandCalls(calls, { cardNumber: '80000001', cardType: 8 })[0]![0]).toBe('Clients/GetClienteTarjetaMobile');
});
