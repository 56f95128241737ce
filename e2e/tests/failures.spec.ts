import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from '../support/fixtures';
import { signInAt } from '../support/auth';

/** Each remote's routes: the section's name in its failure, and what shows once it loads. */
const ROUTES = {
  balance: [{ path: '/home/balance', section: 'Balance', loaded: (p: Page) => p.getByRole('heading', { name: 'Balance' }) }],
  reload: [
    { path: '/home/reload', section: 'Reload', loaded: (p: Page) => p.getByRole('heading', { name: 'E-Cash' }) },
    { path: '/transaction_result', section: 'Payment result', loaded: (p: Page) => p.getByRole('heading', { name: 'Invalid link' }) },
    {
      path: '/transaction_result_saved?result=x',
      section: 'Payment result',
      loaded: (p: Page) => p.getByRole('heading', { name: 'Payment Error!' }),
    },
  ],
  account: [
    { path: '/home/manage', section: 'Manage', loaded: (p: Page) => p.getByRole('heading', { name: 'Manage', exact: true }) },
    { path: '/account/payment', section: 'Payment Methods', loaded: (p: Page) => p.getByRole('heading', { name: 'Payment Methods' }) },
    { path: '/account/manage', section: 'Manage account', loaded: (p: Page) => p.getByRole('heading', { name: 'Manage account' }) },
    {
      path: '/RequestMobileAccountDeletion',
      section: 'Mobile account deletion',
      loaded: (p: Page) => p.getByRole('heading', { name: 'Request Mobile Account Deletion' }),
    },
  ],
  public: [
    {
      path: '/confirm?code=x&userId=y',
      section: 'E-mail confirmation',
      loaded: (p: Page) => p.getByRole('heading', { name: 'An error occurred while processing the request' }),
    },
    { path: '/reset', section: 'Password reset', loaded: (p: Page) => p.getByRole('heading', { name: 'Invalid reset link' }) },
    {
      path: '/ConfirmMobile?code=x&userId=y',
      section: 'E-mail confirmation',
      loaded: (p: Page) => p.getByRole('heading', { name: 'Failed to confirm user!' }),
    },
    {
      path: '/ResetPasswordMobile',
      section: 'Password reset',
      loaded: (p: Page) => p.getByRole('heading', { name: 'Invalid reset link' }),
    },
  ],
} as const;

const sectionFailure = (page: Page, section: string) =>
  page.getByRole('alert').filter({ hasText: `The ${section} section could not be loaded` });

test.describe('a remote that is down', () => {
  test.beforeEach(async ({ page }) => {
    await signInAt(page, '/account/payment');
  });

  for (const [remote, routes] of Object.entries(ROUTES)) {
    test(`${remote}: each of its routes shows the section's own failure with Retry, the rest works, and Retry recovers`, async ({
      page,
      stack,
    }) => {
      test.setTimeout(120_000);
      for (const route of routes) {
        await stack.stopApp(remote);
        try {
          await page.goto(route.path);
          await expect(sectionFailure(page, route.section)).toBeVisible();
          await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
          // The shell around it still works: its header, footer and (on signed-in pages) navigation.
          await expect(page.getByRole('banner')).toBeVisible();
          await expect(page.getByRole('contentinfo')).toBeVisible();
          if (remote !== 'public')
            await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Account' })).toBeVisible();
          await expectAccessible(page);
        } finally {
          await stack.startApp(remote);
        }
        await page.getByRole('button', { name: 'Retry' }).click();
        await expect(route.loaded(page)).toBeVisible();
        await expect(sectionFailure(page, route.section)).toHaveCount(0);
      }
    });
  }

  test('a slow remote shows the skeleton, then its content', async ({ page }) => {
    await page.route('http://localhost:3001/mf-manifest.json', async (route) => {
      await new Promise((r) => setTimeout(r, 2500)); // the network, not the test, is slow
      await route.continue();
    });
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
    await expect(page.getByRole('status', { name: 'Loading Balance' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Balance' })).toBeVisible();
    await expect(page.getByRole('status', { name: 'Loading Balance' })).toHaveCount(0);
  });

  test('a remote that never answers fails after the timeout, with Retry', async ({ page }) => {
    test.setTimeout(60_000);
    await page.route('http://localhost:3002/mf-manifest.json', () => {
      /* never answers */
    });
    await page.goto('/home/reload');
    await expect(page.getByRole('status', { name: 'Loading Reload' })).toBeVisible();
    await expect(sectionFailure(page, 'Reload')).toBeVisible({ timeout: 25_000 });
    await page.unroute('http://localhost:3002/mf-manifest.json');
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { name: 'E-Cash' })).toBeVisible();
  });
});

test.describe('the API failing', () => {
  const BALANCE = 'http://localhost:4000/api/Card/GetCardBalance**';
  const toasts = (page: Page) => page.locator('.notistack-SnackbarContainer');

  test.beforeEach(async ({ page }) => {
    await signInAt(page, '/account/payment');
  });

  test("a 500 shows Request Error and the section's Retry; Retry recovers", async ({ page }) => {
    await page.route(BALANCE, (route) => route.fulfill({ status: 500, json: { message: 'Balance service failed' } }));
    await page.goto('/home/balance');
    await expect(toasts(page).getByText('Request Error')).toBeVisible();
    await expect(toasts(page).getByText('Balance service failed')).toBeVisible();
    const failure = page.getByRole('main').getByRole('alert').filter({ hasText: 'could not be loaded' }).first();
    await expect(failure).toBeVisible();
    await expectAccessible(page);
    await page.unroute(BALANCE);
    await failure.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByText('$12.50').first()).toBeVisible();
  });

  test('a slow answer (10 s) shows the skeleton, then the balance', async ({ page }) => {
    test.setTimeout(60_000);
    await page.route(BALANCE, async (route) => {
      await new Promise((r) => setTimeout(r, 10_000)); // the API, not the test, is slow
      await route.continue();
    });
    await page.goto('/home/balance');
    await expect(page.getByRole('heading', { name: 'Balance' })).toBeVisible();
    await expect(page.locator('.MuiSkeleton-root').first()).toBeVisible();
    await expect(page.getByText('$12.50').first()).toBeVisible({ timeout: 20_000 });
  });

  test('no answer at all: the service could not be reached, with Retry', async ({ page }) => {
    await page.route(BALANCE, (route) => route.abort('connectionrefused'));
    await page.goto('/home/balance');
    await expect(toasts(page).getByText(/The service could not be reached/)).toBeVisible();
    const failure = page.getByRole('main').getByRole('alert').filter({ hasText: 'could not be loaded' }).first();
    await expect(failure).toBeVisible();
    await page.unroute(BALANCE);
    await failure.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByText('$12.50').first()).toBeVisible();
  });
});

