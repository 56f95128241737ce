import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from '../support/fixtures';
import { signInAt, signInOnProvider } from '../support/auth';

/** What the portal and MSAL left in the browser's storage: the portal's keys and any token or account entry. */
async function sessionData(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [localStorage, sessionStorage]
      .flatMap((s) => Object.keys(s))
      .filter((k) => /^portal\./.test(k) || /idtoken|accesstoken|refreshtoken|account/i.test(k)),
  );
}

/** A portal served with other constants (the stack's runtime config, changed on its way to the browser). */
async function withConstants(page: Page, portalConfig: object, constants: Record<string, number>) {
  const changed = structuredClone(portalConfig) as { constants: Record<string, unknown> };
  Object.assign(changed.constants, constants);
  await page.context().route('http://localhost:3000/portal.config.json', (route) => route.fulfill({ json: changed }));
}

test.describe('one session for every tab', () => {
  test('signing out in one tab signs every open tab out at once, leaving no card data or tokens', async ({ page, context }) => {
    await signInAt(page);
    const other = await context.newPage();
    await other.goto('/home/reload');
    await expect(other.getByRole('heading', { name: 'E-Cash' })).toBeVisible();
    await expect(other.getByLabel('Card', { exact: true })).toContainText('10000001');

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByRole('button', { name: 'Log in / Sign up' })).toBeVisible();
    // The other tab did nothing itself: its private page is replaced by the login page, which says why.
    await expect(other).toHaveURL(/\/login$/);
    await expect(other.getByRole('status')).toHaveText('You signed out in another tab or window.');
    await expect(other.getByLabel('Card', { exact: true })).toHaveCount(0);
    await expect(other.getByText(/10000001/)).toHaveCount(0);
    await expectAccessible(other);
    expect(await sessionData(other)).toEqual([]);
    // Nothing is written back later either, and a private page asks for sign-in again.
    await other.goto('/home/balance');
    await expect(other).toHaveURL(/\/login$/);
    expect(await sessionData(other)).toEqual([]);
    expect(await sessionData(page)).toEqual([]);
  });

  test('signing in in one tab is picked up by a tab on the login page', async ({ page, context }) => {
    await page.goto('/login');
    const other = await context.newPage();
    await other.goto('/login');
    await expect(other.getByRole('button', { name: 'Log in / Sign up' })).toBeVisible();
    await signInOnProvider(page);
    await expect(page).toHaveURL(/\/home\/balance$/);
    await expect(other).toHaveURL(/\/home\/balance$/);
    await expect(other.getByRole('heading', { name: 'Balance' })).toBeVisible();
  });

  test('a 401 from the API in one tab signs every tab out, saying the session expired', async ({ page, context }) => {
    await signInAt(page);
    const other = await context.newPage();
    await other.goto('/home/balance');
    await expect(other.getByRole('heading', { name: 'Balance' })).toBeVisible();
    // The API stops accepting this tab's token (as when a session is revoked at the provider).
    await page.route('http://localhost:4000/api/**', (route) => route.fulfill({ status: 401, json: { message: 'Unauthorized' } }));
    await page.reload();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('status')).toHaveText('Your session has expired. Log in again to continue.');
    await expect(other).toHaveURL(/\/login$/);
    await expect(other.getByRole('status')).toHaveText('Your session has expired. Log in again to continue.');
    expect(await sessionData(other)).toEqual([]);
  });
});

test.describe('inactivity', () => {
  test("a warning before the sign-out, usable by keyboard; any tab's activity counts for all; at the end the portal signs out and says why", async ({
    page,
    context,
    stack,
  }) => {
    test.setTimeout(150_000);
    // 45 seconds without input, a warning 30 seconds before: long enough for the accessibility check of the warning
    // (up to 11 s on a busy machine) to end before the sign-out does.
    await withConstants(page, stack.config, { idleMinutes: 45 / 60, idleWarningSeconds: 30 });
    await signInAt(page);
    const other = await context.newPage();
    await other.goto('/home/reload');
    await expect(other.getByRole('heading', { name: 'E-Cash' })).toBeVisible();

    const warning = page.getByRole('alertdialog', { name: 'Are you still there?' });
    const otherWarning = other.getByRole('alertdialog', { name: 'Are you still there?' });
    await expect(warning).toBeVisible({ timeout: 30_000 });
    await expect(otherWarning).toBeVisible();
    await expect(warning).toContainText('you will be signed out soon');
    await expect(warning.getByRole('button', { name: 'Stay signed in' })).toBeFocused();
    await expectAccessible(page);

    // Staying signed in, by keyboard, in the other tab closes the warning in both.
    await other.bringToFront();
    await other.keyboard.press('Enter');
    await expect(otherWarning).toBeHidden();
    await expect(warning).toBeHidden();
    // Closed by the key, not by a sign-out.
    await expect(page).toHaveURL(/\/home\/balance$/);
    await expect(other).toHaveURL(/\/home\/reload$/);

    // No more input anywhere: the warning comes back, then both tabs are signed out. The first tab is looked at
    // again (a tab in the background need not be drawn, and a check of it can miss the warning's 12 seconds on a busy
    // machine); showing a tab is not activity.
    await page.bringToFront();
    await expect(warning).toBeVisible({ timeout: 30_000 });
    await expect(page).toHaveURL(/\/login$/, { timeout: 45_000 });
    await expect(page.getByRole('status')).toHaveText(
      'You were signed out after 45 seconds without activity, to keep your account safe. Log in again to continue.',
    );
    await expect(other).toHaveURL(/\/login$/);
    await expect(other.getByRole('status')).toContainText('signed out after 45 seconds without activity');
    await expectAccessible(page);
    expect(await sessionData(other)).toEqual([]);
  });

  test('Sign out in the warning signs out', async ({ page, stack }) => {
    await withConstants(page, stack.config, { idleMinutes: 10 / 60, idleWarningSeconds: 8 });
    await signInAt(page);
    const warning = page.getByRole('alertdialog', { name: 'Are you still there?' });
    await expect(warning).toBeVisible({ timeout: 15_000 });
    await page.keyboard.press('Shift+Tab');
    await expect(warning.getByRole('button', { name: 'Sign out' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Log in / Sign up' })).toBeVisible();
    await expect(page.getByRole('status')).toHaveCount(0);
  });
});
