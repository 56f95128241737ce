import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { after, before, test } from 'node:test';
import type { Banner, PortalConfig } from '@portal/contract';
import {
  AFTER_MSAL_ATTR,
  DRAWN_TAB_ATTR,
  HELD_ENTRY_ATTR,
  HELD_PRELOADS_ATTR,
  PRERENDER_BANNER,
  PRERENDER_DOMAIN,
  PRERENDER_FILL,
  prerenderConfig,
  SECTION_PAGES_FILE,
  sectionVariant,
  type SectionPages,
} from '@portal/kit/config';
import {
  apiPreconnectTag,
  drawBanner,
  earlyScriptOf,
  inlineEarlyScript,
  inlineScriptSource,
  prerenderedPages,
  readSectionPages,
  sectionState,
  startStaticServer,
} from '../static-server.mts';
import { appFilesAfterMsal, holdEntry } from '@portal/build/prerender';

// A deployment whose agency site has a query string: its '&' must reach the page escaped.
const config: PortalConfig = { ...prerenderConfig, transitInfoUrl: 'https://transit.example/routes?from=portal&lang=en' };
const INLINE = 'document.documentElement.dataset.early = "1";';
const agencyOrigin = new URL(prerenderConfig.transitInfoUrl).origin;
/** What the build writes: the app's index.html with the page rendered in #root (shared/build/prerender.ts). */
const PAGE = `<!doctype html><title>portal</title><div id="root"><a href="${prerenderConfig.transitInfoUrl}">agency</a><a href="${agencyOrigin}/contact">Contact us</a></div><script>${INLINE}</script>`;

const servers: http.Server[] = [];
after(() => {
  for (const s of servers) s.close();
});

function appDir(page: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'prerendered-'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>app</title><div id="root"></div>');
  fs.mkdirSync(path.join(dir, 'prerendered'));
  fs.writeFileSync(path.join(dir, 'prerendered', 'login.html'), page);
  const routes = { '/': 'prerendered/login.html', '/login': 'prerendered/login.html' };
  fs.writeFileSync(path.join(dir, 'prerendered.json'), JSON.stringify({ routes, fill: PRERENDER_FILL, unfilled: PRERENDER_DOMAIN }));
  return dir;
}

async function serve(dir: string, runtimeConfig: PortalConfig | null): Promise<string> {
  const server = await startStaticServer({ root: dir, port: 0, spaFallback: true, allowedOrigins: [], runtimeConfig });
  servers.push(server);
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** The body as sent (fetch would decompress it). */
function rawGet(url: string, headers: Record<string, string>): Promise<{ encoding: string | undefined; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const parts: Buffer[] = [];
        res.on('data', (c: Buffer) => parts.push(c));
        res.on('end', () => resolve({ encoding: res.headers['content-encoding'], body: Buffer.concat(parts) }));
      })
      .on('error', reject);
  });
}

let base = '';
before(async () => {
  base = await serve(appDir(PAGE), config);
});

const plain = { 'Accept-Encoding': 'identity' };

test("/login and / get the prerendered page with the deployment's agency site in it, escaped", async () => {
  for (const route of ['/login', '/', '/LOGIN/', '/login?from=mail']) {
    const res = await fetch(`${base}${route}`, { headers: plain });
    assert.equal(res.status, 200, route);
    assert.equal(res.headers.get('content-type'), 'text/html; charset=utf-8');
    assert.equal(res.headers.get('cache-control'), 'no-cache');
    // The API's connection opened with the answer, as on the app's page (apiPreconnectLink).
    assert.equal(res.headers.get('link'), `<${new URL(config.apiBase).origin}>; rel=preconnect; crossorigin`, route);
    const html = await res.text();
    assert.ok(html.includes('href="https://transit.example/routes?from=portal&amp;lang=en"'), `${route}: the agency link`);
    assert.ok(html.includes('href="https://transit.example/contact"'), `${route}: a page on the agency's site`);
    assert.ok(!html.includes('prerender.invalid'), `${route}: nothing of the build-time config is left`);
  }
});

test('other routes still get index.html, and the prerendered files are not served as they are', async () => {
  assert.match(await (await fetch(`${base}/home/balance`)).text(), /<title>app<\/title>/);
  assert.equal((await fetch(`${base}/prerendered/login.html`)).status, 404);
  assert.equal((await fetch(`${base}/prerendered.json`)).status, 404);
});

test('the page is sent compressed to a browser that takes it, revalidated by ETag, and its inline script is allowed by hash', async () => {
  const br = await fetch(`${base}/login`, { headers: { 'Accept-Encoding': 'br, gzip' } });
  assert.equal(br.headers.get('content-encoding'), 'br');
  const text = await (await fetch(`${base}/login`, { headers: plain })).text();
  assert.equal(await br.text(), text);
  const gzip = await rawGet(`${base}/login`, { 'Accept-Encoding': 'gzip' });
  assert.equal(gzip.encoding, 'gzip');
  assert.equal(zlib.gunzipSync(gzip.body).toString('utf8'), text);
  const etag = br.headers.get('etag')!;
  const again = await fetch(`${base}/login`, { headers: { 'If-None-Match': etag } });
  assert.equal(again.status, 304);
  const hash = crypto.createHash('sha256').update(INLINE).digest('base64');
  assert.ok(br.headers.get('content-security-policy')!.includes(`'sha256-${hash}'`));
});

test('without a runtime config, when the page shows another value of the build-time config, or when a value is not an http(s) address, /login gets index.html', async () => {
  const noConfig = await serve(appDir(PAGE), null);
  assert.match(await (await fetch(`${noConfig}/login`)).text(), /<title>app<\/title>/);
  const other = await serve(appDir(PAGE.replace('</div>', `<a href="${prerenderConfig.apiBase}">api</a></div>`)), config);
  assert.match(await (await fetch(`${other}/login`)).text(), /<title>app<\/title>/);
  // A value that is not an http(s) address is never put into a link (the server is given it unchecked here).
  const script = await serve(appDir(PAGE), { ...config, transitInfoUrl: 'javascript:alert(1)' });
  const html = await (await fetch(`${script}/login`)).text();
  assert.match(html, /<title>app<\/title>/);
  assert.ok(!html.includes('javascript:'));
});

