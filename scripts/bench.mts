/**
 * `npm run bench`: speed on a phone and the first-load JavaScript budget.
 * 1. The budget: opens every route a customer can land on (and each embed's example page) in Chromium against the
 *    production build and sums the gzipped JavaScript each downloads with an empty cache. Prints each figure; exits 1
 *    when a route is over its budget or downloads a shared library twice (CI runs it).
 * 2. A phone: the same routes under Lighthouse's mobile profile (4x CPU slowdown, 150 ms round trip, 1.6 Mbps down,
 *    750 kbps up; cold cache, a fresh browser context each time): the time until the route's content is visible
 *    (median of 5), requests, JavaScript files and gzip bytes, for the federated portal and for the same sources
 *    built as one single-page app (PORTAL_SINGLE_APP=1), side by side with the ratio. Timings are printed, never
 *    gated: machines are noisy.
 * Times are when the page showed the content (stampChanges), not when a polling wait noticed it.
 * 3. A returning customer on /home/balance (service worker, HTTP cache and last known data from the visit before):
 *    the time until the last known balance is visible, and until the fresh one replaced it (median of 5), both builds;
 *    the Reload and Manage tabs' content; the worst layout shift of those visits, by route (goal 0.02).
 * 4. The layout shift of every route's first visit on a fast connection, at a phone's and a desktop's screen (the
 *    worst of 3 runs, 2 under `--runs 5`; goal 0.02), and the requests that failed meanwhile, federated build.
 * 5. Lighthouse's mobile preset on the login page and the public pages (scripts/lighthouse.mts), federated build.
 * `-- --detail` splits the budget figures by package and file; `-- --runs N` changes the 5; `-- --no-phone` skips 2
 * to 5; `-- --federated-only` skips the single app (CI); `-- --returning-only` times only 3 (federated);
 * `-- --no-lighthouse` skips 5; `-- --lighthouse-runs N` runs Lighthouse N times a page (1 by default), the median kept.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { spawn } from 'node:child_process';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { APPS, root, startStack } from './stack.mts';
import { createRequire } from 'node:module';
import { browserUiPages, chromiumArgs, chromiumPath } from '../e2e/support/chromium.ts';
import { lighthouseFigures, lighthousePages, printLighthouse } from './lighthouse.mts';
import { PRERENDER_ATTR, SECTION_EARLY_ATTR } from '@portal/kit/config';

// @portal/build is CommonJS (Rspack loads it so): required, as scripts/releases.mts does.
const { packageOf, SHARED_MUI_INTERNALS, SHARED_SINGLETONS } = createRequire(import.meta.url)(
  '@portal/build/federation/sharedMap',
) as typeof import('@portal/build/federation/sharedMap');

/**
 * Every route a customer can land on, with a realistic address, its first-load budget (gzip KB) and what a person
 * waits for there: its own content, visible (the balance amount, the product cards, the Register form…).
 */
interface Route {
  route: string;
  signedIn: boolean;
  budgetKb: number;
  ready: (p: Page) => Locator;
  /** The same content wherever it is shown (a preview, then the section): timed since it has been on screen. */
  watch?: Watch;
  /** A request the route's made-up address makes fail, as it should (not counted as a failed request). */
  refused?: string;
}
/** What a person waits for on /home/balance, in the preview of the last known balance or in the section. */
const BALANCE_LABEL = 'Balance summary';
const BALANCE: Watch = { selector: `[aria-label="${BALANCE_LABEL}"]`, text: '$12.50' };
/**
 * What a person waits for on a page drawn before the JavaScript: found by its role and name, and timed since an element
 * matching `selector` has shown that name (`watch`), whether it is the drawn page's or the app's drawn over it.
 */
const drawnContent = (role: 'button' | 'heading', name: string, selector: string): Pick<Route, 'ready' | 'watch'> => ({
  ready: (p) => p.getByRole(role, { name }),
  watch: { selector, text: name },
});
/** A public page opened from an e-mail's link, with a made-up code: timed to its heading, the API's refusal let fail. */
const publicPage = (path: string, heading: string, refused?: string): Route => ({
  route: `${path}?code=x&userId=y`,
  signedIn: false,
  budgetKb: 5,
  ...drawnContent('heading', heading, 'h1'),
  ...(refused ? { refused } : {}),
});
const RECEIPT = encodeURIComponent('TRANSIT AGENCY\nCARD NUMBER: ############1111\nAMOUNT: $20.00 CAD\nAPPROVED');
const ROUTES: Route[] = [
  // A page drawn before the JavaScript is timed since its content has been on screen (`watch`): the app renders the
  // same content over it, in the same frame, and the element found last is the app's, shown seconds later.
  // Issue 39: every route within 300 KB since 2026-11-27 (MUI without its CSS variables theme). Each budget is its
  // route's figure rounded up to 5 KB, those of the signed-in routes 300, so a kilobyte won back is not given away
  // again (docs/performance.md).
  {
    // 215 KB run by the page until decision 0020 (the app over the drawn page); since then 264.8 KB fetched ahead once
    // the page is idle and none of it run: the entry and MSAL (52.5 KB, which a press downloaded before) for the press,
    // then the app's files for the page the sign-in comes back to.
    route: '/login',
    signedIn: false,
    budgetKb: 265,
    ...drawnContent('button', 'Log in / Sign up', 'button'),
  },
  // Issue 39: within 300 KB (298.4 KB once the public pages stopped downloading the login page's code; 276.1 KB with
  // MSAL's shims, the runtime for browsers and the API's calls as functions; 268.1 KB without MUI's CSS variables
  // theme). Since shell and remote-public 1.4.0 no script file (decision 0016): the page, with its early script in it,
  // does all the page does, and the app is not started. A file of the app asked for again is over this budget.
  publicPage('/reset', 'Password Reset'),
  // The made-up code is refused by the API, and the page says so: what it waits for.
  publicPage('/confirm', 'An error occurred while processing the request', 'POST :4000/api/UserLogin/ConfirmUser 400'),
  // The mobile app's links (issue 39 names all four public pages): the same release's pages in their mobile variants.
  publicPage('/ResetPasswordMobile', 'Password Reset'),
  publicPage('/ConfirmMobile', 'Failed to confirm user!', 'POST :4000/api/Mobile/ConfirmMobileUser 400'),
  {
    route: '/home/balance',
    signedIn: true,
    budgetKb: 300,
    ready: (p) => p.getByRole('list', { name: BALANCE_LABEL }).getByText(BALANCE.text),
    watch: BALANCE,
  },
  {
    route: '/home/reload',
    signedIn: true,
    budgetKb: 300,
    ready: (p) => p.getByRole('region', { name: 'E-Cash' }).getByRole('button', { name: 'Add to Cart' }),
    // The tab drawn before the app (decision 0021), then the app's render of the same over it: timed since either showed
    // it (the log's lever 39; before, the element found last, often the app's, 0.2-0.4 s after the drawing).
    watch: { selector: 'section[aria-labelledby]:has(> h3)', text: 'E-Cash', also: 'Add to Cart' },
  },
  // 485 → 351 KB without the second React, → 338 KB without yup and MUI's Accordion, → 326 KB on native fields, → 312.3
  // KB with MSAL's shims and the API's calls as functions, → 298.3 KB (MUI without its CSS variables theme; issue 39).
  {
    route: '/home/manage',
    signedIn: true,
    budgetKb: 300,
    ready: (p) => p.getByRole('textbox', { name: /First name/ }),
    // As the Reload tab's: the drawn field, then the app's (each a label and its input in one box; the forms are on
    // native fields, with no MuiFormControl: that selector never matched, and the field found last, often the app's,
    // was timed instead).
    watch: { selector: 'div:has(> label):has(> input)', text: 'First name' },
  },
  {
    // Every card at a glance (issue 40): timed to the first tile showing its card's figures. 316.8 KB when added; 299.6
    // KB once the kit's shared styles stopped bringing the theme into remote-balance's chunk (issue 39).
    route: '/home/cards',
    signedIn: true,
    budgetKb: 300,
    ready: (p) => p.getByRole('list', { name: 'Your cards' }).getByRole('definition').first(),
  },
  {
    // 301.4 → 298.4 KB with the default card's mark drawn without MUI's Chip (issue 39).
    route: '/account/payment',
    signedIn: true,
    budgetKb: 300,
    ready: (p) => p.getByRole('cell', { name: '############1111', exact: true }),
  },
  { route: '/account/manage', signedIn: true, budgetKb: 300, ready: (p) => p.getByRole('link', { name: /Edit/ }) },
  {
    // 473 → 336 KB without the second React, → 328 KB without yup, → 299.9 KB with the kit's answer checks and
    // e-mail rule in modules of their own (the page no longer takes every mapping and personal rule of its app).
    route: '/RequestMobileAccountDeletion',
    signedIn: true,
    budgetKb: 300,
    ready: (p) => p.getByRole('heading', { name: 'Request Mobile Account Deletion' }),
  },
  {
    route: `/transaction_result?x_response_code=1&x_response_reason_code=1&x_response_reason_text=Transaction+Normal&x_auth_code=A1B2C3&x_trans_id=ET1001&x_reference_3=T1*K1&x_amount=20.00&x_email=demo%40transit.example&exact_ctr=${RECEIPT}`,
    signedIn: true,
    budgetKb: 300,
    ready: (p) => p.getByRole('heading', { name: 'Payment Successful!' }),
  },
  {
    route: '/transaction_result_saved?result=Payment+Successful&transaction_id=T1',
    signedIn: true,
    budgetKb: 300,
    ready: (p) => p.getByRole('heading', { name: 'Payment Successful!' }),
  },
];
const pathOf = (route: string) => route.split('?')[0]!;
/**
 * Issue 39's first-visit goals on the phone profile, to the content a person waits for (printed, never gated): the
 * pages opened from an e-mail visible within 1.0 s, the balance within 2.0 s, the Reload and Manage tabs within 2.2 s.
 */
