import { answerInQueryOf, safeReturnPath } from './returnPath';

/** The sections table's pages whose query is a payment provider's answer (remote-reload's result pages). */
const answerInQuery = answerInQueryOf({
  sections: ['/transaction_result', '/transaction_result_saved'].map((path) => ({
    path,
    module: 'Result',
    name: { en: 'Payment result', fr: 'Résultat du paiement' },
    frame: null,
    signedIn: false,
    answerInQuery: true,
    remote: 'reload',
  })),
});

describe('safeReturnPath', () => {
  test.each([
    ['/account/payment', '/account/payment'],
    ['/home/reload?card=1#top', '/home/reload?card=1#top'],
    // A payment provider's answer is never kept to be replayed after sign-in: the page without it.
    ['/transaction_result_saved?result=Payment%20Successful', '/transaction_result_saved'],
    ['/transaction_result?x_response_code=1&x_email=a%40b.c#r', '/transaction_result'],
    ['/Transaction_Result?x_response_code=1', '/Transaction_Result'],
  ])('keeps the same-origin path %s', (input, expected) => {
    expect(safeReturnPath(input, undefined, { answerInQuery })).toBe(expected);
  });

  test('without the sections table, no page is taken for one whose query is an answer', () => {
    expect(safeReturnPath('/transaction_result?x_response_code=1')).toBe('/transaction_result?x_response_code=1');
  });

  test.each([['/home'], ['/home/'], ['/HOME'], ['/'], ['/login']])('does not restore %s', (input) => {
    expect(safeReturnPath(input)).toBeNull();
  });

  test('does not restore where sign-in lands anyway (the home frame’s first tab)', () => {
    expect(safeReturnPath('/home/balance', undefined, { landing: '/home/balance' })).toBeNull();
    expect(safeReturnPath('/Home/Balance/', undefined, { landing: '/home/balance' })).toBeNull();
    expect(safeReturnPath('/home/reload', undefined, { landing: '/home/balance' })).toBe('/home/reload');
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