// The site banner drawn in the page by the server (issue 39: a banner arriving after the first paint pushed it down).
const T = PRERENDER_BANNER.title;
const B = PRERENDER_BANNER.body;
const L = PRERENDER_BANNER.link;
const BANNER_SPEC = {
  ...PRERENDER_BANNER,
  variants: {
    'en/info/title/link': `<div class="info" data-lang="en"><b>${T}</b> ${B} <a href="${L}">More information</a></div>`,
    'fr/info/title/link': `<div class="info" data-lang="fr"><b>${T}</b> ${B} <a href="${L}">Plus d’information</a></div>`,
    'en/warning//': `<div class="warning" data-lang="en">${B}</div>`,
    'fr/warning//': `<div class="warning" data-lang="fr">${B}</div>`,
  },
};
const slot = (locale: string) => `<template ${PRERENDER_BANNER.slot}="${locale}"></template>`;
const BANNER_PAGE = `<!doctype html><title>portal</title><div id="root"><div data-prerender-locale="en">${slot('en')}<main>Log in</main></div></div><template data-prerender-locale="fr"><div data-prerender-locale="fr">${slot('fr')}<main>Connexion</main></div></template><script>${INLINE}</script>`;
const HOSTILE: Banner = {
  type: 'info',
  title: '<img src=x onerror=alert(1)>',
  body: 'Route 12 & 14 "detoured"',
  link: 'https://transit.example/detours?a=1&b="2"',
};
/** The answer the page carries for the app (bannerStart.ts reads it back from the DOM). */
function drawnAnswer(html: string): { url: string; banner: unknown } {
  const m = new RegExp(
    `<template id="${PRERENDER_BANNER.answer}" data-url="([^"]*)" data-banner="([^"]*)"></template><div id="root">`,
  ).exec(html);
  assert.ok(m, 'the answer sits right before #root');
  const unescape = (t: string) =>
    t
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
  return { url: unescape(m[1]!), banner: JSON.parse(unescape(m[2]!)) };
}

test("the banner is drawn in each language's place from its type and shape, every text escaped, with the answer for the app", () => {
  const html = drawBanner(BANNER_PAGE, BANNER_SPEC, 'https://cdn.transit.example/banner.json', HOSTILE);
  assert.ok(!html.includes(PRERENDER_BANNER.slot), 'no place is left empty');
  assert.ok(!html.includes('<img'), 'the title is text');
  assert.ok(html.includes('<b>&lt;img src=x onerror=alert(1)&gt;</b> Route 12 &amp; 14 &quot;detoured&quot;'));
  assert.ok(html.includes('href="https://transit.example/detours?a=1&amp;b=&quot;2&quot;">More information'));
  assert.ok(html.includes('<div class="info" data-lang="fr">'), 'the French tree has the French banner');
  assert.deepEqual(drawnAnswer(html), { url: 'https://cdn.transit.example/banner.json', banner: HOSTILE });
  const warning = drawBanner(BANNER_PAGE, BANNER_SPEC, 'u', { type: 'warning', title: '', body: 'Snow', link: '' });
  assert.ok(warning.includes('<div class="warning" data-lang="en">Snow</div>'));
});

test('without a banner its places are emptied and the page says so; a shape the build did not draw leaves the page to the app', () => {
  const none = drawBanner(BANNER_PAGE, BANNER_SPEC, 'u', null);
  assert.ok(!none.includes(PRERENDER_BANNER.slot));
  assert.deepEqual(drawnAnswer(none), { url: 'u', banner: null });
  const undrawn = { type: 'error' as const, title: 'Outage', body: 'x', link: '' };
  assert.equal(drawBanner(BANNER_PAGE, BANNER_SPEC, 'u', undrawn), BANNER_PAGE);
  assert.equal(drawBanner(PAGE, BANNER_SPEC, 'u', HOSTILE), PAGE, 'a page without places');
});

/** A banner host answering `answer()`, or dropping the connection while `unreachable()` says so. */
async function bannerHost(answer: () => { status: number; body: unknown }, unreachable: () => boolean): Promise<string> {
  const files = http.createServer((_req, res) => {
    if (unreachable()) {
      res.socket?.destroy();
      return;
    }
    const a = answer();
    res.writeHead(a.status, { 'Content-Type': 'application/json' }).end(JSON.stringify(a.body));
  });
  await new Promise<void>((resolve) => files.listen(0, '127.0.0.1', resolve));
  servers.push(files);
  return `http://127.0.0.1:${(files.address() as AddressInfo).port}/banner.json`;
}

/** The login page of a server whose page has the banner's places, and how to wait for it to show a text. */
async function loginWithBanner(bannerUrl: string, bannerRefreshMs: number) {
  const dir = appDir(BANNER_PAGE);
  const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'prerendered.json'), 'utf8')) as object;
  fs.writeFileSync(path.join(dir, 'prerendered.json'), JSON.stringify({ ...manifest, banner: BANNER_SPEC }));
  const server = await startStaticServer({
    root: dir,
    port: 0,
    spaFallback: true,
    allowedOrigins: [],
    runtimeConfig: { ...config, bannerUrl },
    bannerRefreshMs,
  });
  servers.push(server);
  const login = `http://127.0.0.1:${(server.address() as AddressInfo).port}/login`;
  /** The page as a person would wait for it: asked again until it shows `text` (5 s at most). */
  return async (text: string) => {
    const until = Date.now() + 5_000;
    for (;;) {
      const html = await (await fetch(login, { headers: plain })).text();
      if (html.includes(text) || Date.now() > until) return html;
      await new Promise((r) => setImmediate(r));
    }
  };
}