const FIRST_VISIT_GOALS_MS: Record<string, number> = {
  '/reset': 1000,
  '/confirm': 1000,
  '/ResetPasswordMobile': 1000,
  '/ConfirmMobile': 1000,
  '/home/balance': 2000,
  '/home/reload': 2200,
  '/home/manage': 2200,
};
/** Issue 39: the public pages usable (typing kept, validation and submit working) within 1.5 s of a first visit. */
const USABLE_GOALS_MS: Record<string, number> = { '/reset': 1500, '/confirm': 1500, '/ResetPasswordMobile': 1500, '/ConfirmMobile': 1500 };

/**
 * The result pages show a success only for this browser's own checkout (issue 25): as a customer coming back from
 * paying, the browser remembers the hosted payment it started (transaction T1), and the saved-card page is opened
 * the way checkout opens it, with the transaction in its history entry (react-router's state). Only on those pages.
 */
function asAfterCheckout(): void {
  const cart = JSON.stringify([
    { number: '10000001', type: 1, products: [{ productId: 0, productTypeId: 0, name: 'E-Cash', quantity: 1, price: 20, total: 20 }] },
  ]);
  if (location.pathname === '/transaction_result' && location.search)
    localStorage.setItem('portal.pendingPayment', JSON.stringify({ transactionId: 'T1', cart }));
  if (location.pathname === '/transaction_result_saved' && location.search)
    history.replaceState({ usr: { checkout: 'T1' }, key: 'bench', idx: 0 }, '');
}
/** Each self-contained embed.js, on its example page, for a visitor's first render (docs/embedding.md). */
const EMBEDS = [
  { name: 'balance embed.js', url: 'http://localhost:3001/embed-example.html' },
  { name: 'reload embed.js', url: 'http://localhost:3002/embed-example.html' },
  { name: 'account embed.js', url: 'http://localhost:3003/embed-example.html?view=mobile-deletion' },
];
const BUDGETS_KB: Record<string, number> = Object.fromEntries(ROUTES.map((r) => [pathOf(r.route), r.budgetKb]));
const EMBED_BUDGET_KB = 200;
for (const e of EMBEDS) BUDGETS_KB[e.name] = EMBED_BUDGET_KB;
const detail = process.argv.includes('--detail');
const argRuns = process.argv.indexOf('--runs');
const RUNS = argRuns > 0 ? Math.max(1, Number(process.argv[argRuns + 1]) || 5) : 5;
const phone = !process.argv.includes('--no-phone');
/** CI's choice (`.ci/run`): the single app's build and timings take about a third of the bench; it is compared locally. */
const federatedOnly = process.argv.includes('--federated-only');
const argLighthouse = process.argv.indexOf('--lighthouse-runs');
/** Lighthouse's runs a page (the median kept): one by default, a minute for the five pages on a 2-core machine. */
const LIGHTHOUSE_RUNS = argLighthouse > 0 ? Math.max(1, Number(process.argv[argLighthouse + 1]) || 1) : 1;
/** The shell's build folder being served: dist, or dist-single for the single-app build. */
let shellDist = 'dist';

interface PhoneFigure {
  /** When the route's content was shown, in ms after navigation start (stampChanges). */
  ms: number;
  /** When Playwright's wait for it returned, in ms after `goto` was called: the figure before, polling included. */
  polled: number;
  runs: number[];
  polledRuns: number[];
  requests: number;
  jsFiles: number;
  kb: number;
  /** Largest Contentful Paint (ms after navigation) and the layout shift, of the median run. */
  lcp: number;
  cls: number;
  /**
   * On a home tab: when the home frame (header, the selector's place, the tabs) was shown, in ms after navigation; and
   * when the selector showed the customer's card (the card list answered and the app rendered).
   */
  frame?: number;
  frameRuns?: number[];
  card?: number;
  cardRuns?: number[];
  /**
   * On a page drawn before the JavaScript (the login page, the public pages): when the app had rendered over it, so
   * its controls work (typing kept, validation and submit: issue 39's 1.5 s for the public pages), ms after navigation.
   */
  usable?: number;
  usableRuns?: number[];
  /**
   * The main thread's blocking time once the content was shown, until the network settled: each long task that began
   * then counts its time beyond 50 ms, as Lighthouse's total blocking time does. A press meanwhile waits that long.
   */
  blocking: number;
  blockingRuns: number[];
}

/** A mid-range phone's screen. */
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
/** A desktop's screen, for the layout shift on a fast connection. */
const DESKTOP = { viewport: { width: 1350, height: 940 } };
/** Issue 39's goal: no route shifts its layout by more than this, at any screen, on any connection. */
const CLS_GOAL = 0.02;

