import { waitFor } from '@testing-library/react';
import { warmFormats } from './startup';

/** The entry warms the date and money formats of the page's language while a first visit waits (warmFormats). */
test('in the drawn page’s language: its Intl locale (fr-CA), or English for the HTML’s own', () => {
  const numbers = jest.spyOn(Intl, 'NumberFormat');
  const dates = jest.spyOn(Intl, 'DateTimeFormat');
  warmFormats('fr-CA');
  warmFormats('en');
  expect(numbers.mock.calls.map((c) => c[0])).toEqual(['fr-CA', 'en-CA']);
  expect(dates.mock.calls.map((c) => c[0])).toEqual(['fr-CA', 'en-CA']);
});

/**
 * When the entry starts the app (appMayStart): on a customer's first visit of the Balance tab, once the balance it
 * draws is in and its fare caps asked, so that the app's first long tasks never stand between those answers and the
 * drawing; at most APP_HOLD_MS. Everywhere else at once. The entry's own modules are replaced by fakes that say what
 * this page is (MSAL's state, a card list kept on this device) and record what the entry asks.
 */
describe('when the entry starts the app (appMayStart)', () => {
  interface Page {
    msal: boolean;
    knowsCards: boolean;
  }
  type Startup = typeof import('./startup');
  type Ask = {
    onAsked?: () => void;
    onBalance?: (card: unknown, raw: unknown) => void;
    onSignedIn?: (userName: string) => void;
  };

  /** A fresh copy of startup.ts on a page such as `page`, with what it asks of the early answers. */
  function loadStartup(page: Page): { startup: Startup; asks: Ask[] } {
    const asks: Ask[] = [];
    let startup: Startup | undefined;
    jest.isolateModules(() => {
      jest.doMock('@portal/kit/msal-loader', () => ({ hasMsalState: () => page.msal, loadMsal: async () => ({}) }));
      jest.doMock('@portal/kit/early-answers', () => ({
        knowsCards: () => page.knowsCards,
        startEarlyAnswers: async (_config: unknown, ask: Ask) => void asks.push(ask),
      }));
      jest.doMock('./federation/earlySection', () => ({ startEarlySection: async () => undefined }));
      jest.doMock('./prerender/drawnBalance', () => ({ drawBalance: () => true, drawBalanceKnownTo: () => true }));
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- isolateModules needs a synchronous require
      startup = require('./startup') as Startup;
    });
    return { startup: startup!, asks };
  }

  /** Whether the promise has settled by now (its callbacks have run). */
  async function settled(p: Promise<void>): Promise<boolean> {
    let done = false;
    void p.then(() => (done = true));
    await Promise.resolve();
    await Promise.resolve();
    return done;
  }

  // The runtime config is never in here (no network): the hold does not wait for it.
  const g = globalThis as { fetch?: typeof fetch };
  const before = g.fetch;
  beforeEach(() => {
    jest.useFakeTimers();
    g.fetch = () => Promise.reject(new Error('no network in this test'));
  });
  afterEach(() => {
    jest.useRealTimers();
    g.fetch = before;
  });

  test('a first visit of the Balance tab: once the balance is in and its fare caps asked', async () => {
    const { startup, asks } = loadStartup({ msal: true, knowsCards: false });
    startup.startPage('/home/balance');
    expect(await settled(startup.appMayStart())).toBe(false);
    jest.advanceTimersByTime(startup.APP_HOLD_MS - 1);
    expect(await settled(startup.appMayStart())).toBe(false);
    asks[0]!.onAsked!();
    expect(await settled(startup.appMayStart())).toBe(true);
  });

  test('at most APP_HOLD_MS: an API or MSAL slower than that gets the app as before the hold', async () => {
    const { startup } = loadStartup({ msal: true, knowsCards: false });
    startup.startPage('/home/balance');
    jest.advanceTimersByTime(startup.APP_HOLD_MS - 1);
    expect(await settled(startup.appMayStart())).toBe(false);
    jest.advanceTimersByTime(1);
    expect(await settled(startup.appMayStart())).toBe(true);
  });

  test.each([
    ['a returning customer (a card list kept on this device)', '/home/balance', { msal: true, knowsCards: true }],
    ['the Reload tab, which the app draws', '/home/reload', { msal: true, knowsCards: false }],
    ['the Manage tab, which the app draws', '/home/manage', { msal: true, knowsCards: false }],
    ['a visitor who is not signed in', '/home/balance', { msal: false, knowsCards: false }],
    ['the login page', '/login', { msal: true, knowsCards: false }],
  ])('at once for %s', async (_what, path, page) => {
    const { startup } = loadStartup(page);
    startup.startPage(path);
    expect(await settled(startup.appMayStart())).toBe(true);
  });
});