const SNOW = { title: 'Snow', body: 'Routes detoured', type: 'info', link: 'https://transit.example/snow' };

test('the server draws the banner file’s answer in the page, and a changed file once it asks again', async () => {
  let answer: { status: number; body: unknown } = { status: 200, body: SNOW };
  const pageWith = await loginWithBanner(
    await bannerHost(
      () => answer,
      () => false,
    ),
    0,
  );
  const first = await pageWith('Routes detoured');
  assert.ok(first.includes('<b>Snow</b> Routes detoured <a href="https://transit.example/snow">'), 'drawn in the page');
  assert.deepEqual(drawnAnswer(first).banner, SNOW);
  answer = { status: 200, body: { body: 'Ice', type: 'warning' } };
  assert.ok((await pageWith('>Ice<')).includes('<div class="warning" data-lang="en">Ice</div>'), 'the changed file');
  answer = { status: 404, body: {} };
  const gone = await pageWith('data-banner="null"');
  assert.deepEqual(drawnAnswer(gone).banner, null, 'no file, no banner: as the app reads it');
});

test('a banner host that cannot be reached at start is asked again with the next page, not a minute later', async () => {
  let dropped = 0;
  const pageWith = await loginWithBanner(
    await bannerHost(
      () => ({ status: 200, body: SNOW }),
      () => dropped++ < 2,
    ),
    60_000,
  );
  const page = await pageWith('Routes detoured');
  assert.deepEqual(drawnAnswer(page).banner, SNOW);
  assert.ok(dropped >= 3, 'asked at start, again with a page, and answered');
});

// A section's pages drawn from its own release (issue 39: remote-public's pages opened from an e-mail).

/** The shell's chrome around each language's place for the section (shell/src/prerender/renderPages.tsx). */
const SECTION_CHROME = `<!doctype html><html><head><title>portal</title></head><body><div id="root"><div data-prerender-locale="en" data-prerender-page=""><a href="${agencyOrigin}/contact">Contact us</a><main><template data-prerender-section="en"></template></main></div></div><template data-prerender-locale="fr"><div data-prerender-locale="fr" data-prerender-page=""><main><template data-prerender-section="fr"></template></main></div></template><script>${INLINE}</script></body></html>`;

/** What remote-public's build publishes beside its manifest (shared/build/prerender.ts). */
function sectionFile(over: Partial<SectionPages> = {}, html = (key: string) => `<h1>Reset ${key}</h1>`): SectionPages {
  const variants: Record<string, string> = {};
  for (const locale of ['en', 'fr'])
    for (const state of ['link', 'nolink'] as const)
      for (const policy of ['basic', 'strong'])
        variants[sectionVariant(locale, state, policy)] = html(sectionVariant(locale, state, policy));
  return { release: '1.2.0', contract: '1.1.0', linkParams: ['code', 'userId'], pages: { 'public/ResetPassword': variants }, ...over };
}

test('a section’s pages are read only when they are safe to put in the page and built for the contract the shell provides', () => {
  const ok = JSON.stringify(sectionFile());
  assert.ok(readSectionPages(ok, '^1.1.0'));
  assert.ok(readSectionPages(JSON.stringify(sectionFile({ contract: '1.0.0' })), '^1.1.0'), 'an older minor runs');
  assert.equal(readSectionPages(JSON.stringify(sectionFile({ contract: '1.2.0' })), '^1.1.0'), null, 'a newer minor is refused by the app');
  assert.equal(readSectionPages(JSON.stringify(sectionFile({ contract: '2.0.0' })), '^1.1.0'), null);
  assert.equal(readSectionPages(ok, null), null, 'a shell build without its release facts');
  assert.equal(readSectionPages('{not json', '^1.1.0'), null);
  assert.equal(readSectionPages(JSON.stringify({ pages: {} }), '^1.1.0'), null);
  for (const hostile of [
    '<script>alert(1)</script>',
    '<img src=x onerror="alert(1)">',
    '<a href="javascript:alert(1)">x</a>',
    '<iframe src="https://evil.example"></iframe>',
    '<form action="https://evil.example"><input name="password"></form>',
    '<button formaction="https://evil.example">Reset</button>',
    '<meta http-equiv="refresh" content="0;url=https://evil.example">',
    '</template><h1>Shown out of its language</h1>',
  ])
    assert.equal(readSectionPages(JSON.stringify(sectionFile({}, () => hostile)), '^1.1.0'), null, hostile);
});

test('the page’s state follows the link’s parameters, as the page’s own rule', () => {
  assert.equal(sectionState('?code=a&userId=b', ['code', 'userId']), 'link');
  assert.equal(sectionState('?code=a&userId=%20', ['code', 'userId']), 'nolink');
  assert.equal(sectionState('?code=a', ['code', 'userId']), 'nolink');
  assert.equal(sectionState('', ['code', 'userId']), 'nolink');
});

/** What a public pages' release declares (its manifest's `metaData.portal.sections`): the reset and confirmation pages. */
const PUBLIC_SECTIONS = {
  sections: [
    {
      path: '/reset',
      module: 'ResetPassword',
      name: { en: 'Password reset', fr: 'Réinitialisation' },
      frame: null,
      signedIn: false,
      public: true,
    },
    {
      path: '/confirm',
      module: 'ConfirmEmail',
      name: { en: 'Confirmation', fr: 'Confirmation' },
      frame: null,
      signedIn: false,
      public: true,
    },
  ],
};

/**
 * A shell whose build has the section chrome, and a remote serving its release's manifest (declaring its pages, with
 * `files`' hashes) and `answer()` as its SECTION_PAGES_FILE.
 */
