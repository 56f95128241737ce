import { clearPortalStorage, STORAGE_KEYS } from '@portal/contract';
import {
  SESSION_MARKER_KEY,
  LAST_KNOWN_KEY,
  LAST_KNOWN_MAX_AGE_MS,
  LAST_KNOWN_MAX_ENTRIES,
  forgetLastKnown,
  isRemembered,
  keepsCardList,
  readLastKnown,
  writeLastKnown,
} from './lastKnown';

const BALANCE = 'Card/GetCardBalance?cardNumber=10000001&cardType=1';
const HISTORY = 'Card/GetHistory?cardNumber=10000001&cardType=1';
const CARDS = 'Card/GetCards?userName=demo%40transit.example';
const balance = { cardNumber: '10000001', cash: 12.5, rides: 3, fareCaps: { rules: [] } };
const T0 = Date.UTC(2026, 10, 24, 15, 42);

// A signed-in session: its last activity is in storage (every sign-out removes it).
beforeEach(() => {
  localStorage.clear();
  localStorage.setItem(STORAGE_KEYS.lastActivity, String(T0));
});

test('nothing is written once the session has ended, or while it is ending (the portal’s storage cleared)', () => {
  expect(SESSION_MARKER_KEY).toBe(STORAGE_KEYS.lastActivity);
  writeLastKnown(localStorage, 'demo@transit.example', BALANCE, balance, T0);
  // Logout clears the portal's storage; a balance answer that arrives after that…
  clearPortalStorage();
  writeLastKnown(localStorage, 'demo@transit.example', BALANCE, balance, T0 + 1000);
  // …is not kept: nothing of the customer is left.
  expect(localStorage.getItem(LAST_KNOWN_KEY)).toBeNull();
});

test('an answer is read back for the account that read it, with when it was read', () => {
  writeLastKnown(localStorage, 'demo@transit.example', BALANCE, balance, T0);
  expect(readLastKnown(localStorage, 'demo@transit.example', BALANCE, T0 + 60_000)).toEqual({ data: balance, at: T0 });
});

test('another account on the same browser never sees it, and its first answer replaces the record', () => {
  writeLastKnown(localStorage, 'demo@transit.example', BALANCE, balance, T0);
  writeLastKnown(localStorage, 'demo@transit.example', CARDS, [{ cardNumber: '10000001' }], T0);
  expect(readLastKnown(localStorage, 'other@transit.example', BALANCE, T0)).toBeNull();
  expect(readLastKnown(localStorage, '', BALANCE, T0)).toBeNull();

  writeLastKnown(localStorage, 'other@transit.example', HISTORY, [], T0 + 1000);
  expect(readLastKnown(localStorage, 'demo@transit.example', BALANCE, T0 + 1000)).toBeNull();
  expect(readLastKnown(localStorage, 'demo@transit.example', CARDS, T0 + 1000)).toBeNull();
  expect(localStorage.getItem(LAST_KNOWN_KEY)).not.toContain('demo@transit.example');
  expect(readLastKnown(localStorage, 'other@transit.example', HISTORY, T0 + 1000)).toEqual({ data: [], at: T0 + 1000 });
});

test('an answer older than a week is not shown, nor one from the future (a clock put back), and is dropped at the next write', () => {
  writeLastKnown(localStorage, 'demo@transit.example', BALANCE, balance, T0);
  expect(readLastKnown(localStorage, 'demo@transit.example', BALANCE, T0 + LAST_KNOWN_MAX_AGE_MS)).not.toBeNull();
  expect(readLastKnown(localStorage, 'demo@transit.example', BALANCE, T0 + LAST_KNOWN_MAX_AGE_MS + 1)).toBeNull();
  expect(readLastKnown(localStorage, 'demo@transit.example', BALANCE, T0 - 3_600_000)).toBeNull();

  writeLastKnown(localStorage, 'demo@transit.example', HISTORY, [], T0 + LAST_KNOWN_MAX_AGE_MS + 1);
  expect(localStorage.getItem(LAST_KNOWN_KEY)).not.toContain('GetCardBalance');
});

test.each([
  ['not JSON', '{"v":1,"account":"demo@transit.example","entries":{'],
  ['another version', JSON.stringify({ v: 2, account: 'demo@transit.example', entries: {} })],
  ['no account', JSON.stringify({ v: 1, entries: {} })],
  ['an entry without a time', JSON.stringify({ v: 1, account: 'demo@transit.example', entries: { [BALANCE]: { data: balance } } })],
  ['an array', '[]'],
])('a corrupt record (%s) is removed and nothing is shown; the next answer is kept', (_, raw) => {
  localStorage.setItem(LAST_KNOWN_KEY, raw);
  expect(readLastKnown(localStorage, 'demo@transit.example', BALANCE, T0)).toBeNull();
  expect(localStorage.getItem(LAST_KNOWN_KEY)).toBeNull();
  writeLastKnown(localStorage, 'demo@transit.example', BALANCE, balance, T0);
  expect(readLastKnown(localStorage, 'demo@transit.example', BALANCE, T0)?.data).toEqual(balance);
});

