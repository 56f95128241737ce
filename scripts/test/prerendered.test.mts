import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { after, before, test } from 'node:test';
import type { PortalConfig } from '@portal/contract';
import { PRERENDER_DOMAIN, PRERENDER_FILL, prerenderConfig } from '@portal/kit/config';
import { startStaticServer } from '../static-server.mts';

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
