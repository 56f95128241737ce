/**
 * What the shell's entry starts before any shared module has arrived (index.ts), and bootstrap.tsx then takes: the
 * runtime config and, for a signed-in customer on a page that shows their data, MSAL, the first answers that page
 * waits for (docs/performance-log.md "11. The first answers before the shared libraries") and its section's files
 * (federation/earlySection.ts). Everything imported here is free of shared modules.
 */
import { EARLY_FETCHES, loadPortalConfig, PORTAL_CONFIG_PATH, type ConfigResult } from '@portal/host/config';
import { expandCalls, FRAME_BALANCE, sectionAt } from '@portal/host/sections';
import type { PortalConfig, TableSection } from '@portal/contract';
import { hasMsalState, loadMsal } from '@portal/host/msal-loader';
import { startEarlyAnswers } from '@portal/host/early-answers';
import { gateSession, type GateVerdict } from '@portal/host/session-gate';
import { startEarlySection } from './federation/earlySection';
import { signInFromThisPage } from '@portal/host/sign-in';
import { PRESSED, type PressWindow } from './pages/loginPress';
import { drawKnownTab, drawTab, TAB_DRAWING_SELECTOR } from './prerender/drawnTab';

let config: Promise<ConfigResult> | undefined;
/**
 * The tab its section's release drew before the app (decision 0021): not (yet), from this device's last known data of
 * the customer (a returning customer: the fresh answers are drawn over it), or from the fresh answers.
 */
let drawn: Drawn | null = null;
/** A tab drawn from the fresh answers, or from this device's last known data. */
export type Drawn = 'fresh' | 'known';
let verdict: GateVerdict = 'none';
/**
 * The longest a visit's app is held for the tab its section's release draws (appMayStart): past it, the app starts as it
 * did before the hold, and takes the answers still coming as they come.
 */
export const APP_HOLD_MS = 1_500;
let appHeld: Promise<void> = Promise.resolve();

/**
 * When the entry may start the app (index.ts): at once, but on a tab its section's release draws (decision 0021), on
 * every visit, once the tab is drawn (from the fresh answers, or from this device's last known data) or will not be
 * (nothing more asked). Each answer needs the main thread for a moment before the next call can go out, and the app's
 * first long tasks (the shared libraries run, the first render) made each wait, on a phone for a second or more (the
 * log's levers 28 and 39): a first visit's balance, a returning customer's Reload and Manage tabs. At most APP_HOLD_MS.
 * The app's files download meanwhile (the page preloads them).
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
  // A tab its section's release draws (decision 0021): the page holds the release's drawing, and its drawer fills it in
  // once the tab's answers are in; the app is held until then (appMayStart).
  const drawsTab = document.querySelector(TAB_DRAWING_SELECTOR) !== null;
  let release: () => void = () => undefined;
  if (drawsTab)
    appHeld = new Promise<void>((resolve) => {
      release = resolve;
      setTimeout(resolve, APP_HOLD_MS);
    });
  // Only for a session within the inactivity limit: past it, no token is read and nothing is asked.
  const live = config.then((result) => (result.ok && verdict === 'live' ? result.config : null));
  // The page's section, as the sections table that came with the config says (its release declares it).
  void live.then((settings) => {
    const section = settings ? sectionAt(settings.sections, pathname, settings.features) : null;
    if (!settings || !section?.signedIn || !section.early) return release();
    startSection(settings, section, drawsTab, release);
  });
}

/**
 * What the entry starts for a signed-in page's section: its first answers (the card list, a home tab's balance and
 * fare caps, the calls its release declares), its drawing from them and from this device's last known data, and its
 * files where its release asks for them early (`early: 'entry'`).
 */
function startSection(settings: PortalConfig, section: TableSection, drawsTab: boolean, release: () => void): void {
  const module = `${section.remote}/${section.module}`;
  const withBalance = section.frame !== null && FRAME_BALANCE[section.frame];
  const draw = (kind: Drawn, drawIt: () => boolean) => {
    try {
      // The first drawing says how (bootstrap reads it): a last known one stays so when the fresh one is drawn over it.
      if (drawIt()) drawn ??= kind;
    } catch {
      /* what draws it failed: the app draws the tab, as without it */
    }
    // Drawn (the app renders the same over it), or the fresh answers could not be drawn (the app draws the tab).
    if (drawn || kind === 'fresh') release();
  };
  const asking = startEarlyAnswers(Promise.resolve(settings), {
    withBalance,
    ...(section.calls?.length ? { callsFor: (card) => expandCalls(section.calls, card), callPaths: section.calls.map((c) => c.path) } : {}),
    ...(drawsTab
      ? {
          // What this device last knew of the customer, drawn as soon as MSAL says who is signed in (a returning
          // customer's last known balance): their own, and it needs no token and no answer.
          onSignedIn: (userName: string) =>
            draw('known', () =>
              drawKnownTab(document, module, {
                userName,
                features: settings.features,
                constants: settings.constants,
                search: window.location.search,
              }),
            ),
          onTab: (card, cards, answers) =>
            draw('fresh', () =>
              drawTab(document, module, {
                cards,
                card,
                answers,
                features: settings.features,
                constants: settings.constants,
                search: window.location.search,
              }),
            ),
        }
      : {}),
  });
  // Drawn, or nothing more will be (no card, a failed list, MSAL needing the customer): the app.
  void asking.finally(release);
  (window.requestIdleCallback ?? setTimeout)(() => warmFormats(document.documentElement.lang));
  if (section.early === 'entry') void startEarlySection(settings, section);
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
 * How the tab its section's release draws was first drawn before the app (decision 0021), if it was: called by
 * bootstrap as it reads the first render's data. From the fresh answers (a first visit): a drawing the app keeps on
 * screen has the first render wait a moment for what the frame shows of the same (a balance's fare caps). From this
 * device's last known data (a returning customer): painted before the first render, which holds the main thread a while.
 */
export const drawnBefore = (): Drawn | null => drawn;

/** The runtime config startPage loaded (a second load, e.g. in tests, fetches again). */
export function takeStartedConfig(): Promise<ConfigResult> | undefined {
  const started = config;
  config = undefined;
  return started;
}
