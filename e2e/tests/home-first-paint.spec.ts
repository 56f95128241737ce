import type { BrowserContext, Page } from '@playwright/test';
import { expect, expectAccessible, test } from '../support/fixtures';
import { DEMO, signInAt } from '../support/auth';
import { SANDBOX_BANNER } from '../support/banner';
import { LAST_KNOWN_KEY, holdRequests, holdScripts, parsed, pausedBeforeItsScript } from '../support/hold';

/**
 * A signed-in customer's home tabs are drawn before the JavaScript (issue 39): the shell's build renders each tab's
 * frame as the app draws it while the card list loads (header, heading, the selector's and badges' skeletons, the tabs,
 * the tab's section loading), and the page's inline script shows it only to a browser with sign-in state. These hold
 * every script of the shell back, as a slow link would, and check what a customer, and a visitor signed out, see
 * meanwhile, and that the app then renders over it with nothing moved.
 */

const tabs = (page: Page) => page.getByRole('navigation', { name: 'Card sections' });
const cardSelect = (page: Page) => page.getByRole('combobox', { name: 'Card' });
/** The Balance tab's template of the app's preloads, held for MSAL (the kit's AFTER_MSAL_ATTR; journeys import no kit). */
const AFTER_MSAL_ATTR = 'data-prerender-after-msal';

/**
 * A signed-in customer's next page in this browser as a first visit of a home tab: signed in (the app has shown their
 * card), nothing of their data known on this device.
 */
async function firstVisitPage(page: Page, context: BrowserContext): Promise<Page> {
  await signInAt(page);
  await expect(cardSelect(page)).toHaveValue(/10000001/);
  await page.close();
  const phone = await context.newPage();
  await phone.addInitScript((key) => localStorage.removeItem(key), LAST_KNOWN_KEY);
  return phone;
}

