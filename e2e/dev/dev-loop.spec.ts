import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { root } from '../../scripts/stack.mts';
import { signInOnProvider } from '../support/auth';
import { expectAccessible } from '../support/fixtures';
import { expect, test } from './fixtures';

/**
 * Issue 36: a team's daily loop. `npm run dev` shows every section in the portal, and an edit to one section's source
 * appears in the open page without a full reload, what the customer had open kept.
 */

const section = (page: Page, name: string) => page.getByRole('main').getByRole('navigation').getByRole('link', { name, exact: true });
const nav = (page: Page, name: string) => page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true });

test('npm run dev: every section shows in the portal, signed in on the sandbox', async ({ page }) => {
  await page.goto('/login');
  await signInOnProvider(page);
  await expect(page).toHaveURL(/\/home\/balance$/);
  // remote-balance
  await expect(page.getByRole('table', { name: 'History' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Balance summary' })).toContainText('$12.50');
  await expectAccessible(page);
  // remote-reload
  await section(page, 'Reload').click();
  await expect(page.getByRole('region', { name: 'E-Cash' }).getByRole('button', { name: 'Add to Cart' })).toBeVisible();
  // remote-account
  await nav(page, 'Account').click();
  await expect(page.getByRole('heading', { name: 'Payment Methods' })).toBeVisible();
  await section(page, 'Manage').click();
  await expect(page.getByRole('heading', { name: 'Manage account' })).toBeVisible();
  // remote-public
  await page.goto('/confirm?code=wrong-code&userId=no-such-user');
  await expect(page.getByRole('heading', { name: 'An error occurred while processing the request' })).toBeVisible();
  await expectAccessible(page);
});

test('npm run dev: an edit to a section’s component shows in the open page at once, without a reload, what was open kept', async ({
  page,
}) => {
  // Each compilation remote-balance's dev server finishes, as its page is told ({"type":"ok"} on its socket).
  let compiled = 0;
  page.on('websocket', (ws) => {
    if (!ws.url().startsWith('ws://localhost:3001/')) return;
    ws.on('framereceived', (frame) => {
      if (typeof frame.payload === 'string' && frame.payload.includes('"type":"ok"')) compiled += 1;
    });
  });
  await page.goto('/login');
  await signInOnProvider(page);
  await expect(page.getByRole('table', { name: 'History' })).toBeVisible();
  // What the customer has open: the history tools, and a mark a full reload would wipe.
  await page.getByRole('button', { name: 'Download, statement and chart' }).click();
  await expect(page.getByRole('button', { name: 'Download CSV' })).toBeVisible();
  await page.evaluate(() => ((window as { sameDocument?: boolean }).sameDocument = true));

  const file = path.join(root, 'remote-balance', 'src', 'features', 'balance', 'FareCaps.tsx');
  const source = fs.readFileSync(file, 'utf8');
  const edited = source.replace("{t('fareCaps.title')}", "{t('fareCaps.title')} (edited)");
  expect(edited).not.toBe(source);
  // The page a compilation behind, as a busy machine leaves it: the file saved a second time before the page has
  // fetched the first update. The page still asks for the update from the hash it has, which must still be there.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const asked = new Promise<void>((resolve) => {
    void page.route(
      '**/*.hot-update.json',
      async (route) => {
        resolve();
        await held;
        await route.continue();
      },
      { times: 1 },
    );
  });
  try {
    fs.writeFileSync(file, edited);
    await asked;
    const before = compiled;
    fs.writeFileSync(file, edited);
    await expect.poll(() => compiled).toBeGreaterThan(before);
    release();
    await expect(page.getByRole('heading', { name: 'Fare caps (edited)' })).toBeVisible();
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
    await expect(page.getByRole('button', { name: 'Download CSV' })).toBeVisible();
  } finally {
    release();
    fs.writeFileSync(file, source);
  }
  // Undone, the same way.
  await expect(page.getByRole('heading', { name: 'Fare caps', exact: true })).toBeVisible();
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
});
