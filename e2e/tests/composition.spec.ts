import type { Page } from '@playwright/test';
import type { Page as SectionPage } from '@playwright/test';
import { expect, expectAccessible, test } from '../support/fixtures';
import { signInAt } from '../support/auth';

/** A frame's section tab: a link in the frame's navigation. */
const section = (page: SectionPage, name: string) =>
  page.getByRole('main').getByRole('navigation').getByRole('link', { name, exact: true });

const nav = (page: Page, name: string) => page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true });

test.describe('runtime composition', () => {
  test.beforeEach(async ({ page }) => {
    await signInAt(page);
  });

  test("each tab's body comes from its remote at runtime; the account frame opens on its first enabled tab", async ({ page }) => {
    await expect(page.getByRole('heading', { name: 'Balance' })).toBeVisible();
    await section(page, 'Reload').click();
    await expect(page.getByRole('main').getByRole('heading', { name: 'Reload', exact: true })).toBeVisible();
    await nav(page, 'Account').click();
    await expect(page).toHaveURL(/\/account$/);
    await expect(section(page, 'Payment Methods')).toHaveAttribute('aria-current', 'page');
    await expect(section(page, 'Info')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Payment Methods' })).toBeVisible();
    await section(page, 'Manage').click();
    await expect(page).toHaveURL(/\/account\/manage$/);
    await expect(page.getByRole('heading', { name: 'Manage account' })).toBeVisible();
    await expectAccessible(page);
    await page.goto('/account/info');
    await expect(page.getByRole('heading', { name: 'Page not Found' })).toBeVisible();
  });

  test('with one remote down its section fails with Retry, the rest works, and Retry recovers', async ({ page, stack }) => {
    await section(page, 'Manage').click();
    await expect(page.getByRole('heading', { name: 'Manage', exact: true })).toBeVisible();
    await stack.stopApp('reload');
    try {
      await section(page, 'Reload').click();
      await expect(page.getByRole('alert')).toContainText('The Reload section could not be loaded');
      await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
      await expectAccessible(page);
      // Navigation and the other sections keep working.
      await section(page, 'Balance').click();
      await expect(page.getByRole('heading', { name: 'Balance' })).toBeVisible();
      await nav(page, 'Account').click();
      await expect(page.getByRole('heading', { name: 'Payment Methods' })).toBeVisible();
      await nav(page, 'Home').click();
      await section(page, 'Reload').click();
      await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
    } finally {
      await stack.startApp('reload');
    }
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('main').getByRole('heading', { name: 'Reload', exact: true })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
});

test.describe('runtime config', () => {
  test('an invalid runtime config shows a page naming the bad key, not a blank screen', async ({ page, stack }) => {
    const bad = structuredClone(stack.config) as { auth: { authority: string } };
    bad.auth.authority = 'http://localhost:4000/transit.onmicrosoft.com/B2C_1_signupsignin';
    await page.route('**/portal.config.json', (route) => route.fulfill({ json: bad }));
    await page.goto('/home/balance');
    await expect(page.getByRole('heading', { name: 'The portal is not configured correctly' })).toBeVisible();
    await expect(page.getByText('auth.authority: must be an https URL (MSAL refuses any other)')).toBeVisible();
    await expectAccessible(page);
  });

  test('a missing runtime config is reported too', async ({ page }) => {
    await page.route('**/portal.config.json', (route) => route.fulfill({ status: 404, body: 'Not found' }));
    await page.goto('/');
    // The login page works without the app (decision 0020): the press is what needs the config, and the app says why
    // it cannot sign in.
    await page.getByRole('button', { name: 'Log in / Sign up' }).click();
    await expect(page.getByText('/portal.config.json: answered HTTP 404')).toBeVisible();
  });
});
