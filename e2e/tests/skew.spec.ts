import fs from 'node:fs';
import path from 'node:path';
import type { Page, Response } from '@playwright/test';
import { expect, expectAccessible, test } from '../support/fixtures';
import { signInAt } from '../support/auth';
import {
  copyDist,
  currentDist,
  eventsSince,
  monitoringEvents,
  pinnedConfig,
  previousBuild,
  redeployDist,
  restore,
  rewrite,
  serve,
  versionIn,
} from '../support/releases';
import { eCashInCart } from '../support/cart';

/**
 * Issue 22: a section deployed on its own never breaks the portal. Real builds of two releases: the current code and
 * the previous release marked in releases.json, built from git by the global setup (scripts/releases.mts). The
 * current deployment carries that release forward (under releases/<version>/, and its chunks at the top), as an image
 * built over the previous one does.
 */

// The walks spend money (a payment with the saved card): the seed is restored afterwards.
test.afterAll(async ({ stack }) => {
  await stack.resetSandbox();
});

const section = (page: Page, name: string) => page.getByRole('main').getByRole('navigation').getByRole('link', { name, exact: true });
const region = (page: Page, name: string) => page.getByRole('region', { name });
const updating = 'This section is being updated. Please try again in a few minutes.';

/** Balance, reload up to the hosted page, manage, and a public page: what a customer does on one visit. */
async function walk(page: Page): Promise<void> {
  await signInAt(page);
  await expect(page.getByRole('list', { name: 'Balance summary' })).toContainText('$12.50');
  await expectAccessible(page);

  await section(page, 'Reload').click();
  await eCashInCart(page, 10);
  const cart = page.getByRole('dialog', { name: 'Cart' });
  await expect(cart.getByText('Cart has 1 item with a total of $10.00')).toBeVisible();
  await expectAccessible(page);
  await cart.getByRole('button', { name: 'Checkout' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm payment' });
  await expect(confirm).toContainText('Pay $10.00 for 1 item on the secure payment page?');
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('heading', { name: 'Secure payment' })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('button', { name: 'Cart', exact: true })).toHaveAccessibleDescription('1 item');
  await page.getByRole('button', { name: 'Cart', exact: true }).click();
  await page.getByRole('dialog', { name: 'Cart' }).getByRole('button', { name: 'Clear Cart' }).click();
  await expect(page.getByRole('dialog', { name: 'Cart' }).getByText('No products added!')).toBeVisible();
  await page.keyboard.press('Escape');

  await section(page, 'Manage').click();
  await expect(page.getByRole('heading', { name: 'Register' })).toBeVisible();
  await expectAccessible(page);
  // Back to the first section: shown again at once.
  await section(page, 'Balance').click();
  await expect(page.getByRole('list', { name: 'Balance summary' })).toContainText('$12.50');

  await page.goto('/reset?code=x&userId=y');
  await expect(page.getByRole('heading', { name: 'Password Reset' })).toBeVisible();
  await expectAccessible(page);
}

/** Every answer from one app's origin while `during` runs. */
async function answersFrom(page: Page, port: number, during: () => Promise<void>): Promise<Response[]> {
  const answers: Response[] = [];
  const record = (r: Response) => {
    if (new URL(r.url()).port === String(port)) answers.push(r);
  };
  page.on('response', record);
  try {
    await during();
  } finally {
    page.off('response', record);
  }
  return answers;
}

test.describe('two releases in one page', () => {
  test('the current sections against the shell of the previous release', async ({ page, stack }) => {
    test.setTimeout(120_000);
    const previous = await previousBuild();
    await serve(stack, 'shell', { dist: previous.dist('shell') });
    try {
      expect(versionIn(previous.dist('shell'))).toBe(previous.release.versions.shell);
      await walk(page);
    } finally {
      await restore(stack, 'shell');
    }
  });

  test("the current shell against the previous release's sections, pinned by the runtime config (a rollback with no rebuild)", async ({
    page,
    stack,
  }) => {
    test.setTimeout(120_000);
    const previous = await previousBuild();
    const v = previous.release.versions;
    const config = pinnedConfig(stack.config, [
      { remote: 'balance', dist: currentDist('balance'), version: v['remote-balance'] },
      { remote: 'reload', dist: currentDist('reload'), version: v['remote-reload'] },
      { remote: 'account', dist: currentDist('account'), version: v['remote-account'] },
      { remote: 'public', dist: currentDist('public'), version: v['remote-public'] },
    ]);
    await serve(stack, 'shell', { config });
    try {
      const entries: string[] = [];
      page.on('request', (r) => {
        if (r.url().endsWith('/remoteEntry.js')) entries.push(new URL(r.url()).pathname);
      });
      await walk(page);
      // Each section came from its pinned release (its remoteEntry.js checked against the pin's sha256: see the
      // journey with a changed file below).
      expect([...new Set(entries)].sort()).toEqual(
        [
          ...new Set(
            Object.entries(v)
              .filter(([app]) => app.startsWith('remote-'))
              .map(([, ver]) => `/releases/${ver}/remoteEntry.js`),
          ),
        ].sort(),
      );
    } finally {
      await restore(stack, 'shell');
    }
  });
});

test.describe('a section the shell cannot run', () => {
  test('built for a newer contract: the message and Retry in its own area, in English and French; the rest of the portal works; the event is reported', async ({
    page,
    stack,
  }, info) => {
    const dist = copyDist(currentDist('balance'), info.outputPath('balance-next'));
    const manifest = JSON.parse(fs.readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8')) as {
      metaData: { portal: { contract: string } };
    };
    const next = `^${Number(manifest.metaData.portal.contract.slice(1).split('.')[0]) + 1}.0.0`;
    manifest.metaData.portal.contract = next;
    rewrite(dist, 'mf-manifest.json', JSON.stringify(manifest));
    await serve(stack, 'balance', { dist });
    try {
      const since = new Date().toISOString();
      await signInAt(page);
      const main = page.getByRole('main');
      await expect(main.getByRole('alert')).toContainText(updating);
      await expect(main.getByRole('button', { name: 'Retry' })).toBeVisible();
      // The home frame (card header, tabs), the navigation and the other sections keep working.
      await expect(page.getByRole('combobox', { name: 'Card' })).toBeVisible();
      await expectAccessible(page);
      await section(page, 'Reload').click();
      await expect(region(page, 'E-Cash').getByRole('button', { name: 'Add to Cart' })).toBeVisible();
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Account', exact: true }).click();
      await expect(page.getByRole('heading', { name: 'Payment Methods' })).toBeVisible();
      // Reported for monitoring, with why.
      await expect
        .poll(async () => eventsSince(stack, 'section-refused', since, 'balance'))
        .toEqual([
          expect.objectContaining({
            module: 'BalanceTab',
            reason: 'incompatible',
            detail: expect.stringContaining(`it needs runtime contract ${next}`),
            page: '/home/balance',
          }),
        ]);
      // In French too.
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home', exact: true }).click();
      await page.getByRole('button', { name: 'Français' }).click();
      await expect(main.getByRole('alert')).toContainText(
        'Cette section est en cours de mise à jour. Veuillez réessayer dans quelques minutes.',
      );
      await expect(main.getByRole('button', { name: 'Réessayer' })).toBeVisible();
      await expectAccessible(page);
      await page.getByRole('button', { name: 'English' }).click();
      // Once the matching release is out, Retry shows the section.
      await restore(stack, 'balance');
      await main.getByRole('button', { name: 'Retry' }).click();
      await expect(page.getByRole('list', { name: 'Balance summary' })).toContainText('$12.50');
    } finally {
      await restore(stack, 'balance');
    }
  });

  test('a manifest that does not say which contract it was built against is treated the same way', async ({ page, stack }, info) => {
    const dist = copyDist(currentDist('account'), info.outputPath('account-unsaid'));
    const manifest = JSON.parse(fs.readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8')) as { metaData: Record<string, unknown> };
    delete manifest.metaData.portal;
    rewrite(dist, 'mf-manifest.json', JSON.stringify(manifest));
    await serve(stack, 'account', { dist });
    try {
      await signInAt(page, '/home/manage');
      await expect(page.getByRole('main').getByRole('alert')).toContainText(updating);
      await section(page, 'Balance').click();
      await expect(page.getByRole('list', { name: 'Balance summary' })).toContainText('$12.50');
      await expect
        .poll(async () => (await monitoringEvents(stack, 'section-refused')).find((e) => e.remote === 'account'))
        .toMatchObject({
          reason: 'incompatible',
          detail: 'its manifest does not say which runtime contract and React it was built against',
        });
    } finally {
      await restore(stack, 'account');
    }
  });

  test("pinned, whose remoteEntry.js changed on its origin: refused as that section's failure, the rest working", async ({
    page,
    stack,
  }, info) => {
    const version = versionIn(currentDist('account'));
    const config = pinnedConfig(stack.config, [{ remote: 'account', dist: currentDist('account'), version }]);
    const dist = copyDist(currentDist('account'), info.outputPath('account-tampered'));
    const entry = `releases/${version}/remoteEntry.js`;
    rewrite(dist, entry, `${fs.readFileSync(path.join(dist, entry), 'utf8')}\n;window.tampered=true;`);
    await serve(stack, 'account', { dist });
    await serve(stack, 'shell', { config });
    try {
      const since = new Date().toISOString();
      await signInAt(page, '/home/manage');
      const main = page.getByRole('main');
      await expect(main.getByRole('alert')).toContainText('The Manage section could not be loaded');
      await expect(main.getByRole('button', { name: 'Retry' })).toBeVisible();
      expect(await page.evaluate(() => (window as { tampered?: boolean }).tampered)).toBeUndefined();
      await expectAccessible(page);
      await section(page, 'Balance').click();
      await expect(page.getByRole('list', { name: 'Balance summary' })).toContainText('$12.50');
      await expect
        .poll(async () => eventsSince(stack, 'section-refused', since, 'account'))
        .toEqual([
          expect.objectContaining({
            reason: 'integrity',
            detail: expect.stringContaining(`${entry} is not the file of release ${version}`),
          }),
        ]);
    } finally {
      await restore(stack, 'shell');
      await restore(stack, 'account');
    }
  });
});

test('a section redeployed while a tab is open: the cart dialog, the New Rule dialog and a result page still load in that tab', async ({
  page,
  stack,
}) => {
  test.setTimeout(120_000);
  // The tab opens on the current release of remote-reload…
  await signInAt(page, '/home/reload');
  await expect(region(page, 'E-Cash').getByRole('button', { name: 'Add to Cart' })).toBeVisible();
  // …then the next one is deployed over it (its releases carried forward), every file of it under a new name.
  const redeployed = redeployDist('remote-reload');
  await serve(stack, 'reload', { dist: redeployed });
  try {
    const answers = await answersFrom(page, 3002, async () => {
      await region(page, 'E-Cash').getByLabel('Amount ($)').fill('5');
      await region(page, 'E-Cash').getByRole('button', { name: 'Add to Cart' }).click();
      await page.getByRole('button', { name: 'Cart', exact: true }).click();
      const cart = page.getByRole('dialog', { name: 'Cart' });
      await expect(cart.getByText('Cart has 1 item with a total of $5.00')).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(cart).toHaveCount(0);
      await page.getByRole('button', { name: 'New Rule' }).click();
      const rule = page.getByRole('dialog', { name: 'New Rule' });
      await expect(rule.getByRole('tab', { name: 'E-Cash' })).toBeVisible();
      await rule.getByRole('button', { name: 'Cancel' }).click();
      await expect(rule).toHaveCount(0);
      // The saved-card payment ends on its result page, in the same tab (its section loads now).
      await page.getByRole('button', { name: 'Cart', exact: true }).click();
      await cart.getByRole('checkbox', { name: 'Pay with saved card' }).check();
      await cart.getByRole('button', { name: 'Checkout' }).click();
      await page.getByRole('dialog', { name: 'Confirm payment' }).getByRole('button', { name: 'Confirm' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Payment Successful!' })).toBeVisible();
      await expectAccessible(page);
    });
    // The tab asked for its own release's files, none of which is a file of the new release, and all were there.
    const scripts = answers.filter((r) => r.url().endsWith('.js'));
    expect(scripts.length).toBeGreaterThanOrEqual(3);
    for (const r of answers) expect(r.status(), r.url()).toBeLessThan(400);
    const newRelease = new Set(fs.readdirSync(path.join(redeployed, 'releases', versionIn(redeployed))));
    const tabRelease = new Set(fs.readdirSync(path.join(currentDist('reload'), 'releases', versionIn(currentDist('reload')))));
    for (const r of scripts) {
      const file = path.posix.basename(new URL(r.url()).pathname);
      expect(tabRelease.has(file) && !newRelease.has(file), `${file}: the tab's release's, kept after the deploy`).toBe(true);
    }
    // A tab opened now runs the new release.
    const fresh = await page.context().newPage();
    // (The shell loads the remoteEntry.js kept under the release its manifest names: federation/plugins/releaseEntry.ts.)
    const entry = fresh.waitForResponse((r) => r.url().startsWith('http://localhost:3002/') && r.url().endsWith('/remoteEntry.js'));
    await fresh.goto('/home/reload');
    const answered = await entry;
    expect(new URL(answered.url()).pathname).toBe(`/releases/${versionIn(redeployed)}/remoteEntry.js`);
    expect(await answered.text()).toBe(fs.readFileSync(path.join(redeployed, 'remoteEntry.js'), 'utf8'));
    await expect(region(fresh, 'E-Cash').getByRole('button', { name: 'Add to Cart' })).toBeVisible();
    await fresh.close();
  } finally {
    await restore(stack, 'reload');
  }
});
