import { MOBILE_CARD_TYPE, PREFETCH_FRESH_MS, STORAGE_KEYS } from '@portal/contract';
import { type testConfig, TEST_API } from '@portal/kit/testing';
import { writeLastKnown, lastKnownStorage } from '@portal/kit';
import { createApiClient } from '@portal/kit/host';
import {
  arrivedEarlyAnswer,
  arrivingEarlyAnswer,
  askEarly,
  EARLY_FRESH_MS,
  earlyAnswer,
  forgetEarlyAnswers,
  startEarlyAnswers,
  takeEarlyAnswer,
} from './earlyAnswers';
import { api } from '@portal/kit';
import { answer, CARDS, FARE_CAPS, RAW_BALANCE, USER } from '@portal/kit/testing';

/**
 * The first answers of a signed-in page, asked for by the shell's entry before the shared libraries have arrived, and
 * read by the page's own client: each call goes out once, at the address the page's client uses, and its failure is
 * reported as any other's.
 */

/** A fake network: each call recorded in order; GetCards, GetCardBalance and GetCardFareCap answered, others empty. */
function network(over: Partial<Record<'cards' | 'balance' | 'caps', () => Promise<Response>>> = {}) {
  const calls: Array<{ url: string; init?: RequestInit }> = [];
  const fetchImpl = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    const href = String(url);
    calls.push({ url: href, ...(init ? { init } : {}) });
    if (href.includes('Card/GetCards?')) return (over.cards ?? (async () => answer(200, CARDS)))();
    if (href.includes('Card/GetCardBalance?')) return (over.balance ?? (async () => answer(200, RAW_BALANCE)))();
    if (href.includes('Card/GetCardFareCap?')) return (over.caps ?? (async () => answer(200, FARE_CAPS)))();
    return answer(200, []); // a tab's own first calls: nothing to show
  }) as unknown as jest.MockedFunction<typeof fetch>;
  return { calls, fetchImpl };
}

/** The addresses the page's own client uses for the same calls (endpoints.ts keys under the API base). */
const client = createApiClient({ apiBase: TEST_API, getAccessToken: async () => 't', onUnauthorized: () => {}, onError: () => {} });
const url = (key: string) => new URL(key, TEST_API).href;
const HOME = { cardNumber: '10000001', cardType: 1 };
const WORK = { cardNumber: '20000002', cardType: 1 };

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

const afterTest: Array<() => void> = [];
afterEach(() => {
  for (const undo of afterTest.splice(0)) undo();
  forgetEarlyAnswers();
  localStorage.clear();
  jest.restoreAllMocks();
});

test('asks the card list, then the remembered card’s balance and its class’s fare caps, at the page client’s addresses', async () => {
  localStorage.setItem(STORAGE_KEYS.selectedCard, '10000001:1');
  const { calls, fetchImpl } = network();
  await askEarly({ apiBase: TEST_API, token: 'token-1', userName: USER, withBalance: true }, fetchImpl);
  expect(calls.map((c) => c.url)).toEqual([
    url(api.keys.cards(client, USER)),
    url(api.keys.balance(client, HOME)),
    url(api.keys.fareCaps(client, 1, RAW_BALANCE.ClassID)),
  ]);
  // The token goes with them, to the configured API only; no cookies.
  for (const c of calls) {
    expect(c.url.startsWith(TEST_API)).toBe(true);
    expect(c.init).toMatchObject({ method: 'GET', credentials: 'omit', headers: { Authorization: 'Bearer token-1' } });
  }
});

test('without a remembered card, the first card’s balance; off a home tab, the card list only', async () => {
  const first = network();
  await askEarly({ apiBase: TEST_API, token: 't', userName: USER, withBalance: true }, first.fetchImpl);
  expect(first.calls[1]!.url).toBe(url(api.keys.balance(client, WORK)));
  forgetEarlyAnswers();
  const list = network();
  await askEarly({ apiBase: TEST_API, token: 't', userName: USER, withBalance: false }, list.fetchImpl);
  expect(list.calls.map((c) => c.url)).toEqual([url(api.keys.cards(client, USER))]);
});

