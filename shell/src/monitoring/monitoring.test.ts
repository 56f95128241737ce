import { waitFor } from '@testing-library/react';
import { configureMonitoring, reportEvent, takeNotes, watchErrors, type Noted } from './monitoring';

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

  test("are dispatched on the window, and sent at once to the configured collector as OTLP JSON, without the page's query", async () => {
    const fetchMock = jest.fn((_url: string, _init: RequestInit) => Promise.resolve({ ok: true, status: 200 } as Response));
    global.fetch = fetchMock as unknown as typeof fetch;
    const seen: unknown[] = [];
    window.addEventListener('portal:event', (e) => seen.push((e as CustomEvent).detail), { once: true });
    configureMonitoring({ monitoring: { eventsUrl: 'https://monitor.example/v1/logs' } });
    const reported = reportEvent(event);
    expect(reported).toMatchObject({ ...event, page: '/home/balance', contract: expect.stringMatching(/^\d+\.\d+\.\d+$/) });
    expect(seen).toEqual([reported]);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('https://monitor.example/v1/logs');
    // What a collector takes (application/json), kept alive past the page's end as a beacon would be.
    expect(init).toMatchObject({ method: 'POST', keepalive: true, headers: { 'Content-Type': 'application/json' } });
    const sent = JSON.parse(String(init.body)) as {
      resourceLogs: Array<{
        scopeLogs: Array<{ logRecords: Array<{ attributes: Array<{ key: string; value: { stringValue?: string } }> }> }>;
      }>;
    };
    const attributes = Object.fromEntries(
      sent.resourceLogs[0]!.scopeLogs[0]!.logRecords[0]!.attributes.map((a) => [a.key, a.value.stringValue]),
    );
    expect(attributes).toMatchObject({
      'event.name': 'section-refused',
      'portal.remote': 'balance',
      'portal.module': 'BalanceTab',
      'portal.reason': 'incompatible',
      'portal.page': '/home/balance',
    });
    expect(String(init.body)).not.toContain('x_email');
  });

  test('without an address they are only logged and dispatched', () => {
    const fetchMock = jest.fn(() => Promise.resolve({ ok: true, status: 200 } as Response));
    global.fetch = fetchMock as unknown as typeof fetch;
    configureMonitoring({});
    reportEvent(event);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(console.warn).toHaveBeenCalledWith(
      '[portal] section-refused: balance/BalanceTab (incompatible) it needs runtime contract ^1.9.0; this shell provides 1.0.0',
    );
  });
});

describe('errors of the page, from the start', () => {
  test('an uncaught error is noted with its own name, message and stack; a rejection with a plain value, as said', () => {
    const notes: Noted[] = [];
    takeNotes((n) => notes.push(n));
    const win = new EventTarget() as unknown as Window;
    Object.defineProperty(win, 'location', { value: { pathname: '/home/balance' } });
    watchErrors(win);
    const thrown = new TypeError('Cannot read properties of undefined');
    win.dispatchEvent(
      Object.assign(new Event('error'), {
        error: thrown,
        message: 'Uncaught TypeError: Cannot read properties of undefined',
        filename: 'x',
        lineno: 1,
        colno: 2,
      }),
    );
    win.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: 'offline' }));
    expect(notes).toEqual([
      expect.objectContaining({
        type: 'error',
        page: '/home/balance',
        kind: 'TypeError',
        message: 'Cannot read properties of undefined',
        stack: thrown.stack,
      }),
      expect.objectContaining({ type: 'error', kind: 'UnhandledRejection', message: 'offline', stack: '' }),
    ]);
  });
});
