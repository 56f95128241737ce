/**
 * `npm run bench`: the first-load JavaScript budget. Opens routes in Chromium against the production build and
 * sums the gzipped JavaScript each downloads with an empty cache. Prints each figure; exits 1 over budget.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { APPS, root, startStack } from './stack.mts';
import { chromiumArgs, chromiumPath } from '../e2e/support/chromium.ts';

const BUDGETS_KB: Record<string, number> = { '/login': 250, '/home/balance': 350, '/home/reload': 350 };
/** Each self-contained embed.js, on its example page, for a visitor's first render (docs/embedding.md). */
const EMBEDS = [
  { name: 'balance embed.js', url: 'http://localhost:3001/embed-example.html' },
  { name: 'reload embed.js', url: 'http://localhost:3002/embed-example.html' },
  { name: 'account embed.js', url: 'http://localhost:3003/embed-example.html?view=mobile-deletion' },
];
const EMBED_BUDGET_KB = 200;
for (const e of EMBEDS) BUDGETS_KB[e.name] = EMBED_BUDGET_KB;
const detail = process.argv.includes('--detail');

/**
 * The budgets are gzip figures. The servers send brotli to a browser that takes it (smaller still), so each
 * downloaded file is counted as its gzip file from the build (level 9, what a gzip-only browser gets).
 */
function gzipBytes(url: string): number | null {
  const u = new URL(url);
  const app = APPS.find((a) => String(a.port) === u.port);
  if (!app) return null;
  const file = path.join(root, app.dir, 'dist', decodeURIComponent(u.pathname));
  if (fs.existsSync(`${file}.gz`)) return fs.statSync(`${file}.gz`).size;
  return fs.existsSync(file) ? zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length : null;
}

/** Splits a downloaded file's bytes between the packages in it, by their share of its sources (from the map). */
function byPackage(url: string, bytes: number, into: Map<string, number>) {
  const u = new URL(url);
  const app = APPS.find((a) => String(a.port) === u.port);
  const mapFile = app && path.join(root, app.dir, 'dist', `${u.pathname}.map`);
  if (!mapFile || !fs.existsSync(mapFile)) { into.set('(unmapped)', (into.get('(unmapped)') ?? 0) + bytes); return; }
  const map = JSON.parse(fs.readFileSync(mapFile, 'utf8')) as { sources: string[]; sourcesContent?: string[] };
  const lens = map.sources.map((s, i) => [s, map.sourcesContent?.[i]?.length ?? 0] as const);
  const total = lens.reduce((a, [, l]) => a + l, 0) || 1;
  for (const [source, len] of lens) {
    const i = source.lastIndexOf('node_modules/');
    const rest = i === -1 ? '' : source.slice(i + 13).split('/');
    const pkg = i === -1 ? (source.includes('shared/src') ? '@portal/shared' : `(${app!.name} code)`) : rest[0]!.startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]!;
    into.set(pkg, (into.get(pkg) ?? 0) + (bytes * len) / total);
  }
}

async function measure(context: BrowserContext, page: Page, route: string, ready: (p: Page) => Promise<void>) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  const files: Array<{ url: string; bytes: number }> = [];
  const onFinished = async (request: import('playwright-core').Request) => {
    if (request.resourceType() !== 'script') return;
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
const stack = await startStack({ quiet: true, sandboxDb: path.join(dir, 'sandbox.db') });
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
let over = false;
try {
  const context = await browser.newContext();
  const page = await context.newPage();
  const results: Record<string, Array<{ url: string; bytes: number }>> = {};
  results['/login'] = await measure(context, page, '/login', (p) => p.getByRole('button', { name: 'Log in / Sign up' }).waitFor());

  // Sign in, then measure /home/balance as a signed-in customer's first load (empty HTTP cache).
  await page.getByRole('button', { name: 'Log in / Sign up' }).click();
  await page.getByLabel('Email Address').fill('demo@transit.example');
  await page.getByLabel('Password').fill('Transit!2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/home/balance');
  await page.waitForLoadState('networkidle');
  results['/home/balance'] = await measure(context, page, '/home/balance', (p) => p.getByRole('heading', { name: 'Balance' }).waitFor());
  // The Reload tab with its products; the cart dialog is not part of it (it loads when opened).
  results['/home/reload'] = await measure(context, page, '/home/reload', (p) => p.getByRole('heading', { name: 'E-Cash' }).waitFor());

  // The embeds' first render for a visitor on another site: a fresh browser context, nothing cached, not signed in
  // (MSAL loads only when the visitor signs in).
  for (const e of EMBEDS) {
    const fresh = await browser.newContext();
    const embedPage = await fresh.newPage();
    results[e.name] = await measure(fresh, embedPage, e.url, (p) => p.getByRole('button', { name: 'Sign in' }).first().waitFor());
    await fresh.close();
  }

  console.log('\nFirst-load JavaScript (gzipped, empty cache):');
  for (const [route, files] of Object.entries(results)) {
    const kb = files.reduce((s, f) => s + f.bytes, 0) / 1024;
    const budget = BUDGETS_KB[route]!;
    const byOrigin = new Map<string, number>();
    for (const f of files) byOrigin.set(new URL(f.url).origin, (byOrigin.get(new URL(f.url).origin) ?? 0) + f.bytes / 1024);
    const origins = [...byOrigin].map(([o, k]) => `${o.replace('http://localhost', '')} ${k.toFixed(1)} KB`).join(', ');
    console.log(`  ${route.padEnd(17)} ${kb.toFixed(1).padStart(6)} KB of ${budget} KB  ${kb <= budget ? 'ok' : 'OVER BUDGET'}  (${files.length} files: ${origins})`);
    if (kb > budget) over = true;
    if (detail) {
      const pkgs = new Map<string, number>();
      for (const f of files) byPackage(f.url, f.bytes, pkgs);
      for (const [pkg, b] of [...pkgs].sort((a, c) => c[1] - a[1]).slice(0, 14)) console.log(`      ${(b / 1024).toFixed(1).padStart(6)} KB  ${pkg}`);
      for (const f of [...files].sort((a, c) => c.bytes - a.bytes)) console.log(`        ${(f.bytes / 1024).toFixed(1).padStart(6)} KB  ${f.url.replace('http://localhost', '')}`);
      const small = files.filter((f) => f.bytes < 2048);
      console.log(`      ${small.length} files under 2 KB, ${(small.reduce((a, f) => a + f.bytes, 0) / 1024).toFixed(1)} KB in all`);
    }
  }
} finally {
  await browser.close();
  await stack.stop();
}
process.exit(over ? 1 : 0);
