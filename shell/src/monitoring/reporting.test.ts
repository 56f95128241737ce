import type { MetricWithAttribution } from 'web-vitals/attribution';
import { attribute, fingerprint, scriptsOf } from './attribution';
import { configureMonitoring, note, takeNotes, type Noted } from './monitoring';
import type { MonitoringRecord } from '@portal/host/otlp';
import { sectionAt } from '@portal/host/sections';
import { TEST_TABLE } from '@portal/host/testing';
import { startReporting } from './reporting';

const PORTAL = 'https://portal.transit.example';
const BALANCE_FILE = 'https://balance.transit.example/releases/1.4.0/612.3f9a0c21d4.js';
const sectionOf = (url: string) =>
  url.startsWith('https://balance.transit.example/releases/1.4.0/') ? { remote: 'balance', release: '1.4.0' } : undefined;

/** Stacks as each engine writes them, for an error thrown in remote-balance's chunk. */
const STACKS = {
  chromium: `TypeError: Cannot read properties of undefined (reading 'cash')\n    at Tiles (${BALANCE_FILE}:1:2345)\n    at Ui (${PORTAL}/shared-core.0a1b2c3d4e.js:2:100)`,
  firefox: `Tiles@${BALANCE_FILE}:1:2345\nUi@${PORTAL}/shared-core.0a1b2c3d4e.js:2:100`,
  webkit: `Tiles@${BALANCE_FILE}:1:2345\nUi@${PORTAL}/shared-core.0a1b2c3d4e.js:2:100\nglobal code@${PORTAL}/main.js:1:1`,
};

describe('attribution: an error belongs to the section and release its code came from', () => {
  test.each(Object.entries(STACKS))('a stack from remote-balance 1.4.0 (%s) → balance 1.4.0', (_engine, stack) => {
    expect(scriptsOf(stack)[0]).toBe(BALANCE_FILE);
    expect(attribute(stack, sectionOf, PORTAL, '2.0.0')).toEqual({ remote: 'balance', release: '1.4.0' });
  });
  test("the shell's own code → the shell and its release; code of nowhere known → none", () => {
    expect(attribute(`Error: x\n    at boot (${PORTAL}/main.1234567890.js:1:5)`, sectionOf, PORTAL, '2.0.0')).toEqual({
      remote: 'shell',
      release: '2.0.0',
    });
    expect(attribute('Error: x\n    at https://ads.example/tag.js:1:1', sectionOf, PORTAL, '2.0.0')).toBeUndefined();
    expect(attribute('', sectionOf, PORTAL, '2.0.0')).toBeUndefined();
  });
  test('the same fault has one fingerprint whatever its numbers, line or build; another fault another', () => {
    const a = fingerprint('TypeError', "Cannot read properties of undefined (reading 'cash')", STACKS.chromium);
    expect(a).toMatch(/^[0-9a-f]{8}$/);
    expect(
      fingerprint('TypeError', "Cannot read properties of undefined (reading 'cash')", STACKS.chromium.replace(':1:2345', ':1:999')),
    ).toBe(a);
    expect(fingerprint('RangeError', 'Invalid time value', STACKS.chromium)).not.toBe(a);
    expect(fingerprint('Error', 'Card 10000001 failed', '')).toBe(fingerprint('Error', 'Card 10000002 failed', ''));
  });
});

describe('reporting: counted, sampled, sent in a batch when the page is hidden', () => {
  const sent: MonitoringRecord[][] = [];
  const start = (random: number, vitals: Array<(r: (m: MetricWithAttribution) => void) => void> = []) =>
    startReporting({
      sectionOf,
      releaseOf: (r) => (r === 'balance' ? '1.4.0' : undefined),
      // The sections table's (bootstrap gives it): the Balance tab is remote-balance's.
      remoteOfPage: (page) => sectionAt(TEST_TABLE, page)?.remote ?? 'shell',
      random: () => random,
      vitals,
      send: (r) => sent.push(r),
    });
  const hide = () => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    window.dispatchEvent(new Event('visibilitychange'));
  };
  const error = (stack: string): Noted => ({
    type: 'error',
    at: 1,
    page: '/home/balance',
    kind: 'TypeError',
    message: "Cannot read properties of undefined (reading 'cash')",
    stack,
  });
  beforeEach(() => {
    sent.length = 0;
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    takeNotes(() => undefined);
    window.history.replaceState(null, '', '/home/balance');
  });

  test('what was noted before it loaded is reported too; a repeated error is one record with its count; nothing goes before the page is hidden', () => {
    configureMonitoring({ monitoring: { eventsUrl: 'https://collector.example/v1/logs' } });
    // Before reporting loads: notes wait.
    let early: Noted[] = [];
    const held = takeNotes((n) => early.push(n));
    expect(held).toEqual([]);
    early = [];
    // (monitoring.ts keeps notes until reporting takes over; this test takes them as reporting does.)
    const { flush } = start(0.1);
    note({ type: 'page-view', at: 1, page: '/home/balance' });
    for (let i = 0; i < 3; i += 1) note(error(STACKS.chromium));
    note({ type: 'api-failure', at: 2, page: '/home/balance', operation: 'Card/GetHistory', status: 500, remote: 'balance' });
    expect(sent).toEqual([]);
    hide();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toEqual([
      expect.objectContaining({ type: 'page-view', remote: 'balance', release: '1.4.0', count: 1 }),
      expect.objectContaining({
        type: 'error',
        remote: 'balance',
        release: '1.4.0',
        count: 3,
        fingerprint: expect.stringMatching(/^[0-9a-f]{8}$/),
      }),
      expect.objectContaining({ type: 'api-failure', operation: 'Card/GetHistory', status: 500, remote: 'balance', count: 1 }),
    ]);
    flush();
    expect(sent).toHaveLength(1);
  });

  test('a page view outside the sample sends nothing (sample rate 0.25, the draw 0.5); inside it, its Web Vitals with their attribution', () => {
    configureMonitoring({ monitoring: { eventsUrl: 'https://collector.example/v1/logs', sampleRate: 0.25 } });
    const lcp = {
      name: 'LCP',
      value: 1834.26,
      rating: 'needs-improvement',
      id: 'v5-1',
      navigationType: 'navigate',
      attribution: {
        target: 'main>ul>li',
        url: 'https://x.example/a.png',
        timeToFirstByte: 120.5,
        resourceLoadDelay: 10,
        resourceLoadDuration: 50,
        elementRenderDelay: 1653.76,
      },
    } as unknown as MetricWithAttribution;
    const out = start(0.5, [(report) => report(lcp)]);
    note({ type: 'page-view', at: 1, page: '/home/balance' });
    out.flush();
    expect(sent).toEqual([]);
    const inside = start(0.2, [(report) => report(lcp)]);
    inside.flush();
    expect(sent.at(-1)).toEqual([
      expect.objectContaining({
        type: 'web-vital',
        page: '/home/balance',
        remote: 'balance',
        release: '1.4.0',
        'vital.name': 'LCP',
        'vital.value': 1834.3,
        'vital.rating': 'needs-improvement',
        'vital.target': 'main>ul>li',
        'vital.elementRenderDelay': 1653.76,
      }),
    ]);
  });
});
