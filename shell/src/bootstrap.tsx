import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { hasMsalState, initMsal, primeEarlyAnswers, toPortalAccount } from '@portal/host/app';
import { forgetEndedSession } from '@portal/kit/session';
import { expandCalls, FRAME_BALANCE, isPublicPage, sectionAt } from '@portal/host/sections';
import { ConfigErrorPage } from './app/ConfigErrorPage';
import { PRERENDER_ATTR, PRERENDER_SECTION } from '@portal/kit/config';
import {
  fileRefusedByWorker,
  integrityFor,
  loadRemoteComponent,
  prefetchSection,
  registerPortalRemotes,
  releaseOfSection,
  sectionOfFile,
} from './federation/remotes';
import { sectionFor } from './federation/sectionFor';
import { remoteSlotPart } from './federation/lazy';
import { currentTable, setTable } from './federation/sectionsTable';
import { FRAME_PARTS } from './frames/lazy';
import { loginPagePart } from './pages/lazy';
import { signedInChromePart } from './chrome/lazy';
import { applyLocale, initialLocale } from '@portal/contract';
import { appMessages } from '@portal/kit';
import { configureMonitoring, reportEvent, startReportingWhenIdle, watchErrors } from './monitoring/monitoring';
import { RootBoundary } from './app/RootBoundary';
import { renderOver } from './prerender/takeover';
import { DRAWN_ATTR } from './prerender/drawnTab';
import { keepDrawing } from './federation/kept';
import { drawnBefore, loadAndGate, sessionExpired, takeStartedConfig } from './startup';
import { registerServiceWorker } from './sw/register';
import { bannerSettled, startBanner } from './chrome/bannerStart';

/**
 * How long the first render over a drawn home tab waits for the tab's section (as it waits for the banner otherwise),
 * unless the tab's drawing is kept on screen until the section renders (prerender/kept.ts).
 */
const SECTION_WAIT_MS = 400;
/**
 * How long the first render waits for the answers it needs to show what the entry drew from the fresh answers (a
 * balance's fare caps, a round trip after it: decision 0019). An API slower than that gets those parts' skeletons
 * until they come, as without the drawing.
 */
const DRAWN_BALANCE_WAIT_MS = 1_000;
/** How long the first render waits for the frame that paints what the entry drew from this device's last known data. */
const PAINT_WAIT_MS = 100;

// Errors from the very start are noted for monitoring (sent once the config names where, and reporting has loaded).
watchErrors();
const container = document.getElementById('root')!;
const root = createRoot(container);