async function shellWithSection(
  answer: () => { status: number; body: string },
  opts: { manifest?: string; pin?: string; early?: { status: number; body: string }; unrecorded?: boolean } = {},
) {
  // The release's manifest records the pages file it serves (as every build's does), unless the test says otherwise.
  const manifestNow = () => {
    const m = JSON.parse(opts.manifest ?? manifestWith({})) as { metaData: { portal: { files: Record<string, string> } } };
    const a = answer();
    if (!opts.unrecorded && a.status === 200) m.metaData.portal.files[SECTION_PAGES_FILE] = shaOf(a.body);
    return JSON.stringify(m);
  };
  const remote = http.createServer((req, res) => {
    if (req.url === '/mf-manifest.json') return void res.writeHead(200, { 'Content-Type': 'application/json' }).end(manifestNow());
    if (req.url === `/${EARLY}` && opts.early !== undefined)
      return void res.writeHead(opts.early.status, { 'Content-Type': 'text/javascript' }).end(opts.early.body);
    if (req.url !== `/${SECTION_PAGES_FILE}`) return void res.writeHead(404).end();
    const a = answer();
    res.writeHead(a.status, { 'Content-Type': 'application/json' }).end(a.body);
  });
  await new Promise<void>((resolve) => remote.listen(0, '127.0.0.1', resolve));
  servers.push(remote);
  const remoteOrigin = `http://127.0.0.1:${(remote.address() as AddressInfo).port}`;
  const dir = appDir(PAGE);
  fs.writeFileSync(path.join(dir, 'prerendered', 'section.html'), SECTION_CHROME);
  fs.writeFileSync(path.join(dir, 'release.json'), JSON.stringify({ contract: '^1.1.0' }));
  const built = JSON.parse(fs.readFileSync(path.join(dir, 'prerendered.json'), 'utf8')) as object;
  fs.writeFileSync(path.join(dir, 'prerendered.json'), JSON.stringify({ ...built, sections: { file: 'prerendered/section.html' } }));
  const runtimeConfig: PortalConfig = {
    ...config,
    remotes: {
      public: { manifest: `${remoteOrigin}/mf-manifest.json`, ...(opts.pin ? { integrity: opts.pin } : {}) },
    } as PortalConfig['remotes'],
    routes: { public: ['/reset', '/confirm'] },
    constants: { ...config.constants, passwordPolicy: 'basic' },
  };
  const server = await startStaticServer({ root: dir, port: 0, spaFallback: true, allowedOrigins: [], runtimeConfig, bannerRefreshMs: 0 });
  servers.push(server);
  const shell = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  /** The page at `route`, asked again until it shows `text` (5 s at most). */
  return Object.assign(
    async (route: string, text: string) => {
      const until = Date.now() + 5_000;
      for (;;) {
        const html = await (await fetch(`${shell}${route}`, { headers: plain })).text();
        if (html.includes(text) || Date.now() > until) return html;
        await new Promise((r) => setTimeout(r, 10));
      }
    },
    {
      remoteOrigin,
      shell,
      /** The script-src of the page at `route`'s policy. */
      scriptSrc: async (route: string) =>
        /script-src ([^;]*)/.exec(
          (await fetch(`${shell}${route}`, { headers: plain })).headers.get('content-security-policy') ?? '',
        )?.[1] ?? '',
    },
  );
}

test('the shell’s server puts the section release’s page in its chrome, by language, state and policy, and follows a new release', async () => {
  let file = sectionFile();
  const pageAt = await shellWithSection(() => ({ status: 200, body: JSON.stringify(file) }));
  const link = await pageAt('/reset?code=a&userId=b', '<h1>Reset');
  assert.ok(link.includes('<main><h1>Reset en/link/basic</h1></main>'), 'English, with a link, the deployment’s policy');
  assert.ok(link.includes('<main><h1>Reset fr/link/basic</h1></main>'), 'French in its template');
  assert.ok(link.includes('href="https://transit.example/contact"'), 'the chrome filled in from the runtime config');
  assert.ok((await pageAt('/RESET/', '<h1>Reset')).includes('<h1>Reset en/nolink/basic</h1>'), 'no link: the invalid-link page');
  // A route whose module the release does not draw, and a release refused, are the app's (index.html).
  assert.ok((await pageAt('/confirm?code=a&userId=b', '<title>app</title>')).includes('<title>app</title>'));
  file = sectionFile({}, (key) => `<h1>Reset 2 ${key}</h1>`);
  assert.ok((await pageAt('/reset?code=a&userId=b', 'Reset 2')).includes('<h1>Reset 2 en/link/basic</h1>'), 'a new release');
  file = sectionFile({}, () => '<script>alert(1)</script>');
  const refused = await pageAt('/reset?code=a&userId=b', '<title>app</title>');
  assert.ok(refused.includes('<title>app</title>') && !refused.includes('alert(1)'), 'a release holding a script: the app’s page');
});

test('a section’s drawn pages come only from a release whose manifest the server verified: bytes it does not record are not drawn', async () => {
  const file = JSON.stringify(sectionFile({}, (key) => `<h1>Changed ${key}</h1>`));
  // The pages file changed on the remote's server, its manifest not (a half-finished deploy, a changed file).
  const unrecorded = await shellWithSection(() => ({ status: 200, body: file }), { unrecorded: true });
  const html = await unrecorded('/reset?code=a&userId=b', '<title>app</title>');
  assert.ok(html.includes('<title>app</title>') && !html.includes('Changed'), 'the app’s page');
  // Recorded by another hash: the same.
  const other = await shellWithSection(() => ({ status: 200, body: file }), {
    unrecorded: true,
    manifest: manifestWith({ [SECTION_PAGES_FILE]: shaOf('what the build wrote') }),
  });
  assert.ok(!(await other('/reset?code=a&userId=b', '<title>app</title>')).includes('Changed'));
  // A pinned section whose manifest is not the pin's bytes: nothing of it is drawn.
  const pinned = await shellWithSection(() => ({ status: 200, body: file }), { pin: shaOf('another release') });
  assert.ok(!(await pinned('/reset?code=a&userId=b', '<title>app</title>')).includes('Changed'));
});

