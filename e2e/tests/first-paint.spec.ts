import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from '../support/fixtures';
import { DEMO, signInAt } from '../support/auth';
import { SANDBOX_BANNER } from '../support/banner';
import { appFilesAsked, holdScripts, parsed, pausedBeforeItsScript } from '../support/hold';

/**
 * The login page is HTML the build rendered (docs/decisions/0003-prerendered-login-page.md): a phone paints it before any of
 * the portal's JavaScript has arrived, and since decision 0020 it works without the app: its inline script switches
 * the language and keeps a press on 'Log in / Sign up', which starts the shell's entry, and the entry the provider's
 * sign-in with MSAL alone. The app starts only where that fails (and says why) or where the page cannot be shown as
 * drawn. Some journeys hold every script of the shell back until they let it go, as a slow link would.
 */

/** Where the header, the site banner and the login button are, and their sizes. */
const boxes = async (page: Page) => ({
  header: await page.getByRole('banner').boundingBox(),
  siteNotice: await page.getByText(SANDBOX_BANNER).boundingBox(),
  button: await page.getByRole('button', { name: /Log in \/ Sign up|Connexion \/ Inscription/ }).boundingBox(),
});

/**
 * What the login page fetches ahead once loaded (decision 0020), by path: first what a press needs (the shell's entry,
 * then MSAL), then the app's files for the page the sign-in comes back to.
 */
async function fetchedAhead(page: Page): Promise<{ press: string[]; all: string[] }> {
  const prefetched = page.locator('link[rel="prefetch"]');
  await expect.poll(() => prefetched.count()).toBeGreaterThan(2);
  await page.waitForLoadState('networkidle');
  const all = await prefetched.evaluateAll((links) => links.map((l) => new URL((l as HTMLLinkElement).href).pathname));
  expect(all[0]).toMatch(/^\/main\./);
  return { press: all.slice(0, 2), all };
}

const WELCOME = { en: 'Welcome to the Transit Reloading Portal', fr: 'Bienvenue au portail de recharge du transport en commun' };