type SignedIn = Awaited<ReturnType<BrowserContext['storageState']>>;
/**
 * A signed-in browser's storage without the last known data (kit/src/offline/lastKnown.ts), as a customer active a
 * moment ago: its last input (kit/src/session/gate.ts) is now, else a bench that runs longer than the inactivity limit
 * (15 minutes) would time signed-out pages from then on.
 */
const withoutLastKnown = (storage: SignedIn): SignedIn => ({
  ...storage,
  origins: storage.origins.map((o) => ({
    ...o,
    localStorage: o.localStorage
      .filter((e) => e.name !== 'portal.lastKnown')
      .map((e) => (e.name === 'portal.lastActivity' ? { ...e, value: String(Date.now()) } : e)),
  })),
});

/** A returning customer on /home/balance: the last known balance, then the fresh one (ms after navigation), per run. */
interface ReturningFigure {
  /** When the page showed it (ms after navigation start, stampChanges), per run. */
  lastKnown: number[];
  fresh: number[];
  /** When the element showing the balance that Playwright found last was shown (shownAt): the section's own tiles. */
  section: number[];
  /** When Playwright's waits returned (ms after goto was called, their polling included): the figures before. */
  polledLastKnown: number[];
  polledFresh: number[];
  /** The other home tabs a returning customer opens (issue 39: within 1.0 s): when each showed its content, per run. */
  tabs: Record<string, number[]>;
  /**
   * The worst layout shift of a returning visit, by route, once the page has settled (issue 39: 0.02 at most on every
   * route): on the Balance tab, the fresh balance takes the place of the last known one and its 'Last known, as of …'.
   */
  shift: Record<string, number>;
}

/** The other home tabs timed for a returning customer (the route table's `ready`, after a visit before). */
const RETURNING_TABS = ['/home/reload', '/home/manage'];

/** One timed visit of a route (PhoneFigure without the per-run lists). */
type PhoneRun = Omit<PhoneFigure, 'runs' | 'polledRuns' | 'blockingRuns'>;

/** Lighthouse's mobile profile ('Slow 4G'): 150 ms round trip, 1.6 Mbps down, 750 kbps up, CPU 4x slower. */
const MOBILE_NETWORK = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };

/** A page on Lighthouse's mobile profile from now on: its network (MOBILE_NETWORK) and a 4x slower CPU. */
async function asPhone(context: BrowserContext, page: Page): Promise<void> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', MOBILE_NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

/** tsx keeps functions' names with a `__name` helper, which a function serialized into the page does not have. */
const NAME_HELPER = { content: 'window.__name = window.__name || ((f) => f);' };

/**
 * When the page showed something, as the page itself sees it. Playwright's waits poll the page at growing intervals
 * (0, 20, 50, 100, 100, then every 500 ms), so the moment a wait returns can be up to half a second after the content
 * was shown: a timing taken there measures the polling. This init script stamps, in the page, every node added and
 * every `style` or `hidden` change (how React reveals a suspended part), and every node removed, with the time of the
 * frame that painted it (after the next animation frame: the paint that follows the change). `shownAt` reads, for an
 * element Playwright has found, the latest stamp on it, its ancestors and what it contains: when it became visible, in
 * ms after the navigation started.
 */
function stampChanges({ marks, usable, frame }: { marks: string[]; usable: string; frame: string }) {
  const added = new WeakMap<Node, number>();
  const w = window as unknown as {
    /** The first frame with an element matching `usable` (a page its early script made work), kept once it is gone. */
    __usableAt: number | null;
    /** The first frame with the home frame's tabs (`frame`): drawn before the JavaScript, then the app's (decision 0017). */
    __frameAt: number | null;
    __added: WeakMap<Node, number>;
    __removed: Array<{ text: string; at: number }>;
    __watch?: Watch;
    __since: number | null;
  };
  w.__added = added;
  w.__usableAt = null;
  w.__frameAt = null;
  w.__removed = [];
  w.__since = null;
  // Whether what is watched (watchInPage) is on screen now: an element matching its selector that shows its text.
  const watched = (watch: Watch) =>
    Array.from(document.querySelectorAll(watch.selector)).some(
      (el) =>
        (el.textContent ?? '').includes(watch.text) &&
        (watch.also === undefined || (el.textContent ?? '').includes(watch.also)) &&
        el.checkVisibility({ opacityProperty: true, visibilityProperty: true }),
    );
  let pending: Array<(t: number) => void> = [];
  const stamp = () => {
    const t = performance.now();
    const done = pending;
    pending = [];
    for (const f of done) f(t);
  };
  const channel = new MessageChannel();
  channel.port1.onmessage = stamp;
  // The first task after the frame that painted the change: asked for in that frame's animation callbacks, at the
  // scheduler's highest priority, so that a long task queued meanwhile (a script that has arrived, the app's start)
  // does not run first and count as the content's wait. A posted message waited behind them: the Reload and Manage
  // tabs' drawings, painted before the app's first long task, were stamped 0.1-0.15 s after it (the log's lever 40).
  const scheduler = (window as unknown as { scheduler?: { postTask(f: () => void, o: { priority: string }): Promise<void> } }).scheduler;
  const afterPaint = (f: (t: number) => void) => {
    if (pending.push(f) === 1)
      requestAnimationFrame(() =>
        scheduler ? void scheduler.postTask(stamp, { priority: 'user-blocking' }) : channel.port2.postMessage(null),
      );
  };
  new MutationObserver((records) => {
    const nodes: Node[] = [];
    const gone: string[] = [];
    for (const r of records) {
      if (r.type === 'childList') {
        r.addedNodes.forEach((n) => nodes.push(n));
        r.removedNodes.forEach((n) => gone.push(n.textContent ?? ''));
      } else if (r.type === 'attributes' && marks.includes(r.attributeName ?? ''))
        continue; // a mark: not a change a person sees
      else if (r.type === 'characterData' || r.type === 'attributes') nodes.push(r.target);
    }
    afterPaint((t) => {
      for (const n of nodes) added.set(n, t);
      if (w.__usableAt === null && document.querySelector(usable)) w.__usableAt = t;
      if (w.__frameAt === null && document.querySelector(frame)?.checkVisibility()) w.__frameAt = t;
      for (const text of gone) if (text) w.__removed.push({ text, at: t });
      if (w.__watch) {
        if (!watched(w.__watch)) w.__since = null;
        else w.__since ??= t;
      }
    });
  }).observe(document, {
    subtree: true,
    childList: true,
    characterData: true,
    attributes: true,
    // …and `marks`: a section's early script's on the page it made work (issue 39).
    attributeFilter: ['style', 'hidden', ...marks],
  });
}

/**
 * Content a person waits for, whatever element shows it: an element matching `selector` (outside templates) that
 * shows `text`.
 */
interface Watch {
  selector: string;
  text: string;
  /** A second text the same element shows (the E-Cash product's card and its 'Add to Cart'). */
  also?: string;
}

/**
 * Every page of the context also records since when `watch` has been on screen without a break (stampChanges): the
 * time a person has seen it from, even where one element showing it replaces another (the Balance tab's preview of the
 * last known balance, then the section's own tiles) which `shownAt`, on the element found last, would not count.
 */
