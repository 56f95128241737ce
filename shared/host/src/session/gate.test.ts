import { STORAGE_KEYS } from '@portal/contract';
import { GATE_KEYS, gateSession, lastActivityIn } from './gate';

const T = Date.UTC(2026, 10, 25, 12, 0);
const min = 60_000;

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

/** A browser left signed in: MSAL's state, the portal's data, the time of the last input. */
function signedIn(lastActivity: number | string | null) {
  localStorage.setItem('msal.account.keys', '["a"]');
  localStorage.setItem('portal.lastKnown', '{"v":1}');
  localStorage.setItem('portal.cart', '[]');
  localStorage.setItem('portal.pendingPayment', '{}');
  sessionStorage.setItem('portal.returnTo', '/home/reload');
  if (lastActivity !== null) localStorage.setItem(STORAGE_KEYS.lastActivity, String(lastActivity));
}

test('its keys are the runtime contract’s', () => {
  expect(GATE_KEYS).toEqual({ lastActivity: STORAGE_KEYS.lastActivity, signOutReason: STORAGE_KEYS.signOutReason });
});

test('past the limit (a shared computer, 20 minutes later): every portal key wiped before anything is read, the reason kept', () => {
  signedIn(T - 20 * min);
  expect(gateSession(15, { now: T })).toBe('expired');
  // Only the stale mark of the last input stays (see the next test).
  expect(Object.keys(localStorage).filter((k) => k.startsWith('portal.'))).toEqual([STORAGE_KEYS.lastActivity]);
  expect(localStorage.getItem(STORAGE_KEYS.lastActivity)).toBe(String(T - 20 * min));
  expect(Object.keys(sessionStorage)).toEqual([STORAGE_KEYS.signOutReason]);
  expect(sessionStorage.getItem(STORAGE_KEYS.signOutReason)).toBe('idle');
  // MSAL's own state is for the caller to end (at the provider), not wiped here.
  expect(localStorage.getItem('msal.account.keys')).toBe('["a"]');
});

test('one decision per browser: every later caller (a second widget, a tab opened together) answers expired until a fresh sign-in', () => {
  signedIn(T - 20 * min);
  expect(gateSession(15, { now: T })).toBe('expired');
  // MSAL's cache is still there (the first caller is on its way to the provider): the second caller, a moment later.
  expect(localStorage.getItem('msal.account.keys')).toBe('["a"]');
  expect(gateSession(15, { now: T + 50 })).toBe('expired');
  expect(gateSession(15, { now: T + 5 * min })).toBe('expired');
  expect(localStorage.getItem(STORAGE_KEYS.lastActivity)).toBe(String(T - 20 * min));
  // A fresh sign-in writes a new mark (initMsal): live again.
  localStorage.setItem(STORAGE_KEYS.lastActivity, String(T + 6 * min));
  expect(gateSession(15, { now: T + 6 * min })).toBe('live');
});

test("once MSAL's account is gone (the session ended), the stale mark has nothing to protect: it goes, and the provider's answer can be read", () => {
  signedIn(T - 20 * min);
  expect(gateSession(15, { now: T })).toBe('expired');
  // The first caller ended the session: MSAL keeps only its version key.
  localStorage.removeItem('msal.account.keys');
  localStorage.setItem('msal.version', '4');
  expect(gateSession(15, { now: T + 1000 })).toBe('none');
  expect(localStorage.getItem(STORAGE_KEYS.lastActivity)).toBeNull();
});

test('a host that lends its token is told once, and its own session counts from now', () => {
  localStorage.setItem(STORAGE_KEYS.lastActivity, String(T - 20 * min));
  localStorage.setItem('portal.cart', '[]');
  expect(gateSession(15, { now: T, signedIn: true })).toBe('expired');
  expect(localStorage.getItem('portal.cart')).toBeNull();
  expect(gateSession(15, { now: T + 1, signedIn: true })).toBe('live');
});

test('at the limit exactly it has passed; a moment before it has not', () => {
  signedIn(T - 15 * min);
  expect(gateSession(15, { now: T })).toBe('expired');
  signedIn(T - 15 * min + 1);
  expect(gateSession(15, { now: T })).toBe('live');
  expect(localStorage.getItem('portal.lastKnown')).toBe('{"v":1}');
});

test('within the limit: live, nothing touched; a missing or unusable time starts counting now', () => {
  signedIn(T - 5 * min);
  expect(gateSession(15, { now: T })).toBe('live');
  expect(localStorage.getItem(STORAGE_KEYS.lastActivity)).toBe(String(T - 5 * min));
  for (const garbage of [null, 'soon', String(T + 60 * min), '-5']) {
    localStorage.clear();
    signedIn(garbage);
    expect(gateSession(15, { now: T })).toBe('live');
    expect(localStorage.getItem(STORAGE_KEYS.lastActivity)).toBe(String(T));
  }
});

test('nobody signed in: nothing to check, nothing written', () => {
  localStorage.setItem(STORAGE_KEYS.lastActivity, String(T - 60 * min));
  expect(gateSession(15, { now: T })).toBe('none');
  expect(localStorage.getItem(STORAGE_KEYS.lastActivity)).toBe(String(T - 60 * min));
  // A host that lends its token says the customer is signed in.
  expect(gateSession(15, { now: T, signedIn: true })).toBe('expired');
});

test('the time of the last input, as stored', () => {
  localStorage.setItem(STORAGE_KEYS.lastActivity, String(T - 1000));
  expect(lastActivityIn(localStorage, T)).toBe(T - 1000);
  expect(
    lastActivityIn(
      {
        getItem: () => {
          throw new DOMException('blocked', 'SecurityError');
        },
      },
      T,
    ),
  ).toBeNull();
});