/**
 * What bootstrap learns of the balance the entry drew (endDrawing): a fresh one, whose first render then waits for its
 * fare caps to show the same; or a returning customer's last known one, which the first render shows at once from this
 * device's data, with nothing to wait for. Either way the entry draws nothing more once bootstrap has asked.
 */
describe('the balance the entry drew (endDrawing)', () => {
  type Startup = typeof import('./startup');
  type Ask = {
    onBalance?: (card: unknown, raw: unknown) => void;
    onSignedIn?: (userName: string) => void;
  };
  function loadStartup(): { startup: Startup; asks: Ask[]; drawn: string[] } {
    const asks: Ask[] = [];
    const drawn: string[] = [];
    let startup: Startup | undefined;
    // The drawing's file is imported by startPage as it runs (import()), once the isolated registry is gone: from the
    // main one, emptied here so that this test's fake is made anew.
    jest.resetModules();
    const drawing = () => ({
      drawBalance: () => drawn.push('fresh') > 0,
      drawBalanceKnownTo: (_doc: Document, userName: string) => drawn.push(`known to ${userName}`) > 0,
    });
    jest.doMock('./prerender/drawnBalance', drawing);
    jest.isolateModules(() => {
      jest.doMock('@portal/kit/msal-loader', () => ({ hasMsalState: () => true, loadMsal: async () => ({}) }));
      jest.doMock('@portal/kit/early-answers', () => ({
        knowsCards: () => true,
        startEarlyAnswers: async (_config: unknown, ask: Ask) => void asks.push(ask),
      }));
      jest.doMock('./federation/earlySection', () => ({ startEarlySection: async () => undefined }));
      jest.doMock('./prerender/drawnBalance', drawing);
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- isolateModules needs a synchronous require
      startup = require('./startup') as Startup;
    });
    return { startup: startup!, asks, drawn };
  }
  const g = globalThis as { fetch?: typeof fetch };
  const before = g.fetch;
  beforeEach(() => (g.fetch = () => Promise.reject(new Error('no network in this test'))));
  afterEach(() => (g.fetch = before));
  const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

  test('a last known balance drawn: nothing for the first render to wait for, and nothing drawn after it', async () => {
    const { startup, asks, drawn } = loadStartup();
    startup.startPage('/home/balance');
    asks[0]!.onSignedIn!('ada@transit.example');
    await waitFor(() => expect(drawn).toEqual(['known to ada@transit.example']));
    // The fresh balance is the app's: not drawn over the last known one.
    asks[0]!.onBalance!({}, {});
    await flush();
    expect(drawn).toEqual(['known to ada@transit.example']);
    expect(startup.endDrawing()).toBe('lastKnown');
  });

  test('a fresh balance drawn: the first render waits for its fare caps; once asked, nothing more is drawn', async () => {
    const { startup, asks, drawn } = loadStartup();
    startup.startPage('/home/balance');
    asks[0]!.onBalance!({}, {});
    await waitFor(() => expect(drawn).toEqual(['fresh']));
    expect(startup.endDrawing()).toBe('fresh');
    asks[0]!.onSignedIn!('ada@transit.example');
    await flush();
    expect(drawn).toEqual(['fresh']);
  });

  test('off the Balance tab nothing is drawn', async () => {
    const { startup, asks } = loadStartup();
    startup.startPage('/home/reload');
    expect(asks[0]!.onSignedIn).toBeUndefined();
    expect(asks[0]!.onBalance).toBeUndefined();
  });
});