test('a section that answers with an error, or not yet, leaves its routes to the app', async () => {
  const pageAt = await shellWithSection(() => ({ status: 404, body: '' }));
  const html = await pageAt('/reset?code=a&userId=b', '<title>app</title>');
  assert.ok(html.includes('<title>app</title>'));
});

// The section's early script (issue 39): named by the release's pages file, its integrity from the release's manifest.

const EARLY = 'early.0123456789.js';
const EARLY_SHA = `sha256-${crypto.createHash('sha256').update('early script').digest('base64')}`;
const manifestWith = (files: Record<string, string>) =>
  JSON.stringify({ name: 'portal_public', metaData: { portal: { release: '1.2.0', files, sections: PUBLIC_SECTIONS } } });
const shaOf = (text: string) => `sha256-${crypto.createHash('sha256').update(text).digest('base64')}`;

test('the early script’s integrity is the one its release’s manifest records, a pinned manifest checked first', () => {
  const manifest = { url: 'https://public.example/releases/1.2.0/mf-manifest.json', text: manifestWith({ [EARLY]: EARLY_SHA }) };
  const named = { src: `https://public.example/releases/1.2.0/${EARLY}`, integrity: EARLY_SHA };
  assert.deepEqual(earlyScriptOf({ file: EARLY }, manifest, undefined), named);
  assert.deepEqual(earlyScriptOf({ file: EARLY }, manifest, shaOf(manifest.text)), named, 'the pinned bytes');
  assert.equal(earlyScriptOf({ file: EARLY }, manifest, shaOf('another manifest')), null, 'a manifest that is not the pinned one');
  assert.equal(earlyScriptOf({ file: 'early.ffffffffff.js' }, manifest, undefined), null, 'a file the manifest does not record');
  for (const file of ['../evil.js', 'https://evil.example/x.js', '/early.js', 'early.js?x', 'early.css'])
    assert.equal(earlyScriptOf({ file }, manifest, undefined), null, file);
  assert.equal(earlyScriptOf({ file: EARLY }, { ...manifest, text: manifestWith({ [EARLY]: 'md5-abc' }) }, undefined), null);
  assert.equal(earlyScriptOf({ file: EARLY }, { ...manifest, text: '{not json' }, undefined), null);
  assert.equal(earlyScriptOf(undefined, manifest, undefined), null);
  assert.deepEqual(
    earlyScriptOf({ file: EARLY, head: true }, manifest, undefined),
    { ...named, head: true },
    'its word that it may stand in the head',
  );
});

test('the early script’s text is put in the page only when it is the file its release’s manifest records', () => {
  const named = { src: `https://public.example/${EARLY}`, integrity: EARLY_SHA };
  assert.deepEqual(inlineEarlyScript(named, 'early script'), { ...named, text: 'early script' });
  assert.equal(inlineEarlyScript(named, 'early script, changed on its way'), null, 'other bytes: not run at all');
  const sha384 = `sha384-${crypto.createHash('sha384').update('early script').digest('base64')}`;
  assert.equal(inlineEarlyScript({ ...named, integrity: sha384 }, 'early script')?.text, 'early script');
  assert.equal(inlineEarlyScript({ ...named, integrity: 'md5-abc' }, 'early script'), null);
  // Text that would end the element, or change how the parser reads it: the page names the file instead.
  for (const text of ['a="</script><img src=x onerror=alert(1)>"', 'a="<!--<script>"', 'a="</SCRIPT >"']) {
    const script = { ...named, integrity: shaOf(text) };
    assert.deepEqual(inlineEarlyScript(script, text), script, text);
  }
  assert.equal(inlineScriptSource('early script'), EARLY_SHA);
});

test('the API’s connection opened with the page: its origin only, escaped; nothing for an address that is not one', () => {
  assert.equal(apiPreconnectTag('https://api.example/v1/'), '<link rel="preconnect" href="https://api.example" crossorigin="anonymous">');
  assert.equal(apiPreconnectTag('not an address'), '');
  assert.equal(apiPreconnectTag('data:text/plain,x'), '');
});

test('a page with a link holds the early script after the shell’s own script, and only its policy allows it', async () => {
  const file = JSON.stringify(sectionFile({ early: { file: EARLY } }));
  const manifest = manifestWith({ [EARLY]: EARLY_SHA });
  const pageAt = await shellWithSection(() => ({ status: 200, body: file }), { manifest, early: { status: 200, body: 'early script' } });
  const link = await pageAt('/reset?code=a&userId=b', 'early script');
  const held = `<script data-api-base="${config.apiBase}">early script</script>`;
  assert.ok(link.endsWith(`<script>${INLINE}</script>${held}</body></html>`), 'at the end, after the inline script, told the API');
  assert.ok(!link.includes(EARLY), 'no request of its own');
  const preconnect = `<link rel="preconnect" href="${new URL(config.apiBase).origin}" crossorigin="anonymous"></head>`;
  assert.ok(link.includes(preconnect), 'the connection to the API it calls opened with the head');
  assert.ok((await pageAt.scriptSrc('/reset?code=a&userId=b')).includes(`'${EARLY_SHA}'`), 'its sha256 in that page’s policy');
  const noLink = await pageAt('/reset', '<h1>Reset');
  assert.ok(!noLink.includes('early script') && !noLink.includes('preconnect'), 'no link: the page only says so');
  for (const route of ['/reset', '/login', '/home/balance'])
    assert.ok(!(await pageAt.scriptSrc(route)).includes(EARLY_SHA), `${route}: no other page’s policy allows it`);
  assert.ok((await pageAt.scriptSrc('/reset?code=a&userId=b')).includes("'self'"), 'the rest of the policy as on every page');
});