test('an answer that is not a card list, or a failed balance, asks nothing more', async () => {
  const odd = network({ cards: async () => answer(200, { not: 'a list' }) });
  await askEarly({ apiBase: TEST_API, token: 't', userName: USER, withBalance: true }, odd.fetchImpl);
  expect(odd.calls).toHaveLength(1);
  forgetEarlyAnswers();
  const failed = network({ balance: async () => answer(500, 'down') });
  await askEarly({ apiBase: TEST_API, token: 't', userName: USER, withBalance: true }, failed.fetchImpl);
  expect(failed.calls).toHaveLength(2);
});

test('with a last known card list of this customer, the balance goes out next to the list, not after it', async () => {
  localStorage.setItem(STORAGE_KEYS.lastActivity, String(Date.now())); // signed in
  writeLastKnown(lastKnownStorage(), USER, api.keys.cards(client, USER), [{ ...HOME, userName: 'Home' }]);
  let releaseCards: (r: Response) => void = () => {};
  const { calls, fetchImpl } = network({ cards: () => new Promise<Response>((resolve) => (releaseCards = resolve)) });
  const done = askEarly({ apiBase: TEST_API, token: 't', userName: USER, withBalance: true }, fetchImpl);
  await new Promise((r) => setTimeout(r, 0));
  expect(calls.map((c) => c.url)).toEqual([
    url(api.keys.balance(client, HOME)),
    url(api.keys.cards(client, USER)),
    url(api.keys.fareCaps(client, 1, 3)),
  ]);
  // The fresh list selects the same card (the first): its balance is not asked twice.
  releaseCards(answer(200, [{ ...HOME, userName: 'Home' }]));
  await done;
  expect(calls).toHaveLength(3);
});

describe('the tab’s answers for its section’s drawer (onTab)', () => {
  const PRODUCTS = [{ iCodProducto: 1, tiTipoProducto: 3, vchDescripcion: 'Pass', dPrecio: 98 }];
  const withProducts = (products: () => Promise<Response>) => {
    const { calls, fetchImpl } = network();
    const impl = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) =>
      String(url).includes('Product/GetCardProducts?') ? products() : fetchImpl(url, init),
    ) as unknown as typeof fetch;
    return { calls, impl };
  };

  test('the fresh list’s selected card, its cards, and its balance and tab calls by path, once all are in', async () => {
    localStorage.setItem(STORAGE_KEYS.selectedCard, '10000001:1');
    let release: (r: Response) => void = () => {};
    const onTab = jest.fn();
    const { impl } = withProducts(() => new Promise<Response>((resolve) => (release = resolve)));
    const done = askEarly({ apiBase: TEST_API, token: 't', userName: USER, withBalance: true, callsFor: RELOAD_CALLS, onTab }, impl);
    await new Promise((r) => setTimeout(r, 0));
    // The products are not in yet: nothing.
    expect(onTab).not.toHaveBeenCalled();
    release(answer(200, PRODUCTS));
    await done;
    await new Promise((r) => setTimeout(r, 0));
    expect(onTab).toHaveBeenCalledTimes(1);
    const [card, cards, answers] = onTab.mock.calls[0] as [unknown, unknown[], Record<string, unknown>];
    expect(card).toEqual(expect.objectContaining(HOME));
    expect(cards).toHaveLength(2);
    expect(answers).toEqual({
      'Card/GetCardBalance': RAW_BALANCE,
      'Threshold/GetThresholdReload': [],
      'Product/GetCardProducts': PRODUCTS,
    });
  });

  test('a tab call that failed is null; a tab that declares no calls is given its balance (the Balance tab’s drawer)', async () => {
    const onTab = jest.fn();
    await askEarly(
      { apiBase: TEST_API, token: 't', userName: USER, withBalance: true, callsFor: RELOAD_CALLS, onTab },
      withProducts(async () => answer(500, 'down')).impl,
    );
    await new Promise((r) => setTimeout(r, 0));
    expect((onTab.mock.calls[0] as [unknown, unknown, Record<string, unknown>])[2]['Product/GetCardProducts']).toBeNull();
    forgetEarlyAnswers();
    const balanceOnly = jest.fn();
    await askEarly({ apiBase: TEST_API, token: 't', userName: USER, withBalance: true, onTab: balanceOnly }, network().fetchImpl);
    await new Promise((r) => setTimeout(r, 0));
    expect(balanceOnly).toHaveBeenCalledTimes(1);
    expect((balanceOnly.mock.calls[0] as [unknown, unknown, Record<string, unknown>])[2]).toEqual({ 'Card/GetCardBalance': RAW_BALANCE });
  });
});

