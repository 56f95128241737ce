import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from '../support/fixtures';
import { signInAt } from '../support/auth';

/** notistack's stack, which the shell mounts once: every toast of every remote must land in it. */
const stacks = (page: Page) => page.locator('.notistack-SnackbarContainer');

test.describe('toasts from a remote', () => {
  test.beforeEach(async ({ page }) => {
    await signInAt(page, '/account/payment');
  });

  test("a toast raised inside remote-account appears in the shell's one toast stack", async ({ page }) => {
    const table = page.getByRole('table', { name: 'Saved payment cards' });
    await expect(table).toContainText('############1111');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Set Default for card ############0002' }).click();
    const dialog = page.getByRole('dialog', { name: 'Set default payment card' });
    await expect(dialog).toContainText('Use the payment card ############0002 as your default?');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(stacks(page)).toHaveCount(1);
    await expect(stacks(page).getByText('Update Success!')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Set Default for card ############0002' })).toBeDisabled();
    // Put the seeded default back.
    await page.getByRole('button', { name: 'Set Default for card ############1111' }).click();
    await page.getByRole('dialog', { name: 'Set default payment card' }).getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('button', { name: 'Set Default for card ############1111' })).toBeDisabled();
    await expect(stacks(page)).toHaveCount(1);
  });

  test('an API failure inside the remote shows Request Error in the same stack', async ({ page }) => {
    await expect(page.getByRole('table', { name: 'Saved payment cards' })).toBeVisible();
    await page.route('**/api/CreditCard/Set_All_Credit_Debit_Card_As_Default_As_False', (route) =>
      route.fulfill({ status: 503, json: { message: 'Payment vault is unavailable' } }),
    );
    await page.getByRole('button', { name: 'Set Default for card ############0002' }).click();
    await page.getByRole('dialog', { name: 'Set default payment card' }).getByRole('button', { name: 'Confirm' }).click();
    await expect(stacks(page)).toHaveCount(1);
    await expect(stacks(page).getByText('Request Error')).toBeVisible();
    await expect(stacks(page).getByText('Payment vault is unavailable')).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Set default payment card' })).toBeVisible();
  });
});
