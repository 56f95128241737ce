/**
 * What the shell's entry starts before any shared module has arrived (index.ts), and bootstrap.tsx then takes: the
 * runtime config and, for a signed-in customer on a page that shows their data, MSAL, the first answers that page
 * waits for (docs/performance-log.md "11. The first answers before the shared libraries") and its section's files
 * (federation/earlySection.ts). Everything imported here is free of shared modules.
 */
import { EARLY_FETCHES, loadPortalConfig, PORTAL_CONFIG_PATH, type ConfigResult } from '@portal/kit/config';
import { hasMsalState, loadMsal } from '@portal/kit/msal-loader';
import { knowsCards, startEarlyAnswers } from '@portal/kit/early-answers';
import { sectionAt } from '@portal/kit/sections';
import { gateSession, type GateVerdict } from '@portal/kit/session-gate';
import { startEarlySection } from './federation/earlySection';
import { PREVIEWED_SECTIONS } from './federation/previewed';
import { signInFromThisPage } from '@portal/kit/sign-in';
import { PRESSED, type PressWindow } from './pages/loginPress';
import { drawTab, TAB_DRAWING_SELECTOR } from './prerender/drawnTab';

let config: Promise<ConfigResult> | undefined;
/**
 * The balance drawn before the app (decision 0019): may still be drawn, was drawn from the fresh answers, was drawn from
 * this device's last known data (a returning customer: the app's preview shows the same at once), or is not (any
 * more) to be.
 */
let balance: 'drawing' | Drawn | null = null;
/** A balance drawn from the fresh answers, or from this device's last known data. */
type Drawn = 'fresh' | 'lastKnown';
let verdict: GateVerdict = 'none';
/**
 * The longest a first visit's app is held for the first answers (appMayStart): past it, the app starts as it did
 * before the hold, and takes the answers still coming as they come.
 */
export const APP_HOLD_MS = 1_500;
let appHeld: Promise<void> = Promise.resolve();

/**
 * When the entry may start the app (index.ts): at once, but
 * - on a signed-in customer's first visit of the Balance tab, whose balance it draws (decision 0019), once its first
 *   answers are asked (askEarly's onAsked). Each answer needs the main thread for a moment before the next call can go
 *   out (the balance after the card list, the fare caps after the balance); the app's first long tasks (the shared
 *   libraries run, the first render) made each wait for them, on a phone for a second or more (the log's lever 28). A
 *   returning customer's Balance tab is not held: its first render shows the balance this device keeps.
 * - on a tab its section's release draws (the Reload and Manage tabs, decision 0021), on every visit, once the tab is
 *   drawn or will not be (nothing more asked). A returning customer's app, whose files the service worker has at once,
 *   ran its shared libraries between the tab's answers and its drawing, 0.1-0.3 s on a phone (the log's lever 39).
 * At most APP_HOLD_MS either way. The app's files download meanwhile (the page preloads them).
 */
export const appMayStart = (): Promise<void> => appHeld;

/**
 * The runtime config, once the inactivity limit it sets has been checked (session/gate.ts): past it, the portal's
 * stored data is gone before anything reads it, and the session is ended by bootstrap (sessionExpired).
 */
export function loadAndGate(load: () => Promise<ConfigResult> = () => loadPortalConfig()): Promise<ConfigResult> {
  return load().then((result) => {
    if (result.ok) verdict = gateSession(result.config.constants.idleMinutes);
    return result;
  });
}

/** The session this page found was past the inactivity limit: it must be ended before anything else. */
export const sessionExpired = (): boolean => verdict === 'expired';

