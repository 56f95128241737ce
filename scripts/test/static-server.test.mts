import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import fs from 'node:fs';
import { get as httpsGet } from 'node:https';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { createRequire } from 'node:module';
import { after, before, test } from 'node:test';
import { JSDOM } from 'jsdom';
import type { PortalConfig } from '@portal/contract';
import { apiPreconnectLink, cacheControl, hoistStyles, startStaticServer } from '../static-server.mts';
import { contentSecurityPolicy, identityOrigins } from '../serve/csp.mts';
import { localTls } from '../serve/tls.mts';

const CHUNK = 'console.log("a chunk");'.repeat(200);
const INLINE = "\n    import('./embed.js');\n  ";

const config = {
  apiBase: 'https://api.transit.example/api/',
  bannerUrl: 'https://cdn.transit.example/banner.json',
  transitInfoUrl: 'https://transit.example/',
  auth: {
    clientId: 'portal',
    authority: 'https://login.transit.example/transit.onmicrosoft.com/B2C_1_signupsignin',
    knownAuthorities: ['login.transit.example'],
    authorityMetadata: JSON.stringify({
      issuer: 'https://login.transit.example/x/',
      authorization_endpoint: 'https://login.transit.example/authorize',
      token_endpoint: 'https://tokens.transit.example/token',
    }),
    scopes: ['read', 'write'],
    redirectUri: 'https://portal.transit.example/redirect.html',
    postLogoutRedirectUri: 'https://portal.transit.example/login',
    passwordResetUrl: 'https://login.transit.example/reset',
    profileEditUrl: 'https://login.transit.example/edit',
  },
  remotes: {
    balance: { manifest: 'https://balance.transit.example/mf-manifest.json' },
    reload: { manifest: 'https://reload.transit.example/mf-manifest.json' },
    account: { manifest: 'https://account.transit.example/mf-manifest.json' },
    public: { manifest: 'https://public.transit.example/mf-manifest.json' },
  },
  allowedRemoteOrigins: [
    'https://balance.transit.example',
    'https://reload.transit.example',
    'https://account.transit.example',
    'https://public.transit.example',
  ],
  features: {
    eCash: true,
    comments: true,
    manageAccount: true,
    autoReloads: true,
    cardSuspension: true,
    recaptcha: false,
    legacyAuth: false,
    accountInfoTab: false,
  },
  constants: {
    eCashLimit: 300,
    reloadMinimum: 0,
    autoReloadMinimum: 10,
    passwordPolicy: 'strong',
    defaultCity: 'Winnipeg',
    toastMs: 4000,
    idleMinutes: 15,
  },
} as PortalConfig;

let base = '';
let close: () => void = () => undefined;

