import { configureMonitoring, reportEvent } from './monitoring';

describe('events for monitoring', () => {
  const event = {
    type: 'section-refused' as const,
    remote: 'balance',
    module: 'BalanceTab',
    reason: 'incompatible',
    detail: 'it needs runtime contract ^1.9.0; this shell provides 1.0.0',
  };
  beforeEach(() => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    window.history.replaceState(null, '', '/home/balance?x_response_code=1&x_email=a@b.c');
  });

  test("are dispatched on the window, and sent as a beacon to the configured address, without the page's query", async () => {
    const beacon = jest.fn((_url: string, _data: Blob) => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
    const seen: unknown[] = [];
    window.addEventListener('portal:event', (e) => seen.push((e as CustomEvent).detail), { once: true });
    configureMonitoring({ monitoring: { eventsUrl: 'https://monitor.example/events' } });
    const reported = reportEvent(event);
    expect(reported).toMatchObject({ ...event, page: '/home/balance', contract: expect.stringMatching(/^\d+\.\d+\.\d+$/) });
    expect(seen).toEqual([reported]);
    expect(beacon).toHaveBeenCalledTimes(1);
    const [url, blob] = beacon.mock.calls[0]!;
    expect(url).toBe('https://monitor.example/events');
    // A simple request (text/plain): a beacon cannot send a preflight.
    expect(blob.type).toBe('text/plain;charset=utf-8');
    // jsdom's Blob has no text(): read it with a FileReader.
    const text = await new Promise<string>((resolve) => {
      const r = new FileReader();
      r.onload = () => resolve(String(r.result));
      r.readAsText(blob);
    });
    const sent = JSON.parse(text) as Record<string, unknown>;
    expect(sent).toEqual(JSON.parse(JSON.stringify(reported)));
    expect(JSON.stringify(sent)).not.toContain('x_email');
  });

  test('without an address they are only logged and dispatched', () => {
    const beacon = jest.fn(() => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
    configureMonitoring({});
    reportEvent(event);
    expect(beacon).not.toHaveBeenCalled();
    expect(console.warn).toHaveBeenCalledWith(
      '[portal] section-refused: balance/BalanceTab (incompatible) it needs runtime contract ^1.9.0; this shell provides 1.0.0',
    );
  });
});
