import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from '../support/fixtures';
import { signInAt, signInOnProvider } from '../support/auth';
import {
  copyDist,
  currentDist,
  exposedFiles,
  eventsSince,
  monitoringEvents,
  pinnedConfig,
  previousBuild,
  restore,
  rewrite,
  serve,
  versionIn,
} from '../support/releases';
import { keptCopy, underWorker } from '../support/worker';

/**
 * Issue 34: every file the portal runs is the file that was released, and a pin, a rollback or an origin taken out
 * reaches every customer at their next load, with the service worker controlling the page and without it.
 */

const BALANCE = 'http://localhost:3001/';
const summary = (page: Page) => page.getByRole('list', { name: 'Balance summary' });
const section = (page: Page, name: string) => page.getByRole('main').getByRole('navigation').getByRole('link', { name, exact: true });
const region = (page: Page, name: string) => page.getByRole('region', { name });

/**
 * The Balance section itself is shown with the balance: its history table, not only the summary (the shell previews
 * the last known summary while the section loads, so the summary alone can be read before the section's files are).
 */
async function balanceShown(page: Page): Promise<void> {
  await expect(page.getByRole('table', { name: 'History' })).toBeVisible();
  await expect(summary(page)).toContainText('$12.50');
}

/** The first file the Balance tab's exposed module names in a build's manifest (what the federation runtime preloads). */
const balanceTabChunk = (dist: string): string => exposedFiles(dist, 'BalanceTab').sync[0]!;

/** A copy of remote-balance's build whose Balance tab chunk, in its current release, was changed on disk. */
function tamperedBalance(outputDir: string): { dist: string; file: string; url: string } {
  const version = versionIn(currentDist('balance'));
  const dist = copyDist(currentDist('balance'), outputDir);
  const file = `releases/${version}/${balanceTabChunk(dist)}`;
  rewrite(dist, file, `${fs.readFileSync(path.join(dist, file), 'utf8')}\n;window.tampered=true;`);
  return { dist, file, url: `${BALANCE}${file}` };
}

