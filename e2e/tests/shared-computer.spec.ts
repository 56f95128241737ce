import type { Page, Request, Route } from '@playwright/test';
import { expect, expectAccessible, test } from '../support/fixtures';
import { signInAt } from '../support/auth';

/**
 * Issue 35: money and privacy on a shared computer. The inactivity limit is checked before anything of a session is
 * used, and nothing is written back once a customer signs out.
 */

const SANDBOX = 'http://localhost:4000/';
const summary = (page: Page) => page.getByRole('list', { name: 'Balance summary' });

/** The portal's stored data and MSAL's tokens and accounts left in the browser. */
const sessionData = (page: Page): Promise<string[]> =>
  page.evaluate(() =>
    [localStorage, sessionStorage]
      .flatMap((s) => Object.keys(s))
      .filter((k) => (/^portal\./.test(k) && k !== 'portal.signOutReason') || /idtoken|accesstoken|refreshtoken|account/i.test(k)),
  );

test('a shared computer: opened again past the inactivity limit, no balance at any moment, no API call or token request before the login page, and the next person signs in with their own password', async ({
  page,
  context,
}) => {
  await signInAt(page);
  await expect(summary(page)).toContainText('$12.50');
  // The customer closed the tab, not the browser, and walked away 20 minutes ago (the limit is 15). Their last activity
  // is made that old once the tab is closed, from a file of the portal's origin: written while the tab was still open,
  // the tab's own inactivity check could sign it out first, and say why in that tab only (a race, seen once in CI).
  await page.close();
  const clock = await context.newPage();
  await clock.goto('/manifest.webmanifest');
  await clock.evaluate(() => localStorage.setItem('portal.lastActivity', String(Date.now() - 20 * 60_000)));
  await clock.close();

  // The next person opens the portal on the same browser.
  const next = await context.newPage();
  await next.addInitScript(() => {
    // Whatever the page ever shows, from its first paint: the balance must never be among it.
    const seen = { balance: false };
    (window as { seen?: typeof seen }).seen = seen;
    new MutationObserver(() => {
      if (document.body?.textContent?.includes('$12.50')) seen.balance = true;
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  const asked: Request[] = [];
  next.on('request', (r) => {
    if (r.url().startsWith(`${SANDBOX}api/`) || /\/oauth2\/v2\.0\/token|\/token$/.test(new URL(r.url()).pathname)) asked.push(r);
  });
  await next.goto('/home/balance');
  await expect(next).toHaveURL(/\/login$/);
  await expect(next.getByRole('button', { name: 'Log in / Sign up' })).toBeVisible();
  await expect(next.getByRole('status')).toHaveText(
    'You were signed out after 15 minutes without activity, to keep your account safe. Log in again to continue.',
  );
  expect(asked.map((r) => r.url())).toEqual([]);
  expect(await next.evaluate(() => (window as { seen?: { balance: boolean } }).seen?.balance)).toBe(false);
  await expect(next.getByText('$12.50')).toHaveCount(0);
  expect(await sessionData(next)).toEqual([]);
  await expectAccessible(next);
  // The session ended at the identity provider too: Log in asks for a password, it does not sign the last customer in.
  await next.getByRole('button', { name: 'Log in / Sign up' }).click();
  await expect(next.getByLabel('Password')).toBeVisible();
});

test('Logout while a balance answer is on its way: nothing of it is kept, in this tab or written back later', async ({ page, context }) => {
  await signInAt(page);
  await expect(summary(page)).toContainText('$12.50');
  // The next balance answer is held on its way, and so is the trip to the identity provider's sign-out, so the page
  // is still there when the answer arrives after Logout.
  let releaseBalance: () => void = () => undefined;
  const balanceHeld = new Promise<void>((resolve) => (releaseBalance = resolve));
  await context.route(`${SANDBOX}api/Card/GetCardBalance**`, async (route: Route) => {
    await balanceHeld;
    await route.continue();
  });
  let releaseLogout: () => void = () => undefined;
  const logoutHeld = new Promise<void>((resolve) => (releaseLogout = resolve));
  await context.route(/\/oauth2\/v2\.0\/logout|\/session\/end|\/logout/, async (route: Route) => {
    await logoutHeld;
    await route.continue();
  });
  // Another card: its balance is asked for, and held.
  const asked = page.waitForRequest((r) => r.url().includes('api/Card/GetCardBalance') && r.url().includes('10000002'));
  await page.getByRole('combobox', { name: 'Card' }).selectOption('10000002:1');
  await asked;
  // What the browser keeps, seen from a file of the portal's origin in another tab (the page itself is leaving).
  const observer = await context.newPage();
  await observer.goto('/manifest.webmanifest');
  // The click does not wait for the navigation it starts: that trip to the provider's sign-out is held above until the
  // answer has arrived. Waiting for it hung the click whenever the sign-out asked for it within the click (seen once
  // in a clean-clone run: "waiting for scheduled navigations to finish" until the test's time ran out).
  await page.getByRole('button', { name: 'Logout' }).click({ noWaitAfter: true });
  await expect.poll(() => sessionData(observer)).toEqual([]);
  // The answer arrives now, to the page still there (its trip to the provider's sign-out is held), which drops it.
  const dropped = page.waitForEvent('console', (m) =>
    m.text().startsWith('[portal] an answer that arrived after sign-out was dropped unread: GET Card/GetCardBalance'),
  );
  releaseBalance();
  await dropped;
  // Nothing of it was written back.
  expect(await sessionData(observer)).toEqual([]);
  expect(await observer.evaluate(() => localStorage.getItem('portal.lastKnown'))).toBeNull();
  releaseLogout();
  await expect(page.getByRole('button', { name: 'Log in / Sign up' })).toBeVisible();
  expect(await sessionData(page)).toEqual([]);
});
