import { createApiClient } from '../api/client';
import { ADD_CARD_MESSAGES, addCardSchema, addCardToAccount } from './addCard';

const errorsOf = async (values: Record<string, string>) => {
  try {
    await addCardSchema.validate(values, { abortEarly: false });
    return {};
  } catch (e) {
    return Object.fromEntries((e as { inner: Array<{ path: string; message: string }> }).inner.map((i) => [i.path, i.message]));
  }
};

describe('add card form', () => {
  test('card number required and numeric, type required, label optional', async () => {
    expect(await errorsOf({ cardNumber: '', cardType: '', label: '' })).toEqual({
      cardNumber: ADD_CARD_MESSAGES.numberRequired,
      cardType: ADD_CARD_MESSAGES.typeRequired,
    });
    expect(await errorsOf({ cardNumber: '1234-5678', cardType: '1', label: '' })).toEqual({ cardNumber: ADD_CARD_MESSAGES.numberNumeric });
    expect(await errorsOf({ cardNumber: ' 20000001 ', cardType: '1', label: '' })).toEqual({});
    expect(await errorsOf({ cardNumber: '20000001', cardType: '1', label: 'x'.repeat(51) })).toEqual({
      label: ADD_CARD_MESSAGES.labelLength,
    });
  });
});

describe('add card flow', () => {
  const calls: string[] = [];
  const apiWith = (answers: Record<string, { status?: number; body: unknown }>) =>
    createApiClient({
      apiBase: 'https://api.test/api/',
      getAccessToken: async () => 't',
      onUnauthorized: () => undefined,
      onError: () => undefined,
      fetchImpl: (async (input: RequestInfo | URL, init?: RequestInit) => {
        const url = new URL(String(input));
        const path = url.pathname.replace('/api/', '');
        calls.push(`${init?.method ?? 'GET'} ${path}${init?.body ? ` ${String(init.body)}` : ''}`);
        const a = answers[path] ?? { status: 404, body: { message: 'Card not found' } };
        const status = a.status ?? 200;
        return { ok: status < 400, status, text: async () => JSON.stringify(a.body) } as Response;
      }) as typeof fetch,
    });
  beforeEach(() => {
    calls.length = 0;
  });

  test.each([
    ['Active*2', false, 'Cannot add a corporate card'],
    ['Not Sold*1', false, 'Card is not sold'],
    ['Active*1', true, 'Card is already assigned to an account'],
  ])('status %s, assigned %s: refused with %s, nothing assigned', async (status, assigned, message) => {
    const client = apiWith({ 'Card/GetCardActivationStatus': { body: status }, 'Card/IsAssigned': { body: assigned } });
    expect(await addCardToAccount(client, { cardNumber: '20000002', cardType: '1', label: '' })).toEqual({ problem: message });
    expect(calls.some((c) => c.startsWith('POST'))).toBe(false);
  });

  test('an unknown number is refused on the field', async () => {
    expect(await addCardToAccount(apiWith({}), { cardNumber: '99999999', cardType: '1', label: '' })).toEqual({
      problem: 'Card not found',
    });
  });

  test('an addable card is assigned with its label and returned', async () => {
    const client = apiWith({
      'Card/GetCardActivationStatus': { body: 'Active*1' },
      'Card/IsAssigned': { body: false },
      'Card/AssignCardToUser': { body: {} },
    });
    expect(await addCardToAccount(client, { cardNumber: ' 20000001', cardType: '1', label: ' Work ' })).toEqual({
      card: { cardNumber: '20000001', cardType: 1, userName: 'Work' },
    });
    expect(calls).toContain('POST Card/AssignCardToUser {"userName":"Work","cardNumber":"20000001","cardType":1}');
  });
});
