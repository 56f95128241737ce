import { waitFor } from '@testing-library/react';
import { TAB_DRAWING_SELECTOR } from '@portal/contract';
import { EARLY_FETCHES, PORTAL_CONFIG_PATH } from '@portal/host/config';
import { testConfig } from '@portal/kit/testing';
import { warmFormats } from './startup';
import { PRESSED } from './pages/loginPress';

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
 * drawing; on every visit of a tab its section's release draws, once it is drawn or will not be; at most APP_HOLD_MS.
 * Everywhere else at once. The entry's own modules are replaced by fakes that say what
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
    onTab?: (card: unknown, cards: unknown[], answers: Record<string, unknown>) => void;
    onBalance?: (card: unknown, raw: unknown) => void;
    onSignedIn?: (userName: string) => void;
  };

  /** A fresh copy of startup.ts on a page such as `page`, with what it asks of the early answers. */
  function loadStartup(page: Page): { startup: Startup; asks: Ask[]; finishAsking: () => void } {
    const asks: Ask[] = [];
    // startEarlyAnswers settles once it has asked all it will: here, when the test says so.
    let finishAsking: () => void = () => undefined;
    const asking = new Promise<void>((resolve) => (finishAsking = resolve));
    let startup: Startup | undefined;
    jest.isolateModules(() => {
      jest.doMock('@portal/kit/msal-loader', () => ({ hasMsalState: () => page.msal, loadMsal: async () => ({}) }));
      jest.doMock('@portal/kit/early-answers', () => ({
        knowsCards: () => page.knowsCards,
        startEarlyAnswers: (_config: unknown, ask: Ask) => {
          asks.push(ask);
          return asking;
        },
      }));
      jest.doMock('./federation/earlySection', () => ({ startEarlySection: async () => undefined }));
      jest.doMock('./prerender/drawnBalance', () => ({ drawBalance: () => true, drawBalanceKnownTo: () => true }));
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- isolateModules needs a synchronous require
      startup = require('./startup') as Startup;
    });
    return { startup: startup!, asks, finishAsking };
  }

  /** Whether the promise has settled by now (its callbacks have run, and what they started: a few turns). */
  async function settled(p: Promise<void>): Promise<boolean> {
    let done = false;
    void p.then(() => (done = true));
    for (let i = 0; i < 10; i += 1) await Promise.resolve();
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

  /** A home tab's page its section's release drew into (decision 0021): the drawing's template in the tree shown. */
  function withDrawing(): void {
    const root = document.createElement('div');
    root.id = 'root';
    const tree = root.appendChild(document.createElement('div'));
    tree.appendChild(document.createElement('template')).dataset.sectionAnswer = 'drawing';
    document.body.replaceChildren(root);
    expect(document.querySelector(TAB_DRAWING_SELECTOR)).not.toBeNull();
  }
  afterEach(() => document.body.replaceChildren());

  test.each([
    ['a first visit of the Balance tab', '/home/balance', false, false],
    ['a tab its section draws', '/home/manage', true, true],
  ])('at most APP_HOLD_MS, %s: an API or MSAL slower than that gets the app as before the hold', async (_what, path, drawn, knowsCards) => {
    if (drawn) withDrawing();
    const { startup } = loadStartup({ msal: true, knowsCards });
    startup.startPage(path);
    jest.advanceTimersByTime(startup.APP_HOLD_MS - 1);
    expect(await settled(startup.appMayStart())).toBe(false);
    jest.advanceTimersByTime(1);
    expect(await settled(startup.appMayStart())).toBe(true);
  });

  test.each([
    ['a first visit', false],
    ['a returning customer (a card list kept on this device)', true],
  ])('a tab its section draws, %s: once the tab is drawn, or cannot be', async (_what, knowsCards) => {
    withDrawing();
    const { startup, asks } = loadStartup({ msal: true, knowsCards });
    startup.startPage('/home/reload');
    jest.advanceTimersByTime(startup.APP_HOLD_MS - 1);
    expect(await settled(startup.appMayStart())).toBe(false);
    // Its answers asked is not enough: it waits for the drawing.
    asks[0]!.onAsked!();
    expect(await settled(startup.appMayStart())).toBe(false);
    // The tab's answers are in; the drawer is given them once the runtime config is (here it never is: not drawn).
    asks[0]!.onTab!({}, [], {});
    expect(await settled(startup.appMayStart())).toBe(true);
  });

  test('a tab its section draws: once nothing more will be asked (no card, a failed list, MSAL needing the customer)', async () => {
    withDrawing();
    const { startup, asks, finishAsking } = loadStartup({ msal: true, knowsCards: true });
    startup.startPage('/home/manage');
    expect(asks[0]!.onTab).toBeDefined();
    expect(await settled(startup.appMayStart())).toBe(false);
    finishAsking();
    expect(await settled(startup.appMayStart())).toBe(true);
  });

  test.each([
    ['a returning customer (a card list kept on this device)', '/home/balance', { msal: true, knowsCards: true }],
    ["the Reload tab without its release's drawing", '/home/reload', { msal: true, knowsCards: false }],
    ["the Manage tab without its release's drawing", '/home/manage', { msal: true, knowsCards: false }],
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

/**
 * A press on 'Log in / Sign up' of the login page drawn before the JavaScript, left without the app (decision 0020):
 * the entry it started signs in with MSAL alone (kit's signInFromThisPage, faked here), and holds the app meanwhile;
 * the app starts only where that could not be done, and its login page then carries out the press, saying what failed.
 */
describe('the login press the entry carries out (signInBeforeTheApp)', () => {
  type Startup = typeof import('./startup');
  const config = { ...testConfig() };
  const ok = Promise.resolve({ ok: true as const, config });

  async function settled(p: Promise<void>): Promise<boolean> {
    let done = false;
    void p.then(() => (done = true));
    for (let i = 0; i < 5; i += 1) await Promise.resolve();
    return done;
  }

  test("with the runtime config, in the drawn page's language; the app held while the page leaves for the provider", async () => {
    const { startup } = fresh();
    const signIn = jest.fn(() => new Promise<void>(() => undefined)); // the page leaves: it never settles
    const held = startup.signInBeforeTheApp(ok, signIn, 'fr-CA');
    expect(await settled(held)).toBe(false);
    expect(signIn).toHaveBeenCalledWith(config, 'fr-CA');
    startup.signInBeforeTheApp(ok, signIn, 'en-CA');
    await settled(Promise.resolve());
    expect(signIn).toHaveBeenLastCalledWith(config, 'en-CA');
  });

  test('the app starts where it could not be done: MSAL or the provider failing, no valid config', async () => {
    const { startup } = fresh();
    expect(await settled(startup.signInBeforeTheApp(ok, () => Promise.reject(new Error('provider down')), 'en-CA'))).toBe(true);
    const signIn = jest.fn(() => Promise.resolve());
    const broken = Promise.resolve({ ok: false as const, errors: ['config missing'] });
    expect(await settled(startup.signInBeforeTheApp(broken, signIn, 'en-CA'))).toBe(true);
    expect(signIn).not.toHaveBeenCalled();
  });

  test("startPage: a visitor's press held the app for the sign-in; the press is left for the app's login page", async () => {
    const { startup, signIn } = fresh();
    const w = window as { [PRESSED]?: boolean; [EARLY_FETCHES]?: Record<string, Promise<Response>> };
    w[PRESSED] = true;
    // The inline script's fetch of the runtime config, answered (jsdom has no Response: what loadPortalConfig reads).
    w[EARLY_FETCHES] = {
      [PORTAL_CONFIG_PATH]: Promise.resolve({ ok: true, status: 200, json: async () => config } as unknown as Response),
    };
    try {
      startup.startPage('/login');
      await waitFor(() => expect(signIn).toHaveBeenCalledTimes(1));
      expect(await settled(startup.appMayStart())).toBe(false);
      expect(w[PRESSED]).toBe(true);
    } finally {
      delete w[PRESSED];
      delete w[EARLY_FETCHES];
    }
    // Without the press (a page the app renders), at once, and nothing signs in.
    const other = fresh();
    other.startup.startPage('/login');
    expect(await settled(other.startup.appMayStart())).toBe(true);
    expect(other.signIn).not.toHaveBeenCalled();
  });

  /** A fresh copy of startup.ts for a visitor (no MSAL state), with its sign-in faked. */
  function fresh(): { startup: Startup; signIn: jest.Mock } {
    const signIn = jest.fn(() => new Promise<void>(() => undefined));
    let startup: Startup | undefined;
    jest.isolateModules(() => {
      jest.doMock('@portal/kit/msal-loader', () => ({ hasMsalState: () => false, loadMsal: async () => ({}) }));
      jest.doMock('@portal/kit/sign-in', () => ({ signInFromThisPage: signIn }));
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- isolateModules needs a synchronous require
      startup = require('./startup') as Startup;
    });
    return { startup: startup!, signIn };
  }
});
