import { safeReturnPath } from './returnPath';

describe('safeReturnPath', () => {
  test.each([
    ['/account/payment', '/account/payment'],
    ['/home/reload?card=1#top', '/home/reload?card=1#top'],
    ['/transaction_result_saved?result=Payment%20Successful', '/transaction_result_saved?result=Payment%20Successful'],
  ])('keeps the same-origin path %s', (input, expected) => {
    expect(safeReturnPath(input)).toBe(expected);
  });

  test.each([['/home/balance'], ['/home/balance/'], ['/HOME/BALANCE'], ['/'], ['/login']])('does not restore %s', (input) => {
    expect(safeReturnPath(input)).toBeNull();
  });

  test.each([
    ['https://evil.example/account'],
    ['//evil.example/account'],
    ['/\\evil.example'],
    ['javascript:alert(1)'],
    ['account/payment'],
    [''],
    [null],
    [42],
    ['/account\npayment'],
    ['/%2F%2Fevil.example'.replace('%2F%2F', '//')],
  ])('refuses %p', (input) => {
    expect(safeReturnPath(input)).toBeNull();
  });
});