test.describe('the login page before the JavaScript', () => {
  test("shows with the deployment's links and passes axe; its language switch works; it works without the app, which never starts", async ({
    page,
  }) => {
    const asked = appFilesAsked(page);
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: WELCOME.en })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Log in / Sign up' })).toBeVisible();
    // The stack's runtime config names https://transit.example/ as the agency's site (scripts/config-from-env.mts).
    await expect(page.getByRole('link', { name: "transit agency's website" })).toHaveAttribute('href', 'https://transit.example/');
    await expect(page.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', 'https://transit.example/contact');
    // The site banner is in the page from its first paint: it never arrives later and pushes the page down.
    await expect(page.getByRole('region', { name: 'Site notice' })).toContainText(SANDBOX_BANNER);
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Français' }).click();
    await expect(page.getByRole('heading', { name: WELCOME.fr })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Avis' })).toContainText(SANDBOX_BANNER);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
    await expect(page.getByRole('button', { name: 'English' })).toBeFocused();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'English' }).click();
    await expect(page.getByRole('heading', { name: WELCOME.en })).toBeVisible();

    // Decision 0020: the page once loaded fetches what a press needs (the entry, MSAL) without running it, and nothing
    // of the app's own; it is still the page drawn before the JavaScript.
    const ahead = await fetchedAhead(page);
    expect([...asked].sort()).toEqual([...ahead.all].sort());
    await expect(page.locator('#root [data-prerender-locale]')).toHaveCount(1);
    expect(await page.evaluate(() => 'portalEarlyLoginPress' in window || document.querySelector('script[src]') !== null)).toBe(false);
  });

  test('a press signs in with MSAL alone, the provider asked for the page’s language; none of the app’s files is run', async ({ page }) => {
    await page.goto('/login');
    const { press } = await fetchedAhead(page);
    // What the page runs from now on: scripts (the ones fetched ahead come from the browser's cache).
    const run: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script' && new URL(r.url()).port === '3000') run.push(new URL(r.url()).pathname);
    });
    const authorize = page.waitForRequest((r) => /\/authorize\?/.test(r.url()));
    await page.getByRole('button', { name: 'Log in / Sign up' }).click();
    expect(new URL((await authorize).url()).searchParams.get('ui_locales')).toBe('en-CA');
    await expect(page.getByLabel('Email Address')).toBeVisible();
    expect(run).toEqual(press);
    await page.getByLabel('Email Address').fill(DEMO.email);
    await page.getByLabel('Password').fill(DEMO.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/home\/balance$/);
    await expect(page.getByRole('heading', { name: 'Balance', exact: true })).toBeVisible();
  });

  test('a press on Log in / Sign up before the JavaScript arrives signs in once it has', async ({ page }) => {
    const { release } = await holdScripts(page);
    await page.goto('/', { waitUntil: 'commit' });
    await parsed(page);
    await page.getByRole('button', { name: 'Log in / Sign up' }).click();
    // Taken, and shown as under way: a second press does nothing more.
    await expect(page.getByRole('button', { name: 'Log in / Sign up' })).toBeDisabled();
    release();
    await expect(page.getByLabel('Email Address')).toBeVisible();
    await page.getByLabel('Email Address').fill(DEMO.email);
    await page.getByLabel('Password').fill(DEMO.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/home\/balance$/);
    await expect(page.getByRole('heading', { name: 'Balance' })).toBeVisible();
  });

  test('a keyboard user reaches Log in / Sign up, its focus visible, and signs in with Enter before any JavaScript has come', async ({
    page,
  }) => {
    const { release } = await holdScripts(page);
    await page.goto('/login', { waitUntil: 'commit' });
    await parsed(page);
    const login = page.getByRole('button', { name: 'Log in / Sign up' });
    for (let i = 0; i < 6 && !(await login.evaluate((el) => el === document.activeElement)); i += 1) await page.keyboard.press('Tab');
    await expect(login).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(login).toBeDisabled();
    release();
    await expect(page.getByLabel('Email Address')).toBeVisible();
  });

  test('the provider down when pressed in French: the app starts in French and says so, the choice kept', async ({ page }) => {
    const IDP = 'http://localhost:4000/transit.onmicrosoft.com/**';
    await page.route(IDP, (route) => route.abort('connectionrefused'));
    await page.goto('/login');
    await page.getByRole('button', { name: 'Français' }).click();
    const before = await boxes(page);
    await page.getByRole('button', { name: 'Connexion / Inscription' }).click();
    // The entry found the provider down: the app's login page carried the press out again and tells the customer.
    await expect(page.getByRole('alert')).toHaveText(
      'Le service de connexion ne répond pas en ce moment. Veuillez réessayer dans quelques minutes.',
    );
    await expect(page.locator('#root [data-prerender-locale]')).toHaveCount(0);
    // The app's page is the same page: its header and the banner where the server drew them.
    const after = await boxes(page);
    expect([after.header, after.siteNotice]).toEqual([before.header, before.siteNotice]);
    await expect(page.getByRole('heading', { name: WELCOME.fr })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Connexion / Inscription' })).toBeEnabled();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
    await expectAccessible(page);
    await page.unroute(IDP);
    await page.getByRole('button', { name: 'Connexion / Inscription' }).click();
    // The provider's page follows the page's language (ui_locales).
    await expect(page.getByLabel('Adresse courriel')).toBeVisible();
  });

  test('a signed-in customer opening /login is never shown the signed-out page: the app sends them on', async ({ page }) => {
    await signInAt(page);
    const { release } = await holdScripts(page);
    await page.goto('/login', { waitUntil: 'commit' });
    await parsed(page);
    await expect(page.locator('#root')).toBeEmpty();
    await expect(page.getByRole('button', { name: 'Log in / Sign up' })).toHaveCount(0);
    release();
    await expect(page).toHaveURL(/\/home\/balance$/);
    await expect(page.getByRole('heading', { name: 'Balance' })).toBeVisible();
  });

  test('while a slow phone reads the page, an English visitor sees it as it comes, a French one never the English page', async ({
    page,
    context,
  }) => {
    const english = await pausedBeforeItsScript(page, '/login');
    await page.goto('/login', { waitUntil: 'commit' });
    await english.reached;
    await expect(page.getByRole('heading', { name: WELCOME.en })).toBeVisible();
    english.resume();
    await page.getByRole('button', { name: 'Français' }).click();
    await expect(page.getByRole('heading', { name: WELCOME.fr })).toBeVisible();

    // The choice is kept: the next page is read in English first (its tree shown as it arrives), never shown in it.
    const second = await context.newPage();
    const french = await pausedBeforeItsScript(second, '/login');
    await second.goto('/login', { waitUntil: 'commit' });
    await french.reached;
    await expect(second.locator('#root > [data-prerender-locale="en"]')).toBeAttached();
    await expect(second.getByRole('heading', { name: WELCOME.en })).toBeHidden();
    french.resume();
    await expect(second.getByRole('heading', { name: WELCOME.fr })).toBeVisible();
    await expect(second.getByRole('button', { name: 'Connexion / Inscription' })).toBeVisible();
  });
});
