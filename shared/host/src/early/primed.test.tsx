import type { ReactNode } from 'react';
import { act, render, screen } from '@testing-library/react';
import {
  AuthContext,
  clearPortalStorage,
  MOBILE_CARD_TYPE,
  primedAnswer,
  STORAGE_KEYS,
  useSelectedCard,
  type PortalAuth,
} from '@portal/contract';
import { NotistackToasts } from '@portal/kit/host';
import { SelectedCardProvider } from '@portal/kit/host';
import { TEST_API } from '@portal/kit/testing';
import { ApiProvider } from '@portal/kit/host';
import { createApiClient } from '@portal/kit/host';
import { askEarly, earlyAnswer, forgetEarlyAnswers, startEarlyAnswers, takeEarlyAnswer } from './earlyAnswers';
import { useCardBalance, useCardRules, useClientCard } from '@portal/kit';
import { primeEarlyAnswers } from './primed';
import { api } from '@portal/kit';
import { answer, CARDS, FARE_CAPS, RAW_BALANCE, USER } from '@portal/kit/testing';

/**
 * The first render's data (primed.ts): the answers the shell's entry asked for that are already in, read as the page's
 * calls read them, without a request of their own, and leaving those answers for the page's calls.
 */
const HOME = { cardNumber: '10000001', cardType: 1 };
/** The primed answers dropped, as every sign-out drops them (clearPortalStorage), the selected card chosen again. */
const forgetPrimed = () => {
  clearPortalStorage();
  localStorage.setItem(STORAGE_KEYS.selectedCard, '10000001:1');
};
/** What the Reload and Manage tabs' releases declare their first render shows of a card (their sections' `calls`). */
const RELOAD_CALLS = (c: { cardNumber: string; cardType: number }): Array<[string, Record<string, string | number>]> => [
  ['Threshold/GetThresholdReload', { CardID: c.cardNumber, CardType: c.cardType }],
  ['Product/GetCardProducts', { cardNumber: c.cardNumber, cardType: c.cardType, productTableDeviceType: 5 }],
];
const MANAGE_CALLS = (c: { cardNumber: string; cardType: number }): Array<[string, Record<string, string | number>]> => [
  [
    `Clients/GetClienteTarjeta${c.cardType === MOBILE_CARD_TYPE ? 'Mobile' : ''}`,
    { iCodTarjeta: c.cardNumber, tiCodTipoTarjeta: c.cardType },
  ],
];

/** The entry's network: the card list, the balance and the fare caps, or `pending` for those never answered. */
function entryNetwork(pending: Array<'cards' | 'balance' | 'caps'> = [], status = 200) {
  return jest.fn(async (url: RequestInfo | URL) => {
    const href = String(url);
    // A section's own first calls (its release's `calls`): no rule, no product, a card holder named Dana.
    if (href.includes('Threshold/') || href.includes('Product/')) return answer(200, []);
    if (href.includes('Clients/')) return answer(200, { vchNombre: 'Dana' });
    const which = href.includes('GetCards?') ? 'cards' : href.includes('GetCardBalance?') ? 'balance' : 'caps';
    if (pending.includes(which)) return new Promise<Response>(() => undefined);
    return answer(status, which === 'cards' ? CARDS : which === 'balance' ? RAW_BALANCE : FARE_CAPS);
  }) as unknown as typeof fetch;
}

const client = createApiClient({ apiBase: TEST_API, getAccessToken: async () => 't', onUnauthorized: () => {}, onError: () => {} });
const url = (key: string) => new URL(key, TEST_API).href;

/** The page's network: any request it makes is recorded (none is expected). */
let pageFetch: jest.Mock;
beforeEach(() => {
  pageFetch = jest.fn(async () => answer(500, { message: 'not expected' }));
  global.fetch = pageFetch as unknown as typeof fetch;
  localStorage.setItem(STORAGE_KEYS.selectedCard, '10000001:1');
});
afterEach(() => {
  forgetEarlyAnswers();
  forgetPrimed();
  localStorage.clear();
});

