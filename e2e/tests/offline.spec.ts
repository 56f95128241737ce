import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import type { BrowserContext, Page, Request, Response } from '@playwright/test';
import { expect, expectAccessible, test } from '../support/fixtures';
import { DEMO, signInAt, signInOnProvider } from '../support/auth';
import { currentDist, redeployDist, restore, serve, versionIn } from '../support/releases';
import { chromiumArgs, chromiumPath } from '../support/chromium';
import { eCashInCart } from '../support/cart';
import { underWorker } from '../support/worker';

/**
 * Issue 24: a returning customer, with the portal's service worker (shell/src/sw/sw.ts). The other journeys block
 * the worker (each is a first visit); these turn it on.
 */
test.use({ serviceWorkers: 'allow' });

const SANDBOX = 'http://localhost:4000/';
const summary = (page: Page) => page.getByRole('list', { name: 'Balance summary' });
const section = (page: Page, name: string) => page.getByRole('main').getByRole('navigation').getByRole('link', { name, exact: true });
const region = (page: Page, name: string) => page.getByRole('region', { name });
const history = (page: Page) => page.getByRole('table', { name: 'History' });
const offlineNotice = (page: Page) => page.getByRole('status').filter({ hasText: 'You are offline.' });
const lastKnown = (page: Page) => page.getByText(/^Last known, as of \d{1,2}:\d{2}/);

/** Every answer from the sandbox (API, identity provider, payment page) the page saw, and whatever the worker fetched. */
function watchSandbox(context: BrowserContext) {
  const answers: Response[] = [];
  const fromWorker: Request[] = [];
  context.on('response', (r) => {
    if (r.url().startsWith(SANDBOX)) answers.push(r);
  });
  context.on('request', (r) => {
    if (r.serviceWorker()) fromWorker.push(r);
  });
  return { answers, fromWorker };
}

test('offline: a returning customer sees the last known balance, caps and history, an offline notice and actions disabled with the reason; back online, the data refreshes by itself', async ({
  page,
  context,
}) => {
  await signInAt(page);
  await expect(summary(page)).toContainText('$12.50');
  await section(page, 'Reload').click();
  await expect(region(page, 'E-Cash').getByLabel('Amount ($)')).toBeEnabled();
  await section(page, 'Balance').click();
  await expect(history(page)).toBeVisible();
  const rows = await history(page).getByRole('row').allTextContents();
  await underWorker(page, ['3001', '3002']);
  // A returning visit online: the last known balance at once, replaced by the fresh one.
  await page.reload();
  await expect(summary(page)).toContainText('$12.50');
  await expect(lastKnown(page)).toHaveCount(0);
  // The Reload tab once more, under the worker, which keeps its files as it serves them (its first visit may have
  // loaded them just before the worker took the page, too late to be handed over); and the worker given the time to
  // keep them, as the customer's next visit finds them.
  await section(page, 'Reload').click();
  await expect(region(page, 'E-Cash').getByLabel('Amount ($)')).toBeEnabled();
  await section(page, 'Balance').click();
  await expect(history(page)).toBeVisible();
  await underWorker(page, ['3001', '3002']);

  await context.setOffline(true);
  await page.goto('/home/balance');
  await expect(offlineNotice(page)).toBeVisible();
  await expect(summary(page)).toContainText('$12.50');
  await expect(lastKnown(page)).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Rides today: 3 of 3' })).toBeVisible();
  await expect(history(page).getByRole('row')).toHaveText(rows);
  // Nothing that needs the network can be started, and the page says why.
  const addCard = page.getByRole('button', { name: 'Add Card' });
  await expect(addCard).toBeDisabled();
  await expect(addCard).toHaveAccessibleDescription(/You are offline\./);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expectAccessible(page);

  await section(page, 'Reload').click();
  // (Its products are not kept: the tab says they could not be loaded, and its Retry waits for the connection too.)
  await expect(page.getByRole('button', { name: 'Cart', exact: true })).toBeDisabled();
  await expect(page.getByRole('group')).toHaveAccessibleDescription('Needs a connection: you are offline.');
  await expect(page.getByRole('button', { name: 'New Rule' })).toBeDisabled();
  await expectAccessible(page);

  // The connection comes back: the notice goes, the actions work, and the balance is fetched again by itself.
  await section(page, 'Balance').click();
  await expect(lastKnown(page)).toBeVisible();
  const fresh = page.waitForResponse((r) => r.url().startsWith(`${SANDBOX}api/Card/GetCardBalance`) && r.ok());
  await context.setOffline(false);
  await fresh;
  await expect(offlineNotice(page)).toHaveCount(0);
  await expect(lastKnown(page)).toHaveCount(0);
  await expect(summary(page)).toContainText('$12.50');
  await expect(addCard).toBeEnabled();
});

