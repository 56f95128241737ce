import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from '../support/fixtures';
import { DEMO, signInAt } from '../support/auth';
import { SANDBOX_BANNER } from '../support/banner';
import { holdScripts, parsed, pausedBeforeItsScript } from '../support/hold';

/**
 * The login page is HTML the build rendered (docs/decisions/0003-prerendered-login-page.md): a phone paints it before any of
 * the portal's JavaScript has arrived. These journeys hold every script of the shell back until they let it go, as
 * a slow link would, and check what a visitor sees and can do meanwhile, and that the app then takes over.
 */

/** Where the header, the site banner and the login button are, and their sizes. */
const boxes = async (page: Page) => ({
  header: await page.getByRole('banner').boundingBox(),
  siteNotice: await page.getByText(SANDBOX_BANNER).boundingBox(),
  button: await page.getByRole('button', { name: /Log in \/ Sign up|Connexion \/ Inscription/ }).boundingBox(),
});

const WELCOME = { en: 'Welcome to the Transit Reloading Portal', fr: 'Bienvenue au portail de recharge du transport en commun' };

test.describe('the login page before the JavaScript', () => {
  test("shows with the deployment's links and passes axe; its language switch works; then the app takes over in that language", async ({
    page,
  }) => {
    const { release } = await holdScripts(page);
    await page.goto('/login', { waitUntil: 'commit' });
    await parsed(page);
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
    const before = await boxes(page);

    release();
    // The app renders its own page over the prerendered one, in the language chosen before it started.
    await expect(page.locator('#root [data-prerender-locale]')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: WELCOME.fr })).toBeVisible();
    // Nothing moved: the app's page is the same page, its banner where the server drew it.
    expect(await boxes(page)).toEqual(before);
    await page.getByRole('button', { name: 'English' }).click();
    await expect(page.getByRole('heading', { name: WELCOME.en })).toBeVisible();
    await expectAccessible(page);
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

  test('a keyboard user who moved to Log in / Sign up before the JavaScript keeps the focus there when the app takes over', async ({
    page,
  }) => {
    const { release } = await holdScripts(page);
    await page.goto('/login', { waitUntil: 'commit' });
    await parsed(page);
    const login = page.getByRole('button', { name: 'Log in / Sign up' });
    for (let i = 0; i < 6 && !(await login.evaluate((el) => el === document.activeElement)); i += 1) await page.keyboard.press('Tab');
    await expect(login).toBeFocused();
    release();
    await expect(page.locator('#root [data-prerender-locale]')).toHaveCount(0);
    await expect(login).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByLabel('Email Address')).toBeVisible();
  });

  test('a language chosen on the prerendered page while the app is starting is the one the app shows', async ({ page }) => {
    // The app's French messages are held back too, so the choice changes while the app waits for them.
    const {
      release,
      releaseHeld: releaseFrench,
      asked: frenchRequested,
    } = await holdScripts(page, (text) => text.includes('Connexion / Inscription'));
    await page.goto('/login', { waitUntil: 'commit' });
    await parsed(page);
    await page.getByRole('button', { name: 'Français' }).click();
    await expect(page.getByRole('heading', { name: WELCOME.fr })).toBeVisible();
    release();
    await frenchRequested;
    // Still the prerendered page: back to English before the app has its French.
    await expect(page.locator('#root [data-prerender-locale]')).toHaveCount(1);
    await page.getByRole('button', { name: 'English' }).click();
    await expect(page.getByRole('heading', { name: WELCOME.en })).toBeVisible();
    releaseFrench();
    await expect(page.locator('#root [data-prerender-locale]')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: WELCOME.en })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-CA');
    expect(await page.evaluate(() => localStorage.getItem('transit.locale'))).toBe('en');
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
