import { safeReturnPath } from './returnPath';

describe('safeReturnPath', () => {
  test.each([
    ['/account/payment', '/account/payment'],
    ['/home/reload?card=1#top', '/home/reload?card=1#top'],
    // A payment provider's answer is never kept to be replayed after sign-in: the page without it.
    ['/transaction_result_saved?result=Payment%20Successful', '/transaction_result_saved'],
    ['/transaction_result?x_response_code=1&x_email=a%40b.c#r', '/transaction_result'],
    ['/Transaction_Result?x_response_code=1', '/Transaction_Result'],
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