test('the card list and the selected card’s balance, read as the page’s calls read them, by their keys', async () => {
  await askEarly({ apiBase: TEST_API, token: 't', userName: USER, withBalance: true }, entryNetwork());
  const primed = await primeEarlyAnswers({ apiBase: TEST_API, userName: USER, withBalance: true });
  expect([...primed.keys()]).toEqual([api.keys.cards(client, USER), api.keys.balance(client, HOME)]);
  expect((primed.get(api.keys.cards(client, USER)) as Array<{ cardNumber: string }>).map((c) => c.cardNumber)).toEqual([
    '20000002',
    '10000001',
  ]);
  expect(primed.get(api.keys.balance(client, HOME))).toMatchObject({ cardNumber: '10000001', cash: 12.5 });
  // No request of its own, and every answer is still there for the page's calls.
  expect(pageFetch).not.toHaveBeenCalled();
  for (const key of [api.keys.cards(client, USER), api.keys.balance(client, HOME), api.keys.fareCaps(client, 1, 3)])
    expect(takeEarlyAnswer(url(key))).toBeDefined();
});

test('the calls a section’s release declares: their answers’ JSON for its first render (the contract’s primedAnswer), by the keys its hooks read', async () => {
  await askEarly({ apiBase: TEST_API, token: 't', userName: USER, withBalance: true, callsFor: RELOAD_CALLS }, entryNetwork());
  const reload = await primeEarlyAnswers({ apiBase: TEST_API, userName: USER, withBalance: true, callsFor: RELOAD_CALLS });
  // The frame's data in the cache; the section's answers as they came, for its own hooks to read.
  expect([...reload.keys()]).toEqual([api.keys.cards(client, USER), api.keys.balance(client, HOME)]);
  expect(primedAnswer(api.keys.rules(client, HOME))).toEqual({ json: [] });
  expect(primedAnswer(api.keys.products(client, HOME))).toEqual({ json: [] });
  forgetEarlyAnswers();
  forgetPrimed();

  await askEarly({ apiBase: TEST_API, token: 't', userName: USER, withBalance: true, callsFor: MANAGE_CALLS }, entryNetwork());
  await primeEarlyAnswers({ apiBase: TEST_API, userName: USER, withBalance: true, callsFor: MANAGE_CALLS });
  expect(primedAnswer(api.keys.clientCard(client, HOME))).toEqual({ json: { vchNombre: 'Dana' } });
  expect(primedAnswer(api.keys.rules(client, HOME))).toBeUndefined();
  // Asked for by the entry, not here; and each answer is still there for the section's own call.
  expect(pageFetch).not.toHaveBeenCalled();
  expect(takeEarlyAnswer(url(api.keys.clientCard(client, HOME)))).toBeDefined();
  forgetEarlyAnswers();
  forgetPrimed();

  // A section that declares none (the Balance tab shows the balance only): nothing more than the balance.
  await askEarly({ apiBase: TEST_API, token: 't', userName: USER, withBalance: true }, entryNetwork());
  const balanceTab = await primeEarlyAnswers({ apiBase: TEST_API, userName: USER, withBalance: true });
  expect([...balanceTab.keys()]).toEqual([api.keys.cards(client, USER), api.keys.balance(client, HOME)]);
  expect(primedAnswer(api.keys.clientCard(client, HOME))).toBeUndefined();
});

test('only what has arrived: nothing, or the card list without a balance still on its way', async () => {
  void askEarly({ apiBase: TEST_API, token: 't', userName: USER, withBalance: true }, entryNetwork(['cards']));
  expect((await primeEarlyAnswers({ apiBase: TEST_API, userName: USER, withBalance: true })).size).toBe(0);
  forgetEarlyAnswers();

  void askEarly({ apiBase: TEST_API, token: 't', userName: USER, withBalance: true }, entryNetwork(['caps']));
  await act(() => new Promise((r) => setTimeout(r, 0)));
  const primed = await primeEarlyAnswers({ apiBase: TEST_API, userName: USER, withBalance: true });
  expect([...primed.keys()]).toEqual([api.keys.cards(client, USER)]);
  expect(pageFetch).not.toHaveBeenCalled();
});

