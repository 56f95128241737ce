import { expect, expectAccessible, test } from '../support/fixtures';

test.describe('a remote on its own (how a team develops its section)', () => {
  test("remote-account's standalone page signs in against the sandbox and shows its sections with the shell's providers", async ({
    page,
  }) => {
    await page.goto('http://localhost:3003/PaymentMethodsTab');
    await expect(page.getByText('Sign in to see PaymentMethodsTab.')).toBeVisible();
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByLabel('Email Address').fill('demo@transit.example');
    await page.getByLabel('Password').fill('Transit!2026');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL('http://localhost:3003/PaymentMethodsTab');
    await expect(page.getByRole('banner')).toContainText('Signed in as Dana Demo');
    await expect(page.getByRole('table', { name: 'Saved payment cards' })).toContainText('############1111');
    await page.getByRole('tab', { name: 'ManageAccountTab' }).click();
    await expect(page.getByRole('heading', { name: 'Manage account' })).toBeVisible();
    await expectAccessible(page);
  });

  test("remote-balance's standalone page shows the Balance tab with a card selector to try each card", async ({ page }) => {
    await page.goto('http://localhost:3001/BalanceTab');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByLabel('Email Address').fill('demo@transit.example');
    await page.getByLabel('Password').fill('Transit!2026');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL('http://localhost:3001/BalanceTab');
    const eCash = page.getByRole('list', { name: 'Balance summary' }).getByRole('listitem').first();
    await expect(eCash).toContainText('$12.50');
    await page.getByRole('combobox', { name: 'Card' }).selectOption('10000003:1');
    await expect(eCash).toContainText('$8.00');
    await expectAccessible(page);
  });

  test("remote-public's pages render on their own without sign-in", async ({ page }) => {
    await page.goto('http://localhost:3004/ResetPassword?code=x&userId=y');
    await expect(page.getByRole('heading', { name: 'Password Reset' })).toBeVisible();
    await page.goto('http://localhost:3004/ConfirmEmail');
    await expect(page.getByRole('heading', { name: 'Invalid confirmation link' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  });
});
