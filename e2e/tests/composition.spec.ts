import { expect, expectAccessible, test } from '../support/fixtures';

test.describe('runtime composition', () => {
  test('the shell loads a remote section at runtime from the config', async ({ page }) => {
    await page.goto('/home/balance');
    await expect(page.getByRole('heading', { name: 'Balance' })).toBeVisible();
    await expectAccessible(page);
  });

  test('with one remote down its section fails with Retry, the rest works, and Retry recovers', async ({ page, stack }) => {
    await stack.stopApp('balance');
    try {
      await page.goto('/home/manage');
      await expect(page.getByRole('heading', { name: 'Manage card' })).toBeVisible();
      await page.getByRole('link', { name: 'Balance' }).click();
      await expect(page.getByRole('alert')).toContainText('The Balance section could not be loaded');
      await expectAccessible(page);
      await page.getByRole('link', { name: 'Reload' }).click();
      await expect(page.getByRole('heading', { name: 'Reload' })).toBeVisible();
      await page.getByRole('link', { name: 'Balance' }).click();
      await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
    } finally {
      await stack.startApp('balance');
    }
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { name: 'Balance' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

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
    await expect(page.getByText('/portal.config.json: answered HTTP 404')).toBeVisible();
  });
});
