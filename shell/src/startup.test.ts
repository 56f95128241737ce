import { waitFor } from '@testing-library/react';
import { STORAGE_KEYS, TAB_DRAWING_SELECTOR } from '@portal/contract';
import { EARLY_FETCHES, PORTAL_CONFIG_PATH } from '@portal/host/config';
import { testConfig } from '@portal/kit/testing';
import { withTable } from '@portal/host/testing';
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
 * When the entry starts the app (appMayStart), and what it asks: on a tab its section's release draws, on every visit,
 * once the tab is drawn (from this device's last known data, or the fresh answers) or will not be; at most APP_HOLD_MS.
 * Everywhere else at once. The page's section comes from the sections table that came with the runtime config (here,
 * the inline script's fetch of it, answered); the entry's own modules are replaced by fakes that say what this page is
 * (MSAL's state) and record what the entry asks and draws.
 */
describe('when the entry starts the app (appMayStart), and what it asks for the page’s section', () => {
  type Startup = typeof import('./startup');
  type Ask = {
    withBalance?: boolean;
    callsFor?: (card: { cardNumber: string; cardType: number }) => Array<[string, unknown]>;
    callPaths?: string[];
    onTab?: (card: unknown, cards: unknown[], answers: Record<string, unknown>) => void;
    onSignedIn?: (userName: string) => void;
  };
  interface Page {
    msal: boolean;
    /** What the release's drawer draws: from the last known data, from the fresh answers. */
    draws?: { known: boolean; fresh: boolean };
  }

  /** A fresh copy of startup.ts on a page such as `page`, with what it asks of the early answers. */
  function loadStartup(page: Page) {
    const asks: Ask[] = [];
    const early: string[] = [];
    let finishAsking: () => void = () => undefined;
    const asking = new Promise<void>((resolve) => (finishAsking = resolve));
    let startup: Startup | undefined;
    jest.isolateModules(() => {
      jest.doMock('@portal/host/msal-loader', () => ({ hasMsalState: () => page.msal, loadMsal: async () => ({}) }));
      jest.doMock('@portal/host/early-answers', () => ({
        startEarlyAnswers: (_config: unknown, ask: Ask) => {
          asks.push(ask);
          return asking;
        },
      }));
      jest.doMock('./federation/earlySection', () => ({
        startEarlySection: async (_config: unknown, s: { module: string }) => void early.push(s.module),
      }));
      jest.doMock('./prerender/drawnTab', () => ({
        ...jest.requireActual('./prerender/drawnTab'),
        drawKnownTab: () => page.draws?.known ?? false,
        drawTab: () => page.draws?.fresh ?? false,
      }));
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- isolateModules needs a synchronous require
      startup = require('./startup') as Startup;
    });
    return { startup: startup!, asks, early, finishAsking };
  }

  /** Whether the promise has settled by now (its callbacks have run, and what they started: a few turns). */
  async function settled(p: Promise<void>): Promise<boolean> {
    let done = false;
    void p.then(() => (done = true));
    for (let i = 0; i < 10; i += 1) await Promise.resolve();
    return done;
  }

  /** The runtime config, with the sections table, as the page's inline script fetched it. */
  const w = window as { [EARLY_FETCHES]?: Record<string, Promise<Response>> };
  const config = withTable(testConfig());
  /** Starts the page at `path`, its config fetched by the page's inline script (each page's own). */
  const start = (startup: Startup, path: string) => {
    w[EARLY_FETCHES] = {
      [PORTAL_CONFIG_PATH]: Promise.resolve({ ok: true, status: 200, json: async () => config } as unknown as Response),
    };
    startup.startPage(path);
  };
  beforeEach(() => {
    jest.useFakeTimers();
    // A session (MSAL's state) within the inactivity limit.
    localStorage.setItem('msal.3.account.keys', '["msal.3|home|localhost:4000|b2c_1_signupsignin"]');
    localStorage.setItem(STORAGE_KEYS.lastActivity, String(Date.now()));
  });
  afterEach(() => {
    jest.useRealTimers();
    delete w[EARLY_FETCHES];
    localStorage.clear();
    document.body.replaceChildren();
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

  test('a returning customer’s drawn tab: once drawn from this device’s last known data, before any answer', async () => {
    withDrawing();
    const { startup, asks } = loadStartup({ msal: true, draws: { known: true, fresh: true } });
    start(startup, '/home/balance');
    expect(await settled(startup.appMayStart())).toBe(false);
    asks[0]!.onSignedIn!('ada@transit.example');
    expect(await settled(startup.appMayStart())).toBe(true);
    asks[0]!.onTab!({}, [], {});
    // The first drawing says how: the last known one, with the fresh one drawn over it since.
    expect(startup.drawnBefore()).toBe('known');
  });

  test('a tab whose drawer draws nothing before its answers (the Reload tab): once drawn from them, or they cannot be', async () => {
    withDrawing();
    const { startup, asks } = loadStartup({ msal: true, draws: { known: false, fresh: true } });
    start(startup, '/home/reload');
    await settled(Promise.resolve());
    asks[0]!.onSignedIn!('ada@transit.example');
    expect(await settled(startup.appMayStart())).toBe(false);
    asks[0]!.onTab!({}, [], {});
    expect(await settled(startup.appMayStart())).toBe(true);
    expect(startup.drawnBefore()).toBe('fresh');
    // Answers the drawer cannot draw: the app, which draws the tab.
    withDrawing();
    const failing = loadStartup({ msal: true, draws: { known: false, fresh: false } });
    start(failing.startup, '/home/reload');
    await settled(Promise.resolve());
    failing.asks[0]!.onTab!({}, [], {});
    expect(await settled(failing.startup.appMayStart())).toBe(true);
    expect(failing.startup.drawnBefore()).toBeNull();
  });

  test('a drawn tab: once nothing more will be asked (no card, a failed list, MSAL needing the customer); at most APP_HOLD_MS', async () => {
    withDrawing();
    const { startup, finishAsking } = loadStartup({ msal: true });
    start(startup, '/home/manage');
    expect(await settled(startup.appMayStart())).toBe(false);
    finishAsking();
    expect(await settled(startup.appMayStart())).toBe(true);
    withDrawing();
    const slow = loadStartup({ msal: true });
    start(slow.startup, '/home/balance');
    jest.advanceTimersByTime(slow.startup.APP_HOLD_MS - 1);
    expect(await settled(slow.startup.appMayStart())).toBe(false);
    jest.advanceTimersByTime(1);
    expect(await settled(slow.startup.appMayStart())).toBe(true);
  });

  test.each([
    ["a tab without its release's drawing", '/home/reload', true],
    ['a visitor who is not signed in', '/home/balance', false],
    ['the login page', '/login', true],
    ['a page of its own', '/RequestMobileAccountDeletion', true],
  ])('at once for %s', async (_what, path, msal) => {
    const { startup } = loadStartup({ msal });
    start(startup, path);
    expect(await settled(startup.appMayStart())).toBe(true);
  });

  test('the calls the section’s release declares are asked for with the balance, over the selected card', async () => {
    const { startup, asks } = loadStartup({ msal: true });
    start(startup, '/home/manage');
    await settled(Promise.resolve());
    expect(asks[0]!.withBalance).toBe(true);
    expect(asks[0]!.callPaths).toEqual(['Clients/GetClienteTarjeta', 'Clients/GetClienteTarjetaMobile']);
    expect(asks[0]!.callsFor!({ cardNumber: '80000008', cardType: 8 })).toEqual([
      ['Clients/GetClienteTarjetaMobile', { iCodTarjeta: '80000008', tiCodTipoTarjeta: 8 }],
    ]);
    // Off the home frame: the card list only, no balance.
    const other = loadStartup({ msal: true });
    start(other.startup, '/account/payment');
    await settled(Promise.resolve());
    expect(other.asks[0]!.withBalance).toBe(false);
    expect(other.asks[0]!.callsFor).toBeUndefined();
  });

  test("the section's files with the first answers where its release asks for them so (`early: 'entry'`), not otherwise", async () => {
    const reload = loadStartup({ msal: true });
    start(reload.startup, '/home/reload');
    await settled(Promise.resolve());
    expect(reload.early).toEqual(['ReloadTab']);
    // The Balance tab's drawing shows what the customer waits for: its files once the app starts ('app').
    const balance = loadStartup({ msal: true });
    start(balance.startup, '/home/balance');
    await settled(Promise.resolve());
    expect(balance.asks).toHaveLength(1);
    expect(balance.early).toEqual([]);
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
      jest.doMock('@portal/host/msal-loader', () => ({ hasMsalState: () => false, loadMsal: async () => ({}) }));
      jest.doMock('@portal/host/sign-in', () => ({ signInFromThisPage: signIn }));
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- isolateModules needs a synchronous require
      startup = require('./startup') as Startup;
    });
    return { startup: startup!, signIn };
  }
});