test('an entry that is not what its path answers with is not shown', () => {
  const record = {
    v: 1,
    account: 'demo@transit.example',
    entries: {
      [BALANCE]: { data: { cash: '12.50' }, at: T0 },
      [CARDS]: { data: [{ cardNumber: 10000001 }], at: T0 },
      [HISTORY]: { data: 'rows', at: T0 },
    },
  };
  localStorage.setItem(LAST_KNOWN_KEY, JSON.stringify(record));
  expect(readLastKnown(localStorage, 'demo@transit.example', BALANCE, T0)).toBeNull();
  expect(readLastKnown(localStorage, 'demo@transit.example', CARDS, T0)).toBeNull();
  expect(readLastKnown(localStorage, 'demo@transit.example', HISTORY, T0)).toBeNull();
});

test('only the card list, balances and histories are kept: never payment cards or personal details', () => {
  expect([CARDS, BALANCE, HISTORY].every(isRemembered)).toBe(true);
  for (const key of [
    'CreditCard/Get_Credit_Debit_Cards?email=x',
    'PersonalInfo/GetPersonalInfo?email=x',
    'Clients/GetClienteTarjeta?x=1',
  ]) {
    expect(isRemembered(key)).toBe(false);
    writeLastKnown(localStorage, 'demo@transit.example', key, { secret: true }, T0);
    expect(readLastKnown(localStorage, 'demo@transit.example', key, T0)).toBeNull();
  }
  expect(localStorage.getItem(LAST_KNOWN_KEY)).toBeNull();
});

test('the newest entries are kept when there are too many', () => {
  for (let i = 0; i < LAST_KNOWN_MAX_ENTRIES + 5; i++)
    writeLastKnown(localStorage, 'demo@transit.example', `Card/GetCardBalance?cardNumber=${i}`, balance, T0 + i);
  expect(readLastKnown(localStorage, 'demo@transit.example', 'Card/GetCardBalance?cardNumber=0', T0 + 100)).toBeNull();
  expect(
    readLastKnown(localStorage, 'demo@transit.example', `Card/GetCardBalance?cardNumber=${LAST_KNOWN_MAX_ENTRIES + 4}`, T0 + 100),
  ).not.toBeNull();
});

test('a full or blocked storage keeps nothing and throws nothing', () => {
  const full = {
    // A signed-in session's marker; nothing else.
    getItem: (key: string) => (key === STORAGE_KEYS.lastActivity ? String(T0) : null),
    setItem: () => {
      throw new DOMException('full', 'QuotaExceededError');
    },
    removeItem: jest.fn(),
  } as unknown as Storage;
  expect(() => writeLastKnown(full, 'demo@transit.example', BALANCE, balance, T0)).not.toThrow();
  expect(full.removeItem).toHaveBeenCalledWith(LAST_KNOWN_KEY);
  const blocked = {
    getItem: () => {
      throw new DOMException('blocked', 'SecurityError');
    },
  } as unknown as Storage;
  expect(readLastKnown(blocked, 'demo@transit.example', BALANCE, T0)).toBeNull();
  expect(readLastKnown(null, 'demo@transit.example', BALANCE, T0)).toBeNull();
});

test('every sign-out wipes it with the rest of the portal’s stored data', () => {
  writeLastKnown(localStorage, 'demo@transit.example', BALANCE, balance, T0);
  clearPortalStorage();
  expect(readLastKnown(localStorage, 'demo@transit.example', BALANCE, T0)).toBeNull();
  writeLastKnown(localStorage, 'demo@transit.example', BALANCE, balance, T0);
  forgetLastKnown(localStorage);
  expect(localStorage.getItem(LAST_KNOWN_KEY)).toBeNull();
});

test('a card list kept on this device, whoever it was for, tells a returning visit from a first one (keepsCardList)', () => {
  expect(keepsCardList(localStorage, T0)).toBe(false);
  // Another path's answer is not a card list.
  writeLastKnown(localStorage, 'demo@transit.example', BALANCE, balance, T0);
  expect(keepsCardList(localStorage, T0)).toBe(false);
  writeLastKnown(localStorage, 'demo@transit.example', CARDS, [{ cardNumber: '10000001', cardType: 1 }], T0);
  expect(keepsCardList(localStorage, T0)).toBe(true);
  // Too old to be shown, or from the future, is as good as none.
  expect(keepsCardList(localStorage, T0 + LAST_KNOWN_MAX_AGE_MS + 1)).toBe(false);
  expect(keepsCardList(localStorage, T0 - 2 * 60_000)).toBe(false);
  // A record that is not a card list's shape, or not JSON, neither.
  localStorage.setItem(LAST_KNOWN_KEY, JSON.stringify({ v: 1, account: 'x', entries: { [CARDS]: { at: T0, data: { not: 'a list' } } } }));
  expect(keepsCardList(localStorage, T0)).toBe(false);
  localStorage.setItem(LAST_KNOWN_KEY, '{not json');
  expect(keepsCardList(localStorage, T0)).toBe(false);
  expect(keepsCardList(null, T0)).toBe(false);
});