before(async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'static-'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>app</title>');
  fs.writeFileSync(
    path.join(dir, 'embed-example.html'),
    `<!doctype html><title>embed</title><script type="module">${INLINE}</script><script src="x.js"></script>`,
  );
  fs.writeFileSync(path.join(dir, 'mf-manifest.json'), '{"id":"x"}');
  fs.writeFileSync(path.join(dir, 'remoteEntry.js'), 'var x = 1;');
  // A hashed chunk with the brotli and gzip files the build writes next to it.
  fs.writeFileSync(path.join(dir, '123.0123456789.js'), CHUNK);
  fs.writeFileSync(path.join(dir, '123.0123456789.js.gz'), zlib.gzipSync(CHUNK));
  fs.writeFileSync(path.join(dir, '123.0123456789.js.br'), zlib.brotliCompressSync(CHUNK));
  // A release kept: its files are served (a pinned section loads them), its pages' inline scripts are not allowed.
  fs.mkdirSync(path.join(dir, 'releases', '1.0.0'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'releases', '1.0.0', 'remoteEntry.js'), 'var old = 1;');
  fs.writeFileSync(path.join(dir, 'releases', '1.0.0', 'embed-example.html'), '<!doctype html><script>window.old = 1;</script>');
  fs.writeFileSync(path.join(os.tmpdir(), 'secret.txt'), 'secret');
  const server = await startStaticServer({
    root: dir,
    port: 0,
    spaFallback: true,
    allowedOrigins: ['http://localhost:3000'],
    runtimeConfig: config,
    embedFrameAncestors: 'https://partner.example',
    trustProxy: true,
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
after(() => close());

test('manifest, remoteEntry, HTML and the runtime config are revalidated; hashed chunks are immutable', async () => {
  for (const [p, expected] of [
    ['/mf-manifest.json', 'no-cache'],
    ['/remoteEntry.js', 'no-cache'],
    ['/', 'no-cache'],
    ['/home/balance', 'no-cache'],
    ['/portal.config.json', 'no-cache'],
    ['/123.0123456789.js', 'public, max-age=31536000, immutable'],
  ] as const) {
    const res = await fetch(`${base}${p}`);
    assert.equal(res.status, 200, p);
    assert.equal(res.headers.get('cache-control'), expected, p);
  }
  assert.equal(cacheControl('/x/main.abcdef1234.js'), 'public, max-age=31536000, immutable');
  assert.deepEqual(await (await fetch(`${base}/portal.config.json`)).json(), config);
});

test('the runtime config (with the sections table, about 15 KB) is compact and compressed as the browser accepts', async () => {
  for (const [accept, encoding] of [
    ['br, gzip', 'br'],
    ['gzip', 'gzip'],
  ] as const) {
    const res = await fetch(`${base}/portal.config.json`, { headers: { 'accept-encoding': accept } });
    assert.equal(res.headers.get('content-encoding'), encoding, accept);
    assert.deepEqual(await res.json(), config);
  }
  const plain = await fetch(`${base}/portal.config.json`, { headers: { 'accept-encoding': 'identity' } });
  assert.equal(plain.headers.get('content-encoding'), null);
  assert.equal(await plain.text(), JSON.stringify(config));
});

test('a revalidation of an unchanged file is a 304 without a body, by ETag or Last-Modified; a changed ETag gets the file', async () => {
  for (const p of ['/remoteEntry.js', '/mf-manifest.json', '/', '/portal.config.json']) {
    const first = await fetch(`${base}${p}`);
    const etag = first.headers.get('etag');
    assert.ok(etag, `${p} has an ETag`);
    const again = await fetch(`${base}${p}`, { headers: { 'if-none-match': etag } });
    assert.equal(again.status, 304, p);
    assert.equal(await again.text(), '');
    assert.equal(again.headers.get('cache-control'), 'no-cache', `${p}: the 304 keeps the cache rule`);
    const changed = await fetch(`${base}${p}`, { headers: { 'if-none-match': 'W/"other"' } });
    assert.equal(changed.status, 200, p);
  }
  assert.ok((await fetch(`${base}/remoteEntry.js`)).headers.get('last-modified'));
});

test('the brotli or gzip file from the build is sent to a browser that takes it, the plain file otherwise', async () => {
  const br = await fetch(`${base}/123.0123456789.js`, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
  assert.equal(br.headers.get('content-encoding'), 'br');
  assert.equal(await br.text(), CHUNK, 'fetch decodes the brotli file to the chunk');
  assert.match(br.headers.get('vary') ?? '', /Accept-Encoding/);
  const gz = await fetch(`${base}/123.0123456789.js`, { headers: { 'accept-encoding': 'gzip' } });
  assert.equal(gz.headers.get('content-encoding'), 'gzip');
  assert.equal(await gz.text(), CHUNK);
  const plain = await fetch(`${base}/123.0123456789.js`, { headers: { 'accept-encoding': 'identity' } });
  assert.equal(plain.headers.get('content-encoding'), null);
  assert.equal(Number(plain.headers.get('content-length')), CHUNK.length);
});

test('CORS only for the allowed origins; only GET and HEAD', async () => {
  const ok = await fetch(`${base}/remoteEntry.js`, { headers: { origin: 'http://localhost:3000' } });
  assert.equal(ok.headers.get('access-control-allow-origin'), 'http://localhost:3000');
  assert.match(ok.headers.get('vary') ?? '', /Origin/);
  const no = await fetch(`${base}/remoteEntry.js`, { headers: { origin: 'https://evil.example' } });
  assert.equal(no.headers.get('access-control-allow-origin'), null);
  assert.equal((await fetch(`${base}/remoteEntry.js`, { method: 'POST' })).status, 405);
  const head = await fetch(`${base}/remoteEntry.js`, { method: 'HEAD' });
  assert.equal(head.status, 200);
  assert.equal(await head.text(), '');
});

test('client routes get index.html; a missing file is 404, never the app; no escape from the folder', async () => {
  const deep = await fetch(`${base}/home/balance`);
  assert.equal(deep.status, 200);
  assert.match(await deep.text(), /<title>app<\/title>/);
  assert.equal((await fetch(`${base}/999.deadbeefde.js`)).status, 404);
  const traversal = await fetch(`${base}/..%2F..%2Fsecret.txt`);
  assert.notEqual(await traversal.text(), 'secret');
});

test("the app's page opens the API's connection with its answer; no other file asks for it", async () => {
  const link = '<https://api.transit.example>; rel=preconnect; crossorigin';
  for (const route of ['/', '/home/balance', '/index.html'])
    assert.equal((await fetch(`${base}${route}`)).headers.get('link'), link, route);
  for (const file of ['/123.0123456789.js', '/remoteEntry.js', '/mf-manifest.json', '/embed-example.html'])
    assert.equal((await fetch(`${base}${file}`)).headers.get('link'), null, file);
  assert.equal(apiPreconnectLink('https://api.example:8443/v1/'), '<https://api.example:8443>; rel=preconnect; crossorigin');
  assert.equal(apiPreconnectLink('not a url'), '');
});

test('every answer carries the security headers; HSTS only over https', async () => {
  for (const p of ['/', '/home/balance', '/remoteEntry.js', '/portal.config.json', '/999.deadbeefde.js']) {
    const res = await fetch(`${base}${p}`);
    assert.ok(res.headers.get('content-security-policy'), p);
    assert.equal(res.headers.get('x-content-type-options'), 'nosniff', p);
    assert.equal(res.headers.get('referrer-policy'), 'strict-origin-when-cross-origin', p);
    assert.match(res.headers.get('permissions-policy') ?? '', /camera=\(\)/, p);
    assert.equal(res.headers.get('x-frame-options'), 'DENY', p);
    assert.equal(res.headers.get('strict-transport-security'), null, p);
  }
  const viaTls = await fetch(`${base}/`, { headers: { 'x-forwarded-proto': 'https' } });
  assert.equal(viaTls.headers.get('strict-transport-security'), 'max-age=31536000; includeSubDomains');
  assert.match(viaTls.headers.get('content-security-policy') ?? '', /upgrade-insecure-requests/);
});

test("a release kept is served beside the current one, revalidated like it; only the current pages' inline scripts are allowed", async () => {
  const pinned = await fetch(`${base}/releases/1.0.0/remoteEntry.js`, { headers: { Origin: 'http://localhost:3000' } });
  assert.equal(pinned.status, 200);
  assert.equal(await pinned.text(), 'var old = 1;');
  assert.equal(pinned.headers.get('cache-control'), 'no-cache');
  assert.equal(pinned.headers.get('access-control-allow-origin'), 'http://localhost:3000');
  assert.equal((await fetch(`${base}/releases/9.9.9/remoteEntry.js`)).status, 404);
  const csp = (await fetch(`${base}/`)).headers.get('content-security-policy')!;
  const old = crypto.createHash('sha256').update('window.old = 1;').digest('base64');
  assert.ok(!csp.includes(old), "a kept release's inline script is not in the policy");
});

test('the policy of a page: the portal is never framed; an embed page may be, by the configured origins; its inline script is allowed by hash', async () => {
  const portal = (await fetch(`${base}/home/balance`)).headers.get('content-security-policy')!;
  assert.match(portal, /frame-ancestors 'none'/);
  const embed = await fetch(`${base}/embed-example.html`);
  const csp = embed.headers.get('content-security-policy')!;
  assert.match(csp, /frame-ancestors https:\/\/partner\.example/);
  assert.equal(embed.headers.get('x-frame-options'), null);
  const hash = crypto.createHash('sha256').update(INLINE).digest('base64');
  assert.ok(csp.includes(`'sha256-${hash}'`), 'the inline module script is allowed by its hash');
});

test('the Content-Security-Policy is assembled from the runtime config', () => {
  const csp = contentSecurityPolicy(config, { inlineScriptHashes: ['sha256-abc'] });
  const directives = Object.fromEntries(
    csp.split('; ').map((d) => {
      const [name, ...sources] = d.split(' ');
      return [name!, sources];
    }),
  );
  assert.deepEqual(directives['script-src'], ["'self'", ...config.allowedRemoteOrigins, "'sha256-abc'"]);
  assert.ok(!csp.includes("'unsafe-eval'"));
  assert.ok(!directives['script-src']!.includes("'unsafe-inline'"));
  for (const origin of [
    'https://api.transit.example',
    'https://cdn.transit.example',
    'https://login.transit.example',
    'https://tokens.transit.example',
    ...config.allowedRemoteOrigins,
  ]) {
    assert.ok(directives['connect-src']!.includes(origin), `connect-src has ${origin}`);
  }
  assert.deepEqual(directives['object-src'], ["'none'"]);
  assert.deepEqual(directives['base-uri'], ["'self'"]);
  assert.deepEqual(directives['frame-ancestors'], ["'none'"]);
  assert.deepEqual(directives['frame-src'], ['https://login.transit.example', 'https://tokens.transit.example']);
  assert.deepEqual(identityOrigins(config.auth), ['https://login.transit.example', 'https://tokens.transit.example']);
  // A new remote origin in the config is in the policy, with nothing else to change.
  const more = contentSecurityPolicy({
    ...config,
    allowedRemoteOrigins: [...config.allowedRemoteOrigins, 'https://rewards.transit.example'],
  });
  assert.match(more, /script-src [^;]*https:\/\/rewards\.transit\.example/);
  assert.match(more, /connect-src [^;]*https:\/\/rewards\.transit\.example/);
  // The monitoring address may be reported to, and nothing more (it runs no script).
  const monitored = contentSecurityPolicy({ ...config, monitoring: { eventsUrl: 'https://monitor.transit.example/events' } });
  assert.match(monitored, /connect-src [^;]*https:\/\/monitor\.transit\.example/);
  assert.doesNotMatch(monitored, /script-src [^;]*monitor\.transit\.example/);
  // Without a config only the app's own origin.
  assert.match(contentSecurityPolicy(null), /script-src 'self';/);
});

test("the policy allows the shell's service worker by its full address and no other worker; an app without one, none", async () => {
  const withWorker = contentSecurityPolicy(config, { serviceWorker: 'https://portal.transit.example/sw.js' });
  assert.match(withWorker, /(^|; )worker-src https:\/\/portal\.transit\.example\/sw\.js(;|$)/);
  assert.match(contentSecurityPolicy(config), /(^|; )worker-src 'none'(;|$)/);
  // The server finds the worker in the build it serves, and names it at the shell's origin (its redirect page's).
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-sw-'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>shell</title>');
  fs.writeFileSync(path.join(dir, 'sw.js'), 'self.x = 1;');
  const server = await startStaticServer({ root: dir, port: 0, spaFallback: true, allowedOrigins: [], runtimeConfig: config });
  try {
    const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/home/balance`);
    const origin = new URL(config.auth.redirectUri).origin;
    assert.match(res.headers.get('content-security-policy')!, new RegExp(`worker-src ${origin.replace(/\./g, '\\.')}/sw\\.js;`));
  } finally {
    server.close();
  }
  assert.match((await fetch(`${base}/`)).headers.get('content-security-policy')!, /worker-src 'none'/);
});

test('with a key and certificate it serves https itself (npm start -- --https): the certificate names localhost, HSTS is sent', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'static-tls-'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>app</title>');
  const tls = await localTls(path.join(dir, 'tls'));
  assert.ok(new crypto.X509Certificate(tls.cert).checkHost('localhost'), 'the certificate is for localhost');
  // Kept and reused while it has more than a day left.
  assert.equal((await localTls(path.join(dir, 'tls'))).cert, tls.cert);
  const server = await startStaticServer({ root: dir, port: 0, allowedOrigins: [], runtimeConfig: config, tls });
  try {
    const port = (server.address() as AddressInfo).port;
    const answer = await new Promise<{ status: number; hsts: string | undefined; body: string }>((resolve, reject) => {
      httpsGet(`https://localhost:${port}/`, { ca: tls.cert }, (res) => {
        let body = '';
        res.on('data', (c: Buffer) => (body += c.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, hsts: res.headers['strict-transport-security'] as string, body }));
      }).on('error', reject);
    });
    assert.equal(answer.status, 200);
    assert.match(answer.body, /<title>app<\/title>/);
    assert.ok(answer.hsts, 'Strict-Transport-Security on an https answer');
    // Anything that does not trust this certificate is refused: it is trusted by no one by default.
    await assert.rejects(
      new Promise((resolve, reject) => httpsGet(`https://localhost:${port}/`, resolve).on('error', reject)),
      /self.signed|certificate/i,
    );
  } finally {
    server.close();
  }
});

