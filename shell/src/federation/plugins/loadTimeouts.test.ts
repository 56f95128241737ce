import { loadTimeoutsPlugin } from './loadTimeouts';

type Hooks = {
  fetch: (url: string, init: RequestInit) => Promise<Response>;
  createScript: (a: { url: string }) => unknown;
  errorLoadRemote: (a: object) => Promise<unknown>;
};

describe('loadTimeoutsPlugin', () => {
  afterEach(() => jest.useRealTimers());

  test('aborts a manifest fetch that takes longer than the timeout', async () => {
    jest.useFakeTimers();
    global.fetch = jest.fn(
      (_url: string, init: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal!.addEventListener('abort', () => reject(init.signal!.reason));
        }),
    ) as unknown as typeof fetch;
    const plugin = loadTimeoutsPlugin(1000, { warn: jest.fn(), error: jest.fn() }) as unknown as Hooks;
    const pending = plugin.fetch('http://localhost:3001/mf-manifest.json', {});
    jest.advanceTimersByTime(1001);
    await expect(pending).rejects.toThrow('Loading http://localhost:3001/mf-manifest.json timed out after 1000 ms');
  });

  test('logs a slow but successful manifest fetch', async () => {
    let now = 0;
    jest.spyOn(Date, 'now').mockImplementation(() => now);
    global.fetch = jest.fn(async () => {
      now = 4000;
      return { ok: true } as Response;
    }) as unknown as typeof fetch;
    const log = { warn: jest.fn(), error: jest.fn() };
    await (loadTimeoutsPlugin(15000, log) as unknown as Hooks).fetch('http://r/mf-manifest.json', {});
    expect(log.warn).toHaveBeenCalledWith('[portal] slow remote manifest: http://r/mf-manifest.json took 4000 ms');
  });

  test('bounds script loads and logs failures without swallowing them', async () => {
    const log = { warn: jest.fn(), error: jest.fn() };
    const plugin = loadTimeoutsPlugin(2500, log) as unknown as Hooks;
    expect(plugin.createScript({ url: 'http://r/remoteEntry.js' })).toEqual({ timeout: 2500 });
    expect(await plugin.errorLoadRemote({ id: 'balance/BalanceTab', error: new Error('x'), lifecycle: 'onLoad' })).toBeUndefined();
    expect(log.error.mock.calls[0][0]).toBe('[portal] remote module balance/BalanceTab failed to load (onLoad):');
  });
});
