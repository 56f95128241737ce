import assert from 'node:assert/strict';
import vm from 'node:vm';
import { test } from 'node:test';
import { AFTER_MSAL_ATTR, DRAWN_TAB_ATTR, HELD_ENTRY_ATTR, HELD_PRELOADS_ATTR, PRERENDER_ATTR } from '@portal/kit/config';
import { EARLY_FETCHES, PORTAL_CONFIG_PATH } from '@portal/host/config';
import { createRequire } from 'node:module';

// @portal/build is CommonJS (Rspack loads it so): required, as scripts/releases.mts does.
const { inlineScript } = createRequire(import.meta.url)('@portal/build/preloadPlugin') as typeof import('@portal/build/preloadPlugin');

/**
 * index.html's inline script (shared/build/preloadPlugin.ts, docs/performance-log.md "11. The first answers before the
 * shared libraries" and "12. The customer's token before the shared libraries"): it fetches the runtime config at once
 * for the entry to take; preloads MSAL and the page's frame only for a visitor with MSAL state (a signed-in customer's
 * page starts with their token; a visitor's never needs it); and preloads the shared libraries after those, for
 * everybody, never on a page whose entry is held.
 */
const MSAL = [['/msal.abc.js', 'sha256-xyz']];
const SHARED = [['/shared-core.abc.js', 'sha256-core']];
const HOME = [['/home-frame.abc.js', 'sha256-home']];
const FRAMED: Array<[string[], string[][]]> = [[['/home/balance', '/home/reload'], HOME]];

interface Link {
  rel?: string;
  as?: string;
  href?: string;
  crossOrigin?: string;
  integrity?: string;
}

const APP = ['/bootstrap.abc.js', '/app.abc.js'];
const CHROME = [['/signed-in-chrome.abc.js', 'sha256-chrome']];

interface Run {
  blocked?: boolean;
  pathname?: string;
  heldPage?: boolean;
  worker?: boolean;
  /** The page holds the app's preloads for MSAL (the Balance tab's): its template's links. */
  afterMsal?: boolean;
  /** …and that template is marked as a drawn home tab's (the shell's server put its section's drawing in). */
  drawnTab?: boolean;
  /** The script as built with MSAL as `first` and the signed-in menu as `signedIn`. */
  msalFirst?: boolean;
  /** Scripts the page has by then (the files the entry asked for itself). */
  scripts?: string[];
  /**
   * The login page left without the app (its entry held): its 'Log in / Sign up' shown (`button`), or the entry
   * started already (`started`: its template gone). Its `load` listeners and idle callbacks are run by the test.
   */
  loginPage?: { button: boolean; started?: boolean };
}

const ORIGIN = 'https://portal.example';