describe('the balance for the entry to draw before the app (onBalance)', () => {
  test('the fresh list’s selected card and its balance, as soon as the balance is in: its fare caps come a round trip later', async () => {
    localStorage.setItem(STORAGE_KEYS.selectedCard, '10000001:1');
    let releaseCaps: (r: Response) => void = () => {};
    const onBalance = jest.fn();
    const { fetchImpl } = network({ caps: () => new Promise<Response>((resolve) => (releaseCaps = resolve)) });
    const done = askEarly({ apiBase: TEST_API, token: 't', userName: USER, withBalance: true, onBalance }, fetchImpl);
    await new Promise((r) => setTimeout(r, 0));
    expect(onBalance).toHaveBeenCalledTimes(1);
    expect(onBalance).toHaveBeenCalledWith(expect.objectContaining(HOME), RAW_BALANCE);
    releaseCaps(answer(200, FARE_CAPS));
    await done;
    expect(onBalance).toHaveBeenCalledTimes(1);
  });

  test('nothing for a balance that failed or is not one the page can show', async () => {
    for (const over of [{ balance: async () => answer(500, 'down') }, { balance: async () => answer(200, ['not', 'a', 'balance']) }]) {
      const onBalance = jest.fn();
      await askEarly({ apiBase: TEST_API, token: 't', userName: USER, withBalance: true, onBalance }, network(over).fetchImpl);
      expect(onBalance).not.toHaveBeenCalled();
      forgetEarlyAnswers();
    }
  });

  test('with a last known list that selects another card, the card the fresh list selects, once', async () => {
    writeLastKnown(lastKnownStorage(), USER, api.keys.cards(client, USER), [{ ...HOME, userName: 'Home' }]);
    const onBalance = jest.fn();
    // No remembered card: the last known list's first is HOME, the fresh list's first is WORK.
    await askEarly({ apiBase: TEST_API, token: 't', userName: USER, withBalance: true, onBalance }, network().fetchImpl);
    expect(onBalance).toHaveBeenCalledTimes(1);
    expect(onBalance).toHaveBeenCalledWith(expect.objectContaining(WORK), RAW_BALANCE);
    forgetEarlyAnswers();
    // The same card in both: its balance asked once, given once.
    const same = network({ cards: async () => answer(200, [{ ...HOME, userName: 'Home' }]) });
    const again = jest.fn();
    await askEarly({ apiBase: TEST_API, token: 't', userName: USER, withBalance: true, onBalance: again }, same.fetchImpl);
    expect(same.calls.filter((c) => c.url.includes('GetCardBalance'))).toHaveLength(1);
    expect(again).toHaveBeenCalledTimes(1);
    expect(again).toHaveBeenCalledWith(expect.objectContaining(HOME), RAW_BALANCE);
  });

  test('nothing where a balance of that card is known on this device: the app shows it at once, as before', async () => {
    const signedIn = () => localStorage.setItem(STORAGE_KEYS.lastActivity, String(Date.now()));
    const known = { cash: 10, rides: 1, fareCaps: {} };
    signedIn();
    localStorage.setItem(STORAGE_KEYS.selectedCard, '10000001:1');
    writeLastKnown(lastKnownStorage(), USER, api.keys.balance(client, HOME), known);
    const onBalance = jest.fn();
    await askEarly({ apiBase: TEST_API, token: 't', userName: USER, withBalance: true, onBalance }, network().fetchImpl);
    expect(onBalance).not.toHaveBeenCalled();
    forgetEarlyAnswers();
    // Another card's known balance changes nothing for this one.
    localStorage.clear();
    signedIn();
    localStorage.setItem(STORAGE_KEYS.selectedCard, '10000001:1');
    writeLastKnown(lastKnownStorage(), USER, api.keys.balance(client, WORK), known);
    const again = jest.fn();
    await askEarly({ apiBase: TEST_API, token: 't', userName: USER, withBalance: true, onBalance: again }, network().fetchImpl);
    expect(again).toHaveBeenCalledTimes(1);
  });

  test('a drawing that throws changes nothing of what is asked and kept', async () => {
    const { calls, fetchImpl } = network();
    const onBalance = jest.fn(() => {
      throw new Error('drawing failed');
    });
    await expect(
      askEarly({ apiBase: TEST_API, token: 't', userName: USER, withBalance: true, onBalance }, fetchImpl),
    ).resolves.toBeUndefined();
    expect(calls).toHaveLength(3);
    expect(arrivedEarlyAnswer(url(api.keys.balance(client, WORK)))).toBeDefined();
  });
});