async function watchInPage(context: BrowserContext, watch: Watch): Promise<void> {
  await context.addInitScript((w) => {
    (window as unknown as { __watch: Watch }).__watch = w;
  }, watch);
}

/** Since when the watched content has been on screen without a break (ms after navigation start), or null. */
const watchedSince = (page: Page): Promise<number | null> => page.evaluate(() => (window as unknown as { __since: number | null }).__since);

/** Routes whose `watch` never matched what the page showed: said once, as their time is then the element found last. */
const unwatched = new Set<string>();
async function watchedOrSaid(page: Page, route: string): Promise<number | null> {
  const since = await watchedSince(page);
  if (since === null && !unwatched.has(route)) {
    unwatched.add(route);
    console.log(
      `  (${pathOf(route)}: what it watches never matched the page; timed by the element found last, the bench's watch is out of date)`,
    );
  }
  return since;
}

/** Every page of the context stamps its changes (stampChanges). */
async function stampInPage(context: BrowserContext): Promise<void> {
  await context.addInitScript(NAME_HELPER);
  await context.addInitScript(stampChanges, { marks: [SECTION_EARLY_ATTR.ready], usable: EARLY_READY, frame: HOME_FRAME });
}

/** When an element Playwright has found became visible (ms after navigation start): see stampChanges. */
async function shownAt(locator: Locator): Promise<number> {
  return locator.evaluate(async (el) => {
    const stamps = (window as unknown as { __added: WeakMap<Node, number> }).__added;
    const read = () => {
      let t = 0;
      for (let n: Node | null = el; n; n = n.parentNode) t = Math.max(t, stamps.get(n) ?? 0);
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_ALL);
      for (let n: Node | null = walker.nextNode(); n; n = walker.nextNode()) t = Math.max(t, stamps.get(n) ?? 0);
      return t;
    };
    // An element found in the very frame that painted it is stamped in the task after that frame: wait for it (a
    // usable time of 0.00 s was printed twice in 2026-12-05's run).
    let t = read();
    for (let i = 0; t === 0 && i < 20; i += 1) {
      await new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
      t = read();
    }
    return t;
  });
}

/** The home frame's tabs, by which the bench tells when the frame was shown. */
const HOME_FRAME = 'nav[aria-label="Card sections"]';

/** A page drawn before the JavaScript, made to work by its section's early script (its mark on what it made work). */
const EARLY_READY = `#root [${PRERENDER_ATTR.locale}] [${SECTION_EARLY_ATTR.ready}]`;

/**
 * The first frame the page showed EARLY_READY in, or null: kept by the page (stampChanges), since the app may have
 * rendered over the marked page by the time the bench looks (it starts as soon as a confirmation's answer is shown).
 */
const earlyReadyAt = (page: Page): Promise<number | null> =>
  page.evaluate(() => (window as unknown as { __usableAt: number | null }).__usableAt);

/** When the last removed node that held `text` was removed (ms after navigation start), or null. */
function removedAt(page: Page, text: string): Promise<number | null> {
  return page.evaluate((wanted) => {
    const gone = (window as unknown as { __removed: Array<{ text: string; at: number }> }).__removed;
    return gone.findLast((g) => g.text.includes(wanted))?.at ?? null;
  }, text);
}

/** The build's file a served URL comes from (the shell's from the folder being served), or null for another origin. */
function builtFile(url: string): string | null {
  const u = new URL(url);
  const app = APPS.find((a) => String(a.port) === u.port);
  return app ? path.join(root, app.dir, app.name === 'shell' ? shellDist : 'dist', decodeURIComponent(u.pathname)) : null;
}

/**
 * The budgets are gzip figures. The servers send brotli to a browser that takes it (smaller still), so each
 * downloaded file is counted as its gzip file from the build (level 9, what a gzip-only browser gets).
 */
function gzipBytes(url: string): number | null {
  const file = builtFile(url);
  if (!file) return null;
  if (fs.existsSync(`${file}.gz`)) return fs.statSync(`${file}.gz`).size;
  return fs.existsSync(file) ? zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length : null;
}

/** A downloaded file's source map (read once per file, however many routes download it), or null. */
const maps = new Map<string, { sources: string[]; sourcesContent?: string[] } | null>();
function sourceMap(url: string) {
  const file = builtFile(url);
  if (!file) return null;
  if (!maps.has(file))
    maps.set(file, fs.existsSync(`${file}.map`) ? (JSON.parse(fs.readFileSync(`${file}.map`, 'utf8')) as { sources: string[] }) : null);
  return maps.get(file)!;
}

/** Splits a downloaded file's bytes between the packages in it, by their share of its sources (from the map). */
function byPackage(url: string, bytes: number, into: Map<string, number>) {
  const app = APPS.find((a) => String(a.port) === new URL(url).port);
  const map = sourceMap(url);
  if (!map) {
    into.set('(unmapped)', (into.get('(unmapped)') ?? 0) + bytes);
    return;
  }
  const lens = map.sources.map((s, i) => [s, map.sourcesContent?.[i]?.length ?? 0] as const);
  const total = lens.reduce((a, [, l]) => a + l, 0) || 1;
  for (const [source, len] of lens) {
    const i = source.lastIndexOf('node_modules/');
    const portal = /shared\/(contract|kit)\/src\//.exec(source);
    const pkg = i !== -1 ? packageOf(source.slice(i + 13)) : portal ? `@portal/${portal[1]}` : `(${app!.name} code)`;
    into.set(pkg, (into.get(pkg) ?? 0) + (bytes * len) / total);
  }
}

/** The packages shared as one instance in the page, and MUI's files shared by file: what a page must download once. */
const SHARED_PACKAGES = new Set(
  SHARED_SINGLETONS.map(packageOf)
    .filter((p) => p !== '@mui/material')
    .concat('scheduler'),
);
const SHARED_MUI_FILES = new Set(SHARED_MUI_INTERNALS.map((f) => `@mui/material/${f}`));

/** The shared libraries' source files in a downloaded file, from its source map ('react-dom/cjs/…', '@portal/contract/…'). */
function sharedSources(url: string): string[] {
  const map = sourceMap(url);
  if (!map) return [];
  const out: string[] = [];
  for (const source of map.sources) {
    const contract = source.indexOf('shared/contract/src/');
    if (contract !== -1) {
      out.push(`@portal/contract/${source.slice(contract + 20)}`);
      continue;
    }
    const i = source.lastIndexOf('node_modules/');
    if (i === -1) continue;
    const rest = source.slice(i + 13);
    if (SHARED_PACKAGES.has(packageOf(rest)) || SHARED_MUI_FILES.has(rest)) out.push(rest);
  }
  return out;
}

/**
 * A shared library a page downloaded twice: the same source file of a shared package in two downloaded files (the
 * shell's and a section's own fallback copy, for example). Listed by package, with the files.
 */
function sharedTwice(files: Array<{ url: string }>): string[] {
  const where = new Map<string, Set<string>>();
  for (const f of files) for (const src of sharedSources(f.url)) where.set(src, (where.get(src) ?? new Set()).add(f.url));
  const byPackage = new Map<string, Set<string>>();
  for (const [src, urls] of where) {
    if (urls.size < 2) continue;
    const pkg = packageOf(src);
    const set = byPackage.get(pkg) ?? new Set<string>();
    for (const u of urls) set.add(u.replace('http://localhost', ''));
    byPackage.set(pkg, set);
  }
  return [...byPackage].map(([pkg, urls]) => `${pkg} (${[...urls].join(', ')})`);
}