function run(storage: Record<string, string>, opts: Run = {}) {
  const links: Link[] = [];
  let template: { content: { querySelectorAll: () => Link[] }; hasAttribute: (name: string) => boolean; remove: () => void } | null =
    opts.afterMsal
      ? {
          hasAttribute: (name: string) => name === DRAWN_TAB_ATTR && opts.drawnTab === true,
          content: {
            querySelectorAll: () =>
              APP.map(
                (href) => ({ rel: 'preload', as: 'script', href, getAttribute: (name: string) => (name === 'href' ? href : null) }) as Link,
              ),
          },
          remove: () => {
            template = null;
          },
        }
      : null;
  const fetched: Array<{ url: string; init: unknown }> = [];
  const store = () => {
    if (opts.blocked) throw new Error('SecurityError: storage is blocked');
    return storage;
  };
  const onLoad: Array<() => void> = [];
  const idle: Array<() => void> = [];
  const window: Record<string, unknown> = { requestIdleCallback: (f: () => void) => idle.push(f) };
  // A held page's template (prerender.ts's holdEntry): its entry's link, and what the script puts in with it.
  const inTemplate: Link[] = [];
  const held = (opts.heldPage || opts.loginPage) && {
    isConnected: !opts.loginPage?.started,
    content: {
      appendChild: (l: Link) => inTemplate.push(l),
      querySelector: (selector: string) =>
        selector === `link[${HELD_ENTRY_ATTR}]`
          ? { getAttribute: (name: string) => (name === 'href' ? '/main.abc.js' : 'sha256-main') }
          : null,
      querySelectorAll: () => inTemplate.map((l) => ({ getAttribute: (name: string) => (name === 'href' ? l.href : null) })),
    },
  };
  const sandbox = {
    window,
    addEventListener: (type: string, f: () => void) => {
      if (type === 'load') onLoad.push(f);
    },
    location: { pathname: opts.pathname ?? '/login', href: `${ORIGIN}${opts.pathname ?? '/login'}` },
    URL,
    navigator: { serviceWorker: opts.worker ? { controller: {} } : { controller: null } },
    get localStorage() {
      return store();
    },
    get sessionStorage() {
      return opts.blocked ? store() : {};
    },
    fetch: (url: string, init: unknown) => {
      fetched.push({ url, init });
      return Promise.resolve({ ok: true });
    },
    document: {
      createElement: () => ({}) as Link,
      head: { appendChild: (l: Link) => links.push(l) },
      importNode: ({ rel, as, href }: Link) => ({ rel, as, href, imported: true }),
      // The scripts the page has (the entry's own requests, as webpack adds them): absolute, as `src` reads.
      scripts: (opts.scripts ?? []).map((src) => ({ src: `${ORIGIN}${src}` })),
      querySelector: (selector: string) => {
        if (selector === `template[${HELD_PRELOADS_ATTR}]`) return held || null;
        if (selector === `#root [${PRERENDER_ATTR.action}="login"]`) return opts.loginPage?.button ? {} : null;
        if (selector === `template[${AFTER_MSAL_ATTR}]`) return template;
        return null;
      },
    },
  };
  const html = opts.msalFirst
    ? inlineScript({ fetches: [PORTAL_CONFIG_PATH], first: MSAL, signedIn: CHROME, framed: FRAMED, last: SHARED })
    : inlineScript({ fetches: [PORTAL_CONFIG_PATH], signedIn: MSAL, framed: FRAMED, last: SHARED });
  const script = /^<script>([\s\S]*)<\/script>$/.exec(html)![1]!;
  vm.runInNewContext(script, sandbox);
  const hrefs = () => links.map((l) => l.href);
  return {
    links,
    hrefs,
    fetched,
    early: window[EARLY_FETCHES] as Record<string, unknown> | undefined,
    templateLeft: () => template !== null,
    /** What the script put in a held page's template. */
    inTemplate: () => inTemplate.map((l) => l.href),
    /** The page's `load`, then the browser idle. */
    loaded: () => {
      onLoad.splice(0).forEach((f) => f());
      idle.splice(0).forEach((f) => f());
    },
  };
}

const SIGNED_IN = { 'msal.account.keys': '[]' };

test('the runtime config is fetched at once (revalidated, never a stale copy), for the entry to take', () => {
  const { fetched, early } = run({});
  assert.deepEqual(JSON.parse(JSON.stringify(fetched)), [{ url: '/portal.config.json', init: { cache: 'no-cache' } }]);
  assert.ok(early?.['/portal.config.json'] instanceof Promise);
});

test('a visitor without MSAL state: no MSAL, no frame, and the shared libraries at once', () => {
  for (const storage of [{}, { 'transit.locale': 'fr' }] as Array<Record<string, string>>) {
    const { links } = run(storage, { pathname: '/home/balance' });
    assert.deepEqual(
      links.map((l) => ({ ...l })),
      [{ rel: 'preload', as: 'script', href: '/shared-core.abc.js', crossOrigin: 'anonymous', integrity: 'sha256-core' }],
    );
  }
});

test('signing in or signed in: MSAL first, with its integrity, then the shared libraries, at once', () => {
  const { links, hrefs } = run(SIGNED_IN);
  assert.deepEqual(hrefs(), ['/msal.abc.js', '/shared-core.abc.js']);
  assert.deepEqual(
    links.map((l) => ({ ...l })),
    [
      { rel: 'preload', as: 'script', href: '/msal.abc.js', crossOrigin: 'anonymous', integrity: 'sha256-xyz' },
      { rel: 'preload', as: 'script', href: '/shared-core.abc.js', crossOrigin: 'anonymous', integrity: 'sha256-core' },
    ],
  );
  // A page the service worker answers: the same.
  assert.deepEqual(run(SIGNED_IN, { pathname: '/home/balance', worker: true }).hrefs(), [
    '/msal.abc.js',
    '/home-frame.abc.js',
    '/shared-core.abc.js',
  ]);
});