test('an answer still coming is waited for (arrivingEarlyAnswer), as a copy; one the entry will not ask, not', async () => {
  let releaseCards: (r: Response) => void = () => {};
  const { fetchImpl } = network({ cards: () => new Promise<Response>((resolve) => (releaseCards = resolve)) });
  const done = askEarly({ apiBase: TEST_API, token: 't', userName: USER, withBalance: false }, fetchImpl);
  const cards = url(api.keys.cards(client, USER));
  let settled = false;
  const coming = arrivingEarlyAnswer(cards).then((a) => {
    settled = true;
    return a;
  });
  await new Promise((r) => setTimeout(r, 0));
  expect(settled).toBe(false);
  releaseCards(answer(200, CARDS));
  expect(await (await (await coming)!.response).json()).toEqual(CARDS);
  await done;
  // The answer itself is still there for the page's call.
  expect(await (await takeEarlyAnswer(cards)!).json()).toEqual(CARDS);
  // Nothing under way and never asked: not waited for.
  expect(await arrivingEarlyAnswer(url(api.keys.balance(client, HOME)))).toBeUndefined();
});

test('an answer in is given for the first render only while it was asked within `within` (the page’s calls: 5 s)', async () => {
  let clock = 1_000;
  await askEarly({ apiBase: TEST_API, token: 't', userName: USER, withBalance: false }, network().fetchImpl, () => clock);
  const cards = url(api.keys.cards(client, USER));
  await new Promise((r) => setTimeout(r, 0));
  clock += EARLY_FRESH_MS + 1;
  expect(arrivedEarlyAnswer(cards, clock)).toBeUndefined();
  expect(arrivedEarlyAnswer(cards, clock, 120_000)).toBeDefined();
});

test('each answer is taken once, and only while it is recent (as long as the contract’s prefetched answers)', async () => {
  expect(EARLY_FRESH_MS).toBe(PREFETCH_FRESH_MS);
  const { fetchImpl } = network();
  let clock = 1_000;
  await askEarly({ apiBase: TEST_API, token: 't', userName: USER, withBalance: true }, fetchImpl, () => clock);
  const cards = takeEarlyAnswer(url(api.keys.cards(client, USER)), clock);
  expect(await (await cards!).json()).toEqual(CARDS);
  expect(takeEarlyAnswer(url(api.keys.cards(client, USER)), clock)).toBeUndefined();
  clock += EARLY_FRESH_MS + 1;
  expect(takeEarlyAnswer(url(api.keys.balance(client, WORK)), clock)).toBeUndefined();
});