test('sign-out wipes the last known data: opened offline afterwards, the portal shows the login page and no balance', async ({
  page,
  context,
}) => {
  await signInAt(page);
  await expect(summary(page)).toContainText('$12.50');
  await underWorker(page, ['3001']);
  expect(await page.evaluate(() => localStorage.getItem('portal.lastKnown'))).toContain('GetCardBalance');
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Log in / Sign up' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('portal.lastKnown'))).toBeNull();

  await context.setOffline(true);
  await page.goto('/home/balance');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Log in / Sign up' })).toBeVisible();
  await expect(offlineNotice(page)).toBeVisible();
  await expect(page.getByText('$12.50')).toHaveCount(0);
  await expect(page.getByText('10000001')).toHaveCount(0);
  await expectAccessible(page);
});

test('another account signing in on the same browser never sees the last known data of the one before', async ({ page, context }) => {
  await signInAt(page);
  await expect(summary(page)).toContainText('$12.50');
  await underWorker(page, ['3001']);
  // Demo's session ends without a sign-out here (the provider's session expired): their last known data is still stored.
  await page.evaluate(() => {
    for (const key of Object.keys(localStorage)) if (!key.startsWith('portal.')) localStorage.removeItem(key);
    sessionStorage.clear();
  });
  await context.clearCookies();
  expect(await page.evaluate(() => localStorage.getItem('portal.lastKnown'))).toContain(DEMO.email);

  // Anything of demo's that is ever shown, even for one frame, is recorded.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as { demoSeen?: string[] }).demoSeen = seen;
    new MutationObserver(() => {
      const text = document.body?.innerText ?? '';
      for (const s of ['10000001', 'Commuter', '$12.50']) if (text.includes(s) && !seen.includes(s)) seen.push(s);
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  await page.goto('/login');
  await signInOnProvider(page, { email: 'other@transit.example', password: DEMO.password });
  await expect(page).toHaveURL(/\/home\/balance$/);
  await expect(page.getByRole('combobox', { name: 'Card' })).toHaveValue(/^20000004:/);
  await expect(summary(page)).toBeVisible();
  expect(await page.evaluate(() => (window as { demoSeen?: string[] }).demoSeen)).toEqual([]);
  const stored = await page.evaluate(() => localStorage.getItem('portal.lastKnown'));
  expect(stored).toContain('other@transit.example');
  expect(stored).not.toContain(DEMO.email);
  expect(stored).not.toContain('10000001');
});

test('the worker never answers the API, the identity provider or the payment page, and keeps none of their answers', async ({
  page,
  context,
}) => {
  const sandbox = watchSandbox(context);
  await signInAt(page);
  await expect(summary(page)).toContainText('$12.50');
  await underWorker(page, ['3001', '3002']);
  await page.reload();
  await expect(summary(page)).toContainText('$12.50');
  await section(page, 'Reload').click();
  await eCashInCart(page, 10);
  await page.getByRole('dialog', { name: 'Cart' }).getByRole('button', { name: 'Checkout' }).click();
  await page.getByRole('dialog', { name: 'Confirm payment' }).getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(new RegExp(`^${SANDBOX}`));
  await page.goBack();
  await expect(page).toHaveURL(/\/home\/reload$/);

  const api = sandbox.answers.filter((r) => r.url().startsWith(`${SANDBOX}api/`));
  expect(api.length).toBeGreaterThan(5);
  for (const r of sandbox.answers) expect(r.fromServiceWorker(), r.url()).toBe(false);
  expect(sandbox.fromWorker.filter((r) => r.url().startsWith(SANDBOX)).map((r) => r.url())).toEqual([]);
  // The worker did answer the sections' files on the returning visit, and kept nothing of the sandbox's.
  const kept = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) for (const req of await (await caches.open(name)).keys()) urls.push(req.url);
    return urls;
  });
  expect(kept.some((u) => u.startsWith('http://localhost:3001/'))).toBe(true);
  expect(kept.filter((u) => u.startsWith(SANDBOX))).toEqual([]);
  await page.getByRole('button', { name: 'Cart', exact: true }).click();
  await page.getByRole('dialog', { name: 'Cart' }).getByRole('button', { name: 'Clear Cart' }).click();
});

