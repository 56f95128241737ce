import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from '../support/fixtures';
import { DEMO } from '../support/auth';

interface Mail {
  link: string | null;
  kind: string;
}
const latestLink = async (sandboxUrl: string, to: string, kind: string) => {
  const mails = (await (await fetch(`${sandboxUrl}/outbox/messages?${new URLSearchParams({ to, kind })}`)).json()) as Mail[];
  expect(mails.length, `a ${kind} e-mail to ${to}`).toBeGreaterThan(0);
  return new URL(mails[0]!.link!);
};

/** No sideways scrolling on a 375-px phone. */
const fitsPhone = async (page: Page) => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

test.describe('public pages (remote-public)', () => {
  test('reset a forgotten password from the e-mail link, then sign in with it', async ({ page, stack }) => {
    const newPassword = 'Reset!Journey9';
    // Ask for the reset on the identity provider's page, as a customer does.
    await page.goto('/login');
    await page.getByRole('button', { name: 'Log in / Sign up' }).click();
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.getByLabel('Email Address').fill(DEMO.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByText('If an account exists for this address')).toBeVisible();
    const link = await latestLink(stack.sandboxUrl, DEMO.email, 'reset');
    expect(link.pathname).toBe('/reset');

    try {
      await page.setViewportSize({ width: 375, height: 812 });
      await page.goto(`${link.pathname}${link.search}`);
      await expect(page.getByRole('heading', { name: 'Password Reset' })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
      await fitsPhone(page);
      await expectAccessible(page);
      await page.getByLabel(/^New Password/).fill(newPassword);
      await page.getByLabel(/^Confirm Password/).fill(newPassword);
      await page.getByRole('button', { name: 'Reset password' }).click();
      await expect(page.getByRole('heading', { name: 'Password reset success!' })).toBeVisible();
      await expect(page.getByText('Your password has been successfully reset')).toBeVisible();
      await expectAccessible(page);
      // The link is used up.
      await page.goto(`${link.pathname}${link.search}`);
      await page.getByLabel(/^New Password/).fill('Another!Try99');
      await page.getByLabel(/^Confirm Password/).fill('Another!Try99');
      await page.getByRole('button', { name: 'Reset password' }).click();
      await expect(page.getByText('This reset link is invalid or has expired')).toBeVisible();

      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto('/login');
      await page.getByRole('button', { name: 'Log in / Sign up' }).click();
      await page.getByLabel('Email Address').fill(DEMO.email);
      await page.getByLabel('Password').fill(newPassword);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page).toHaveURL(/\/home\/balance$/);
    } finally {
      // Put the seeded password back for the other journeys, through the same public calls.
      await fetch(`${stack.sandboxUrl}/api/UserLogin/Forgot?email=${encodeURIComponent(DEMO.email)}`);
      const again = await latestLink(stack.sandboxUrl, DEMO.email, 'reset');
      await fetch(`${stack.sandboxUrl}/api/UserLogin/ResetPassword`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ userId: again.searchParams.get('userId'), token: again.searchParams.get('code'), password: DEMO.password }),
      });
    }
  });

  test('a confirm link with a wrong code shows the error, and Back to login works', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/confirm?code=wrong-code&userId=no-such-user');
    await expect(page.getByRole('heading', { name: 'An error occurred while processing the request' })).toBeVisible();
    await fitsPhone(page);
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Back to login' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/ConfirmMobile?code=wrong&userId=m-1002');
    await expect(page.getByRole('heading', { name: 'Failed to confirm user!' })).toBeVisible();
    await page.goto('/reset?code=only-a-code');
    await expect(page.getByRole('heading', { name: 'Invalid reset link' })).toBeVisible();
  });

  test('the embed example page shows the reset page on a plain HTML page, and its validation works', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('http://localhost:3004/embed-example.html?page=ResetPassword&code=abc&userId=u-1');
    const panel = page.locator('#transit-page');
    await expect(panel.getByRole('heading', { name: 'Password Reset' })).toBeVisible();
    expect(await page.evaluate(() => typeof (window as unknown as { React?: unknown }).React)).toBe('undefined');
    await panel.getByRole('button', { name: 'Reset password' }).click();
    await expect(panel.getByText('Password is required')).toHaveCount(2);
    await panel.getByLabel(/^New Password/).fill('Short!1a');
    await panel.getByLabel(/^Confirm Password/).fill('Different!1a');
    await panel.getByRole('button', { name: 'Reset password' }).click();
    await expect(panel.getByText('Refer to password rules')).toBeVisible();
    await expect(panel.getByText('Passwords must match')).toBeVisible();
    await fitsPhone(page);
    await expectAccessible(page);
  });
});