test('the calls a home tab’s release declares go out with the balance, at the addresses its calls use', async () => {
  localStorage.setItem(STORAGE_KEYS.selectedCard, '10000001:1');
  const reload = network();
  await askEarly({ apiBase: TEST_API, token: 't', userName: USER, withBalance: true, callsFor: RELOAD_CALLS }, reload.fetchImpl);
  expect(reload.calls.map((c) => c.url)).toEqual([
    url(api.keys.cards(client, USER)),
    url(api.keys.balance(client, HOME)),
    url(api.keys.rules(client, HOME)),
    url(api.keys.products(client, HOME)),
    url(api.keys.fareCaps(client, 1, RAW_BALANCE.ClassID)),
  ]);
  forgetEarlyAnswers();
  const manage = network();
  await askEarly({ apiBase: TEST_API, token: 't', userName: USER, withBalance: true, callsFor: MANAGE_CALLS }, manage.fetchImpl);
  expect(manage.calls.map((c) => c.url)).toContain(url(api.keys.clientCard(client, HOME)));
  forgetEarlyAnswers();
  // A mobile card's holder is read through the mobile variant, as the page's call reads it.
  const mobile = { cardNumber: '80000008', cardType: MOBILE_CARD_TYPE };
  const phone = network({ cards: async () => answer(200, [{ ...mobile, userName: 'Phone' }]) });
  await askEarly({ apiBase: TEST_API, token: 't', userName: USER, withBalance: true, callsFor: MANAGE_CALLS }, phone.fetchImpl);
  expect(phone.calls.map((c) => c.url)).toContain(url(api.keys.clientCard(client, mobile)));
  forgetEarlyAnswers();
  // A tab that declares none asks nothing more than the balance.
  const balance = network();
  await askEarly({ apiBase: TEST_API, token: 't', userName: USER, withBalance: true }, balance.fetchImpl);
  expect(balance.calls).toHaveLength(3);
});

test('an answer in is given as a copy for the first render, and stays for the page’s call to take', async () => {
  let release: (r: Response) => void = () => {};
  const { fetchImpl } = network({ cards: () => new Promise<Response>((resolve) => (release = resolve)) });
  const done = askEarly({ apiBase: TEST_API, token: 't', userName: USER, withBalance: false }, fetchImpl);
  const cards = url(api.keys.cards(client, USER));
  expect(arrivedEarlyAnswer(cards)).toBeUndefined(); // asked, not in
  release(answer(200, CARDS));
  await done;
  expect(await (await arrivedEarlyAnswer(cards)!.response).json()).toEqual(CARDS);
  expect(await (await takeEarlyAnswer(cards)!).json()).toEqual(CARDS);
  expect(arrivedEarlyAnswer(cards)).toBeUndefined(); // taken
});

test('a failed request nobody takes is not an unhandled rejection', async () => {
  const unhandled = jest.fn();
  process.on('unhandledRejection', unhandled);
  const { fetchImpl } = network({ cards: () => Promise.reject(new TypeError('Failed to fetch')) });
  await askEarly({ apiBase: TEST_API, token: 't', userName: USER, withBalance: true }, fetchImpl);
  await new Promise((r) => setTimeout(r, 10));
  process.off('unhandledRejection', unhandled);
  expect(unhandled).not.toHaveBeenCalled();
});