test.describe("a signed-in customer's home tab before the JavaScript", () => {
  test('the frame is drawn with the tab current and nothing of the customer; the app renders over it and nothing moves', async ({
    page,
    context,
  }) => {
    await signInAt(page);
    await expect(cardSelect(page)).toBeVisible();
    const phone = await context.newPage();
    await phone.setViewportSize({ width: 412, height: 823 });
    const { release } = await holdScripts(phone);
    await phone.goto('/home/reload', { waitUntil: 'commit' });
    await parsed(phone);
    await expect(phone.getByRole('heading', { level: 1, name: 'My cards' })).toBeVisible();
    await expect(tabs(phone).getByRole('link', { name: 'Reload' })).toHaveAttribute('aria-current', 'page');
    await expect(tabs(phone).getByRole('link')).toHaveText(['Balance', 'Reload', 'Manage', 'All cards']);
    await expect(phone.getByRole('status').filter({ hasText: 'Loading your cards…' })).toBeAttached();
    await expect(phone.getByRole('region', { name: 'Site notice' })).toContainText(SANDBOX_BANNER);
    // Drawn by the build for anybody: no name, no card, until the app knows them.
    await expect(cardSelect(phone)).toHaveCount(0);
    await expect(phone.locator('body')).not.toContainText(DEMO.name);
    await expect(phone.locator('body')).not.toContainText('10000001');
    await expectAccessible(phone);
    const before = await tabs(phone).boundingBox();

    release();
    await expect(cardSelect(phone)).toHaveValue(/10000001/);
    await expect(phone.getByRole('region', { name: 'E-Pass' }).getByRole('button', { name: 'Add to Cart' })).toBeVisible();
    await expect(phone.locator('#root [data-prerender-locale]')).toHaveCount(0);
    // The selector's and badges' skeletons were where the selector and badges are: the tabs have not moved.
    expect(await tabs(phone).boundingBox()).toEqual(before);
    await expectAccessible(phone);
  });

  test('a first visit on this device: the balance is drawn as soon as it has come, before the shared libraries; the app renders the same over it', async ({
    page,
    context,
  }) => {
    await signInAt(page);
    const appTiles = page.getByRole('list', { name: 'Balance summary' }).getByRole('listitem');
    await expect(appTiles.first()).toContainText('$');
    const figures = await appTiles.allTextContents();
    await page.close();
    const phone = await context.newPage();
    await phone.setViewportSize({ width: 412, height: 823 });
    // Nothing of the customer's balance known on this device yet (the sign-in page's tab kept it: a first visit has not).
    await phone.addInitScript((key) => localStorage.removeItem(key), LAST_KNOWN_KEY);
    // React held back (the shared libraries' file): the app cannot start; the entry, MSAL and the answers come.
    const { release, releaseHeld, asked } = await holdScripts(phone, (text) =>
      text.includes('__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE'),
    );
    // Whether the tiles, once drawn, ever gave way to a skeleton again (the app's first render waits for the fare caps).
    await phone.addInitScript(() => {
      const w = window as unknown as { __skeletonAgain?: boolean };
      let drawn = false;
      new MutationObserver(() => {
        if (document.querySelector('ul[aria-label="Balance summary"]')) drawn = true;
        else if (drawn && document.querySelector('[data-balance-skeleton]')) w.__skeletonAgain = true;
      }).observe(document, { subtree: true, childList: true });
    });
    // The fare caps, a round trip after the balance, held until the app has been let go.
    const caps = await holdRequests(phone, /Card\/GetCardFareCap/);
    release();
    await phone.goto('/home/balance', { waitUntil: 'commit' });
    await asked;
    const tiles = phone.getByRole('list', { name: 'Balance summary' });
    await expect(tiles.getByRole('listitem')).toHaveText(figures);
    // Still the drawn page: no selector, no name, the card list's skeleton; only the balance is the customer's.
    await expect(phone.locator('#root [data-prerender-locale]')).toHaveCount(1);
    await expect(cardSelect(phone)).toHaveCount(0);
    await expect(phone.getByRole('status').filter({ hasText: 'Loading the balance' })).toHaveCount(0);
    await expectAccessible(phone);
    const before = await tiles.boundingBox();

    releaseHeld();
    caps.release();
    await expect(cardSelect(phone)).toHaveValue(/10000001/);
    await expect(phone.locator('#root [data-prerender-locale]')).toHaveCount(0);
    expect(await phone.evaluate(() => (window as unknown as { __skeletonAgain?: boolean }).__skeletonAgain)).toBeUndefined();
    // The app's tiles, in the same place, with the same figures.
    await expect(tiles.getByRole('listitem')).toHaveText(figures);
    // Read once the tiles are on screen (boundingBox does not wait; the app may be between two commits).
    await expect.poll(() => tiles.boundingBox()).toEqual(before);
    await expect(phone.getByRole('region', { name: 'Fare caps' })).toBeVisible();
    await expectAccessible(phone);
  });

  test("a first visit's link carries MSAL before the app's files: they are asked for once it is in, each once, and the app renders", async ({
    page,
    context,
  }) => {
    const phone = await firstVisitPage(page, context);
    const asked = new Map<string, number>();
    phone.on('request', (r) => {
      const url = new URL(r.url());
      if (url.port === '3000' && url.pathname.endsWith('.js')) asked.set(url.pathname, (asked.get(url.pathname) ?? 0) + 1);
    });
    // MSAL's file held once the page has asked for it (its text names its package).
    const { release, releaseHeld, asked: msalAsked } = await holdScripts(phone, (text) => text.includes('@azure/msal-browser'));
    release();
    await phone.goto('/home/balance', { waitUntil: 'commit' });
    await msalAsked;
    // The inline script, which asked for it, has run: the app's files wait in the head's template, nothing else is
    // preloaded (the entry asks for the drawing's own files itself). The frame is drawn meanwhile.
    const preloads = () =>
      phone.evaluate(() =>
        Array.from(document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="script"]'), (l) => new URL(l.href).pathname),
      );
    const held = await phone.evaluate(
      (attr) =>
        Array.from(document.querySelectorAll<HTMLTemplateElement>(`template[${attr}]`), (t) =>
          Array.from(t.content.querySelectorAll('link'), (l) => l.getAttribute('href') ?? ''),
        ),
      AFTER_MSAL_ATTR,
    );
    expect(held).toHaveLength(1);
    expect(held[0]!.length).toBeGreaterThanOrEqual(3);
    const msal = await preloads();
    expect(msal).toHaveLength(1);
    await expect(tabs(phone).getByRole('link', { name: 'Balance' })).toBeVisible();

    releaseHeld();
    await expect(phone.getByRole('list', { name: 'Balance summary' }).getByRole('listitem').first()).toContainText('$');
    await expect(cardSelect(phone)).toHaveValue(/10000001/);
    await expect(phone.locator(`template[${AFTER_MSAL_ATTR}]`)).toHaveCount(0);
    // Then the template's files and the rest, each asked for once (preloaded, or asked for by the entry itself, and
    // used by the app).
    for (const file of held[0]!) expect(asked.get(file), file).toBe(1);
    await phone.waitForLoadState('networkidle');
    for (const [file, times] of asked) expect(times, file).toBe(1);
    await expectAccessible(phone);
  });

  test('a first visit whose balance does not come: the app, held for it (decision 0019), starts anyway and says it is loading', async ({
    page,
    context,
  }) => {
    const phone = await firstVisitPage(page, context);
    // The balance held: the entry's hold for it ends at its limit (the shell's APP_HOLD_MS), not with the answer.
    const balance = await holdRequests(phone, /Card\/GetCardBalance/);
    await phone.goto('/home/balance', { waitUntil: 'commit' });
    await expect(cardSelect(phone)).toHaveValue(/10000001/);
    await expect(phone.locator('#root [data-prerender-locale]')).toHaveCount(0);
    await expect(phone.getByRole('status').filter({ hasText: 'Loading the balance' })).toBeAttached();
    await expectAccessible(phone);
    balance.release();
    await expect(phone.getByRole('list', { name: 'Balance summary' }).getByRole('listitem').first()).toContainText('$');
  });

  test('a returning customer: the balance known on this device is drawn before the app and before any answer, with when it was read; the app shows the same, then the fresh one', async ({
    page,
    context,
  }) => {
    await signInAt(page);
    const appTiles = page.getByRole('list', { name: 'Balance summary' }).getByRole('listitem');
    await expect(appTiles.first()).toContainText('$');
    const figures = await appTiles.allTextContents();
    await page.close();
    const second = await context.newPage();
    await second.setViewportSize({ width: 412, height: 823 });
    const { release, releaseHeld, asked } = await holdScripts(second, (text) =>
      text.includes('__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE'),
    );
    // No answer of the API comes: what is drawn is what this device kept, once MSAL has said who is signed in.
    const cards = await holdRequests(second, /Card\/GetCards\?/);
    const balance = await holdRequests(second, /Card\/GetCardBalance/);
    release();
    await second.goto('/home/balance', { waitUntil: 'commit' });
    await asked;
    const tiles = second.getByRole('list', { name: 'Balance summary' });
    const asOf = second.getByText(/^Last known, as of \d{1,2}:\d{2}\s[ap]\.m\.$/);
    await expect(asOf).toBeVisible();
    await expect(tiles.getByRole('listitem')).toHaveText(figures);
    // Still the drawn page: no selector, no name; only the balance is the customer's.
    await expect(second.locator('#root [data-prerender-locale]')).toHaveCount(1);
    await expect(cardSelect(second)).toHaveCount(0);
    await expect(second.locator('body')).not.toContainText(DEMO.name);
    await expectAccessible(second);
    const before = await tiles.boundingBox();

    // The app shows the same last known balance in the same place (its preview), then the fresh one as it comes.
    const tilesMoved = second.evaluate(
      (y) =>
        new Promise<boolean>((resolve) => {
          const check = () => {
            const list = document.querySelector('ul[aria-label="Balance summary"]');
            if (!document.querySelector('#root [data-prerender-locale]') && list)
              resolve(Math.abs(list.getBoundingClientRect().y - y) > 0.5);
            else requestAnimationFrame(check);
          };
          check();
        }),
      before!.y,
    );
    releaseHeld();
    expect(await tilesMoved).toBe(false);
    await expect(cardSelect(second)).toHaveValue(/10000001/);
    cards.release();
    balance.release();
    await expect(asOf).toHaveCount(0);
    await expect(tiles.getByRole('listitem')).toHaveText(figures);
    await expectAccessible(second);
  });

  test('in the language the customer chose, and a keyboard user on a tab keeps the focus there when the app takes over', async ({
    page,
    context,
  }) => {
    await signInAt(page);
    await page.getByRole('button', { name: 'Français' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Mes cartes' })).toBeVisible();
    const second = await context.newPage();
    const { release } = await holdScripts(second);
    await second.goto('/home/balance', { waitUntil: 'commit' });
    await parsed(second);
    await expect(second.getByRole('heading', { level: 1, name: 'Mes cartes' })).toBeVisible();
    await expect(second.locator('html')).toHaveAttribute('lang', 'fr-CA');
    const frenchTabs = second.getByRole('navigation', { name: 'Sections de la carte' });
    const manage = frenchTabs.getByRole('link', { name: 'Gérer' });
    await manage.focus();
    await expect(manage).toBeFocused();
    const before = await frenchTabs.boundingBox();

    release();
    await expect(second.getByRole('combobox', { name: 'Carte' })).toBeVisible();
    await expect(second.locator('#root [data-prerender-locale]')).toHaveCount(0);
    // The same tab of the app's page: it was after the selector's skeleton, and is after the selector now.
    await expect(manage).toBeFocused();
    // French's longer button takes the same place in the skeleton as beside the selector: nothing moved.
    expect(await frenchTabs.boundingBox()).toEqual(before);
    await second.keyboard.press('Enter');
    await expect(second).toHaveURL(/\/home\/manage$/);
  });

  test("a press on the drawn page's Help or Logout before the app is kept, shown under way, and carried out once by the app", async ({
    page,
    context,
  }) => {
    await signInAt(page);
    await expect(cardSelect(page)).toBeVisible();
    const second = await context.newPage();
    const { release } = await holdScripts(second);
    await second.goto('/home/reload', { waitUntil: 'commit' });
    await parsed(second);
    const help = second.getByRole('button', { name: 'Help' });
    await help.click();
    // Kept, and shown as under way: nothing can open the dialog before the app.
    await expect(help).toHaveAttribute('aria-disabled', 'true');
    await expect(second.getByRole('dialog')).toHaveCount(0);
    await expectAccessible(second);

    release();
    const dialog = second.getByRole('dialog', { name: 'General Help' });
    await expect(dialog).toBeVisible();
    await expect(second.locator('#root [data-prerender-locale]')).toHaveCount(0);
    // Carried out once: closed, it stays closed.
    await second.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(cardSelect(second)).toHaveValue(/10000001/);
    await expect(dialog).toHaveCount(0);
    await second.close();

    // The customer's latest wish: Help, then Logout, before the app; the app signs them out.
    const third = await context.newPage();
    const held = await holdScripts(third);
    await third.goto('/home/balance', { waitUntil: 'commit' });
    await parsed(third);
    await third.getByRole('button', { name: 'Help' }).click();
    await third.getByRole('button', { name: 'Logout' }).click();
    await expect(third.getByRole('button', { name: 'Help' })).not.toHaveAttribute('aria-disabled');
    await expect(third.getByRole('button', { name: 'Logout' })).toHaveAttribute('aria-disabled', 'true');
    held.release();
    await expect(third).toHaveURL(/\/login$/);
    await expect(third.getByRole('button', { name: 'Log in / Sign up' })).toBeVisible();
    await expect(third.getByRole('dialog')).toHaveCount(0);
  });

  test('a visitor who is not signed in never sees it: the page stays empty until the app sends them to the login page', async ({
    page,
  }) => {
    const { release } = await holdScripts(page);
    await page.goto('/home/balance', { waitUntil: 'commit' });
    await parsed(page);
    await expect(page.locator('#root > *')).toHaveCount(0);
    await expect(page.locator('template[data-prerender-locale]')).toHaveCount(0);
    release();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('button', { name: 'Log in / Sign up' })).toBeVisible();
  });

  test('after Logout, the tab does not show it either', async ({ page, context }) => {
    await signInAt(page);
    await expect(cardSelect(page)).toBeVisible();
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByRole('button', { name: 'Log in / Sign up' })).toBeVisible();
    const { release } = await holdScripts(page);
    await page.goto('/home/balance', { waitUntil: 'commit' });
    await parsed(page);
    await expect(page.getByRole('heading', { name: 'My cards' })).toHaveCount(0);
    release();
    await expect(page).toHaveURL(/\/login$/);
    expect(context.pages()).toHaveLength(1);
  });

  test('nothing of the page is painted before its script has chosen: not the frame to a visitor signed out, not English to a French customer', async ({
    page,
    context,
    browser,
    baseURL,
  }) => {
    // A visitor signed out (a browser of their own), from a link to the Reload tab: the frame, read, is never on screen.
    const visitor = await (await browser.newContext({ baseURL })).newPage();
    const out = await pausedBeforeItsScript(visitor, '/home/reload');
    await visitor.goto('/home/reload', { waitUntil: 'commit' });
    await out.reached;
    await expect(visitor.locator('#root > [data-prerender-locale="en"]')).toBeAttached();
    await expect(visitor.getByRole('heading', { level: 1, name: 'My cards' })).toBeHidden();
    await expect(tabs(visitor)).toBeHidden();
    out.resume();
    await expect(visitor.locator('#root > [data-prerender-locale]')).toHaveCount(0);
    await visitor.context().close();

    // A customer who chose French: the English tree, read first, is never on screen; the French one is, once chosen.
    await signInAt(page);
    await page.getByRole('button', { name: 'Français' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Mes cartes' })).toBeVisible();
    const second = await context.newPage();
    const french = await pausedBeforeItsScript(second, '/home/reload');
    await second.goto('/home/reload', { waitUntil: 'commit' });
    await french.reached;
    await expect(second.locator('#root > [data-prerender-locale="en"]')).toBeAttached();
    await expect(second.getByRole('heading', { level: 1, name: 'My cards' })).toBeHidden();
    french.resume();
    await expect(second.getByRole('heading', { level: 1, name: 'Mes cartes' })).toBeVisible();
    await expect(second.getByRole('navigation', { name: 'Sections de la carte' })).toBeVisible();
  });
});