test('the identity provider down when Log in is pressed: a clear message on the login page', async ({ page }) => {
  const IDP = 'http://localhost:4000/transit.onmicrosoft.com/**';
  await page.route(IDP, (route) => route.abort('connectionrefused'));
  await page.goto('/login');
  await page.getByRole('button', { name: 'Log in / Sign up' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'The sign-in service is not answering at the moment. Please try again in a few minutes.',
  );
  await expect(page).toHaveURL(/\/login$/);
  await expectAccessible(page);
  await page.unroute(IDP);
  await page.getByRole('button', { name: 'Log in / Sign up' }).click();
  await expect(page.getByLabel('Email Address')).toBeVisible();
});

test('offline and back: a notice, then recovery', async ({ page, context }) => {
  await signInAt(page);
  await expect(page.getByText('$12.50').first()).toBeVisible();
  await context.setOffline(true);
  const notice = page.getByRole('status').filter({ hasText: 'You are offline.' });
  await expect(notice).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('main').getByRole('navigation').getByRole('link', { name: 'Reload', exact: true }).click();
  await expect(sectionFailure(page, 'Reload')).toBeVisible();
  await context.setOffline(false);
  await expect(notice).toHaveCount(0);
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { name: 'E-Cash' })).toBeVisible();
});

test('a section whose French cannot be downloaded fails in its own area; the navigation and the other sections switch to French', async ({
  page,
}) => {
  await signInAt(page);
  await expect(page.getByRole('list', { name: 'Balance summary' })).toContainText('$12.50');
  // From now on nothing more comes from remote-balance: its French catalogue cannot be downloaded.
  const BALANCE = 'http://localhost:3001/**';
  await page.route(BALANCE, (route) => route.abort('connectionrefused'));
  await page.getByRole('button', { name: 'Français' }).click();
  // The shell (navigation, card header) is in French at once; the Balance section shows its own failure.
  await expect(page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Accueil', exact: true })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByRole('alert')).toContainText('La section Solde n’a pas pu être chargée');
  await expect(main.getByRole('button', { name: 'Réessayer' })).toBeVisible();
  await expectAccessible(page);
  // Another section (another app) works in French.
  await main.getByRole('navigation').getByRole('link', { name: 'Recharge', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Recharge automatique' })).toBeVisible();
  // Once remote-balance answers again, its section comes back in French (opened again, it downloads afresh).
  await page.unroute(BALANCE);
  await main.getByRole('navigation').getByRole('link', { name: 'Solde', exact: true }).click();
  await expect(page.getByRole('list', { name: 'Résumé du solde' })).toBeVisible();
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('list', { name: 'Balance summary' })).toContainText('$12.50');
});