/**
 * The HTML of each route's page, gzip level 9 (KB): a page drawn before the JavaScript carries its inline scripts (the
 * shell's, a section's early script) in it, which no script file counts. Printed beside the JavaScript, not budgeted.
 */
const pageKb = new Map<string, number>();

/** A script file the page fetched ahead without running it (`<link rel="prefetch">`), which Chromium types as other. */
const prefetched = (request: import('playwright-core').Request): boolean =>
  request.resourceType() === 'other' && new URL(request.url()).pathname.endsWith('.js');

async function measure(context: BrowserContext, page: Page, route: string, ready: (p: Page) => Promise<void>) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  const files: Array<{ url: string; bytes: number }> = [];
  const onFinished = async (request: import('playwright-core').Request) => {
    if (request.resourceType() === 'document' && request.frame() === page.mainFrame()) {
      const body = await (await request.response())?.body().catch(() => null);
      if (body) pageKb.set(pathOf(route), zlib.gzipSync(body, { level: 9 }).length / 1024);
      return;
    }
    // A script, or one fetched ahead for the next step and not run (the login page's `prefetch`: decision 0020): both
    // are downloaded on the phone's link.
    if (request.resourceType() !== 'script' && !prefetched(request)) return;
    const sizes = await request.sizes().catch(() => null);
    if (sizes) files.push({ url: request.url(), bytes: gzipBytes(request.url()) ?? sizes.responseBodySize });
  };
  page.on('requestfinished', onFinished);
  await page.goto(route.startsWith('http') ? route : `http://localhost:3000${route}`);
  await ready(page);
  await page.waitForLoadState('networkidle');
  page.off('requestfinished', onFinished);
  return files;
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
const stack = await startStack({ quiet: true, sandboxDb: path.join(dir, 'sandbox.db'), build: !process.argv.includes('--no-build') });
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
let over = false;
try {
  // First loads: no service worker (it would answer later routes from what earlier ones kept).
  const context = await browser.newContext({ serviceWorkers: 'block' });
  await context.addInitScript(asAfterCheckout);
  const page = await context.newPage();
  const results: Record<string, Array<{ url: string; bytes: number }>> = {};
  const visit = (r: Route) => measure(context, page, r.route, (p) => r.ready(p).waitFor());
  for (const r of ROUTES.filter((x) => !x.signedIn)) results[pathOf(r.route)] = await visit(r);
  await page.goto('http://localhost:3000/login');

  // Sign in, then measure each signed-in route as a signed-in customer's first load (empty HTTP cache).
  await page.getByRole('button', { name: 'Log in / Sign up' }).click();
  await page.getByLabel('Email Address').fill('demo@transit.example');
  await page.getByLabel('Password').fill('Transit!2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/home/balance');
  await page.waitForLoadState('networkidle');
  // The Reload tab is measured with its products; the cart dialog is not part of it (it loads when opened).
  for (const r of ROUTES.filter((x) => x.signedIn)) results[pathOf(r.route)] = await visit(r);

  // The embeds' first render for a visitor on another site: a fresh browser context, nothing cached, not signed in
  // (MSAL loads only when the visitor signs in).
  for (const e of EMBEDS) {
    const fresh = await browser.newContext({ serviceWorkers: 'block' });
    const embedPage = await fresh.newPage();
    results[e.name] = await measure(fresh, embedPage, e.url, (p) => p.getByRole('button', { name: 'Sign in' }).first().waitFor());
    await fresh.close();
  }

  // The browser's own pages beside the measured one take this machine's cores from it (e2e/support/chromium.ts).
  const uiPages = await browserUiPages(browser);
  if (uiPages.length)
    console.log(
      `\nThe browser runs pages of its own beside the measured ones, so the times below are shared with them: ${uiPages.join(', ')}`,
    );

  console.log('\nFirst-load JavaScript (gzipped, empty cache):');
  for (const [route, files] of Object.entries(results)) {
    const kb = files.reduce((s, f) => s + f.bytes, 0) / 1024;
    const budget = BUDGETS_KB[route];
    const byOrigin = new Map<string, number>();
    for (const f of files) byOrigin.set(new URL(f.url).origin, (byOrigin.get(new URL(f.url).origin) ?? 0) + f.bytes / 1024);
    const origins = [...byOrigin].map(([o, k]) => `${o.replace('http://localhost', '')} ${k.toFixed(1)} KB`).join(', ');
    const verdict = budget === undefined ? '(no budget)' : `of ${budget} KB  ${kb <= budget ? 'ok' : 'OVER BUDGET'}`;
    const html = pageKb.get(route);
    const htmlNote = html === undefined ? '' : `; the page ${html.toFixed(1)} KB`;
    console.log(
      `  ${route.split('?')[0]!.padEnd(17)} ${kb.toFixed(1).padStart(6)} KB ${verdict}  (${files.length} files${origins ? `: ${origins}` : ''}${htmlNote})`,
    );
    if (budget !== undefined && kb > budget) over = true;
    const twice = sharedTwice(files);
    if (twice.length) {
      over = true;
      for (const d of twice) console.log(`      DOWNLOADED TWICE: ${d}`);
    }
    if (detail) {
      const pkgs = new Map<string, number>();
      for (const f of files) byPackage(f.url, f.bytes, pkgs);
      for (const [pkg, b] of [...pkgs].sort((a, c) => c[1] - a[1]).slice(0, 14))
        console.log(`      ${(b / 1024).toFixed(1).padStart(6)} KB  ${pkg}`);
      for (const f of [...files].sort((a, c) => c.bytes - a.bytes))
        console.log(`        ${(f.bytes / 1024).toFixed(1).padStart(6)} KB  ${f.url.replace('http://localhost', '')}`);
      const small = files.filter((f) => f.bytes < 2048);
      console.log(`      ${small.length} files under 2 KB, ${(small.reduce((a, f) => a + f.bytes, 0) / 1024).toFixed(1)} KB in all`);
    }
  }

  if (phone) {
    const signedIn = await context.storageState();
    const federatedReturning = await returningFigures(browser, signedIn);
    if (process.argv.includes('--returning-only')) printReturning(federatedReturning, null);
    else {
      const federated = await phoneFigures(browser, signedIn);
      // The layout shift on a fast connection on the federated build as customers get it (before the single app takes
      // the shell's place).
      // Three runs a screen (two with fewer timed runs, to keep a quick run quick).
      const shiftRuns = RUNS >= 5 ? 3 : 2;
      const shifts = await fastShifts(browser, signedIn, shiftRuns);
      if (federatedOnly) {
        printPhone(federated, null);
        printReturning(federatedReturning, null);
      } else {
        // The same sources as one single-page app, served in the shell's place (same origin, config and sandbox).
        await buildSingleApp();
        await stack.stopApp('shell');
        shellDist = 'dist-single';
        await stack.startApp('shell', { dist: 'dist-single' });
        printPhone(federated, await phoneFigures(browser, signedIn));
        printReturning(federatedReturning, await returningFigures(browser, signedIn));
        // Lighthouse on the federated build, as customers get it.
        await stack.stopApp('shell');
        shellDist = 'dist';
        await stack.startApp('shell');
      }
      // Lighthouse last: its rounds reseed the sandbox, which ends every signed-in session the bench's figures use.
      const lighthouse = process.argv.includes('--no-lighthouse')
        ? null
        : await lighthouseFigures(
            'http://localhost:3000',
            // Each round on a freshly seeded sandbox: a confirmation link confirms its account once, so the next
            // round's e-mail would be another kind, and its link the one already used.
            async (round) => {
              if (round > 0) await stack.resetSandbox();
              return lighthousePages(stack.sandboxUrl);
            },
            LIGHTHOUSE_RUNS,
          );
      printShifts(shifts, shiftRuns);
      if (lighthouse) printLighthouse(lighthouse, LIGHTHOUSE_RUNS);
    }
  }
} finally {
  await browser.close();
  await stack.stop();
}
process.exit(over ? 1 : 0);