test('a release whose early script may stand in the head: the page holds it there, told its module, after the API’s connection', async () => {
  const file = JSON.stringify(sectionFile({ early: { file: EARLY, head: true } }));
  const manifest = manifestWith({ [EARLY]: EARLY_SHA });
  const pageAt = await shellWithSection(() => ({ status: 200, body: file }), { manifest, early: { status: 200, body: 'early script' } });
  const link = await pageAt('/reset?code=a&userId=b', 'early script');
  const preconnect = `<link rel="preconnect" href="${new URL(config.apiBase).origin}" crossorigin="anonymous">`;
  const held = `<script data-api-base="${config.apiBase}" data-section-module="public/ResetPassword">early script</script>`;
  assert.ok(link.includes(`${preconnect}${held}</head>`), 'at the end of the head, told the page’s module');
  assert.ok(link.endsWith(`<script>${INLINE}</script></body></html>`), 'not at the end of the page');
  assert.equal(link.split('early script').length, 2, 'once');
  assert.ok((await pageAt.scriptSrc('/reset?code=a&userId=b')).includes(`'${EARLY_SHA}'`), 'its sha256 in that page’s policy');
  // Named by its address (the server could not read it), it stays at the end of the page, where it finds the page.
  const unread = await shellWithSection(() => ({ status: 200, body: file }), { manifest, early: { status: 503, body: '' } });
  const named = await unread('/reset?code=a&userId=b', EARLY);
  assert.ok(/<script async [^>]*><\/script><\/body><\/html>$/.test(named) && !named.includes('data-section-module'), 'named: at the end');
});

test('an early script the server cannot read is named with its integrity; one that is not the recorded file, or not pinned, is not run', async () => {
  const file = JSON.stringify(sectionFile({ early: { file: EARLY } }));
  const manifest = manifestWith({ [EARLY]: EARLY_SHA });
  const unread = await shellWithSection(() => ({ status: 200, body: file }), { manifest, early: { status: 503, body: '' } });
  const link = await unread('/reset?code=a&userId=b', EARLY);
  const tag =
    `<script async fetchpriority="high" src="${unread.remoteOrigin}/${EARLY}" integrity="${EARLY_SHA}" ` +
    `crossorigin="anonymous" data-api-base="${config.apiBase}"></script>`;
  assert.ok(
    link.endsWith(`<script>${INLINE}</script>${tag}</body></html>`),
    'named, checked by the browser against the manifest’s integrity',
  );
  assert.ok(!(await unread.scriptSrc('/reset?code=a&userId=b')).includes(EARLY_SHA), 'no hash for a script the page does not hold');

  const changed = await shellWithSection(() => ({ status: 200, body: file }), { manifest, early: { status: 200, body: 'evil script' } });
  const html = await changed('/reset?code=a&userId=b', '<h1>Reset');
  assert.ok(html.includes('<h1>Reset en/link/basic</h1>') && !html.includes('evil script') && !html.includes(EARLY), 'drawn, no script');

  const pinnedElsewhere = await shellWithSection(() => ({ status: 200, body: file }), {
    manifest,
    pin: shaOf('another release'),
    early: { status: 200, body: 'early script' },
  });
  // A manifest that is not the pinned one: nothing of the release is trusted, its pages are the app's.
  const pinned = await pinnedElsewhere('/reset?code=a&userId=b', '<title>app</title>');
  assert.ok(pinned.includes('<title>app</title>') && !pinned.includes('early script') && !pinned.includes(EARLY), 'not drawn');
});

// The shell's entry held on a page drawn with a section's page (issue 39): the build names it by a preload, held with
// the head's script preloads in an inert template.

test('the section page’s entry and script preloads are held in a template its inline script starts; anything but one defer script with its integrity fails the build', () => {
  const preload = '<link rel="preload" as="script" href="/2.js" crossorigin="anonymous" integrity="sha256-B">';
  const head = (scripts: string, preloads = preload) =>
    `<!doctype html><html><head><title>portal</title>${scripts}${preloads}<link rel="icon" href="/i.png"></head><body><div id="root"></div><script>${INLINE}</script></body></html>`;
  const entry = '<script crossorigin defer integrity="sha256-A" src="/main.0123456789.js"></script>';
  const held = holdEntry(head(entry));
  assert.equal(
    held,
    head(
      `<template ${HELD_PRELOADS_ATTR}><link rel="preload" as="script" href="/main.0123456789.js" crossorigin="anonymous" integrity="sha256-A" ${HELD_ENTRY_ATTR}>${preload}</template>`,
      '',
    ),
  );
  assert.ok(held.includes(`<script>${INLINE}</script>`), 'the inline script stays');
  assert.ok(held.includes('<link rel="icon" href="/i.png">'), 'other links stay');
  assert.throws(() => holdEntry(head('')), /one defer script/);
  assert.throws(() => holdEntry(head(entry + entry.replace('main', 'other'))), /one defer script/);
  assert.throws(() => holdEntry(head('<script defer src="/main.js"></script>')), /integrity/);
});

// The Balance tab's page (issue 39): the head's script preloads held in an inert template its inline script starts, at
// once or once MSAL's file is in (shared/build/preloadPlugin.ts); the entry stays a defer script.

test('the Balance tab’s script preloads are held in a template where they stood, before the inline script; the entry stays', () => {
  const preloads =
    '<link rel="preload" as="script" href="/2.js" crossorigin="anonymous" integrity="sha256-B">' +
    '<link rel="preload" as="script" href="/3.js" crossorigin="anonymous" integrity="sha256-C">';
  const entry = '<script crossorigin defer integrity="sha256-A" src="/main.0123456789.js"></script>';
  const inline = `<script>${INLINE}</script>`;
  const page = (held: string) =>
    `<!doctype html><html><head><title>portal</title>${entry}${held}${inline}<link rel="icon" href="/i.png"></head><body><div id="root"></div></body></html>`;
  assert.equal(appFilesAfterMsal(page(preloads)), page(`<template ${AFTER_MSAL_ATTR}>${preloads}</template>`));
  assert.throws(() => appFilesAfterMsal(page('')), /no script preload/);
});

