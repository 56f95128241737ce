/**
 * What the sections' releases declare, and what the shell's server does with it (docs/sections.md, decision 0022):
 * every remote's declaration holds against the routes the local config gives it; the shell's tests' fixture is what the
 * sources declare; the server serves the table with the config, reports a refused section to monitoring once, reads a
 * remote that was down once it answers, and draws the lists of its pages from the table.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import type { PortalConfig, SectionsTable } from '@portal/contract';
import { PRERENDER_DOMAIN, PRERENDER_FILL, prerenderConfig } from '@portal/kit/config';
import { declaredTable, sourceDeclaration, withoutReleases } from '../sections.mts';
import { FIXTURE } from '../sections-fixture.mts';
import { APPS, root } from '../stack.mts';
import { startStaticServer } from '../static-server.mts';
import { fillList } from '../serve/sections.mts';

const servers: http.Server[] = [];
after(() => {
  for (const s of servers) s.close();
});

test("every remote's declaration holds against the routes the local config gives it: nothing refused", async () => {
  const table = await declaredTable();
  assert.deepEqual(table.refused ?? [], []);
  assert.equal(table.sections.length, 14);
});

test("the shell's tests read the table the sources declare (npm run sections:fixture writes it)", async () => {
  assert.deepEqual(
    JSON.parse(fs.readFileSync(FIXTURE, 'utf8')),
    JSON.parse(JSON.stringify(withoutReleases(await declaredTable()))),
    'shared/host/src/testing/table.json differs from the declarations: run npm run sections:fixture',
  );
});

test('each module a remote declares (and each alias) is one of its src/exposes/, and it exposes nothing else but its embed', async () => {
  for (const app of APPS.filter((a) => a.name !== 'shell')) {
    const dir = path.join(root, app.dir);
    const declaration = await sourceDeclaration(dir);
    const modules = new Set([...declaration.sections.map((s) => s.module), ...Object.values(declaration.aliases ?? {}), 'embed']);
    const exposed = fs.readdirSync(path.join(dir, 'src', 'exposes')).map((f) => f.replace(/\.tsx$/, ''));
    assert.deepEqual(exposed.sort(), [...modules].sort(), `${app.dir}/src/exposes`);
  }
});

test('a list drawn from the table: each entry as the build drew its placeholder, the current one as the first, texts escaped', () => {
  const html =
    '<nav><style data-emotion="css a">.a{}</style><a class="a" href="/home/__portal_tabs_0__" aria-current="page">__PORTAL_TABS_0_EN__</a>' +
    '<style data-emotion="css b">.b{}</style><a class="b" href="/home/__portal_tabs_1__">__PORTAL_TABS_1_EN__</a></nav>' +
    '<template><a class="a" href="/home/__portal_tabs_0__" aria-current="page">__PORTAL_TABS_0_FR__</a><a class="b" href="/home/__portal_tabs_1__">__PORTAL_TABS_1_FR__</a></template>';
  const entries = [
    { href: '/home/balance', label: { en: 'Balance', fr: 'Solde' } },
    { href: '/home/x"y', label: { en: '<b>New</b>', fr: 'Nouveau' } },
  ];
  assert.equal(
    fillList(html, 'tabs', entries, 1),
    '<nav><style data-emotion="css a">.a{}</style><style data-emotion="css b">.b{}</style>' +
      '<a class="b" href="/home/balance">Balance</a><a class="a" href="/home/x&quot;y" aria-current="page">&lt;b&gt;New&lt;/b&gt;</a></nav>' +
      '<template><a class="b" href="/home/balance">Solde</a><a class="a" href="/home/x&quot;y" aria-current="page">Nouveau</a></template>',
  );
  // No entry: the list is empty; a page without the list is left as it is.
  assert.equal(fillList(html, 'tabs', []).includes('__PORTAL_'), false);
  assert.equal(fillList('<p>none</p>', 'siteMap', entries), '<p>none</p>');
});

/** A remote serving `manifest()` as its release's manifest (a status of 0: not answering at all). */
async function remote(manifest: () => { status: number; body?: object }) {
  const server = http.createServer((req, res) => {
    const m = manifest();
    if (req.url !== '/mf-manifest.json' || m.status === 0) return void res.destroy();
    res.writeHead(m.status, { 'Content-Type': 'application/json' }).end(JSON.stringify(m.body ?? {}));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  servers.push(server);
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/mf-manifest.json`;
}

const section = (path: string, module: string) => ({
  path,
  module,
  name: { en: module, fr: module },
  frame: 'account',
  tab: { order: 1, label: { en: module, fr: module } },
  signedIn: true,
});

/** A shell's build folder as the server needs it: its page and a prerendered login page. */
function shellBuild(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sections-'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>app</title><div id="root"></div>');
  fs.mkdirSync(path.join(dir, 'prerendered'));
  fs.writeFileSync(path.join(dir, 'prerendered', 'login.html'), '<!doctype html><div id="root"></div>');
  fs.writeFileSync(
    path.join(dir, 'prerendered.json'),
    JSON.stringify({ routes: { '/login': 'prerendered/login.html' }, fill: PRERENDER_FILL, unfilled: PRERENDER_DOMAIN }),
  );
  return dir;
}

test('the shell’s server serves the table with the config; a refused section is reported once; a remote down at start is read once it answers', async () => {
  const events: unknown[] = [];
  const collector = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      events.push(JSON.parse(body));
      res.writeHead(200).end('{}');
    });
  });
  await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
  servers.push(collector);
  let reloadUp = false;
  const account = await remote(() => ({
    status: 200,
    body: {
      metaData: {
        portal: { release: '2.0.0', sections: { sections: [section('/account/payment', 'Pay'), section('/home/reload', 'Steal')] } },
      },
    },
  }));
  const reload = await remote(() =>
    reloadUp
      ? {
          status: 200,
          body: {
            metaData: { portal: { release: '3.0.0', sections: { sections: [{ ...section('/account/x', 'X'), frame: 'account' }] } } },
          },
        }
      : { status: 0 },
  );
  const dir = shellBuild();
  const runtimeConfig = {
    ...prerenderConfig,
    remotes: { account: { manifest: account }, reload: { manifest: reload } },
    routes: { account: ['/account/*'], reload: ['/home/reload'] },
    monitoring: { eventsUrl: `http://127.0.0.1:${(collector.address() as AddressInfo).port}/v1/logs` },
  } as unknown as PortalConfig;
  const server = await startStaticServer({ root: dir, port: 0, allowedOrigins: [], runtimeConfig, bannerRefreshMs: 0 });
  servers.push(server);
  const shell = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const table = async () => ((await (await fetch(`${shell}/portal.config.json`)).json()) as { sections: SectionsTable }).sections;
  const first = await table();
  assert.deepEqual(
    first.sections.map((s) => `${s.remote}@${s.release}${s.path}`),
    ['account@2.0.0/account/payment'],
  );
  assert.deepEqual(first.unavailable, ['reload']);
  assert.equal(first.refused?.[0]?.path, '/home/reload');
  // Reported to monitoring as the shell's own reports are (OTLP logs), once.
  const until = Date.now() + 5_000;
  while (events.length === 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
  const body = JSON.stringify(events);
  assert.ok(body.includes('section-refused') && body.includes('/home/reload') && body.includes('"declaration"'), body);
  // The remote that was down answers: its sections come with the config's next answer but one (asked again at once).
  reloadUp = true;
  await table();
  let next = await table();
  for (const end = Date.now() + 5_000; next.unavailable && Date.now() < end; next = await table())
    await new Promise((r) => setTimeout(r, 20));
  assert.deepEqual(
    next.sections.map((s) => `${s.remote}@${s.release}${s.path}`),
    ['account@2.0.0/account/payment'],
  );
  assert.equal(
    next.refused?.some((r) => r.remote === 'reload' && r.path === '/account/x'),
    true,
    'reload claims an address of account',
  );
  assert.equal(events.length, 2, 'each refusal reported once');
});

test('a remote whose server does not answer at all as the shell’s server starts is unavailable in the table: the page reads it itself', async () => {
  // A port nobody listens on: connections refused, no answer of any kind.
  const closed = http.createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  const port = (closed.address() as AddressInfo).port;
  await new Promise<void>((resolve) => closed.close(() => resolve()));
  const dir = shellBuild();
  const runtimeConfig = {
    ...prerenderConfig,
    remotes: { balance: { manifest: `http://127.0.0.1:${port}/mf-manifest.json` } },
    routes: { balance: ['/home/balance'] },
  } as unknown as PortalConfig;
  const server = await startStaticServer({ root: dir, port: 0, allowedOrigins: [], runtimeConfig, bannerRefreshMs: 0 });
  servers.push(server);
  const shell = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const table = ((await (await fetch(`${shell}/portal.config.json`)).json()) as { sections: SectionsTable }).sections;
  assert.deepEqual(table, { sections: [], unavailable: ['balance'] });
});
