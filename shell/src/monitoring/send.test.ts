import { configureMonitoring } from './monitoring';
import { otlpLogs, type MonitoringRecord } from '@portal/host/otlp';
import { redact } from './redact';
import { engineOf, send } from './send';

describe('redaction: no query, e-mail, card number, name or token leaves the page', () => {
  test.each([
    ['a path with a payment result', '/transaction_result?x_email=dana%40transit.example&x_trans_id=ET1001', '/transaction_result'],
    [
      'an address with a reset code',
      'https://portal.transit.example/reset?code=abc123&userId=u-1#top',
      'https://portal.transit.example/reset',
    ],
    ['an e-mail in a path', '/home/dana@transit.example', '/home/[email]'],
    ['an encoded e-mail', 'userName=dana%40transit.example', 'userName=[email]'],
    ['a card number', 'No balance for card 4111 1111 1111 1111', 'No balance for card [number]'],
    ['a transit card number in an id', 'div#card-10000001>span', 'div#card-[number]>span'],
    [
      'a chunk whose hash is digits stays',
      'https://localhost:3001/releases/1.1.0/79.1234567890.js',
      'https://localhost:3001/releases/1.1.0/79.1234567890.js',
    ],
    ['a token', 'Authorization: Bearer eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJkYW5hIn0.c2ln', 'Authorization: Bearer [token]'],
    ['a JWT alone', 'token eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJkYW5hIn0.c2ln', 'token [token]'],
    ['a name quoted by JSON.parse', `Unexpected token 'D', "Dana Demo" is not valid JSON`, `Unexpected token 'D', "…" is not valid JSON`],
    [
      'a property name stays',
      "Cannot read properties of undefined (reading 'cash')",
      "Cannot read properties of undefined (reading 'cash')",
    ],
  ])('%s', (_what, text, sent) => {
    expect(redact(text)).toBe(sent);
  });

  test('a real LCP attribution and a real error, as sent: nothing personal in the whole payload', async () => {
    const fetchMock = jest.fn((_url: string, _init: RequestInit) => Promise.resolve({ ok: true, status: 200 } as Response));
    global.fetch = fetchMock as unknown as typeof fetch;
    configureMonitoring({ monitoring: { eventsUrl: 'https://collector.example/v1/logs' } });
    send([
      {
        type: 'web-vital',
        at: 1_764_000_000_000,
        page: '/home/balance',
        remote: 'balance',
        'vital.name': 'LCP',
        'vital.value': 1234.5,
        'vital.target': 'main>ul[aria-label="Balance of Dana Demo"]>li#card-10000001',
        'vital.url': 'https://portal.transit.example/avatar.png?email=dana@transit.example&token=eyJa.eyJb.c2ln',
      },
      {
        type: 'error',
        at: 1_764_000_000_001,
        page: '/transaction_result?x_email=dana@transit.example',
        remote: 'reload',
        message: 'Payment for dana@transit.example with 4111111111111111 failed: "Dana Demo"',
      },
    ]);
    await Promise.resolve();
    await Promise.resolve();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('https://collector.example/v1/logs');
    expect(init).toMatchObject({ method: 'POST', keepalive: true, credentials: 'omit', headers: { 'Content-Type': 'application/json' } });
    const body = String(init.body);
    for (const secret of ['dana', 'Dana', '4111', '10000001', 'eyJ', 'x_email', 'token=']) expect(body).not.toContain(secret);
    expect(JSON.parse(body)).toEqual(
      expect.objectContaining({
        resourceLogs: [expect.objectContaining({ scopeLogs: [expect.objectContaining({ logRecords: expect.any(Array) })] })],
      }),
    );
  });
});

describe('OTLP/HTTP JSON logs', () => {
  test('one log record per event: its type as body and event.name, its fields as portal.* attributes, numbers typed', () => {
    const records: MonitoringRecord[] = [
      { type: 'api-failure', at: 1_764_000_000_000, operation: 'Card/GetCardBalance', status: 500, remote: 'balance' },
    ];
    const sent = otlpLogs(records, { 'service.name': 'transit-portal' });
    const record = sent.resourceLogs[0]!.scopeLogs[0]!.logRecords[0]!;
    expect(record).toEqual({
      timeUnixNano: '1764000000000000000',
      severityNumber: 13,
      severityText: 'WARN',
      body: { stringValue: 'api-failure' },
      attributes: [
        { key: 'event.name', value: { stringValue: 'api-failure' } },
        { key: 'portal.operation', value: { stringValue: 'Card/GetCardBalance' } },
        { key: 'portal.status', value: { intValue: '500' } },
        { key: 'portal.remote', value: { stringValue: 'balance' } },
      ],
    });
    expect(sent.resourceLogs[0]!.resource.attributes).toEqual([{ key: 'service.name', value: { stringValue: 'transit-portal' } }]);
  });
});

describe('the engine, never the whole user agent', () => {
  test.each([
    ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36', 'Blink 156'],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:153.0) Gecko/20100101 Firefox/153.0', 'Gecko 153'],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
      'WebKit 605',
    ],
  ])('%s', (ua, engine) => {
    expect(engineOf(ua)).toBe(engine);
  });
});