// The home frame's page (decision 0022): one for every tab of the sections table, drawn by the server with the tabs,
// the section's name and what the tab's own release draws (decision 0021).

const TAB_PRELOAD = '<link rel="preload" as="script" href="/main.js" crossorigin="anonymous" integrity="sha384-x">';
const tabsOf = (locale: string) =>
  `<nav aria-label="Card sections"><a class="on" href="/home/__portal_tabs_0__" aria-current="page">__PORTAL_TABS_0_${locale.toUpperCase()}__</a>` +
  `<a class="off" href="/home/__portal_tabs_1__">__PORTAL_TABS_1_${locale.toUpperCase()}__</a></nav>`;
const treeOf = (locale: string) =>
  `<div data-prerender-locale="${locale}" data-prerender-signed-in="">${tabsOf(locale)}<template data-prerender-tab-place="${locale}"></template><template data-prerender-tab-slot="${locale}"></template></div>`;
const HOME_PAGE = `<!doctype html><head><title>tab</title>${TAB_PRELOAD}</head><div id="root">${treeOf('en')}</div><template data-prerender-locale="fr">${treeOf('fr')}</template><script>early()</script>`;
/** The shell's skeleton of a section, by language, its name's place (sectionNameLabel). */
const SKELETON = {
  en: '<div data-section-skeleton aria-label="Loading __PORTAL_SECTION_EN__"></div>',
  fr: '<div data-section-skeleton aria-label="Chargement : __PORTAL_SECTION_FR__"></div>',
};
const drawingOf = (locale: string) => `<template data-section-answer="drawing"><p>Reload ${locale}</p></template>`;
const t = (en: string, fr: string) => ({ en, fr });
const tab = (path: string, module: string, order: number, label: [string, string]) => ({
  path,
  module,
  name: t(...label),
  frame: 'home',
  tab: { order, label: t(...label) },
  signedIn: true,
});

/** The shell's build with the home frame's page (frames.home), as shared/build/prerender.ts writes it. */
function homeBuild(): string {
  const dir = appDir(PAGE);
  fs.writeFileSync(path.join(dir, 'prerendered', 'home.html'), HOME_PAGE);
  fs.writeFileSync(path.join(dir, 'release.json'), JSON.stringify({ contract: '^1.4.0' }));
  const built = JSON.parse(fs.readFileSync(path.join(dir, 'prerendered.json'), 'utf8')) as object;
  fs.writeFileSync(
    path.join(dir, 'prerendered.json'),
    JSON.stringify({ ...built, frames: { home: { file: 'prerendered/home.html', skeleton: SKELETON } } }),
  );
  return dir;
}

/** A remote's release: its manifest (declaring `sections`, with its early script's hash) and `file()` as its pages file. */
async function remoteRelease(sections: object[], file: () => object | null, early = 'register()') {
  const remote = http.createServer((req, res) => {
    if (req.url === '/mf-manifest.json') {
      const pages = file();
      const files = { [EARLY]: shaOf(early), ...(pages ? { [SECTION_PAGES_FILE]: shaOf(JSON.stringify(pages)) } : {}) };
      return void res.writeHead(200).end(JSON.stringify({ metaData: { portal: { release: '1.5.0', files, sections: { sections } } } }));
    }
    if (req.url === `/${EARLY}`) return void res.writeHead(200, { 'Content-Type': 'text/javascript' }).end(early);
    const pages = file();
    if (req.url !== `/${SECTION_PAGES_FILE}` || !pages) return void res.writeHead(404).end();
    res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(pages));
  });
  await new Promise<void>((resolve) => remote.listen(0, '127.0.0.1', resolve));
  servers.push(remote);
  return `http://127.0.0.1:${(remote.address() as AddressInfo).port}/mf-manifest.json`;
}

async function shellWithTabs(reloadFile: () => object | null) {
  const reload = await remoteRelease([tab('/home/reload', 'ReloadTab', 20, ['Reload', 'Recharge'])], reloadFile);
  const balance = await remoteRelease([tab('/home/balance', 'BalanceTab', 10, ['Balance', 'Solde'])], () => null);
  const runtimeConfig: PortalConfig = {
    ...config,
    remotes: {
      reload: { manifest: reload },
      balance: { manifest: balance },
    } as PortalConfig['remotes'],
    routes: { reload: ['/home/reload'], balance: ['/home/balance'] },
  };
  const server = await startStaticServer({
    root: homeBuild(),
    port: 0,
    spaFallback: true,
    allowedOrigins: [],
    runtimeConfig,
    bannerRefreshMs: 0,
  });
  servers.push(server);
  const shell = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return async (route: string, text: string) => {
    const until = Date.now() + 5_000;
    for (;;) {
      const res = await fetch(`${shell}${route}`, { headers: plain });
      const html = await res.text();
      if (html.includes(text) || Date.now() > until)
        return { html, scriptSrc: /script-src ([^;]*)/.exec(res.headers.get('content-security-policy') ?? '')?.[1] ?? '' };
      await new Promise((r) => setTimeout(r, 10));
    }
  };
}

const reloadFile = (pages: Record<string, Record<string, string>>, contract = '1.3.0') => ({
  release: '1.5.0',
  contract,
  linkParams: [],
  pages,
  early: { file: EARLY },
});

