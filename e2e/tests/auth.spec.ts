import { expect, expectAccessible, test } from '../support/fixtures';
import { DEMO, signInAt, signInOnProvider } from '../support/auth';

test.describe('sign-in and the shell', () => {
  test('sign in on the provider page and land on /home/balance with the name in the navigation', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Welcome to the Transit Reloading Portal' })).toBeVisible();
    await expectAccessible(page);
    await signInOnProvider(page);
    await expect(page).toHaveURL(/\/home\/balance$/);
    await expect(page.getByRole('navigation', { name: 'Main' })).toContainText(`Welcome, ${DEMO.name}`);
    await expect(page.getByRole('heading', { name: 'Balance' })).toBeVisible();
    await expectAccessible(page);
  });

  test('a guarded page asked for while signed out is where sign-in ends', async ({ page }) => {
    await page.goto('/account/payment');
    await expect(page).toHaveURL(/\/login$/);
    await signInOnProvider(page);
    await expect(page).toHaveURL(/\/account\/payment$/);
    await expect(page.getByRole('heading', { name: 'Payment Methods' })).toBeVisible();
    await expectAccessible(page);
  });

  test('logout returns to the login page and a guarded URL asks for sign-in again', async ({ page }) => {
    await signInAt(page);
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('button', { name: 'Log in / Sign up' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expectAccessible(page);
    await page.goto('/home/manage');
    await expect(page).toHaveURL(/\/login$/);
    // The provider session is gone too: signing in asks for the password again.
    await page.getByRole('button', { name: 'Log in / Sign up' }).click();
    await expect(page.getByLabel('Password')).toBeVisible();
  });

  test('an unknown path shows Page not Found and Home works; the banner shows; help navigates', async ({ page }) => {
    await signInAt(page);
    await expect(page.getByRole('region', { name: 'Site notice' })).toContainText('You are using the portal against the embedded sandbox');
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Page not Found' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('main').getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL(/\/home\/balance$/);
    await page.getByRole('button', { name: 'Help' }).click();
    const help = page.getByRole('dialog', { name: 'General Help' });
    await expect(help).toBeVisible();
    await expectAccessible(page);
    await help.getByRole('button', { name: 'Set Default Payment' }).click();
    await help.getByRole('link', { name: 'Take me there' }).click();
    await expect(page).toHaveURL(/\/account\/payment$/);
    await expect(help).toBeHidden();
  });
});
