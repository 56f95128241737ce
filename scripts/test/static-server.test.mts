import assert from 'node:assert/strict';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { cacheControl, startStaticServer } from '../static-server.mts';

let base = '';
let close: () => void = () => undefined;

before(async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'static-'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>app</title>');
  fs.writeFileSync(path.join(dir, 'mf-manifest.json'), '{"id":"x"}');
  fs.writeFileSync(path.join(dir, 'remoteEntry.js'), 'var x = 1;');
  fs.writeFileSync(path.join(dir, '123.0123456789.js'), 'console.log(1);'.repeat(200));
  fs.writeFileSync(path.join(os.tmpdir(), 'secret.txt'), 'secret');
  const server = await startStaticServer({ root: dir, port: 0, spaFallback: true, allowedOrigins: ['http://localhost:3000'], overrides: { '/portal.config.json': () => '{"apiBase":"x"}' } });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
after(() => close());

test('manifest, remoteEntry, HTML and the runtime config are revalidated; hashed chunks are immutable', async () => {
  for (const [p, expected] of [['/mf-manifest.json', 'no-cache'], ['/remoteEntry.js', 'no-cache'], ['/', 'no-cache'], ['/portal.config.json', 'no-cache'], ['/123.0123456789.js', 'public, max-age=31536000, immutable']] as const) {
    const res = await fetch(`${base}${p}`);
    assert.equal(res.status, 200, p);
    assert.equal(res.headers.get('cache-control'), expected, p);
  }
  assert.equal(cacheControl('/x/main.abcdef1234.js'), 'public, max-age=31536000, immutable');
  assert.equal(await (await fetch(`${base}/portal.config.json`)).text(), '{"apiBase":"x"}');
});

test('CORS only for the allowed origins; gzip for larger scripts', async () => {
  const ok = await fetch(`${base}/remoteEntry.js`, { headers: { origin: 'http://localhost:3000' } });
  assert.equal(ok.headers.get('access-control-allow-origin'), 'http://localhost:3000');
  const no = await fetch(`${base}/remoteEntry.js`, { headers: { origin: 'https://evil.example' } });
  assert.equal(no.headers.get('access-control-allow-origin'), null);
  const big = await fetch(`${base}/123.0123456789.js`, { headers: { 'accept-encoding': 'gzip' } });
  assert.equal(big.headers.get('content-encoding'), 'gzip');
});

test('client routes get index.html; a missing file is 404, never the app; no escape from the folder', async () => {
  const deep = await fetch(`${base}/home/balance`);
  assert.equal(deep.status, 200);
  assert.match(await deep.text(), /<title>app<\/title>/);
  assert.equal((await fetch(`${base}/999.deadbeefde.js`)).status, 404);
  const traversal = await fetch(`${base}/..%2F..%2Fsecret.txt`);
  assert.notEqual(await traversal.text(), 'secret');
});