test('the home frame’s page for each tab of the table: its tabs in their order, in each language, the current one marked, its section named', async () => {
  const pageAt = await shellWithTabs(() => null);
  for (const [route, current] of [
    ['/home/balance', 'Balance'],
    ['/Home/Reload/', 'Reload'],
  ]) {
    const { html } = await pageAt(route!, '<nav');
    assert.ok(
      html.includes(
        `<nav aria-label="Card sections"><a class="${current === 'Balance' ? 'on' : 'off'}" href="/home/balance"${current === 'Balance' ? ' aria-current="page"' : ''}>Balance</a>` +
          `<a class="${current === 'Reload' ? 'on' : 'off'}" href="/home/reload"${current === 'Reload' ? ' aria-current="page"' : ''}>Reload</a></nav>`,
      ),
      `${route}: the tabs in English`,
    );
    assert.ok(html.includes('>Solde</a>') && html.includes('>Recharge</a>'), `${route}: in French, in its template`);
    assert.ok(html.includes(`aria-label="Loading ${current}"`), `${route}: the section's skeleton, named`);
    assert.ok(!html.includes('__PORTAL_'), `${route}: no placeholder left`);
  }
  // An address no release declares: the app's.
  assert.ok((await pageAt('/home/manage', '<title>app</title>')).html.includes('<title>app</title>'));
});

test('the server puts the section release’s drawing of a home tab in each language’s place, and its drawer, allowed by hash only there', async () => {
  const pageAt = await shellWithTabs(() => reloadFile({ 'reload/ReloadTab': { en: drawingOf('en'), fr: drawingOf('fr') } }));
  const { html, scriptSrc } = await pageAt('/home/reload', 'Reload en');
  assert.ok(html.includes(`${SKELETON.en.replace('__PORTAL_SECTION_EN__', 'Reload')}${drawingOf('en')}</div>`), 'English, in its place');
  assert.ok(html.includes(`${drawingOf('fr')}</div></template>`), 'French, in its template');
  assert.ok(!html.includes('data-prerender-tab-slot') && !html.includes('data-prerender-tab-place'), 'no empty place left');
  // The drawer after the shell's own inline script, its text the bytes the release's manifest records.
  assert.ok(html.indexOf('register()</script>') > html.indexOf('<script>early()</script>'));
  assert.ok(scriptSrc.includes(`'${inlineScriptSource('register()')}'`), 'the page’s policy allows the drawer');
  // Drawn from the first answers: its app's files wait for MSAL's on a first visit (the inline script starts them), and
  // are not preloaded where a service worker answers (the mark).
  assert.ok(html.includes(`<template ${AFTER_MSAL_ATTR} ${DRAWN_TAB_ATTR}>${TAB_PRELOAD}</template>`), 'the app’s preloads held for MSAL');
  // Another tab, whose release draws nothing: the shell's page, no drawer.
  const balance = await pageAt('/home/balance', '<nav');
  assert.ok(!balance.html.includes('register()') && balance.html.includes(`<title>tab</title>${TAB_PRELOAD}</head>`));
  assert.ok(!(await (await fetch(`${base}/login`, { headers: plain })).text()).includes('register()'));
});

test('a release whose first state of its tab is drawn in the skeleton’s place (the Balance tab’s heading and tiles)', async () => {
  const shown = { en: '<div data-section-skeleton><h2>Balance</h2></div>', fr: '<div data-section-skeleton><h2>Solde</h2></div>' };
  const reload = await remoteRelease([tab('/home/balance', 'BalanceTab', 10, ['Balance', 'Solde'])], () => ({
    ...reloadFile({ 'balance/BalanceTab': { en: drawingOf('en'), fr: drawingOf('fr') } }),
    shown: { 'balance/BalanceTab': shown },
  }));
  const runtimeConfig = {
    ...config,
    remotes: { balance: { manifest: reload } } as PortalConfig['remotes'],
    routes: { balance: ['/home/balance'] },
  };
  const server = await startStaticServer({ root: homeBuild(), port: 0, spaFallback: true, allowedOrigins: [], runtimeConfig });
  servers.push(server);
  const html = await (await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/home/balance`, { headers: plain })).text();
  assert.ok(html.includes(`${shown.en}${drawingOf('en')}`), html.slice(0, 2000));
  assert.ok(!html.includes('aria-label="Loading'), 'not the shell’s skeleton');
});

test('a release without a drawing of the tab, for one language only, or built for another contract, leaves the shell’s page as it is', () => {
  const dir = homeBuild();
  const table = {
    sections: [{ ...tab('/home/reload', 'ReloadTab', 20, ['Reload', 'Recharge']), frame: 'home' as const, remote: 'reload' }],
  };
  const early = { src: `https://reload.example/${EARLY}`, integrity: shaOf('register()'), text: 'register()' };
  const served = (file: object) => {
    // What the server keeps of the release's file (readSectionPages refuses it, or not), with its checked early script.
    const pages = readSectionPages(JSON.stringify(file), '^1.3.0');
    const drawn = { banner: null, table, releases: { reload: pages && { ...pages, earlyScript: early } } };
    return prerenderedPages(dir, config, drawn).pages.get('/home/reload')!.body.toString('utf8');
  };
  // The control: a release that draws the tab in both languages is drawn, with its drawer.
  const drawn = served(reloadFile({ 'reload/ReloadTab': { en: drawingOf('en'), fr: drawingOf('fr') } }));
  assert.ok(drawn.includes('Reload en') && drawn.includes('register()'));
  for (const file of [
    reloadFile({}),
    reloadFile({ 'reload/ReloadTab': { en: drawingOf('en') } }),
    reloadFile({ 'reload/ReloadTab': { en: drawingOf('en'), fr: drawingOf('fr') } }, '1.4.0'),
    reloadFile({ 'reload/ReloadTab': { en: '<script>alert(1)</script>', fr: drawingOf('fr') } }),
  ]) {
    const html = served(file);
    assert.ok(html.includes('aria-label="Loading Reload"'), JSON.stringify(file.pages));
    assert.ok(!html.includes('Reload en') && !html.includes('register()') && !html.includes('alert(1)'), JSON.stringify(file.pages));
    assert.ok(html.includes(`<title>tab</title>${TAB_PRELOAD}</head>`), 'the app’s preloads in the head, as the shell drew the page');
  }
});