test("the page's frame is preloaded on its pages only, matched without regard to case or a trailing slash", () => {
  const framed = ['/msal.abc.js', '/home-frame.abc.js', '/shared-core.abc.js'];
  assert.deepEqual(run(SIGNED_IN, { pathname: '/home/balance' }).hrefs(), framed);
  assert.deepEqual(run(SIGNED_IN, { pathname: '/Home/Reload/' }).hrefs(), framed);
  assert.deepEqual(run(SIGNED_IN, { pathname: '/account/info' }).hrefs(), ['/msal.abc.js', '/shared-core.abc.js']);
  assert.deepEqual(run(SIGNED_IN, { pathname: '/home/balances' }).hrefs(), ['/msal.abc.js', '/shared-core.abc.js']);
  // Nobody signed in: no frame.
  assert.deepEqual(run({}, { pathname: '/home/balance' }).hrefs(), ['/shared-core.abc.js']);
});

test("a page whose entry is held (a section's page, the login page) gets its shared libraries in the template, with the held files", () => {
  const visitor = run({}, { pathname: '/reset', heldPage: true });
  assert.deepEqual(visitor.hrefs(), []);
  assert.deepEqual(visitor.inTemplate(), ['/shared-core.abc.js']);
  const signedIn = run(SIGNED_IN, { pathname: '/reset', heldPage: true });
  assert.deepEqual(signedIn.hrefs(), ['/msal.abc.js']);
  assert.deepEqual(signedIn.inTemplate(), ['/shared-core.abc.js']);
});

test('blocked storage: no MSAL, the shared libraries at once, and the config is still fetched', () => {
  const { hrefs, fetched } = run({}, { blocked: true });
  assert.deepEqual(hrefs(), ['/shared-core.abc.js']);
  assert.equal(fetched.length, 1);
});

test('nothing to do, no script; nothing in it can end the script element', () => {
  assert.equal(inlineScript({}), '');
  const html = inlineScript({ fetches: [PORTAL_CONFIG_PATH], signedIn: MSAL, framed: FRAMED, last: SHARED });
  assert.doesNotMatch(html.slice('<script>'.length, -'</script>'.length), /<\/script|<!--/i);
});

// The Balance tab's page, whose balance the entry draws from its first answers before the app (decision 0019): MSAL alone
// on the link, then the app's files (docs/performance-log.md "31. MSAL before the app's files on a first visit's
// Balance tab").

const MSAL_THEN_APP = ['/msal.abc.js', ...APP, '/signed-in-chrome.abc.js', '/home-frame.abc.js', '/shared-core.abc.js'];

test("a signed-in customer's Balance tab from the network: MSAL alone until it is in, then the app's files in their order", () => {
  const page = run(SIGNED_IN, { pathname: '/home/balance', afterMsal: true, msalFirst: true });
  assert.deepEqual(page.hrefs(), ['/msal.abc.js']);
  assert.ok(page.templateLeft(), "the app's files still held");
  const msal = page.links[0] as Link & { onload?: () => void; onerror?: () => void };
  msal.onload!();
  assert.deepEqual(page.hrefs(), MSAL_THEN_APP);
  assert.ok(!page.templateLeft(), 'the template is gone');
  // The template's links are its own (their integrity with them), not new ones.
  assert.ok(page.links.slice(1, 3).every((l) => (l as { imported?: boolean }).imported));
  // Once only, and the same if MSAL's file fails: the app's files then go all the same.
  msal.onerror!();
  assert.deepEqual(page.hrefs(), MSAL_THEN_APP);
  const failed = run(SIGNED_IN, { pathname: '/home/balance', afterMsal: true, msalFirst: true });
  (failed.links[0] as { onerror?: () => void }).onerror!();
  assert.deepEqual(failed.hrefs(), MSAL_THEN_APP);
});

test('the same page answered by the service worker: everything at once (its app, not held, shows the fresh balance)', () => {
  assert.deepEqual(run(SIGNED_IN, { pathname: '/home/balance', afterMsal: true, msalFirst: true, worker: true }).hrefs(), MSAL_THEN_APP);
});

test("a drawn home tab's page from the network: as the Balance tab's, MSAL alone until it is in, then the app's files", () => {
  const page = run(SIGNED_IN, { pathname: '/home/reload', afterMsal: true, drawnTab: true, msalFirst: true });
  assert.deepEqual(page.hrefs(), ['/msal.abc.js']);
  (page.links[0] as { onload?: () => void }).onload!();
  assert.deepEqual(page.hrefs(), MSAL_THEN_APP);
});