test("a prerendered page's styles once, in its head: each global in its own element, the class rules in one, then empty ones naming them", () => {
  const global = '<style data-emotion="css-global g1">body{margin:0;}</style>';
  const a = '<style data-emotion="css a1">.css-a1{color:red;}</style>';
  const b = '<style data-emotion="css b2">.css-b2{padding:8px;}</style>';
  const page =
    '<html><head><link rel="stylesheet" href="x.css"></head><body><div id="root">' +
    `<div lang="en">${global}${a}<p class="css-a1">Hello</p>${b}<p class="css-b2">There</p></div>` +
    `<template lang="fr"><div>${global}${a}<p class="css-a1">Bonjour</p></div></template>` +
    `<template answer="done">${b}<h2 class="css-b2">Done</h2></template>` +
    '</div></body></html>';
  const hoisted = hoistStyles(page);
  assert.equal(
    hoisted,
    '<html><head><link rel="stylesheet" href="x.css">' +
      '<style>body{margin:0;}</style><style>.css-a1{color:red;}.css-b2{padding:8px;}</style>' +
      '<style data-emotion="css-global g1"></style><style data-emotion="css a1 b2"></style>' +
      '</head><body><div id="root">' +
      '<div lang="en"><p class="css-a1">Hello</p><p class="css-b2">There</p></div>' +
      '<template lang="fr"><div><p class="css-a1">Bonjour</p></div></template>' +
      '<template answer="done"><h2 class="css-b2">Done</h2></template>' +
      '</div></body></html>',
  );
  // A page without emotion's styles, or without a head, is left as it is.
  assert.equal(hoistStyles('<html><head></head><body><p>x</p></body></html>'), '<html><head></head><body><p>x</p></body></html>');
  assert.equal(hoistStyles(`<div>${a}</div>`), `<div>${a}</div>`);
});