describe('when the first render’s answers are all asked (onAsked, which the entry’s app waits for on a first visit)', () => {
  const tick = () => new Promise((r) => setTimeout(r, 0));

  test('once the fresh list’s balance is in and its fare caps are asked, before their answer', async () => {
    localStorage.setItem(STORAGE_KEYS.selectedCard, '10000001:1');
    let releaseBalance: (r: Response) => void = () => {};
    let releaseCaps: (r: Response) => void = () => {};
    const { calls, fetchImpl } = network({
      balance: () => new Promise<Response>((resolve) => (releaseBalance = resolve)),
      caps: () => new Promise<Response>((resolve) => (releaseCaps = resolve)),
    });
    const onAsked = jest.fn(() => calls.map((c) => c.url));
    const done = askEarly({ apiBase: TEST_API, token: 't', userName: USER, withBalance: true, callsFor: RELOAD_CALLS, onAsked }, fetchImpl);
    await tick();
    // The list is in and the balance asked (with the tab's own calls): not yet.
    expect(calls.some((c) => c.url.includes('GetCardBalance'))).toBe(true);
    expect(onAsked).not.toHaveBeenCalled();
    releaseBalance(answer(200, RAW_BALANCE));
    await tick();
    expect(onAsked).toHaveBeenCalledTimes(1);
    // By then the fare caps were asked too.
    expect(onAsked.mock.results[0]!.value).toContain(url(api.keys.fareCaps(client, 1, RAW_BALANCE.ClassID)));
    releaseCaps(answer(200, FARE_CAPS));
    await done;
    expect(onAsked).toHaveBeenCalledTimes(1);
  });

  test('once nothing more will be asked: a failed or odd list, no card, a failed balance, or no balance wanted', async () => {
    const cases: Array<[Parameters<typeof network>[0], boolean]> = [
      [{ cards: async () => answer(500, 'down') }, true],
      [{ cards: async () => answer(200, { not: 'a list' }) }, true],
      [{ cards: async () => answer(200, []) }, true],
      [{ balance: async () => answer(500, 'down') }, true],
      [{}, false],
    ];
    for (const [over, withBalance] of cases) {
      const onAsked = jest.fn();
      await askEarly({ apiBase: TEST_API, token: 't', userName: USER, withBalance, onAsked }, network(over).fetchImpl);
      expect(onAsked).toHaveBeenCalledTimes(1);
      forgetEarlyAnswers();
    }
  });

  test('not for a last known list’s card: the card the fresh list selects is the one the page shows', async () => {
    localStorage.setItem(STORAGE_KEYS.lastActivity, String(Date.now())); // signed in
    writeLastKnown(lastKnownStorage(), USER, api.keys.cards(client, USER), [{ ...HOME, userName: 'Home' }]);
    let releaseCards: (r: Response) => void = () => {};
    const { fetchImpl } = network({ cards: () => new Promise<Response>((resolve) => (releaseCards = resolve)) });
    const onAsked = jest.fn();
    const done = askEarly({ apiBase: TEST_API, token: 't', userName: USER, withBalance: true, onAsked }, fetchImpl);
    await tick();
    // The last known card's balance is in; the fresh list is not.
    expect(onAsked).not.toHaveBeenCalled();
    releaseCards(answer(200, CARDS));
    await done;
    expect(onAsked).toHaveBeenCalledTimes(1);
  });

  test('once the entry gives up: no valid config, or no customer signed in', async () => {
    const onAsked = jest.fn();
    await startEarlyAnswers(Promise.resolve(null), { withBalance: true, onAsked });
    expect(onAsked).toHaveBeenCalledTimes(1);
  });
});

test('while the entry may still ask for an address, the page waits for its answer; when it will not, it asks itself', async () => {
  let giveConfig: (c: ReturnType<typeof testConfig> | null) => void = () => {};
  const started = startEarlyAnswers(new Promise((resolve) => (giveConfig = resolve)), { withBalance: true });
  let settled = false;
  const waiting = earlyAnswer(url(api.keys.cards(client, USER))).then((a) => {
    settled = true;
    return a;
  });
  await new Promise((r) => setTimeout(r, 0));
  expect(settled).toBe(false);
  giveConfig(null); // the config was not valid: nothing is asked
  await started;
  expect(await waiting).toBeUndefined();
});