/** Starts the page: called once, by the entry, at once. */
export function startPage(pathname: string = window.location.pathname): void {
  // index.html's inline script fetched it already, as the page began (shared/build/preloadPlugin.ts).
  const early = window as { [EARLY_FETCHES]?: Record<string, Promise<Response> | undefined> };
  const fetched = early[EARLY_FETCHES]?.[PORTAL_CONFIG_PATH];
  delete early[EARLY_FETCHES];
  config = loadAndGate(() => loadPortalConfig(PORTAL_CONFIG_PATH, (url, init) => fetched ?? fetch(url, init)));
  if (!hasMsalState()) {
    if ((window as PressWindow)[PRESSED] === true) appHeld = signInBeforeTheApp(config);
    return;
  }
  // A returning customer's page starts with MSAL (their token), so it downloads now, next to the shared libraries,
  // instead of after them (docs/performance-log.md "5. The signed-in critical path starts sooner"). A first visit
  // downloads it when signing in.
  void loadMsal();
  const section = sectionAt(pathname);
  if (!section?.signedIn || !section.early) return;
  const withBalance = section.frame === 'home';
  // Only for a session within the inactivity limit: past it, no token is read and nothing is asked.
  const live = config.then((result) => (result.ok && verdict === 'live' ? result.config : null));
  const previewed = PREVIEWED_SECTIONS.has(`${section.remote}/${section.module}`);
  // The previewed balance, drawn into the drawn page as soon as its answers are in, before the shared libraries have
  // (docs/decisions/0019-the-balance-drawn-before-the-app.md): its few lines download while MSAL gets the token.
  const drawing = previewed && withBalance ? import(/* webpackChunkName: "drawn-balance" */ './prerender/drawnBalance') : null;
  drawing?.catch(() => undefined); // not downloaded: the app draws the balance, as without it
  if (drawing) balance = 'drawing';
  // A tab its section's release draws (decision 0021): the page holds the release's drawing, and its drawer fills it
  // in once the tab's answers are in.
  const module = `${section.remote}/${section.module}`;
  const drawsTab = withBalance && document.querySelector(TAB_DRAWING_SELECTOR) !== null;
  // The app held for what the entry draws: a first visit's balance until its first answers are asked (lever 28); a
  // drawn tab, on every visit, until it is drawn or will not be (lever 39: a returning customer's app, whose files the
  // service worker has at once, ran its shared libraries between the tab's answers and its drawing). At most APP_HOLD_MS,
  // and never past the moment nothing more will be asked (no card, a failed list, MSAL needing the customer).
  let release: () => void = () => undefined;
  if ((drawing && !knowsCards()) || drawsTab)
    appHeld = new Promise<void>((resolve) => {
      release = resolve;
      setTimeout(resolve, APP_HOLD_MS);
    });
  const asking = startEarlyAnswers(live, {
    // A drawn tab waits for its drawing (onTab), not only for its answers to be asked.
    onAsked: () => !drawsTab && release(),
    withBalance,
    ...('tab' in section ? { tab: section.tab } : {}),
    ...(drawsTab
      ? {
          onTab: (card, cards, answers) =>
            void live
              .then(
                (settings) =>
                  settings &&
                  drawTab(document, module, {
                    cards,
                    card,
                    answers,
                    features: settings.features,
                    constants: settings.constants,
                    search: window.location.search,
                  }),
              )
              // Drawn, or what draws it failed (the app draws the tab, as without it): the app.
              .then(release, release),
        }
      : {}),
    ...(drawing
      ? {
          onBalance: (card, raw) => drawWith(drawing, 'fresh', (m) => m.drawBalance(document, card, raw)),
          // A returning customer's last known balance, as soon as MSAL says who is signed in. The fresh one is the
          // app's (askEarly draws none where a balance of that card is known on this device).
          onSignedIn: (userName) => drawWith(drawing, 'lastKnown', (m) => m.drawBalanceKnownTo(document, userName)),
        }
      : {}),
  });
  void asking.finally(() => release());
  (window.requestIdleCallback ?? setTimeout)(() => warmFormats(document.documentElement.lang));
  // The section's own files, but not a previewed one's: its preview is what the customer waits for, and it needs the
  // shared libraries those files would slow down.
  if (!previewed) void live.then((settings) => settings && startEarlySection(settings, section));
}

/** The Intl locale of the drawn page's `lang` (fr-CA, set by its early script), or English for the HTML's own (en). */
const intlLocaleOf = (lang: string): string => (lang.startsWith('fr') ? 'fr-CA' : 'en-CA');

/**
 * A press on 'Log in / Sign up' of the login page drawn before the JavaScript, which started this entry (a page left
 * without the app: docs/decisions/0020-the-login-page-without-the-app.md): the provider's sign-in, started from here
 * with MSAL alone, as the app's login page would (kit's signIn.ts), while the app stays held; the page then leaves. It
 * resolves only when that could not be done (no valid config, the provider down, MSAL failing, a navigation that did
 * not happen): the app starts, and its login page carries out the press again (the press is left for it), saying
 * what failed. In the drawn page's language (`lang`, which its inline script set).
 */
export function signInBeforeTheApp(
  loaded: Promise<ConfigResult>,
  signIn: typeof signInFromThisPage = signInFromThisPage,
  lang: string = document.documentElement.lang,
): Promise<void> {
  return loaded
    .then((result) => (result.ok && verdict !== 'expired' ? signIn(result.config, intlLocaleOf(lang)) : undefined))
    .catch(() => undefined);
}

/**
 * The date and money formats a signed-in page shows (kit's domain/cards.ts), made once and dropped, once the page is
 * idle (while a first visit waits for the shared libraries): the browser keeps the language's data it loaded for them,
 * so the app's own first ones are made in a fraction of the time, in its first render instead of before it (about
 * 50 ms of a phone's CPU: docs/performance-log.md "14. The first render with the customer's data"). In the drawn
 * page's language (`lang`, which the page's early script set).
 */
export function warmFormats(lang: string): void {
  // The page's `lang` is an Intl locale (fr-CA), or the HTML's own (en) where no drawn page set it.
  const locale = intlLocaleOf(lang);
  new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(0);
  new Intl.NumberFormat(locale, { style: 'currency', currency: 'CAD' }).format(0);
}

/**
 * Which balance the entry drew into the page (decision 0019), if any, and from now on it draws nothing: called by
 * bootstrap as it reads the first render's data. A fresh one: that render then waits for what it needs to be shown
 * again (its fare caps), so that the app's render replaces the drawn balance with the same and never with a skeleton.
 * A last known one: the app's first render shows it from this device's data, with nothing to wait for; it is painted
 * first (bootstrap).
 */
export function endDrawing(): Drawn | null {
  const drawn = balance === 'drawing' ? null : balance;
  balance = null;
  return drawn;
}

/** Draws into the page with the drawing's file once it is in, unless a balance was drawn or the app has asked since. */
function drawWith(
  drawing: Promise<typeof import('./prerender/drawnBalance')>,
  kind: Drawn,
  draw: (m: typeof import('./prerender/drawnBalance')) => boolean,
): void {
  void drawing.then(
    (m) => {
      if (balance === 'drawing' && draw(m)) balance = kind;
    },
    () => undefined,
  );
}

/** The runtime config startPage loaded (a second load, e.g. in tests, fetches again). */
export function takeStartedConfig(): Promise<ConfigResult> | undefined {
  const started = config;
  config = undefined;
  return started;
}