test('with `waitMs` (a balance drawn before the app), its fare caps still coming are waited for, that long at most', async () => {
  let releaseCaps: (r: Response) => void = () => {};
  const network = jest.fn(async (url: RequestInfo | URL) =>
    String(url).includes('GetCardFareCap?')
      ? new Promise<Response>((resolve) => (releaseCaps = resolve))
      : (entryNetwork() as unknown as (u: RequestInfo | URL) => Promise<Response>)(url),
  ) as unknown as typeof fetch;
  void askEarly({ apiBase: TEST_API, token: 't', userName: USER, withBalance: true }, network);
  await act(() => new Promise((r) => setTimeout(r, 0)));
  const priming = primeEarlyAnswers({ apiBase: TEST_API, userName: USER, withBalance: true, waitMs: 1_000 });
  await act(() => new Promise((r) => setTimeout(r, 20)));
  releaseCaps(answer(200, FARE_CAPS));
  const primed = await priming;
  expect(primed.get(api.keys.balance(client, HOME))).toMatchObject({ cardNumber: '10000001', cash: 12.5 });
  expect(pageFetch).not.toHaveBeenCalled();
  expect(takeEarlyAnswer(url(api.keys.fareCaps(client, 1, 3)))).toBeDefined();
  forgetEarlyAnswers();

  // Fare caps that never come: the card list after `waitMs`, without the balance (the page asks for it).
  void askEarly({ apiBase: TEST_API, token: 't', userName: USER, withBalance: true }, entryNetwork(['caps']));
  await act(() => new Promise((r) => setTimeout(r, 0)));
  const started = Date.now();
  const late = await primeEarlyAnswers({ apiBase: TEST_API, userName: USER, withBalance: true, waitMs: 50 });
  expect(Date.now() - started).toBeGreaterThanOrEqual(45);
  expect([...late.keys()]).toEqual([api.keys.cards(client, USER)]);
});

test('off a home tab the card list only; an answer that is an error is left to the page’s call', async () => {
  await askEarly({ apiBase: TEST_API, token: 't', userName: USER, withBalance: true }, entryNetwork());
  expect([...(await primeEarlyAnswers({ apiBase: TEST_API, userName: USER, withBalance: false })).keys()]).toEqual([
    api.keys.cards(client, USER),
  ]);
  forgetEarlyAnswers();

  await askEarly({ apiBase: TEST_API, token: 't', userName: USER, withBalance: true }, entryNetwork([], 503));
  expect((await primeEarlyAnswers({ apiBase: TEST_API, userName: USER, withBalance: true })).size).toBe(0);
  expect(takeEarlyAnswer(url(api.keys.cards(client, USER)))).toBeDefined();
});

describe('the API provider’s cache starts with them', () => {
  const auth: PortalAuth = {
    account: { username: USER, name: 'Dana' },
    isAuthenticated: true,
    displayName: 'Dana',
    getAccessToken: async () => 'tok',
    login: jest.fn(),
    logout: jest.fn(),
  };
  /** The shell's providers over `ui`, the API cache starting with `primed`. */
  const renderPrimed = (primed: ReadonlyMap<string, unknown>, ui: ReactNode) =>
    render(
      <NotistackToasts>
        <AuthContext.Provider value={auth}>
          <ApiProvider apiBase={TEST_API} primed={primed} earlyAnswer={earlyAnswer}>
            <SelectedCardProvider withBalance>{ui}</SelectedCardProvider>
          </ApiProvider>
        </AuthContext.Provider>
      </NotistackToasts>,
    );
  function Balance() {
    const { selected } = useSelectedCard();
    const { data } = useCardBalance(selected);
    return <p>{selected ? `${selected.cardNumber}: ${data ? data.cash : 'loading'}` : 'no card yet'}</p>;
  }

  test('the first render is not loading, and the page’s calls taking the same answers render nothing showing the card again', async () => {
    await askEarly({ apiBase: TEST_API, token: 't', userName: USER, withBalance: true }, entryNetwork());
    const primed = await primeEarlyAnswers({ apiBase: TEST_API, userName: USER, withBalance: true });
    const seen: boolean[] = [];
    function Frame() {
      const { selected, isLoading } = useSelectedCard();
      seen.push(isLoading);
      return <p>{selected ? `frame ${selected.cardNumber}` : 'frame'}</p>;
    }
    renderPrimed(
      primed,
      <>
        <Frame />
        <Balance />
      </>,
    );
    expect(screen.getByText('frame 10000001')).toBeInTheDocument();
    await act(() => new Promise((r) => setTimeout(r, 20)));
    // The page's calls have taken the entry's answers (the same data): one render, never loading.
    expect(takeEarlyAnswer(url(api.keys.cards(client, USER)))).toBeUndefined();
    expect(seen).toEqual([false]);
  });

  test('the first render shows the card and its balance; the page’s calls then read the same answers, once', async () => {
    const entry = entryNetwork();
    await askEarly({ apiBase: TEST_API, token: 't', userName: USER, withBalance: true }, entry);
    const primed = await primeEarlyAnswers({ apiBase: TEST_API, userName: USER, withBalance: true });
    renderPrimed(primed, <Balance />);
    // At once, not after an answer: the first render has them.
    expect(screen.getByText('10000001: 12.5')).toBeInTheDocument();
    await act(() => new Promise((r) => setTimeout(r, 20)));
    expect(screen.getByText('10000001: 12.5')).toBeInTheDocument();
    // Revalidated from the entry's answers: each taken, none asked of the network again, the entry's three only.
    expect(pageFetch).not.toHaveBeenCalled();
    expect(entry).toHaveBeenCalledTimes(3);
    for (const key of [api.keys.cards(client, USER), api.keys.balance(client, HOME)]) expect(takeEarlyAnswer(url(key))).toBeUndefined();
  });
});

