import { createApiClient, SignedOutError } from './client';
import { ApiError } from '@portal/contract';

type Call = { url: string; init: RequestInit };
function fakeFetch(status: number, body: unknown) {
  const calls: Call[] = [];
  const impl = jest.fn(async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    const text = typeof body === 'string' ? body : JSON.stringify(body);
    return { ok: status < 400, status, text: async () => text } as Response;
  });
  return { calls, impl: impl as unknown as typeof fetch };
}

const setup = (status: number, body: unknown) => {
  const f = fakeFetch(status, body);
  const onUnauthorized = jest.fn();
  const onError = jest.fn();
  const client = createApiClient({
    apiBase: 'https://api.example/api',
    getAccessToken: async () => 'tok',
    onUnauthorized,
    onError,
    fetchImpl: f.impl,
  });
  return { ...f, client, onUnauthorized, onError };
};

describe('api client', () => {
  test('signing out: no call is made, no token asked; an answer that arrives after is dropped unread, with no toast', async () => {
    let active = true;
    let release: (r: Response) => void = () => undefined;
    const getAccessToken = jest.fn(async () => 'tok');
    const onError = jest.fn();
    const fetchImpl = jest.fn(() => new Promise<Response>((resolve) => (release = resolve)));
    const client = createApiClient({
      apiBase: 'https://api.example/api',
      getAccessToken,
      onUnauthorized: jest.fn(),
      onError,
      fetchImpl: fetchImpl as unknown as typeof fetch,
      active: () => active,
    });
    // A balance asked before Logout, answered after it.
    const late = client.request('GET', 'Card/GetCardBalance', { query: { cardNumber: '1' } });
    await new Promise((r) => setTimeout(r, 0));
    active = false;
    const info = jest.spyOn(console, 'info').mockImplementation(() => undefined);
    const text = jest.fn(async () => JSON.stringify({ cash: 12.5 }));
    release({ ok: true, status: 200, text } as unknown as Response);
    await expect(late).rejects.toBeInstanceOf(SignedOutError);
    expect(text).not.toHaveBeenCalled();
    expect(info).toHaveBeenCalledWith('[portal] an answer that arrived after sign-out was dropped unread: GET Card/GetCardBalance');
    info.mockRestore();
    // Nothing more goes out, and nobody is told of a failure.
    getAccessToken.mockClear();
    await expect(client.request('GET', 'Card/GetCards')).rejects.toBeInstanceOf(SignedOutError);
    expect(getAccessToken).not.toHaveBeenCalled();
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(onError).not.toHaveBeenCalled();
  });

  test('sends the bearer token to the configured API and parses JSON', async () => {
    const { client, calls } = setup(200, [{ cardNumber: '1' }]);
    await expect(client.request('GET', 'Card/GetCards', { query: { userName: 'a@b.c' } })).resolves.toEqual([{ cardNumber: '1' }]);
    expect(calls[0]!.url).toBe('https://api.example/api/Card/GetCards?userName=a%40b.c');
    expect((calls[0]!.init.headers as Record<string, string>).Authorization).toBe('Bearer tok');
    expect(calls[0]!.init.credentials).toBe('omit');
  });

  test('public calls carry no token', async () => {
    const { client, calls } = setup(200, { success: true });
    await client.request('POST', 'UserLogin/ConfirmUser', { body: { userId: 'u', token: 't' }, auth: false });
    expect((calls[0]!.init.headers as Record<string, string>).Authorization).toBeUndefined();
    expect(calls[0]!.init.body).toBe('{"userId":"u","token":"t"}');
  });

  test('never sends the token outside the API base', async () => {
    const { client, calls } = setup(200, {});
    await expect(client.request('GET', 'https://evil.example/steal')).rejects.toThrow('outside the API');
    await expect(client.request('GET', '../banner.json')).rejects.toThrow('outside the API');
    expect(calls).toHaveLength(0);
  });

  test('401 on an authenticated call logs out and shows no toast', async () => {
    const { client, onUnauthorized, onError } = setup(401, { message: 'expired' });
    await expect(client.request('GET', 'Card/GetCards')).rejects.toBeInstanceOf(ApiError);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(onError).not.toHaveBeenCalled();
  });

  test('other failures report the server message (message, Error or text)', async () => {
    for (const [body, message] of [
      [{ message: 'Card not found' }, 'Card not found'],
      [{ Error: 'Bad link' }, 'Bad link'],
      ['Gateway down', 'Gateway down'],
      ['', 'The server answered 500'],
    ] as const) {
      const { client, onError, onUnauthorized } = setup(500, body);
      await expect(client.request('GET', 'Card/GetCards')).rejects.toMatchObject({ status: 500, message });
      expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message }));
      expect(onUnauthorized).not.toHaveBeenCalled();
    }
  });

  test('quiet calls leave the failure to the caller; a network failure is reported', async () => {
    const quiet = setup(400, { Error: 'x' });
    await expect(quiet.client.request('POST', 'UserLogin/ResetPassword', { auth: false, quiet: true })).rejects.toMatchObject({
      status: 400,
    });
    expect(quiet.onError).not.toHaveBeenCalled();
    const onError = jest.fn();
    const client = createApiClient({
      apiBase: 'https://api.example/api/',
      getAccessToken: async () => 't',
      onUnauthorized: jest.fn(),
      onError,
      fetchImpl: (async () => {
        throw new TypeError('Failed to fetch');
      }) as unknown as typeof fetch,
    });
    await expect(client.request('GET', 'Card/GetCards')).rejects.toMatchObject({ status: 0 });
    expect(onError.mock.calls[0][0].message).toBe('The service could not be reached (Failed to fetch)');
  });

  test('keys are API paths with their query, the same for every app', () => {
    const { client } = setup(200, {});
    expect(client.key('/Card/GetCardBalance', { cardNumber: '10000001', cardType: 1, skip: undefined })).toBe(
      'Card/GetCardBalance?cardNumber=10000001&cardType=1',
    );
  });
});
