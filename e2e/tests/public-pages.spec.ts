import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from '../support/fixtures';
import { DEMO } from '../support/auth';
import { appFilesAsked } from '../support/hold';

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
  test('reset a forgotten password from the e-mail link, then sign in with it', async ({ page, stack, browser }) => {
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

    // Opened on the customer's phone, from the e-mail: a browser of its own, with nothing of the sign-in begun here. The
    // page does it all without the app (remote-public's early script, decision 0016): none of its files is asked for.
    const phone = await browser.newContext({ viewport: { width: 375, height: 812 }, serviceWorkers: 'block' });
    const appFiles = appFilesAsked(phone);
    const policyViolations: string[] = [];
    phone.on('console', (m) => {
      if (/Content Security Policy/i.test(m.text())) policyViolations.push(m.text());
    });
    try {
      const mail = await phone.newPage();
      await mail.goto(`${stack.portalUrl}${link.pathname}${link.search}`);
      await expect(mail.getByRole('heading', { name: 'Password Reset' })).toBeVisible();
      await expect(mail.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
      await fitsPhone(mail);
      await expectAccessible(mail);
      await mail.getByLabel(/^New Password/).fill(newPassword);
      await mail.getByLabel(/^Confirm Password/).fill(newPassword);
      await mail.getByRole('button', { name: 'Reset password' }).click();
      await expect(mail.getByRole('heading', { name: 'Password reset success!' })).toBeVisible();
      await expect(mail.getByText('Your password has been successfully reset')).toBeVisible();
      await expectAccessible(mail);
      // The link is used up.
      await mail.goto(`${stack.portalUrl}${link.pathname}${link.search}`);
      await mail.getByLabel(/^New Password/).fill('Another!Try99');
      await mail.getByLabel(/^Confirm Password/).fill('Another!Try99');
      await mail.getByRole('button', { name: 'Reset password' }).click();
      await expect(mail.getByText('This reset link is invalid or has expired')).toBeVisible();
      expect(appFiles).toEqual([]);
      expect(policyViolations).toEqual([]);
      // In the tab where the sign-in was begun, the same page is the app's (a sign-in under way), and it works too.
      await page.goto(`${link.pathname}${link.search}`);
      await page.getByLabel(/^New Password/).fill('Another!Try99');
      await page.getByLabel(/^Confirm Password/).fill('Another!Try99');
      await page.getByRole('button', { name: 'Reset password' }).click();
      await expect(page.getByText('This reset link is invalid or has expired')).toBeVisible();
      await expect(page.locator('#root [data-prerender-locale]')).toHaveCount(0);

      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto('/login');
      await page.getByRole('button', { name: 'Log in / Sign up' }).click();
      await page.getByLabel('Email Address').fill(DEMO.email);
      await page.getByLabel('Password').fill(newPassword);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page).toHaveURL(/\/home\/balance$/);
    } finally {
      await phone.close();
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
    // A link, without the app: the login page, drawn before the JavaScript, then the app there.
    await page.getByRole('link', { name: 'Back to login' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('button', { name: 'Log in / Sign up' })).toBeVisible();
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