test("a drawn home tab's page answered by the service worker: MSAL alone, never the app's files, which the app asks the worker for once the tab is drawn", () => {
  const page = run(SIGNED_IN, { pathname: '/home/reload', afterMsal: true, drawnTab: true, msalFirst: true, worker: true });
  assert.deepEqual(page.hrefs(), ['/msal.abc.js']);
  // Not once MSAL's file is in either (nor if it fails).
  const msal = page.links[0] as Link & { onload?: () => void; onerror?: () => void };
  assert.equal(msal.onload, undefined);
  assert.equal(msal.onerror, undefined);
  assert.deepEqual(page.hrefs(), ['/msal.abc.js']);
  // A tab's page without the drawing (no template: the app draws the tab) preloads as before.
  assert.deepEqual(run(SIGNED_IN, { pathname: '/home/reload', msalFirst: true, worker: true }).hrefs(), [
    '/msal.abc.js',
    '/signed-in-chrome.abc.js',
    '/home-frame.abc.js',
    '/shared-core.abc.js',
  ]);
});

test('the same page for a visitor not signed in: everything at once', () => {
  for (const storage of [{}, { 'transit.locale': 'fr' }] as Array<Record<string, string>>) {
    const visitor = run(storage, { pathname: '/home/balance', afterMsal: true, msalFirst: true });
    assert.deepEqual(visitor.hrefs(), [...APP, '/shared-core.abc.js']);
    assert.ok(!visitor.templateLeft());
  }
  // Storage that cannot be read: no MSAL, the app's files at once.
  assert.deepEqual(run({}, { pathname: '/home/balance', afterMsal: true, msalFirst: true, blocked: true }).hrefs(), [
    ...APP,
    '/shared-core.abc.js',
  ]);
});

test('a page without the template is as before: MSAL first, nothing waits for it', () => {
  assert.deepEqual(run(SIGNED_IN, { pathname: '/home/reload', msalFirst: true }).hrefs(), [
    '/msal.abc.js',
    '/signed-in-chrome.abc.js',
    '/home-frame.abc.js',
    '/shared-core.abc.js',
  ]);
  assert.deepEqual(run({}, { pathname: '/login', msalFirst: true }).hrefs(), ['/shared-core.abc.js']);
});

test('what the entry asked for itself while MSAL came (the drawing’s files, the app once it starts) is not preloaded again', () => {
  const page = run(SIGNED_IN, {
    pathname: '/home/balance',
    afterMsal: true,
    msalFirst: true,
    scripts: ['/app.abc.js', '/shared-core.abc.js'],
  });
  (page.links[0] as { onload?: () => void }).onload!();
  assert.deepEqual(page.hrefs(), ['/msal.abc.js', '/bootstrap.abc.js', '/signed-in-chrome.abc.js', '/home-frame.abc.js']);
});

test('the login page left without the app: what a press needs (the entry, MSAL) fetched once loaded and idle, not run; then the held files', () => {
  const page = run({}, { pathname: '/login', msalFirst: true, loginPage: { button: true } });
  assert.deepEqual(page.hrefs(), [], 'nothing while the page loads: its shared libraries wait in the template');
  page.loaded();
  assert.deepEqual(
    page.links.map(({ rel, as, href, crossOrigin }) => ({ rel, as, href, crossOrigin })),
    [
      { rel: 'prefetch', as: 'script', href: '/main.abc.js', crossOrigin: 'anonymous' },
      { rel: 'prefetch', as: 'script', href: '/msal.abc.js', crossOrigin: 'anonymous' },
    ],
  );
  // Once both are in (loaded, or failed), the template's files, which the page the sign-in comes back to runs.
  const [entry, msal] = page.links as Array<Link & { onload?: () => void; onerror?: () => void }>;
  entry!.onload!();
  assert.equal(page.links.length, 2, 'not before MSAL is in too');
  msal!.onerror!();
  assert.deepEqual(page.hrefs(), ['/main.abc.js', '/msal.abc.js', '/shared-core.abc.js']);
  assert.equal(page.links[2]!.rel, 'prefetch');
  // Started already by a press (its template gone), or a page without the button (emptied for the app): nothing.
  for (const loginPage of [{ button: true, started: true }, { button: false }]) {
    const other = run({}, { pathname: '/login', msalFirst: true, loginPage });
    other.loaded();
    assert.deepEqual(other.hrefs(), []);
  }
});