/**
 * Waits until the page has made no request for 500 ms, to count all its files: on the phone profile, on a slow or busy
 * machine, up to 30 s. Timings are printed, never gated, so a page still busy after that is said and the run counted
 * with what it loaded so far (CI once failed here, on a busy machine), rather than failing the byte checks above.
 */
async function settled(page: Page, what: string): Promise<void> {
  try {
    await page.waitForLoadState('networkidle', { timeout: 30_000 });
  } catch {
    console.log(`  (${what}: the network was still busy 30 s after the content was shown; its files are counted so far)`);
  }
}

async function phoneRun(browser: Browser, storage: Awaited<ReturnType<BrowserContext['storageState']>>, r: Route): Promise<PhoneRun> {
  // A fresh context: an empty cache and no open connections, as a phone opening the portal.
  // Signed in on this device before, but a first visit: no service worker yet, no last known data.
  const context = await browser.newContext({
    ...PHONE,
    storageState: r.signedIn ? withoutLastKnown(storage) : undefined,
    serviceWorkers: 'block',
  });
  await context.addInitScript(asAfterCheckout);
  await stampInPage(context);
  if (r.watch) await watchInPage(context, r.watch);
  // Layout shift, Largest Contentful Paint and long tasks, as the page itself observes them.
  await recordLayoutShift(context);
  await context.addInitScript(() => {
    const w = window as unknown as { __lcp: number; __long: Array<[number, number]> };
    w.__lcp = 0;
    w.__long = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__lcp = e.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__long.push([e.startTime, e.duration]);
    }).observe({ type: 'longtask', buffered: true });
  });
  try {
    const page = await context.newPage();
    await asPhone(context, page);
    let requests = 0;
    const scripts: Array<Promise<number>> = [];
    page.on('request', (req) => {
      if (/^https?:/.test(req.url())) requests += 1;
    });
    page.on('requestfinished', (req) => {
      if (req.resourceType() === 'script' || prefetched(req))
        scripts.push(
          req.sizes().then(
            (sz) => gzipBytes(req.url()) ?? sz.responseBodySize,
            () => 0,
          ),
        );
    });
    const start = performance.now();
    const response = await page.goto(`http://localhost:3000${r.route}`, { waitUntil: 'commit' });
    // Drawn before the JavaScript: told by the page as it was sent, since the app may have rendered over it already by
    // the time the content is found (then the content found is the app's, and when it was shown is when it became usable).
    const drawnBefore = (await response?.text().catch(() => ''))?.includes(PRERENDER_ATTR.locale) ?? false;
    await r.ready(page).waitFor({ state: 'visible', timeout: 60_000 });
    const polled = performance.now() - start;
    const ms = (r.watch && (await watchedOrSaid(page, r.route))) || (await shownAt(r.ready(page)));
    // The home frame is there by the time its tab's content is (it holds the tab); drawn before the JavaScript since
    // decision 0017, with the selector's place, which shows the customer's card once the app has rendered.
    const home = r.route.startsWith('/home/');
    // The first frame it was in: the tabs found now may be the app's, drawn over the page's own seconds later.
    const frame = home
      ? ((await page.evaluate(() => (window as unknown as { __frameAt: number | null }).__frameAt)) ??
        (await shownAt(page.getByRole('navigation', { name: 'Card sections' }))))
      : undefined;
    const card = home ? await shownAt(page.getByRole('combobox', { name: 'Card' })) : undefined;
    // A page drawn before the JavaScript: usable once its section's early script has made it work (its mark on the
    // page drawn), or once the app has rendered over it (its content then is the app's), whichever comes first.
    let usable: number | undefined;
    if (drawnBefore) {
      const drawn = `#root [${PRERENDER_ATTR.locale}]`;
      await page.waitForFunction(([d, e]) => !document.querySelector(d) || document.querySelector(e), [drawn, EARLY_READY] as const, {
        polling: 'raf',
        timeout: 60_000,
      });
      // Never before what the route waits for is shown: a confirmation's card is marked as its code is sent, and is
      // usable once its answer shows.
      const marked = await earlyReadyAt(page);
      usable = marked === null ? await shownAt(r.ready(page)) : Math.max(marked, ms);
    }
    await settled(page, r.route);
    const bytes = await Promise.all(scripts);
    const { lcp, long } = await page.evaluate(() => {
      const w = window as unknown as { __lcp: number; __long: Array<[number, number]> };
      return { lcp: w.__lcp, long: w.__long };
    });
    const cls = await layoutShift(page);
    // The content is stamped in the frame after the task that drew it: the tasks that began after it blocked a press.
    const blocking = long.filter(([start]) => start >= ms).reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0);
    return {
      ms,
      polled,
      requests,
      jsFiles: bytes.length,
      kb: bytes.reduce((a, b) => a + b, 0) / 1024,
      lcp,
      cls,
      frame,
      card,
      usable,
      blocking,
    };
  } finally {
    await context.close();
  }
}

/**
 * The layout shift of every route's first visit on a fast connection (nothing throttled), at a phone's and a desktop's
 * screen: the phone profile above paints later, when more has arrived, and can miss a shift a fast connection shows
 * (the banner answering after the page was drawn, tiles moving as their balances come). Each route once a screen,
 * until the page has settled; the worst of `runs` runs is kept (a shift that happens one time in three is a shift).
 */
interface FastFigure {
  phone: number;
  desktop: number;
  /** Requests that failed or answered an error status during those visits ('GET /path 404'), each once. */
  failed: string[];
}

/** Every page of the context adds up its layout shift (those not after an input), as the page observes them. */
async function recordLayoutShift(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const w = window as unknown as { __shift: number };
    w.__shift = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as Array<{ value: number; hadRecentInput: boolean }>)
        if (!e.hadRecentInput) w.__shift += e.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The page's layout shift so far (recordLayoutShift). */
function layoutShift(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { __shift: number }).__shift);
}