for (const worker of ['block', 'allow'] as const) {
  const under = worker === 'allow' ? 'with the service worker' : 'without a service worker';
  test.describe(under, () => {
    test.use({ serviceWorkers: worker });

    /** Signed in on the Balance tab; with the worker, the page is under it (a returning customer's). */
    async function returning(page: Page): Promise<void> {
      await signInAt(page);
      await balanceShown(page);
      if (worker === 'allow') await underWorker(page, ['3001']);
    }

    /**
     * A first visit (the browser's cache would otherwise hold the released file): signed in on the Balance tab;
     * with the worker, that page is the first one it controls, so the changed file meets it on its way. The worker is
     * installed by a page the app runs: since decision 0020 not the login page as drawn, so a guarded address opened
     * signed out first (the app sends the visitor to its own login page), as a customer who signed out has it.
     */
    async function firstVisit(page: Page): Promise<string[]> {
      const throughWorker: string[] = [];
      page.context().on('request', (r) => {
        if (r.serviceWorker() && r.url().startsWith(BALANCE)) throughWorker.push(r.url());
      });
      if (worker === 'allow') {
        await page.goto('/home/balance');
        await expect(page.getByRole('button', { name: 'Log in / Sign up' })).toBeVisible();
        await page.evaluate(async () => void (await navigator.serviceWorker.ready));
      }
      await signInAt(page);
      if (worker === 'allow') expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
      return throughWorker;
    }

    test(`${under}: a pinned release with one chunk changed on disk is refused in its own area with Retry, reported, and the rest works; fixed, Retry shows it`, async ({
      page,
      stack,
    }, info) => {
      const version = versionIn(currentDist('balance'));
      const tampered = tamperedBalance(info.outputPath('balance-tampered'));
      await serve(stack, 'balance', { dist: tampered.dist });
      await serve(stack, 'shell', { config: pinnedConfig(stack.config, [{ remote: 'balance', dist: currentDist('balance'), version }]) });
      try {
        const since = new Date().toISOString();
        const throughWorker = await firstVisit(page);
        const main = page.getByRole('main');
        await expect(main.getByRole('alert')).toContainText('The Balance section could not be loaded');
        await expect(main.getByRole('button', { name: 'Retry' })).toBeVisible();
        expect(await page.evaluate(() => (window as { tampered?: boolean }).tampered)).toBeUndefined();
        await expectAccessible(page);
        // Monitoring hears of the file, its section and release, and of the section refused.
        await expect
          .poll(async () => (await monitoringEvents(stack, 'file-refused')).filter((e) => String(e.received) >= since))
          .toContainEqual(expect.objectContaining({ remote: 'balance', release: version, file: tampered.url, reason: 'integrity' }));
        await expect
          .poll(async () => eventsSince(stack, 'section-refused', since, 'balance'))
          .toEqual([
            expect.objectContaining({
              reason: 'integrity',
              detail: expect.stringContaining(`${tampered.url} is not the file of release ${version}`),
            }),
          ]);
        if (worker === 'allow') {
          // The worker fetched it, and kept nothing of it.
          expect(throughWorker).toContain(tampered.url);
          expect(await keptCopy(page, tampered.url)).toBeNull();
        }
        // Retry while it is still changed: refused again.
        await main.getByRole('button', { name: 'Retry' }).click();
        await expect(main.getByRole('alert')).toContainText('The Balance section could not be loaded');
        // The rest of the portal works; back on the Balance tab, it is still refused.
        await section(page, 'Reload').click();
        await expect(region(page, 'E-Cash').getByRole('button', { name: 'Add to Cart' })).toBeVisible();
        await section(page, 'Balance').click();
        await expect(main.getByRole('alert')).toContainText('The Balance section could not be loaded');
        // Once the origin serves the released file again, Retry goes past every cache to it and shows the section.
        await restore(stack, 'balance');
        await main.getByRole('button', { name: 'Retry' }).click();
        await expect(page.getByRole('table', { name: 'History' })).toBeVisible();
        await expect(summary(page)).toContainText('$12.50');
        if (worker === 'allow')
          await expect
            .poll(() => keptCopy(page, tampered.url))
            .toBe(fs.readFileSync(path.join(currentDist('balance'), tampered.file), 'utf8'));
      } finally {
        await restore(stack, 'shell');
        await restore(stack, 'balance');
      }
    });

    test(`${under}: an unpinned section whose chunk changed (a half-finished deploy) is refused the same way`, async ({
      page,
      stack,
    }, info) => {
      const tampered = tamperedBalance(info.outputPath('balance-half-deployed'));
      await serve(stack, 'balance', { dist: tampered.dist });
      try {
        await firstVisit(page);
        await expect(page.getByRole('main').getByRole('alert')).toContainText('The Balance section could not be loaded');
        expect(await page.evaluate(() => (window as { tampered?: boolean }).tampered)).toBeUndefined();
        await section(page, 'Reload').click();
        await expect(region(page, 'E-Cash').getByRole('button', { name: 'Add to Cart' })).toBeVisible();
      } finally {
        await restore(stack, 'balance');
      }
    });

    test(`${under}: a pinned release whose manifest changed on its origin (its file list) is refused, naming the manifest`, async ({
      page,
      stack,
    }, info) => {
      const version = versionIn(currentDist('balance'));
      const dist = copyDist(currentDist('balance'), info.outputPath('balance-manifest'));
      const file = `releases/${version}/mf-manifest.json`;
      const manifest = JSON.parse(fs.readFileSync(path.join(dist, file), 'utf8')) as {
        metaData: { portal: { files: Record<string, string> } };
      };
      // Someone points a file's hash at a file of their own.
      const chunk = balanceTabChunk(dist);
      manifest.metaData.portal.files[chunk] = `sha256-${'A'.repeat(43)}=`;
      rewrite(dist, file, JSON.stringify(manifest, null, 2));
      await serve(stack, 'balance', { dist });
      await serve(stack, 'shell', { config: pinnedConfig(stack.config, [{ remote: 'balance', dist: currentDist('balance'), version }]) });
      try {
        const since = new Date().toISOString();
        // The release's manifest is what declares its sections (decision 0022): not the pinned one, nothing of it is
        // known, so sign-in lands on the first tab the portal can show, and the Balance tab's address, asked for
        // signed out, says in its own area that this part could not be loaded, with Retry.
        await page.goto('/home/balance');
        await signInOnProvider(page);
        await expect(page).toHaveURL(/\/home\/balance$/);
        await expect(page.getByRole('main').getByRole('alert')).toContainText('This part of the portal could not be loaded');
        await expect(page.getByRole('main').getByRole('button', { name: 'Retry' })).toBeVisible();
        await expect(page.getByRole('navigation', { name: 'Card sections' }).getByRole('link', { name: 'Balance' })).toHaveCount(0);
        await expect
          .poll(async () => eventsSince(stack, 'section-refused', since, 'balance'))
          // Each page that read the release reports it (the sign-in's and the one it came back to).
          .toEqual(
            expect.arrayContaining([
              expect.objectContaining({
                reason: 'integrity',
                detail: expect.stringContaining(`${BALANCE}${file} is not the pinned manifest`),
              }),
            ]),
          );
        await section(page, 'Reload').click();
        await expect(region(page, 'E-Cash').getByRole('button', { name: 'Add to Cart' })).toBeVisible();
      } finally {
        await restore(stack, 'shell');
        await restore(stack, 'balance');
      }
    });

    test(`${under}: a tab that ran the current release, after the config pins the section to the release before, runs that one on its next load`, async ({
      page,
      stack,
    }) => {
      const previous = (await previousBuild()).release.versions['remote-balance'];
      const current = versionIn(currentDist('balance'));
      expect(previous).not.toBe(current);
      const asked: string[] = [];
      page.on('request', (r) => {
        if (r.url().startsWith(BALANCE)) asked.push(new URL(r.url()).pathname);
      });
      await returning(page);
      expect(asked).toContain(`/releases/${current}/remoteEntry.js`);
      // The rollback: a config change, nothing rebuilt.
      await serve(stack, 'shell', {
        config: pinnedConfig(stack.config, [{ remote: 'balance', dist: currentDist('balance'), version: previous }]),
      });
      try {
        asked.length = 0;
        await page.reload();
        await balanceShown(page);
        // Its pinned release's manifest and entry, never the moving manifest or a file of the release it ran before.
        expect(asked).toContain(`/releases/${previous}/mf-manifest.json`);
        expect(asked).toContain(`/releases/${previous}/remoteEntry.js`);
        expect(asked.filter((p) => p === '/mf-manifest.json' || p.startsWith(`/releases/${current}/`))).toEqual([]);
        await expectAccessible(page);
      } finally {
        await restore(stack, 'shell');
      }
    });

    test(`${under}: an origin taken out of the config is out of the Content-Security-Policy on the next load`, async ({ page, stack }) => {
      const extra = 'http://localhost:3999';
      await serve(stack, 'shell', { config: { ...stack.config, allowedRemoteOrigins: [...stack.config.allowedRemoteOrigins, extra] } });
      try {
        await returning(page);
        const before = await page.reload();
        expect(before!.headers()['content-security-policy']).toContain(extra);
        await serve(stack, 'shell', { config: stack.config });
        const after = await page.reload();
        if (worker === 'allow') expect(after!.fromServiceWorker()).toBe(true);
        const policy = after!.headers()['content-security-policy'];
        expect(policy).toContain("script-src 'self'");
        expect(policy).not.toContain(extra);
        await balanceShown(page);
      } finally {
        await restore(stack, 'shell');
      }
    });
  });
}

