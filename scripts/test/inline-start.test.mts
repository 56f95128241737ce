import assert from 'node:assert/strict';
import vm from 'node:vm';
import { test } from 'node:test';
import { EARLY_FETCHES, PORTAL_CONFIG_PATH } from '@portal/kit/config';
import { createRequire } from 'node:module';

// @portal/build is CommonJS (Rspack loads it so): required, as scripts/releases.mts does.
const { inlineScript } = createRequire(import.meta.url)('@portal/build/preloadPlugin') as typeof import('@portal/build/preloadPlugin');

/**
 * index.html's inline script (shared/build/preloadPlugin.ts, docs/performance-log.md "11. The first answers before the
 * shared libraries"): it fetches the runtime config at once for the entry to take, and preloads MSAL only for a
 * visitor with MSAL state (a signed-in customer's page starts with their token; a visitor's never needs it).
 */
const MSAL = [['/msal.abc.js', 'sha256-xyz']];

function run(storage: Record<string, string>, opts: { blocked?: boolean } = {}) {
  const links: Array<Record<string, string>> = [];
  const fetched: Array<{ url: string; init: unknown }> = [];
  const store = () => {
    if (opts.blocked) throw new Error('SecurityError: storage is blocked');
    return storage;
  };
  const window: Record<string, unknown> = {};
  const sandbox = {
    window,
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
      createElement: () => ({}) as Record<string, string>,
      head: { appendChild: (l: Record<string, string>) => links.push(l) },
    },
  };
  const html = inlineScript([PORTAL_CONFIG_PATH], MSAL);
  const script = /^<script>([\s\S]*)<\/script>$/.exec(html)![1]!;
  vm.runInNewContext(script, sandbox);
  return { links, fetched, early: window[EARLY_FETCHES] as Record<string, unknown> | undefined };
}

test('the runtime config is fetched at once (revalidated, never a stale copy), for the entry to take', () => {
  const { fetched, early } = run({});
  assert.deepEqual(JSON.parse(JSON.stringify(fetched)), [{ url: '/portal.config.json', init: { cache: 'no-cache' } }]);
  assert.ok(early?.['/portal.config.json'] instanceof Promise);
});

test('MSAL is preloaded, with its integrity, only when somebody is or was signing in', () => {
  assert.deepEqual(run({}).links, []);
  assert.deepEqual(run({ 'transit.locale': 'fr' }).links, []);
  const { links } = run({ 'msal.account.keys': '[]' });
  assert.deepEqual(links, [{ rel: 'preload', as: 'script', href: '/msal.abc.js', crossOrigin: 'anonymous', integrity: 'sha256-xyz' }]);
});

test('blocked storage: no preload, and the config is still fetched', () => {
  const { links, fetched } = run({}, { blocked: true });
  assert.deepEqual(links, []);
  assert.equal(fetched.length, 1);
});

test('nothing to do, no script; nothing in it can end the script element', () => {
  assert.equal(inlineScript([], []), '');
  const html = inlineScript([PORTAL_CONFIG_PATH], MSAL);
  assert.doesNotMatch(html.slice('<script>'.length, -'</script>'.length), /<\/script|<!--/i);
});