test("the app's emotion takes the hoisted rules as inserted and leaves the element holding them where it is", () => {
  // Emotion's cache puts each server-drawn element it takes in at the end of the head as it starts: were the rules in
  // it, the browser would parse them a second time, on the main thread, before the app's first render.
  const page = hoistStyles(
    '<html><head><title>t</title></head><body><div id="root"><div lang="en">' +
      '<style data-emotion="css-global g1">body{margin:0;}</style>' +
      '<style data-emotion="css a1">.css-a1{color:red;}</style><p class="css-a1">Hello</p>' +
      '<style data-emotion="css b2">.css-b2{padding:8px;}</style><p class="css-b2">There</p></div></div></body></html>',
  );
  const { window } = new JSDOM(page);
  const held = [...window.document.head.querySelectorAll('style')].filter((s) => s.textContent);
  const rules = held.find((s) => s.textContent?.includes('.css-a1'));
  assert.ok(rules, "the page's class rules");
  const observer = new window.MutationObserver(() => undefined);
  observer.observe(window.document.head, { childList: true });
  // The browser build the portal bundles (the package's `browser` condition), run against the page's document.
  const require = createRequire(import.meta.url);
  const file = path.join(path.dirname(require.resolve('@emotion/cache/package.json')), 'dist', 'emotion-cache.browser.cjs.js');
  const globals = globalThis as { document?: Document };
  globals.document = window.document;
  try {
    const createCache = (require(file) as { default: (options: { key: string }) => { inserted: Record<string, unknown> } }).default;
    const cache = createCache({ key: 'css' });
    assert.equal(cache.inserted.a1, true, 'a rule the page holds is not inserted again');
    assert.equal(cache.inserted.b2, true);
    // Emotion moved what it took in (the element naming the rules), and nothing else.
    const takenOut = observer.takeRecords().flatMap((r) => [...r.removedNodes]);
    assert.ok(takenOut.length > 0, 'the element naming the rules taken in');
    assert.deepEqual(
      takenOut.filter((n) => held.includes(n as HTMLStyleElement)),
      [],
      'the rules stay where the page has them',
    );
    assert.deepEqual(
      [...window.document.head.querySelectorAll('style')].filter((s) => s.textContent).map((s) => s.textContent),
      ['body{margin:0;}', '.css-a1{color:red;}.css-b2{padding:8px;}'],
      'the globals, then the class rules',
    );
  } finally {
    delete globals.document;
  }
});