async function fastShifts(browser: Browser, storage: SignedIn, runs: number): Promise<Map<string, FastFigure>> {
  const out = new Map<string, FastFigure>();
  for (const r of ROUTES) {
    const figure: FastFigure = { phone: 0, desktop: 0, failed: [] };
    const failed = new Set<string>();
    const where = (url: string) => {
      const u = new URL(url);
      return `${u.origin.replace('http://localhost', '')}${u.pathname}`;
    };
    for (const [screen, view] of [
      ['phone', PHONE],
      ['desktop', DESKTOP],
    ] as const) {
      for (let i = 0; i < runs; i += 1) {
        const context = await browser.newContext({
          ...view,
          storageState: r.signedIn ? withoutLastKnown(storage) : undefined,
          serviceWorkers: 'block',
        });
        await context.addInitScript(asAfterCheckout);
        await recordLayoutShift(context);
        const page = await context.newPage();
        page.on('requestfailed', (q) => failed.add(`${q.method()} ${where(q.url())} ${q.failure()?.errorText ?? 'failed'}`));
        page.on('response', (a) => {
          if (a.status() >= 400) failed.add(`${a.request().method()} ${where(a.url())} ${a.status()}`);
        });
        await page.goto(`http://localhost:3000${r.route}`);
        await r.ready(page).waitFor({ timeout: 60_000 });
        await settled(page, `${pathOf(r.route)} on a fast connection`);
        figure[screen] = Math.max(figure[screen], await layoutShift(page));
        await context.close();
      }
    }
    figure.failed = [...failed].filter((f) => f !== r.refused);
    out.set(pathOf(r.route), figure);
  }
  return out;
}

function printShifts(shifts: Map<string, FastFigure>, runs: number): void {
  console.log(`
Layout shift on a fast connection (first visit, the worst of ${runs} run${runs === 1 ? '' : 's'}; goal ${CLS_GOAL} or less), and requests that failed:`);
  for (const [route, f] of shifts) {
    const verdict = f.phone <= CLS_GOAL && f.desktop <= CLS_GOAL ? 'ok' : 'OVER';
    const failed = f.failed.length ? `; FAILED: ${f.failed.join(', ')}` : '; no request failed';
    console.log(`  ${route.padEnd(30)} phone ${f.phone.toFixed(3)}, desktop ${f.desktop.toFixed(3)}  ${verdict}${failed}`);
  }
}

async function phoneFigures(
  browser: Browser,
  storage: Awaited<ReturnType<BrowserContext['storageState']>>,
): Promise<Map<string, PhoneFigure>> {
  const out = new Map<string, PhoneFigure>();
  for (const r of ROUTES) {
    const runs: PhoneRun[] = [];
    for (let i = 0; i < RUNS; i += 1) runs.push(await phoneRun(browser, storage, r));
    const sorted = [...runs].sort((a, b) => a.ms - b.ms);
    const middle = sorted[Math.floor(sorted.length / 2)]!;
    const frames = runs.flatMap((x) => (x.frame === undefined ? [] : [x.frame]));
    const cards = runs.flatMap((x) => (x.card === undefined ? [] : [x.card]));
    const usables = runs.flatMap((x) => (x.usable === undefined ? [] : [x.usable]));
    out.set(pathOf(r.route), {
      ...middle,
      runs: runs.map((x) => x.ms),
      polledRuns: runs.map((x) => x.polled),
      blocking: median(runs.map((x) => x.blocking)),
      blockingRuns: runs.map((x) => x.blocking),
      ...(frames.length ? { frame: median(frames), frameRuns: frames } : {}),
      ...(cards.length ? { card: median(cards), cardRuns: cards } : {}),
      ...(usables.length ? { usable: median(usables), usableRuns: usables } : {}),
    });
  }
  return out;
}

/**
 * A returning customer: the same browser as their last visit (its HTTP cache, the service worker and what it keeps,
 * the last known data), opening /home/balance on the phone profile. Times until the balance is visible (the last
 * known one, marked 'Last known, as of …') and until the fresh one has replaced it.
 */
async function returningFigures(browser: Browser, storage: SignedIn): Promise<ReturningFigure> {
  const context = await browser.newContext({ ...PHONE, storageState: withoutLastKnown(storage), serviceWorkers: 'allow' });
  await stampInPage(context);
  await watchInPage(context, BALANCE);
  await recordLayoutShift(context);
  const amount = (p: Page) => p.getByRole('list', { name: BALANCE_LABEL }).getByText(BALANCE.text);
  const marker = (p: Page) => p.getByText(/^Last known, as of/);
  try {
    // The visit before: the worker installs and keeps the sections' files; a second load is under it.
    const first = await context.newPage();
    await first.goto('http://localhost:3000/home/balance');
    await amount(first).waitFor();
    await first.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 60_000 });
    await first.waitForFunction(async () =>
      Boolean(await (await caches.open('portal-remote-heads')).match('http://localhost:3001/mf-manifest.json')),
    );
    await first.reload();
    await amount(first).waitFor();
    await marker(first).waitFor({ state: 'detached' });
    await settled(first, 'the visit before');
    await first.close();
    const out: ReturningFigure = { lastKnown: [], section: [], fresh: [], polledLastKnown: [], polledFresh: [], tabs: {}, shift: {} };
    const shifted = async (route: string, page: Page) => {
      out.shift[route] = Math.max(out.shift[route] ?? 0, await layoutShift(page));
    };
    for (let i = 0; i < RUNS; i += 1) {
      const page = await context.newPage();
      await asPhone(context, page);
      const start = performance.now();
      await page.goto('http://localhost:3000/home/balance', { waitUntil: 'commit' });
      await amount(page).waitFor({ timeout: 60_000 });
      out.polledLastKnown.push(performance.now() - start);
      // Since when the amount has been on screen, in the slot's preview or in the section.
      const lastKnown = (await watchedSince(page)) ?? (await shownAt(amount(page)));
      out.lastKnown.push(lastKnown);
      await marker(page).waitFor({ state: 'detached', timeout: 60_000 });
      await amount(page).waitFor();
      // By now the section shows it (the fresh balance is the same amount, in the same element).
      await page.getByRole('heading', { name: 'Fare caps' }).waitFor();
      out.section.push(await shownAt(amount(page)));
      out.polledFresh.push(performance.now() - start);
      // Fresh when the marker went (or when the amount was shown, if it was shown fresh).
      out.fresh.push(Math.max(lastKnown, (await removedAt(page, 'Last known, as of')) ?? 0));
      await settled(page, 'a returning visit');
      await shifted('/home/balance', page);
      await page.close();
    }
    for (const route of RETURNING_TABS) {
      const r = ROUTES.find((x) => x.route === route)!;
      // The visit before: the worker keeps this section's files (the balance's visits kept the shell's and its own).
      const before = await context.newPage();
      await before.goto(`http://localhost:3000${route}`);
      await r.ready(before).waitFor({ timeout: 60_000 });
      await settled(before, `the visit before ${route}`);
      await before.close();
      out.tabs[route] = [];
      for (let i = 0; i < RUNS; i += 1) {
        const page = await context.newPage();
        await asPhone(context, page);
        // The tab's own watch, over the context's (the Balance tab's amount).
        if (r.watch) await page.addInitScript((w) => void ((window as unknown as { __watch: Watch }).__watch = w), r.watch);
        await page.goto(`http://localhost:3000${route}`, { waitUntil: 'commit' });
        await r.ready(page).waitFor({ state: 'visible', timeout: 60_000 });
        out.tabs[route]!.push((r.watch && (await watchedOrSaid(page, route))) || (await shownAt(r.ready(page))));
        await settled(page, `a returning visit of ${route}`);
        await shifted(route, page);
        await page.close();
      }
    }
    return out;
  } finally {
    await context.close();
  }
}