void (async () => {
  const result = await (takeStartedConfig() ?? loadAndGate());
  if (!result.ok) {
    root.render(<ConfigErrorPage errors={result.errors} />);
    return;
  }
  // A browser left signed in past the inactivity limit (a shared computer): its data is already gone; the session is
  // ended at the identity provider, which brings the browser back to the login page. Nothing else starts.
  if (sessionExpired()) {
    const { endIdleSession } = await import('@portal/host/session-end');
    await endIdleSession(result.config);
    return;
  }
  // The sections table: the one that came with the config (its server merged it from the releases that are live), or,
  // where it came without one (a dev server), the one the page reads from those releases itself before the first
  // render; a remote the server could not read is read in the background, its addresses saying so until it answers.
  setTable(result.config.sections ?? { sections: [] });
  const readRemotes = () => import(/* webpackChunkName: "read-remotes" */ './federation/readRemotes');
  if (!result.config.sections)
    await readRemotes().then(
      (m) => m.completeTable(result.config),
      () => undefined,
    );
  else if (result.config.sections.unavailable?.length)
    void readRemotes().then(
      (m) => m.completeTable(result.config),
      () => undefined,
    );
  const config = { ...result.config, sections: currentTable() };
  configureMonitoring(config);
  // Page views, Web Vitals, errors and failed calls: reported by code loaded once the page's content is shown.
  startReportingWhenIdle(async () => {
    const { startReporting } = await import(/* webpackChunkName: "reporting" */ './monitoring/reporting');
    startReporting({
      sectionOf: sectionOfFile,
      releaseOf: releaseOfSection,
      remoteOfPage: (page) => sectionAt(currentTable(), page)?.remote ?? 'shell',
    });
  });
  registerPortalRemotes(config, reportEvent);
  registerServiceWorker(config, { integrityFor, onFileRefused: (file) => reportEvent(fileRefusedByWorker(file)) });
  // The page's section (its remote's manifest, entry and module) and its frame download while MSAL and the app
  // start, instead of after them.
  const first = sectionFor(currentTable(), window.location.pathname, hasMsalState(), config.features);
  if (first) {
    prefetchSection(first.remote, first.module);
    if (first.frame) void FRAME_PARTS[first.frame].load();
    void remoteSlotPart.load();
  }
  // What the header and the banner show, so the page's first frame has them and nothing moves when they come.
  // Awaited with the app (a failure only leaves the menu to its own Suspense): the header is whole in the first frame,
  // not a line taller a moment later when the menu comes (its title wraps beside it on a phone).
  const chrome =
    hasMsalState() && !isPublicPage(currentTable(), window.location.pathname)
      ? signedInChromePart.load().catch(() => undefined)
      : undefined;
  startBanner(config.bannerUrl);
  // The login page, where it is the page (a signed-out visitor, /, /login): with the app, before the first render.
  // Not on a page of a section open to everyone (the public pages): the login page is never shown there.
  const login =
    (!hasMsalState() && !(first && !first.signedIn)) || /^\/(login\/?)?$/i.test(window.location.pathname)
      ? loginPagePart.load()
      : undefined;
  // A section's page drawn from its release (a public page opened from an e-mail): the app renders over it once the
  // section can render at once, so the page never turns into a skeleton meanwhile. A section that cannot be had
  // renders its failure, with Retry, as it would without the drawn page.
  const drawn =
    first && container.querySelector(`[${PRERENDER_SECTION.page}]`)
      ? Promise.all([loadRemoteComponent(first.remote, first.module, false), remoteSlotPart.load()]).catch(() => undefined)
      : undefined;
  // A frame drawn for a signed-in customer (issue 39): rendered over once the frame and the slot can render at once,
  // so the drawn frame never turns blank meanwhile (a failure renders as it would without the drawn page).
  const drawnFrame =
    first?.frame && container.querySelector(`[${PRERENDER_ATTR.signedIn}]`)
      ? Promise.all([FRAME_PARTS[first.frame].load(), remoteSlotPart.load()]).catch(() => undefined)
      : undefined;
  const [msal, { App }] = await Promise.all([
    initMsal(config),
    import(/* webpackChunkName: "app" */ './app/App'),
    login,
    drawn,
    drawnFrame,
    chrome,
  ]);
  // The tab's drawing by its release, kept on screen until the section renders where it has no controls (the balance's
  // tiles: prerender/kept.ts). Over any other drawn home tab, its section is waited for a moment (a returning customer
  // has it at hand): one render with the tab's content, not the frame now and the section in a render of its own a
  // moment later (returning, the Reload tab came later for it: docs/performance-log.md).
  const kept = first ? keepDrawing(`${first.remote}/${first.module}`, container.querySelector(`[${DRAWN_ATTR}]`)) : false;
  if (drawnFrame && first && !kept)
    await Promise.race([
      loadRemoteComponent(first.remote, first.module, false).catch(() => undefined),
      new Promise((resolve) => setTimeout(resolve, SECTION_WAIT_MS)),
    ]);
  if (!msal.account) forgetEndedSession();
  // The page's language before anything is shown: a stored choice, else the browser's (its messages downloaded first).
  // Again if the prerendered login page's switch changed the choice meanwhile (renderOver commits at once after).
  // The shell's own messages decide; a section whose messages are slow or fail waits or fails in its own area. When the
  // shell's French cannot be had, the page opens in English rather than not at all.
  try {
    for (let locale = initialLocale(); ; locale = initialLocale()) {
      await applyLocale(locale, { group: appMessages });
      if (initialLocale() === locale) break;
    }
  } catch (error) {
    console.error("The page's language could not be loaded; showing English:", error);
    await applyLocale('en', { group: appMessages });
  }
  // A frame that shows the selected card's balance (the home frame): opened on it, it is asked for with the card list.
  // The answers the entry asked for that are already in are the first render's data (kit's api/primed.ts), and so are
  // those of the calls the section's release declares (its first render reads them: the contract's primedAnswer).
  const withBalance = first?.frame ? FRAME_BALANCE[first.frame] : false;
  const customer = toPortalAccount(msal.account);
  // What the entry drew into the page (decision 0021) is shown by the first render too: a drawing the app keeps, drawn
  // from the fresh answers (a first visit's balance), waits a moment for what the frame shows of the same (the balance's
  // fare caps, a round trip behind it: its badges), rather than show their skeleton beside it.
  const drawnAs = drawnBefore();
  // From this device's last known data (a returning customer's balance), drawn as MSAL said who is signed in, which is
  // about when the app gets here: painted before the first render, which holds the main thread for a while (0.2 s on a
  // phone), not after it. A tab in the background paints no frame: it waits PAINT_WAIT_MS at most.
  if (drawnAs === 'known')
    await new Promise((resolve) => {
      requestAnimationFrame(() => setTimeout(resolve, 0));
      setTimeout(resolve, PAINT_WAIT_MS);
    });
  const primed = customer
    ? await primeEarlyAnswers({
        apiBase: config.apiBase,
        userName: customer.username,
        withBalance,
        ...(first?.calls?.length ? { callsFor: (card) => expandCalls(first.calls, card) } : {}),
        ...(drawnAs === 'fresh' && kept ? { waitMs: DRAWN_BALANCE_WAIT_MS } : {}),
      })
    : undefined;
  const app = (
    <RootBoundary>
      <App config={config} msal={msal} withBalance={withBalance} primed={primed} />
    </RootBoundary>
  );
  // The banner is drawn with the page's first frame, not a moment after it (it would push the page down). Not over the
  // prerendered login page: it is drawn already, and waiting would only keep it from answering sooner.
  if (!container.firstChild) await bannerSettled();
  // Over a prerendered page (login.html, a section's page, a home tab): at once, and a control that had the focus keeps it.
  renderOver(container, (sync) => (sync ? flushSync(() => root.render(app)) : root.render(app)));
})();