test.describe('the worker’s cache', () => {
  test.use({ serviceWorkers: 'allow' });

  test('a corrupted file in the worker’s cache is dropped, replaced by the one the origin serves, and reported', async ({
    page,
    stack,
  }) => {
    await signInAt(page);
    await expect(page.getByRole('table', { name: 'History' })).toBeVisible();
    await underWorker(page, ['3001']);
    // The Balance tab's files it has not asked for yet (its history tools among them) are damaged in the worker's
    // cache (a bad disk, a tampering extension).
    const version = versionIn(currentDist('balance'));
    const later = exposedFiles(currentDist('balance'), 'BalanceTab').async.map((f) => `${BALANCE}releases/${version}/${f}`);
    await page.evaluate(async (urls) => {
      const cache = await caches.open('portal-remote-files');
      for (const u of urls) await cache.put(u, new Response('window.tampered = true;', { headers: { 'Content-Type': 'text/javascript' } }));
    }, later);
    const asked: string[] = [];
    page.on('request', (r) => {
      if (later.includes(r.url())) asked.push(r.url());
    });
    await page.getByRole('button', { name: 'Download, statement and chart' }).click();
    await expect(page.getByRole('button', { name: 'Download CSV' })).toBeVisible();
    expect(await page.evaluate(() => (window as { tampered?: boolean }).tampered)).toBeUndefined();
    expect(asked.length).toBeGreaterThan(0);
    // Each file the page asked for is now the released one in the worker's cache, and monitoring heard of its copy.
    for (const url of asked) {
      await expect
        .poll(() => keptCopy(page, url))
        .toBe(fs.readFileSync(path.join(currentDist('balance'), 'releases', version, path.posix.basename(url)), 'utf8'));
      await expect
        .poll(async () => monitoringEvents(stack, 'file-refused'))
        .toContainEqual(
          expect.objectContaining({
            remote: 'balance',
            release: version,
            file: url,
            detail: expect.stringContaining("the service worker's copy"),
          }),
        );
    }
  });
});
