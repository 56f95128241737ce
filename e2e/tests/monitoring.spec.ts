import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from '../support/fixtures';
import { signInAt } from '../support/auth';
import {
  copyDist,
  currentDist,
  exposedFiles,
  eventsSince,
  monitoringEvents,
  rebuiltWith,
  restore,
  serve,
  versionIn,
} from '../support/releases';
import { walk, WALK } from '../../scripts/load.mts';

/**
 * Issue 38: an agency team sees its own section's health by release on the operations page (the sandbox's
 * /monitoring, fed by the shell's OTLP logs): an error its release's code threw, its page views and LCP, a failed API
 * call of its section, a refusal.
 */

const FAULT = 'The balance tiles broke';

/** remote-balance's current release, rebuilt with a fault: its Balance tab's file throws once it has run. */
function faultyBalance(outputDir: string): { dist: string; version: string } {
  const version = versionIn(currentDist('balance'));
  const dist = copyDist(currentDist('balance'), outputDir);
  const file = `releases/${version}/${exposedFiles(dist, 'BalanceTab').sync[0]!}`;
  const code = fs.readFileSync(path.join(dist, file), 'utf8');
  rebuiltWith(dist, file, `${code}\n;setTimeout(function () { throw new Error(${JSON.stringify(FAULT)}); }, 0);`);
  return { dist, version };
}

/** Reporting has started (it loads once the page's content is shown and the browser is idle). */
const reporting = (page: Page) => page.waitForFunction(() => performance.getEntriesByName('portal:reporting-started').length > 0);

/** The operations page's section for one app's release. */
const healthOf = (page: Page, name: string) => page.getByRole('region', { name });

test("a release's error, its page views and LCP, and a failed call of its section, under that section and release on the operations page", async ({
  page,
  stack,
}, info) => {
  const { dist, version } = faultyBalance(info.outputPath('balance-faulty'));
  await serve(stack, 'balance', { dist });
  try {
    // The history cannot be read this once: a failed call of the Balance section.
    let failed = false;
    await page.route('**/api/Card/GetHistory?**', (route) => {
      if (failed) return route.continue();
      failed = true;
      return route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ message: 'Service unavailable' }) });
    });
    await signInAt(page);
    await expect(page.getByRole('list', { name: 'Balance summary' })).toContainText('$12.50');
    await reporting(page);
    // Another page: the batch goes as this one is hidden.
    await page.goto(`${stack.sandboxUrl}/monitoring`);
    await expect
      .poll(async () => (await monitoringEvents(stack, 'error')).filter((e) => e.remote === 'balance' && e.release === version))
      .toContainEqual(
        expect.objectContaining({
          kind: 'Error',
          message: FAULT,
          page: '/home/balance',
          fingerprint: expect.stringMatching(/^[0-9a-f]{8}$/),
        }),
      );
    // Noted once, for the section that asked: the shell's own wrapper of the API client (its pages') is under the
    // section's, and a failure the section's wrapper noted is not the shell's too.
    await expect
      .poll(async () => (await monitoringEvents(stack, 'api-failure')).filter((e) => e.operation === 'Card/GetHistory'))
      .toEqual([expect.objectContaining({ remote: 'balance', release: version, status: 503 })]);
    await expect
      .poll(async () => (await monitoringEvents(stack, 'web-vital')).filter((e) => e.remote === 'balance' && e['vital.name'] === 'LCP'))
      .toContainEqual(expect.objectContaining({ release: version, page: '/home/balance', 'vital.value': expect.any(Number) }));
    await page.reload();
    const health = healthOf(page, `balance ${version}`);
    await expect(health.getByRole('definition').nth(0)).not.toHaveText('0');
    await expect(health.getByRole('table', { name: `Top errors of balance ${version}` })).toContainText(`Error: ${FAULT}`);
    await expect(health.getByRole('table', { name: `Failed API calls of balance ${version}` })).toContainText('Card/GetHistory');
    await expect(health.getByRole('table', { name: `Failed API calls of balance ${version}` })).toContainText('503');
    await expect(health.getByRole('table', { name: `Web Vitals of balance ${version} by minute (p75)` })).toContainText(/\d+ ms/);
    await expect(health.getByRole('img', { name: /p75 LCP of balance/ })).toBeVisible();
    await expectAccessible(page);
  } finally {
    await restore(stack, 'balance');
  }
});

test('a section refused appears under its section on the operations page', async ({ page, stack }) => {
  // Pinned to its release with a sha256 that is not its manifest's (a pin written wrong): refused in its own area.
  const version = versionIn(currentDist('account'));
  const manifest = new URL(`releases/${version}/mf-manifest.json`, stack.config.remotes.account.manifest).href;
  await serve(stack, 'shell', {
    config: { ...stack.config, remotes: { ...stack.config.remotes, account: { manifest, integrity: `sha256-${'A'.repeat(43)}=` } } },
  });
  try {
    const since = new Date().toISOString();
    await signInAt(page, '/account/payment');
    await expect(page.getByRole('main').getByRole('alert')).toContainText('could not be loaded');
    await expect.poll(async () => eventsSince(stack, 'section-refused', since, 'account')).not.toEqual([]);
    await page.goto(`${stack.sandboxUrl}/monitoring`);
    // Refused before its manifest was read: its release is not known.
    const health = healthOf(page, 'account unknown');
    await expect(health.getByText('Refused')).toBeVisible();
    await expect(health.getByRole('definition').nth(6)).not.toHaveText('0');
    await expectAccessible(page);
  } finally {
    await restore(stack, 'shell');
  }
});

test("the load generator (npm run load) walks every section, and each one's page views and Web Vitals fill the operations page", async ({
  browser,
  stack,
  page,
}) => {
  const since = new Date().toISOString();
  await walk(browser, stack.portalUrl);
  const seen = async (type: string, key: (e: Record<string, unknown>) => string) =>
    [...new Set((await monitoringEvents(stack, type)).filter((e) => String(e.received) >= since).map(key))].sort();
  // Every page of the walk, under its section (the login page may be left before reporting has loaded).
  await expect
    .poll(() => seen('page-view', (e) => `${String(e.remote)} ${String(e.page)}`))
    .toEqual(expect.arrayContaining(WALK.map((w) => `${w.remote} ${w.path}`)));
  await expect.poll(() => seen('web-vital', (e) => String(e.remote))).toEqual(expect.arrayContaining(['account', 'balance', 'reload']));
  await page.goto(`${stack.sandboxUrl}/monitoring`);
  // Each section's current release, the one the walk ran (another test's release may be listed beside it).
  for (const remote of ['balance', 'reload', 'account'])
    await expect(page.getByRole('region', { name: `${remote} ${versionIn(currentDist(remote))}`, exact: true })).toBeVisible();
  await expectAccessible(page);
});
