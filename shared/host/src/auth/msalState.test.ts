import { hasMsalAccount, hasMsalState } from './msalState';

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

test('an account signed in: MSAL v5 lists its key (the tokens themselves are encrypted)', () => {
  localStorage.setItem('msal.version', '5.29.0');
  localStorage.setItem('msal.3.account.keys', JSON.stringify(['msal.3|home|localhost:4000|b2c_1_signupsignin']));
  expect(hasMsalAccount()).toBe(true);
  expect(hasMsalState()).toBe(true);
});

test('signed out: only MSAL version is left, which is state but no account', () => {
  localStorage.setItem('msal.version', '5.29.0');
  expect(hasMsalState()).toBe(true);
  expect(hasMsalAccount()).toBe(false);
  localStorage.setItem('msal.3.account.keys', '[]');
  expect(hasMsalAccount()).toBe(false);
});

test('a list that cannot be read, or under another name, is no account', () => {
  localStorage.setItem('msal.3.account.keys', '{not json');
  expect(hasMsalAccount()).toBe(false);
  localStorage.setItem('portal.msal.3.account.keys', '["x"]');
  expect(hasMsalAccount()).toBe(false);
  sessionStorage.setItem('msal.account.keys', '["msal|home|env"]');
  expect(hasMsalAccount()).toBe(true);
});