describe("the page's client reads the early answers (earlyAnswer, as ApiProvider gives it)", () => {
  /** The page's API client as ApiProvider makes it, with the network behind it recorded. */
  function pageClient() {
    const pageFetch = jest.fn(async () => answer(500, 'should not be asked'));
    const g = globalThis as { fetch?: typeof fetch };
    const before = g.fetch;
    g.fetch = pageFetch as unknown as typeof fetch;
    afterTest.push(() => (g.fetch = before));
    const onError = jest.fn();
    const onUnauthorized = jest.fn();
    const getAccessToken = jest.fn(async () => 't');
    const page = createApiClient({ apiBase: TEST_API, getAccessToken, onUnauthorized, onError, earlyAnswer });
    return { page, pageFetch, onError, onUnauthorized, getAccessToken };
  }

  test('the card list and the balance are read from them, with no second request', async () => {
    localStorage.setItem(STORAGE_KEYS.selectedCard, '10000001:1');
    const { calls, fetchImpl } = network();
    await askEarly({ apiBase: TEST_API, token: 't', userName: USER, withBalance: true }, fetchImpl);
    const { page, pageFetch, getAccessToken } = pageClient();
    const cards = await api.cards.list(page, USER);
    expect(cards.map((c) => c.cardNumber)).toEqual(['20000002', '10000001']);
    const balance = await api.cards.balance(page, HOME);
    expect(balance).toMatchObject({ cardNumber: '10000001', cash: 12.5 });
    expect(calls).toHaveLength(3);
    expect(pageFetch).not.toHaveBeenCalled();
    // The entry's token went with them: MSAL is not asked for one the page would not send.
    expect(getAccessToken).not.toHaveBeenCalled();
  });

  test('a tab’s own first calls are read from them too, with no second request', async () => {
    const { calls, fetchImpl } = network();
    await askEarly({ apiBase: TEST_API, token: 't', userName: USER, withBalance: true, callsFor: RELOAD_CALLS }, fetchImpl);
    const { page, pageFetch } = pageClient();
    expect(await api.rules.list(page, WORK)).toEqual([]);
    expect(await api.products.forCard(page, WORK)).toEqual([]);
    expect(calls).toHaveLength(5);
    expect(pageFetch).not.toHaveBeenCalled();
  });

  test('a failure is reported as any other: a toast for an error, the sign-out for a 401', async () => {
    const { fetchImpl } = network({ cards: async () => answer(503, { message: 'Service down' }) });
    await askEarly({ apiBase: TEST_API, token: 't', userName: USER, withBalance: true }, fetchImpl);
    const { page, onError, onUnauthorized } = pageClient();
    await expect(api.cards.list(page, USER)).rejects.toMatchObject({ status: 503 });
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ status: 503, message: 'Service down' }));
    expect(onError).toHaveBeenCalledTimes(1);

    forgetEarlyAnswers();
    const expired = network({ cards: async () => answer(401, '') });
    await askEarly({ apiBase: TEST_API, token: 't', userName: USER, withBalance: false }, expired.fetchImpl);
    await expect(api.cards.list(page, USER)).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledTimes(1);
  });

  test('a call the entry never asks for goes to the network at once, even while the entry is asking', async () => {
    void startEarlyAnswers(new Promise(() => undefined), { withBalance: true });
    const { page, pageFetch, getAccessToken } = pageClient();
    pageFetch.mockImplementation(async () => answer(200, [{ iCodTipoTarjeta: 1, vchDescripcion: 'Adult' }]));
    expect(await api.cards.types(page)).toEqual([{ id: 1, description: 'Adult' }]);
    expect(pageFetch).toHaveBeenCalledTimes(1);
    expect(getAccessToken).toHaveBeenCalledTimes(1);
  });
});
