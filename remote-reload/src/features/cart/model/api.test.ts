import { recordingClient } from '@portal/kit/testing';
import { ApiError } from '@portal/contract';
import { answerLost, paymentStatus, payWithSavedCard, saveCard, startHosted, toCartValidation, validateCart } from './api';

describe("the cart's calls", () => {
  test('validation errors from the dictionary, card and product lists', () => {
    expect(
      toCartValidation({
        status: 1,
        cardAndProductErrorsDict: { '10000001': [{ cardId: 10000001, productName: 'Pass', status: 8 }] },
        cardErrors: [{ cardId: '2', status: 19 }],
        productErrors: null,
      }),
    ).toEqual({
      status: 1,
      cardAndProductErrors: [{ cardId: '10000001', productName: 'Pass', status: 8 }],
      cardErrors: [{ cardId: '2', productName: null, status: 19 }],
      productErrors: [],
    });
  });

  test("the cart is validated with spec 3's fixed fields; an answer that is not an object is a clear failure", async () => {
    const { client, sent } = recordingClient([{ status: 0, cardAndProductErrorsDict: [] }, ['not', 'an', 'object']]);
    const cart = [{ cardId: '10000001', cardTypeId: 1, products: [{ name: 'E-Cash', productId: 0 as const, amount: 20 }] }];
    expect(await validateCart(client, cart)).toEqual({ status: 0, cardAndProductErrors: [], cardErrors: [], productErrors: [] });
    expect(sent[0]).toMatchObject({
      method: 'POST',
      url: 'v2/Payment/ValidateCart',
      body: { cart: [{ ...cart[0], targetCardClassId: 0 }], paymentMethodId: 0, productTableDeviceTypeId: 5 },
    });
    await expect(validateCart(client, cart)).rejects.toThrow('could not read');
  });

  test('the hosted payment page must be an http(s) address', async () => {
    const start = (url: unknown) =>
      startHosted(
        recordingClient([{ PaymentPageUrl: url, Xlogin: 'l', Xfphash: 'h', Xfptimestamp: '1', Xfpsequence: '2', TransactionId: 'T' }])
          .client,
        { userName: 'a', name: 'a', productList: '[]', total: 1, transactionDate: 'x' },
        'K1',
      );
    await expect(start('javascript:alert(1)')).rejects.toThrow('could not read');
    await expect(start('not a url')).rejects.toThrow('could not read');
    await expect(
      startHosted(
        recordingClient(['not what was asked']).client,
        {
          userName: 'a',
          name: 'a',
          productList: '[]',
          total: 1,
          transactionDate: 'x',
        },
        'K1',
      ),
    ).rejects.toThrow('(Payments/StartPaymentTransaction)');
    await expect(start('https://pay.example/page')).resolves.toMatchObject({
      paymentPageUrl: 'https://pay.example/page',
      transactionId: 'T',
    });
  });

  test("an approved payment's card is saved by the hosted page's token, default as 1 or 0", async () => {
    const { client, sent } = recordingClient([
      { Card_ID: 'tok', Card_Number: '############1111', Default_Card: 1, email: 'a@b.c', transaction_Tag: '9', auth_Code: 'OK' },
    ]);
    const saved = await saveCard(client, {
      cardId: 'tok',
      email: 'a@b.c',
      cardNumber: '############1111',
      transactionTag: '9',
      authCode: 'OK',
      isDefault: true,
    });
    expect(saved).toMatchObject({ cardId: 'tok', isDefault: true });
    expect(sent[0]).toMatchObject({
      method: 'POST',
      url: 'CreditCard/Save_Credit_Debit_Card',
      body: { card_ID: 'tok', email: 'a@b.c', card_Number: '############1111', transaction_Tag: '9', auth_Code: 'OK', default_Card: 1 },
    });
  });

  test("each payment request carries its attempt's Idempotency-Key", async () => {
    const { client, sent } = recordingClient([
      { PaymentPageUrl: 'https://pay.example/p', Xlogin: 'l', Xfphash: 'h', Xfptimestamp: '1', Xfpsequence: '2', TransactionId: 'T' },
      { PaymentResult: 'Payment Successful', TransactionKey: 'k' },
    ]);
    const request = { userName: 'a', name: 'a', productList: '[]', total: 1, transactionDate: 'x' };
    await startHosted(client, request, 'attempt-1');
    await payWithSavedCard(client, request, 'attempt-2');
    expect(sent.map((r) => [r.url, r.headers['Idempotency-Key']])).toEqual([
      ['Payments/StartPaymentTransaction', 'attempt-1'],
      ['Payments/PaymentWithSavedCreditCard', 'attempt-2'],
    ]);
  });

  test('what became of a payment is asked by its transaction or its key; its page expiry is read', async () => {
    const { client, sent } = recordingClient([
      { Status: 'pending', TransactionId: 'T', ExpiresAt: '2026-12-07T22:20:00.000Z' },
      { Status: 'paid', TransactionId: 'T2', TransactionKey: 'k' },
    ]);
    expect(await paymentStatus(client, { transactionId: 'T' })).toEqual({
      status: 'pending',
      transactionId: 'T',
      transactionKey: '',
      expiresAt: Date.parse('2026-12-07T22:20:00.000Z'),
    });
    expect(await paymentStatus(client, { idempotencyKey: 'K' })).toEqual({
      status: 'paid',
      transactionId: 'T2',
      transactionKey: 'k',
      expiresAt: null,
    });
    expect(sent.map((r) => r.url)).toEqual(['Payments/TransactionStatus?transactionId=T', 'Payments/TransactionStatus?idempotencyKey=K']);
  });

  test('a lost answer (no connection, an unreadable answer, a server failure) is told apart from a refusal', () => {
    expect(answerLost(new ApiError(0, 'unreachable'))).toBe(true);
    expect(answerLost(new ApiError(502, 'bad gateway'))).toBe(true);
    expect(answerLost(new ApiError(409, 'Cart validation error'))).toBe(false);
    expect(answerLost(new ApiError(422, 'another body'))).toBe(false);
    expect(answerLost(new Error('not an API error'))).toBe(false);
  });
});
