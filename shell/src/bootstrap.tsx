import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { forgetEndedSession, hasMsalState, initMsal, primeEarlyAnswers, toPortalAccount } from '@portal/kit/host';
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
import { PREVIEWED_SECTIONS } from './federation/slotPreview';
import { accountFramePart, homeFramePart } from './frames/lazy';
import { loginPagePart } from './pages/lazy';
import { signedInChromePart } from './chrome/lazy';
import { applyLocale, initialLocale } from '@portal/contract';
import { appMessages } from '@portal/kit';
import { configureMonitoring, reportEvent, startReportingWhenIdle, watchErrors } from './monitoring/monitoring';
import { RootBoundary } from './app/RootBoundary';
import { renderOver } from './prerender/takeover';
import { endDrawing, loadAndGate, sessionExpired, takeStartedConfig } from './startup';
import { registerServiceWorker } from './sw/register';
import { bannerSettled, startBanner } from './chrome/bannerStart';
import { isPublicPath } from './chrome/publicPaths';

/** How long the first render over a drawn home tab waits for the tab's section (as it waits for the banner otherwise). */
const SECTION_WAIT_MS = 400;
/**
 * How long the first render waits for the fare caps of a balance the entry drew (decision 0019): they come a round
 * trip after the balance. An API slower than that gets the skeleton back until they come, as without the drawing.
 */
const DRAWN_BALANCE_WAIT_MS = 1_000;
/** How long the first render waits for the frame that paints a last known balance the entry drew just before it. */
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
    const { endIdleSession } = await import('@portal/kit/session-end');
    await endIdleSession(result.config);
    return;
  }
  configureMonitoring(result.config);
  // Page views, Web Vitals, errors and failed calls: reported by code loaded once the page's content is shown.
  startReportingWhenIdle(async () => {
    const { startReporting } = await import(/* webpackChunkName: "reporting" */ './monitoring/reporting');
    startReporting({ sectionOf: sectionOfFile, releaseOf: releaseOfSection });
  });
  registerPortalRemotes(result.config, reportEvent);
  registerServiceWorker(result.config, { integrityFor, onFileRefused: (file) => reportEvent(fileRefusedByWorker(file)) });
  // The page's section (its remote's manifest, entry and module) and its frame download while MSAL and the app
  // start, instead of after them.
  const first = sectionFor(window.location.pathname, hasMsalState());
  if (first) {
    prefetchSection(first.remote, first.module);
    if (first.frame) void (first.frame === 'home' ? homeFramePart : accountFramePart).load();
    void remoteSlotPart.load();
  }
  // What the header and the banner show, so the page's first frame has them and nothing moves when they come.
  // Awaited with the app (a failure only leaves the menu to its own Suspense): the header is whole in the first frame,
  // not a line taller a moment later when the menu comes (its title wraps beside it on a phone).
  const chrome = hasMsalState() && !isPublicPath(window.location.pathname) ? signedInChromePart.load().catch(() => undefined) : undefined;
  startBanner(result.config.bannerUrl);
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
  // A home tab drawn for a signed-in customer (issue 39): rendered over once the frame and the slot can render at once,
  // so the drawn frame never turns blank meanwhile (a failure renders as it would without the drawn page).
  const drawnFrame =
    first?.frame === 'home' && container.querySelector(`[${PRERENDER_ATTR.signedIn}]`)
      ? Promise.all([homeFramePart.load(), remoteSlotPart.load()]).catch(() => undefined)
      : undefined;
  const [msal, { App }] = await Promise.all([
    initMsal(result.config),
    import(/* webpackChunkName: "app" */ './app/App'),
    login,
    drawn,
    drawnFrame,
    chrome,
  ]);
  // Over a drawn home tab, its section is waited for a moment (a returning customer has it at hand): one render with the
  // tab's content, not the frame now and the section in a render of its own a moment later (returning, the Reload
  // tab came later for it: docs/performance-log.md). Not a previewed tab: its preview shows the balance.
  if (drawnFrame && first && !PREVIEWED_SECTIONS.has(`${first.remote}/${first.module}`))
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
  // Every home tab shows the selected card's balance: opened on one, it is asked for with the card list. The answers
  // the entry asked for that are already in are the first render's data (kit's api/primed.ts).
  const withBalance = first?.frame === 'home';
  const customer = toPortalAccount(msal.account);
  // The balance the entry drew into the page (decision 0019) is shown by the first render too: a fresh one waits a
  // moment for its fare caps, a round trip behind it, rather than turn it back into a skeleton.
  const balanceDrawn = endDrawing();
  // A returning customer's last known balance, drawn as MSAL said who is signed in, which is about when the app gets
  // here: painted before the first render, which holds the main thread for a while (0.2 s on a phone), not after it.
  // A tab in the background paints no frame: it waits PAINT_WAIT_MS at most.
  if (balanceDrawn === 'lastKnown')
    await new Promise((resolve) => {
      requestAnimationFrame(() => setTimeout(resolve, 0));
      setTimeout(resolve, PAINT_WAIT_MS);
    });
  const primed = customer
    ? await primeEarlyAnswers({
        apiBase: result.config.apiBase,
        userName: customer.username,
        withBalance,
        ...(first && 'tab' in first ? { tab: first.tab } : {}),
        ...(balanceDrawn === 'fresh' ? { waitMs: DRAWN_BALANCE_WAIT_MS } : {}),
      })
    : undefined;
  const app = (
    <RootBoundary>
      <App config={result.config} msal={msal} withBalance={withBalance} primed={primed} />
    </RootBoundary>
  );
  // The banner is drawn with the page's first frame, not a moment after it (it would push the page down). Not over the
  // prerendered login page: it is drawn already, and waiting would only keep it from answering sooner.
  if (!container.firstChild) await bannerSettled();
  // Over a prerendered page (login.html, a section's page, a home tab): at once, and a control that had the focus keeps it.
  renderOver(container, (sync) => (sync ? flushSync(() => root.render(app)) : root.render(app)));
})();