function buildSingleApp(): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(path.join(root, 'node_modules', '.bin', 'rspack'), ['build', '--mode', 'production'], {
      cwd: path.join(root, 'shell'),
      env: { ...process.env, NODE_ENV: 'production', PORTAL_SINGLE_APP: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let log = '';
    child.stdout.on('data', (c: Buffer) => {
      log += c.toString();
    });
    child.stderr.on('data', (c: Buffer) => {
      log += c.toString();
    });
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`the single-app build failed:\n${log}`))));
  });
}

function median(xs: number[]): number {
  return [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
}

function printReturning(federated: ReturningFigure, singleApp: ReturningFigure | null) {
  const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  const goal = (ms: number, limit: number) => (ms <= limit ? `within the ${s(limit)} goal` : `OVER the ${s(limit)} goal`);
  console.log(
    `\nA returning customer on /home/balance (the same browser: service worker, HTTP cache, last known data; median of ${RUNS}):`,
  );
  for (const [name, f] of [
    ['federated', federated],
    ['single app', singleApp],
  ] as const) {
    if (!f) continue;
    console.log(
      `  ${name.padEnd(10)}  last known balance ${s(median(f.lastKnown))} (${goal(median(f.lastKnown), 1000)}), fresh balance ${s(median(f.fresh))} (${goal(median(f.fresh), 2000)})`,
    );
    console.log(`              runs: last known ${f.lastKnown.map(s).join(', ')}; fresh ${f.fresh.map(s).join(', ')}`);
    console.log(`              the Balance tab's own tiles (remote-balance) shown at ${s(median(f.section))}`);
    console.log(
      `              as Playwright's polling waits saw them: last known ${s(median(f.polledLastKnown))}, fresh ${s(median(f.polledFresh))}`,
    );
    for (const [route, runs] of Object.entries(f.tabs))
      console.log(
        `              ${route}: its content shown at ${s(median(runs))} (${goal(median(runs), 1000)}); runs ${runs.map(s).join(', ')}`,
      );
    const shifts = Object.entries(f.shift).map(([route, cls]) => `${route} ${cls.toFixed(3)}`);
    const worst = Math.max(0, ...Object.values(f.shift));
    console.log(
      `              layout shift (the worst run): ${shifts.join(', ')}  ${worst <= CLS_GOAL ? 'ok' : 'OVER'} (goal ${CLS_GOAL})`,
    );
  }
}

function printPhone(federated: Map<string, PhoneFigure>, singleApp: Map<string, PhoneFigure> | null) {
  const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  const ratio = (a: number, b: number) => (b > 0 ? (a / b).toFixed(2) : '-');
  const cols = (x: PhoneFigure) =>
    `${s(x.ms).padStart(7)}  ${String(x.requests).padStart(8)}  ${String(x.jsFiles).padStart(8)}  ${x.kb.toFixed(1).padStart(5)}`;
  /** The route's first-visit goal (issue 39), said after its figures. */
  const verdict = (route: string, ms: number) => {
    const goal = FIRST_VISIT_GOALS_MS[route];
    return goal === undefined ? '' : `  goal ${s(goal)} ${ms <= goal ? 'ok' : 'OVER'}`;
  };
  console.log(`\nOn a phone (Lighthouse mobile: CPU 4x, 150 ms, 1.6 Mbps down / 750 kbps up; cold cache; median of ${RUNS}):`);
  const headings = 'visible  requests  JS files  JS KB';
  if (singleApp) {
    console.log(`  ${'route'.padEnd(30)} ${'federated'.padEnd(34)} ${'single app'.padEnd(34)} federated ÷ single`);
    console.log(`  ${''.padEnd(30)} ${headings.padEnd(34)} ${headings.padEnd(34)} time  requests  KB`);
  } else {
    console.log(`  ${'route'.padEnd(30)} federated (the single app is compared without --federated-only)`);
    console.log(`  ${''.padEnd(30)} ${headings}`);
  }
  for (const [route, f] of federated) {
    const g = singleApp?.get(route);
    const compared = g
      ? ` ${cols(g).padEnd(34)} ${ratio(f.ms, g.ms).padStart(4)}  ${ratio(f.requests, g.requests).padStart(8)}  ${ratio(f.kb, g.kb)}`
      : '';
    console.log(`  ${route.padEnd(30)} ${cols(f).padEnd(34)}${compared}${verdict(route, f.ms)}`);
  }
  const andSingle = (route: string, what: (x: PhoneFigure) => string) => {
    const g = singleApp?.get(route);
    return g ? `; single app ${what(g)}` : '';
  };
  for (const [route, f] of federated)
    console.log(`    ${route}: federated runs ${f.runs.map(s).join(', ')}${andSingle(route, (g) => g.runs.map(s).join(', '))}`);
  console.log("\n  As Playwright's polling waits saw them (ms after goto; how this bench timed before), median:");
  for (const [route, f] of federated)
    console.log(`    ${route.padEnd(30)} federated ${s(median(f.polledRuns))}${andSingle(route, (g) => s(median(g.polledRuns)))}`);
  console.log("\n  The home frame (header, the selector's place, the tabs), a first visit (goal 1.0 s), median:");
  for (const [route, f] of federated)
    if (f.frame !== undefined)
      console.log(
        `    ${route.padEnd(30)} federated ${s(f.frame)} ${f.frame <= 1000 ? 'ok' : 'OVER'} (runs ${f.frameRuns!.map(s).join(', ')})${andSingle(route, (g) => s(g.frame ?? NaN))}`,
      );
  console.log("  The customer's card in the selector, a first visit, median:");
  for (const [route, f] of federated)
    if (f.card !== undefined)
      console.log(
        `    ${route.padEnd(30)} federated ${s(f.card)} (runs ${f.cardRuns!.map(s).join(', ')})${andSingle(route, (g) => s(g.card ?? NaN))}`,
      );
  console.log(
    '\n  Usable: the page drawn before the JavaScript works, by its section’s early script or once the app has rendered over it (public pages: goal 1.5 s), median:',
  );
  for (const [route, f] of federated)
    if (f.usable !== undefined) {
      const goal = USABLE_GOALS_MS[route];
      const verdict = goal === undefined ? '' : ` goal ${s(goal)} ${f.usable <= goal ? 'ok' : 'OVER'}`;
      console.log(
        `    ${route.padEnd(30)} federated ${s(f.usable)}${verdict} (runs ${f.usableRuns!.map(s).join(', ')})${andSingle(route, (g) => (g.usable === undefined ? 'not drawn before' : s(g.usable)))}`,
      );
    }
  console.log(
    '\n  Blocking once the content is shown (long tasks beginning after it, until the network settles: their time beyond 50 ms), median:',
  );
  const ms = (x: number) => `${Math.round(x)} ms`;
  for (const [route, f] of federated)
    console.log(
      `    ${route.padEnd(30)} federated ${ms(f.blocking)} (runs ${f.blockingRuns.map(ms).join(', ')})${andSingle(route, (g) => ms(g.blocking))}`,
    );
  console.log('\n  Largest Contentful Paint and layout shift (the median run):');
  for (const [route, f] of federated)
    console.log(
      `    ${route.padEnd(30)} federated LCP ${s(f.lcp)}, CLS ${f.cls.toFixed(3)}${andSingle(route, (g) => `LCP ${s(g.lcp)}, CLS ${g.cls.toFixed(3)}`)}`,
    );
}