describe('a section’s first render reads what the entry asked for it (the contract’s primedAnswer)', () => {
  const auth: PortalAuth = {
    account: { username: USER, name: 'Dana' },
    isAuthenticated: true,
    displayName: 'Dana',
    getAccessToken: async () => 'tok',
    login: jest.fn(),
    logout: jest.fn(),
  };
  function Holder() {
    const { data } = useClientCard(HOME);
    const { data: rules } = useCardRules(HOME);
    return <p>{data ? `holder ${data.firstName}, ${rules?.length ?? '?'} rules` : 'loading'}</p>;
  }

  test('its hooks show the answers at once, and their calls take the entry’s answers: no request of their own', async () => {
    const calls = (c: { cardNumber: string; cardType: number }) => [...RELOAD_CALLS(c), ...MANAGE_CALLS(c)];
    const entry = entryNetwork();
    global.fetch = entry;
    const asking = startEarlyAnswers(Promise.resolve(null), { withBalance: true });
    await asking;
    await askEarly({ apiBase: TEST_API, token: 't', userName: USER, withBalance: true, callsFor: calls }, entry);
    await primeEarlyAnswers({ apiBase: TEST_API, userName: USER, withBalance: true, callsFor: calls });
    global.fetch = pageFetch as unknown as typeof fetch;
    render(
      <NotistackToasts>
        <AuthContext.Provider value={auth}>
          <ApiProvider apiBase={TEST_API} earlyAnswer={earlyAnswer}>
            <Holder />
          </ApiProvider>
        </AuthContext.Provider>
      </NotistackToasts>,
    );
    // The first render has them: no skeleton, then the data a render later.
    expect(screen.getByText('holder Dana, 0 rules')).toBeInTheDocument();
    await act(() => new Promise((r) => setTimeout(r, 20)));
    expect(screen.getByText('holder Dana, 0 rules')).toBeInTheDocument();
    // Revalidated from the entry's answers: taken, none asked of the network again.
    expect(pageFetch).not.toHaveBeenCalled();
    expect(takeEarlyAnswer(url(api.keys.clientCard(client, HOME)))).toBeUndefined();
    expect(takeEarlyAnswer(url(api.keys.rules(client, HOME)))).toBeUndefined();
  });

  test('nothing primed after the sign-out: the next customer’s first render shows nothing of the last one’s', async () => {
    await askEarly({ apiBase: TEST_API, token: 't', userName: USER, withBalance: true, callsFor: MANAGE_CALLS }, entryNetwork());
    await primeEarlyAnswers({ apiBase: TEST_API, userName: USER, withBalance: true, callsFor: MANAGE_CALLS });
    expect(primedAnswer(api.keys.clientCard(client, HOME))).toBeDefined();
    clearPortalStorage();
    expect(primedAnswer(api.keys.clientCard(client, HOME))).toBeUndefined();
  });
});
