import { act, waitFor } from '@testing-library/react';
import { cardRoutes, rawBalance } from '@portal/kit/testing';
import { TEST_API } from '@portal/kit/testing';
import type { ApiRoute } from '@portal/kit/testing';
import { mount, version } from './embed';

const auth = { getAccessToken: async () => 't', account: { username: 'demo@transit.example' } };
const CARDS = [
  { cardNumber: '10000001', cardType: 1, userName: 'Commuter' },
  { cardNumber: '10000003', cardType: 1, userName: '' },
];

function fakeApi(routes: ApiRoute[]) {
  global.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input));
    const req = {
      method: 'GET',
      path: url.pathname.replace('/api/', ''),
      query: url.searchParams,
      body: undefined,
      authorization: null,
      headers: {},
    };
    let answer: { status?: number; body?: unknown } | undefined;
    for (const r of routes) if ((answer = r(req))) break;
    return {
      ok: (answer?.status ?? 200) < 400,
      status: answer?.status ?? 200,
      text: async () => JSON.stringify(answer?.body ?? null),
    } as Response;
  }) as unknown as typeof fetch;
}
const text = (el: HTMLElement) => el.shadowRoot?.textContent ?? '';

beforeEach(() => {
  window.localStorage.clear();
  fakeApi(
    cardRoutes({
      cards: CARDS,
      balances: { 10000001: rawBalance({ dNumSaldo: 12.5 }), 10000003: rawBalance({ Status: 'Hotlisted', dNumSaldo: 8 }) },
    }),
  );
});

test('bad options are named; the contract version is exported', () => {
  const el = document.createElement('div');
  expect(version).toMatch(/^\d+\.\d+\.\d+$/);
  expect(() => mount(el, { apiBase: TEST_API, auth, card: { cardNumber: 'ten' } })).toThrow('Invalid embed option "card"');
  expect(() => mount(el, { apiBase: 'nope', auth })).toThrow('Invalid embed option "apiBase"');
});

test("with a card picker: the first card's balance; with a given card: that card, flagged hotlisted; unmount empties both", async () => {
  const picker = document.createElement('div');
  const one = document.createElement('div');
  document.body.append(picker, one);
  let a = () => {};
  let b = () => {};
  act(() => {
    a = mount(picker, { apiBase: TEST_API, auth });
    b = mount(one, { apiBase: TEST_API, auth, card: { cardNumber: '10000003' } });
  });
  await waitFor(() => expect(text(picker)).toContain('$12.50'));
  expect(picker.shadowRoot!.querySelector('select')).not.toBeNull();
  await waitFor(() => expect(text(one)).toContain('$8.00'));
  expect(text(one)).toContain('Hotlisted Card!');
  expect(one.shadowRoot!.querySelector('select')).toBeNull();
  act(() => {
    a();
    b();
  });
  expect(text(picker)).toBe('');
  expect(text(one)).toBe('');
});

test("locale 'fr-CA': the widget speaks French with fr-CA money and is marked lang, without touching the host page's language", async () => {
  const el = document.createElement('div');
  document.body.append(el);
  document.documentElement.lang = 'en';
  let unmount = () => {};
  act(() => {
    unmount = mount(el, { apiBase: TEST_API, auth, card: { cardNumber: '10000003' }, locale: 'fr-CA' });
  });
  await waitFor(() => expect(text(el)).toContain('8,00\u00a0$'));
  expect(text(el)).toContain('Carte signalée!');
  expect(text(el)).toContain('Solde');
  expect(text(el)).not.toContain('Hotlisted Card!');
  expect(el.shadowRoot!.querySelector('[lang="fr-CA"]')).not.toBeNull();
  expect(document.documentElement.lang).toBe('en');
  expect(() => mount(document.createElement('div'), { apiBase: TEST_API, auth, locale: 'de-DE' as 'fr-CA' })).toThrow(
    'Invalid embed option "locale"',
  );
  act(() => {
    unmount();
  });
});

test('the history tools only when the integrator asks for them (historyTools); a bad value is named', async () => {
  const el = document.createElement('div');
  expect(() => mount(el, { apiBase: TEST_API, auth, historyTools: 'yes' as never })).toThrow('Invalid embed option "historyTools"');
  const off = document.createElement('div');
  const on = document.createElement('div');
  document.body.append(off, on);
  let a = () => {};
  let b = () => {};
  act(() => {
    a = mount(off, { apiBase: TEST_API, auth });
    b = mount(on, { apiBase: TEST_API, auth, historyTools: true });
  });
  await waitFor(() => expect(text(on)).toContain('Download, statement and chart'));
  await waitFor(() => expect(text(off)).toContain('No all history')); // its history is there, without the tools
  expect(text(off)).not.toContain('Download, statement and chart');
  act(() => {
    a();
    b();
  });
});

test("view 'overview' (since 1.3.0): every card at a glance, the hotlisted one first; its threshold is the host's constant; a bad view is named", async () => {
  const el = document.createElement('div');
  expect(() => mount(el, { apiBase: TEST_API, auth, view: 'cards' as never })).toThrow('Invalid embed option "view"');
  expect(() => mount(el, { apiBase: TEST_API, auth, constants: { lowCashThreshold: -1 } })).toThrow(
    'Invalid embed option "constants.lowCashThreshold"',
  );
  document.body.append(el);
  let unmount = () => {};
  act(() => {
    unmount = mount(el, { apiBase: TEST_API, auth, view: 'overview', constants: { lowCashThreshold: 15 } });
  });
  await waitFor(() => expect(text(el)).toContain('2 cards need your attention, shown first.'), { timeout: 5000 });
  const headings = Array.from(el.shadowRoot!.querySelectorAll('h3'), (h) => h.textContent);
  expect(headings).toEqual(['10000003', 'Commuter - 10000001']);
  expect(text(el)).toContain('E-Cash is under $15.00: $12.50 left.');
  expect(el.shadowRoot!.querySelector('select')).toBeNull();
  act(() => unmount());
  expect(text(el)).toBe('');
});