test('a section deployed while a tab is open under the worker: the tab keeps its release, the next load takes the new one, never a mix', async ({
  page,
  stack,
}) => {
  test.setTimeout(120_000);
  const before = versionIn(currentDist('reload'));
  const redeployed = redeployDist('remote-reload');
  const after = versionIn(redeployed);
  const loaded: string[] = [];
  page.on('request', (r) => {
    if (r.url().startsWith('http://localhost:3002/')) loaded.push(new URL(r.url()).pathname);
  });
  await signInAt(page, '/home/reload');
  await expect(region(page, 'E-Cash').getByRole('button', { name: 'Add to Cart' })).toBeVisible();
  await underWorker(page, ['3002']);
  await serve(stack, 'reload', { dist: redeployed });
  try {
    /** The releases of remote-reload whose files one load of the page asked for. */
    const releasesOfLoad = async (load: () => Promise<unknown>) => {
      loaded.length = 0;
      await load();
      await expect(region(page, 'E-Cash').getByLabel('Amount ($)')).toBeEnabled();
      await page.getByRole('button', { name: 'New Rule' }).click();
      await expect(page.getByRole('dialog', { name: 'New Rule' }).getByRole('tab', { name: 'E-Cash' })).toBeVisible();
      await page.getByRole('dialog', { name: 'New Rule' }).getByRole('button', { name: 'Cancel' }).click();
      const releases = new Set<string>();
      for (const p of loaded) {
        const m = /^\/releases\/([^/]+)\//.exec(p);
        if (m) releases.add(m[1]!);
        else if (p !== '/mf-manifest.json') {
          // A hashed file at the top: it must be one of the files of the release this load runs.
          const of = [before, after].filter((v) =>
            fs.existsSync(path.join(v === after ? redeployed : currentDist('reload'), 'releases', v, path.posix.basename(p))),
          );
          releases.add(of.length === 1 ? of[0]! : `unknown:${p}`);
        }
      }
      return [...releases];
    };
    // The open tab goes on with its release (its New Rule dialog is a chunk it had not loaded yet).
    expect(await releasesOfLoad(() => Promise.resolve())).toEqual([before]);
    // The next load runs the new release, every file of it: the worker asks the network for the manifest first.
    expect(await releasesOfLoad(() => page.reload())).toEqual([after]);
    await expectAccessible(page);
  } finally {
    await restore(stack, 'reload');
  }
});

test('the Content-Security-Policy allows this worker and no other', async ({ page, csp }) => {
  // A page the app runs registers the worker (since decision 0020 not the login page as drawn): a guarded address
  // opened signed out, which the app answers with its own login page.
  await page.goto('/home/balance');
  await expect(page.getByRole('button', { name: 'Log in / Sign up' })).toBeVisible();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  expect(await page.evaluate(() => new URL(navigator.serviceWorker.controller!.scriptURL).pathname)).toBe('/sw.js');
  const refused = await page.evaluate(async () => {
    let registered: string;
    try {
      await navigator.serviceWorker.register('/redirect.html', { scope: '/redirect/' });
      registered = 'allowed';
    } catch (e) {
      registered = (e as Error).name;
    }
    // A dedicated worker is refused after its creation: it never runs, and its error event says so.
    const worker = new Worker(URL.createObjectURL(new Blob(['postMessage("ran")'], { type: 'text/javascript' })));
    const ran = await new Promise<string>((resolve) => {
      worker.onmessage = () => resolve('ran');
      worker.onerror = () => resolve('refused');
    });
    return [registered, ran];
  });
  expect(refused).toEqual(['SecurityError', 'refused']);
  await expect.poll(() => csp.violations.filter((v) => /worker-src/.test(v)).length).toBeGreaterThanOrEqual(2);
  csp.violations.length = 0; // expected here: the guard proves the policy on every other journey
});

test('installable: a web app manifest Chromium accepts, starting at /home/balance', async ({ browserName }) => {
  expect(browserName).toBe('chromium');
  // Chromium never offers to install from a private window, which every test context is: an ordinary profile here.
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-install-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath,
    args: chromiumArgs,
    baseURL: 'http://localhost:3000',
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    // The login page as a visitor first opens it: since decision 0020 it runs no app and registers no worker, and
    // Chromium takes the manifest without one.
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Log in / Sign up' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const cdp = await context.newCDPSession(page);
    const manifest = (await cdp.send('Page.getAppManifest')) as { url: string; errors: unknown[]; data?: string };
    expect(manifest.url).toBe('http://localhost:3000/manifest.webmanifest');
    expect(manifest.errors).toEqual([]);
    const data = JSON.parse(manifest.data ?? '{}') as Record<string, unknown>;
    expect(data).toMatchObject({
      name: 'Transit fare-card portal',
      short_name: 'Fare cards',
      start_url: '/home/balance',
      theme_color: '#003b71',
    });
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: unknown[] };
    expect(installabilityErrors).toEqual([]);
  } finally {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
});
