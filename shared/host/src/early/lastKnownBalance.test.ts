import { STORAGE_KEYS, type Balance } from '@portal/contract';
import { testConfig, TEST_API, CARDS, USER } from '@portal/kit/testing';
import { api, lastKnownStorage, writeLastKnown } from '@portal/kit';
import { createApiClient } from '@portal/kit/host';

/**
 * A returning customer's last known balance, drawn by the entry as soon as MSAL says who is signed in (onSignedIn,
 * decision 0019), before their token and any answer (lastKnownBalance reads it): MSAL's client is faked here, its
 * token held back.
 */
let releaseToken: (token: { accessToken: string }) => void = () => {};
const account = {
  homeAccountId: 'h',
  environment: 'e',
  tenantId: 't',
  localAccountId: 'l',
  username: USER,
  idTokenClaims: { emails: [USER] },
};
let signedIn: typeof account | null = account;
jest.mock('../auth/msalStart', () => {
  const actual = jest.requireActual<typeof import('../auth/msalStart')>('../auth/msalStart');
  return {
    ...actual,
    startMsal: async () => ({
      pca: {
        getActiveAccount: () => signedIn,
        getAllAccounts: () => (signedIn ? [signedIn] : []),
        acquireTokenSilent: () => new Promise((resolve) => (releaseToken = resolve)),
      },
      redirect: Promise.resolve(null),
    }),
  };
});

// Imported after the mock is declared (jest hoists it): the entry's module under test.
import { forgetEarlyAnswers, startEarlyAnswers } from './earlyAnswers';
import { lastKnownBalance } from '@portal/kit/last-known-balance';

const client = createApiClient({ apiBase: TEST_API, getAccessToken: async () => 't', onUnauthorized: () => {}, onError: () => {} });
const HOME = { cardNumber: '10000001', cardType: 1, userName: 'Home' };
const WORK = { cardNumber: '20000002', cardType: 1, userName: 'Work' };
const KEPT: Balance = { cash: 7.25, rides: 2, fareCaps: {} } as unknown as Balance;
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/** This device as a returning customer's: signed in, their card list and `card`'s balance kept at `at`. */
function returning(owner: string, card: typeof HOME, at: number): void {
  localStorage.setItem(STORAGE_KEYS.lastActivity, String(Date.now()));
  writeLastKnown(lastKnownStorage(), owner, api.keys.cards(client, owner), CARDS, at);
  writeLastKnown(lastKnownStorage(), owner, api.keys.balance(client, card), KEPT, at);
}

const fetchSpy = jest.fn(async () => {
  throw new Error('no request is made before the token');
});
beforeEach(() => {
  signedIn = account;
  global.fetch = fetchSpy as unknown as typeof fetch;
});
afterEach(() => {
  releaseToken({ accessToken: 't' });
  forgetEarlyAnswers();
  localStorage.clear();
  fetchSpy.mockClear();
});

test('the card the page will select from the kept list (the remembered one, else the first) and its kept balance', () => {
  const at = Date.now() - 60_000;
  returning(USER, HOME, at);
  localStorage.setItem(STORAGE_KEYS.selectedCard, '10000001:1');
  expect(lastKnownBalance(USER)).toEqual({ card: expect.objectContaining({ cardNumber: '10000001', cardType: 1 }), balance: KEPT, at });
  // Without a remembered card the list's first (Work) is selected, and its balance is not kept: nothing.
  localStorage.removeItem(STORAGE_KEYS.selectedCard);
  expect(lastKnownBalance(USER)).toBeNull();
  returning(USER, WORK, at);
  expect(lastKnownBalance(USER)?.card).toEqual(expect.objectContaining({ cardNumber: '20000002' }));
});

test('nothing of another account’s record, or without a kept list', () => {
  returning('someone.else@transit.example', HOME, Date.now());
  localStorage.setItem(STORAGE_KEYS.selectedCard, '10000001:1');
  expect(lastKnownBalance(USER)).toBeNull();
  localStorage.clear();
  expect(lastKnownBalance(USER)).toBeNull();
});

test('who is signed in, given once MSAL says so, before the token and any request; not off a home tab', async () => {
  const onSignedIn = jest.fn();
  void startEarlyAnswers(Promise.resolve(testConfig()), { withBalance: true, onSignedIn });
  await flush();
  expect(onSignedIn).toHaveBeenCalledTimes(1);
  expect(onSignedIn).toHaveBeenCalledWith(USER);
  expect(fetchSpy).not.toHaveBeenCalled();
  releaseToken({ accessToken: 't' });
  forgetEarlyAnswers();
  const offHome = jest.fn();
  void startEarlyAnswers(Promise.resolve(testConfig()), { withBalance: false, onSignedIn: offHome });
  await flush();
  expect(offHome).not.toHaveBeenCalled();
});

test('nobody signed in, or no config: not given', async () => {
  const onSignedIn = jest.fn();
  signedIn = null;
  void startEarlyAnswers(Promise.resolve(testConfig()), { withBalance: true, onSignedIn });
  await flush();
  signedIn = account;
  void startEarlyAnswers(Promise.resolve(null), { withBalance: true, onSignedIn });
  await flush();
  expect(onSignedIn).not.toHaveBeenCalled();
});

test('a drawing that throws changes nothing: the token is still asked for and the calls go out', async () => {
  const onSignedIn = jest.fn(() => {
    throw new Error('drawing failed');
  });
  fetchSpy.mockImplementation(
    async () =>
      ({
        ok: false,
        status: 500,
        clone() {
          return this;
        },
        json: async () => null,
      }) as never,
  );
  const done = startEarlyAnswers(Promise.resolve(testConfig()), { withBalance: true, onSignedIn });
  await flush();
  releaseToken({ accessToken: 't' });
  await done;
  expect(onSignedIn).toHaveBeenCalledTimes(1);
  expect(fetchSpy).toHaveBeenCalled();
});
