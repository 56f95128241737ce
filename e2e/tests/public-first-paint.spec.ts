import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from '../support/fixtures';
import { appFilesAsked, holdScripts, parsed } from '../support/hold';
import { signInAt } from '../support/auth';
import { SANDBOX_BANNER } from '../support/banner';

/**
 * The public pages a customer opens from an e-mail are HTML remote-public's build rendered, published with its
 * release, and put into the shell's prerendered chrome by the shell's server (issue 39,
 * docs/decisions/0011-public-pages-prerendered-from-their-release.md), with a link holding remote-public's early script
 * (decision 0012). These journeys hold back every script file of the shell and of remote-public, as a slow link would,
 * and check what a customer sees and can do meanwhile. Since remote-public 1.4.0 the early script says it does all the
 * page does, and the shell leaves its app unstarted there (decision 0016): no file of the app is asked for. The app
 * takes over without losing anything for a release that does not say so (`beforeAlone`: remote-public 1.3.0 and
 * before), a release without an early script, and a visitor signed in.
 */

const RESET = '/reset?code=made-up&userId=made-up';
const NEW_PASSWORD = /^New Password/;
const CONFIRM = /^Confirm Password/;

/** The shell's and remote-public's scripts, held until `release()`. */
const holdPortal = (page: Page) => holdScripts(page, undefined, ['3000', '3004']);
/** Requests for remote-public's early script as a file: none, the page holds it (its policy allows exactly that text). */
const earlyFiles = (page: Page) => {
  const asked: string[] = [];
  page.on('request', (r) => {
    if (/\/early\.[0-9a-f]+\.js$/.test(new URL(r.url()).pathname)) asked.push(r.url());
  });
  return asked;
};
/**
 * The page as the server draws it for a release without an early script (an older one, or a script the server could not
 * check): the page's script is made inert before it runs (a document fulfilled by Playwright would lose its address
 * space, and with it the right to reach the local stack). What was typed and submitted is then kept by the shell.
 */
const withoutEarlyScript = (page: Page) =>
  page.addInitScript(() => {
    // The parser runs the observer's callback (a microtask checkpoint) before it runs the script it has just read.
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of Array.from(record.addedNodes))
          if (node instanceof HTMLScriptElement && node.hasAttribute('data-api-base')) node.type = 'text/plain';
    }).observe(document, { childList: true, subtree: true });
  });
/**
 * The page as a release before remote-public 1.4.0 draws it: its early script makes the page work, but does not say it
 * does all of it (SECTION_EARLY_ATTR.alone), so the shell starts its app, which takes the page over. The mark is taken
 * off as the script sets it, before the page has been read (where the shell looks).
 */
const beforeAlone = (page: Page) =>
  page.addInitScript(() => {
    new MutationObserver((records) => {
      for (const record of records)
        if (record.target instanceof Element && record.target.hasAttribute('data-section-alone'))
          record.target.removeAttribute('data-section-alone');
        else
          for (const node of Array.from(record.addedNodes))
            if (node instanceof Element)
              node.querySelectorAll('[data-section-alone]').forEach((el) => el.removeAttribute('data-section-alone'));
    }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-section-alone'] });
  });
/** The page drawn from the release, made to work by its early script. */
const earlyReady = (page: Page) => expect(page.locator('#root [data-prerender-locale] [data-section-ready]')).toHaveCount(1);

/** The API calls of a kind the page makes (a link's code is used once: never twice). */
const callsTo = (page: Page, path: RegExp) => {
  const calls: string[] = [];
  page.on('request', (r) => {
    if (path.test(r.url()) && r.method() === 'POST') calls.push(r.url());
  });
  return calls;
};

/** Where the header, the banner, the page's title, its fields and its button are, and their sizes. */
const boxes = async (page: Page) => ({
  header: await page.getByRole('banner').boundingBox(),
  siteNotice: await page.getByText(SANDBOX_BANNER).boundingBox(),
  title: await page.getByRole('heading', { level: 1 }).boundingBox(),
  password: await page.getByLabel(NEW_PASSWORD).boundingBox(),
  button: await page.getByRole('button', { name: /Reset password|Réinitialiser/ }).boundingBox(),
});

test.describe('the public pages before the JavaScript', () => {
  test('the reset page shows from the section’s release with the banner, passes axe, switches language; a release before 1.4.0: the app takes over without a move', async ({
    page,
  }) => {
    await beforeAlone(page);
    const { release } = await holdPortal(page);
    await page.goto(RESET, { waitUntil: 'commit' });
    await parsed(page);
    await expect(page.getByRole('heading', { name: 'Password Reset' })).toBeVisible();
    await expect(page.getByLabel(NEW_PASSWORD)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Site notice' })).toContainText(SANDBOX_BANNER);
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Français' }).click();
    await expect(page.getByRole('heading', { name: 'Réinitialisation du mot de passe' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'English' }).click();
    await expect(page.getByRole('heading', { name: 'Password Reset' })).toBeVisible();
    const before = await boxes(page);

    release();
    await expect(page.locator('#root [data-prerender-locale]')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Password Reset' })).toBeVisible();
    expect(await boxes(page)).toEqual(before);
    await expectAccessible(page);
  });

  test('what a customer typed and submitted before the app is kept: the early script and then the app say what is wrong on the field (a release before 1.4.0)', async ({
    page,
  }) => {
    await beforeAlone(page);
    const { release } = await holdPortal(page);
    await page.goto(RESET, { waitUntil: 'commit' });
    await parsed(page);
    await page.getByLabel(NEW_PASSWORD).fill('Typed!Early9');
    await page.getByLabel(CONFIRM).fill('Typed!Other9');
    await page.getByRole('button', { name: 'Reset password' }).click();
    // Never sent by the browser itself: the passwords are not in the address, and the page is the same.
    await expect(page).toHaveURL(RESET);
    expect(page.url()).not.toContain('Typed');
    await expect(page.getByLabel(CONFIRM)).toHaveValue('Typed!Other9');
    await expect(page.getByLabel(CONFIRM)).toHaveAccessibleDescription(/Passwords must match/);

    release();
    await expect(page.locator('#root [data-prerender-locale]')).toHaveCount(0);
    // The app holds what was typed, and the kept submit ran its validation: the mismatch is said on the field.
    await expect(page.getByLabel(NEW_PASSWORD)).toHaveValue('Typed!Early9');
    await expect(page.getByLabel(CONFIRM)).toHaveValue('Typed!Other9');
    await expect(page.getByLabel(CONFIRM)).toHaveAccessibleDescription(/Passwords must match/);
    await expect(page.getByLabel(CONFIRM)).toHaveAttribute('aria-invalid', 'true');
    // The focus stayed where the customer left it.
    await expect(page.getByRole('button', { name: 'Reset password' })).toBeFocused();
    await expectAccessible(page);
  });

  test('a release without an early script: a submit kept before the JavaScript calls the API once the app is there, refused on the field', async ({
    page,
  }) => {
    await withoutEarlyScript(page);
    const resets: string[] = [];
    page.on('request', (r) => {
      if (/ResetPassword/i.test(r.url()) && r.method() === 'POST') resets.push(r.url());
    });
    const { release } = await holdPortal(page);
    await page.goto(RESET, { waitUntil: 'commit' });
    await parsed(page);
    await page.getByLabel(NEW_PASSWORD).fill('Typed!Early9');
    await page.getByLabel(CONFIRM).fill('Typed!Early9');
    await page.getByLabel(CONFIRM).press('Enter');
    await expect(page.getByRole('button', { name: 'Reset password' })).toBeEnabled(); // nothing said it was resetting
    expect(await page.locator('#root [data-section-ready]').count()).toBe(0); // no script made the page work
    release();
    await expect(page.getByText('This reset link is invalid or has expired')).toBeVisible();
    expect(resets).toHaveLength(1);
  });

  test('a link without its code shows the invalid-link page from the first paint, its Back to login a plain link', async ({ page }) => {
    const { release } = await holdPortal(page);
    await page.goto('/reset', { waitUntil: 'commit' });
    await parsed(page);
    await expect(page.getByRole('heading', { name: 'Invalid reset link' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/login');
    release();
    await expect(page.locator('#root [data-prerender-locale]')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Invalid reset link' })).toBeVisible();
  });

  test('a release without an early script: the confirmation page says it is confirming from the first paint, then the app answers', async ({
    page,
  }) => {
    const confirms = callsTo(page, /ConfirmUser/i);
    await withoutEarlyScript(page);
    const { release } = await holdPortal(page);
    await page.goto('/confirm?code=made-up&userId=made-up', { waitUntil: 'commit' });
    await parsed(page);
    await expect(page.getByRole('heading', { name: 'Confirming your e-mail address' })).toBeVisible();
    await expectAccessible(page);
    expect(await page.locator('#root [data-section-ready]').count()).toBe(0); // no script made the page work
    expect(confirms).toHaveLength(0);
    release();
    await expect(page.getByRole('heading', { name: 'An error occurred while processing the request' })).toBeVisible();
    expect(confirms).toHaveLength(1);
  });
});

test.describe('the public pages before the app, made to work by their release’s early script (issue 39)', () => {
  test('reset: each field’s error when left, every error at a submit, the API’s refusal on Confirm Password, sent once; the app of a release before 1.4.0 keeps it all', async ({
    page,
  }) => {
    await beforeAlone(page);
    const resets = callsTo(page, /ResetPassword/i);
    const files = earlyFiles(page);
    const { release } = await holdPortal(page); // every script file of the shell and of remote-public
    await page.goto(RESET, { waitUntil: 'commit' });
    await earlyReady(page);
    const password = page.getByLabel(NEW_PASSWORD);
    const confirm = page.getByLabel(CONFIRM);
    await password.focus();
    await password.blur();
    await expect(password).toHaveAccessibleDescription(/Password is required/);
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await password.fill('Typed!Early9');
    await expect(password).not.toHaveAttribute('aria-invalid');
    await confirm.fill('Typed!Other9');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(confirm).toHaveAccessibleDescription(/Passwords must match/);
    expect(resets).toHaveLength(0);
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Show passwords' }).click();
    await expect(page.getByRole('button', { name: 'Hide passwords' })).toHaveAttribute('aria-pressed', 'true');
    await expect(confirm).toHaveAttribute('type', 'text');
    await confirm.fill('Typed!Early9');
    await confirm.press('Enter');
    // The sandbox refuses a made-up link: its message on the field, as the app shows it; the address never has a password.
    await expect(confirm).toHaveAccessibleDescription(/This reset link is invalid or has expired/);
    await expect(page.getByRole('button', { name: 'Reset password' })).toBeEnabled();
    await expect(page).toHaveURL(RESET);
    expect(resets).toHaveLength(1);
    await expect(page.locator('#root [data-prerender-locale]')).toHaveCount(1); // still the page drawn: the app is held
    await expectAccessible(page);

    release();
    await expect(page.locator('#root [data-prerender-locale]')).toHaveCount(0);
    await expect(page.getByLabel(CONFIRM)).toHaveValue('Typed!Early9');
    await expect(page.getByLabel(CONFIRM)).toHaveAccessibleDescription(/This reset link is invalid or has expired/);
    await expect(page.getByLabel(CONFIRM)).toHaveAttribute('type', 'text');
    await expect(page.getByRole('button', { name: 'Hide passwords' })).toHaveAttribute('aria-pressed', 'true');
    expect(resets).toHaveLength(1);
    expect(files).toEqual([]);
    await expectAccessible(page);
  });

  test('confirmation: the answer before the app, in the language shown; the app of a release before 1.4.0 shows it and never sends the code again', async ({
    page,
  }) => {
    await beforeAlone(page);
    const confirms = callsTo(page, /ConfirmUser/i);
    const files = earlyFiles(page);
    const { release } = await holdPortal(page); // every script file of the shell and of remote-public
    await page.goto('/confirm?code=made-up&userId=made-up', { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { name: 'An error occurred while processing the request' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/login');
    await expect(page.locator('#root [data-prerender-locale]')).toHaveCount(1);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Français' }).click();
    await expect(page.getByRole('heading', { name: 'Une erreur s’est produite lors du traitement de la demande' })).toBeVisible();
    await page.getByRole('button', { name: 'English' }).click();

    release();
    await expect(page.locator('#root [data-prerender-locale]')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'An error occurred while processing the request' })).toBeVisible();
    expect(confirms).toHaveLength(1);
    expect(files).toEqual([]);
    await expectAccessible(page);
  });

  test('a confirmation’s code is sent as the page’s head is read; a release before 1.4.0: the app’s files are asked for once its answer has come', async ({
    page,
  }) => {
    await beforeAlone(page);
    // Where the page was when its code was sent: before #root had been read (the early script in the page's head).
    await page.addInitScript(() => {
      const sent = window.fetch.bind(window);
      window.fetch = (input, init) => {
        if (/ConfirmUser/i.test(String(input instanceof Request ? input.url : input)))
          (window as unknown as { __confirmSentBeforeRoot: boolean }).__confirmSentBeforeRoot = !document.getElementById('root');
        return sent(input, init);
      };
    });
    const order: string[] = [];
    page.on('request', (r) => {
      if (/ConfirmUser/i.test(r.url()) && r.method() === 'POST') order.push('code sent');
      else if (/^http:\/\/localhost:3000\/[\w.-]+\.js$/.test(r.url()) && !r.url().endsWith('/sw.js')) order.push('app file');
    });
    page.on('response', (r) => {
      if (/ConfirmUser/i.test(r.url()) && r.request().method() === 'POST') order.push('answer');
    });
    await page.goto('/confirm?code=made-up&userId=made-up', { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { name: 'An error occurred while processing the request' })).toBeVisible();
    // The app then takes over.
    await expect(page.locator('#root [data-prerender-locale]')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'An error occurred while processing the request' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __confirmSentBeforeRoot?: boolean }).__confirmSentBeforeRoot)).toBe(true);
    // Nothing of the app's competed with the page's call: its entry and preloads were held until the answer.
    expect(order.slice(0, 2)).toEqual(['code sent', 'answer']);
    expect(order.filter((o) => o === 'code sent')).toHaveLength(1);
    expect(order).toContain('app file');
  });

  test('a release before 1.4.0: an API slow to answer the confirmation never holds the app: it starts, takes the call and shows its answer', async ({
    page,
  }) => {
    await beforeAlone(page);
    const confirms = callsTo(page, /ConfirmUser/i);
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    await page.route(/\/UserLogin\/ConfirmUser/i, async (route) => {
      await answered;
      await route.continue();
    });
    await page.goto('/confirm?code=made-up&userId=made-up', { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { name: 'Confirming your e-mail address' })).toBeVisible();
    // The shell held its app while the page's call was under way, for a while only: the app's page, still waiting.
    await expect(page.locator('#root [data-prerender-locale]')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Confirming your e-mail address' })).toBeVisible();
    await expectAccessible(page);
    answer();
    await expect(page.getByRole('heading', { name: 'An error occurred while processing the request' })).toBeVisible();
    expect(confirms).toHaveLength(1);
  });
});

test.describe('the public pages without the app (remote-public 1.4.0 and after; decision 0016)', () => {
  test('reset: validation, Show passwords, the language switch and the API’s refusal, and not one file of the app asked for', async ({
    page,
  }) => {
    const files = appFilesAsked(page);
    const resets = callsTo(page, /ResetPassword/i);
    await page.goto(RESET);
    await earlyReady(page);
    await expect(page.locator('#root [data-prerender-locale] [data-section-alone]')).toHaveCount(1);
    await expect(page.getByRole('region', { name: 'Site notice' })).toContainText(SANDBOX_BANNER);
    const password = page.getByLabel(NEW_PASSWORD);
    const confirm = page.getByLabel(CONFIRM);
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(password).toHaveAccessibleDescription(/Password is required/);
    await page.getByRole('button', { name: 'Français' }).click();
    await expect(page.getByRole('heading', { name: 'Réinitialisation du mot de passe' })).toBeVisible();
    await page.getByRole('button', { name: 'English' }).click();
    await password.fill('Typed!Early9');
    await page.getByRole('button', { name: 'Show passwords' }).click();
    await expect(confirm).toHaveAttribute('type', 'text');
    await confirm.fill('Typed!Early9');
    await confirm.press('Enter');
    await expect(confirm).toHaveAccessibleDescription(/This reset link is invalid or has expired/);
    await expect(page.getByRole('button', { name: 'Reset password' })).toBeEnabled();
    await expectAccessible(page);
    expect(resets).toHaveLength(1);
    // Still the page drawn from the release, the app never started: not one of its files, long after the page was read.
    await expect(page.locator('#root [data-prerender-locale]')).toHaveCount(1);
    expect(files).toEqual([]);
  });

  test('confirmation: the answer, in either language, with not one file of the app; Back to login is the login page', async ({ page }) => {
    const files = appFilesAsked(page);
    const confirms = callsTo(page, /ConfirmUser/i);
    await page.goto('/confirm?code=made-up&userId=made-up');
    await expect(page.getByRole('heading', { name: 'An error occurred while processing the request' })).toBeVisible();
    await page.getByRole('button', { name: 'Français' }).click();
    await expect(page.getByRole('heading', { name: 'Une erreur s’est produite lors du traitement de la demande' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'English' }).click();
    expect(confirms).toHaveLength(1);
    expect(files).toEqual([]);
    await page.getByRole('link', { name: 'Back to login' }).click();
    await expect(page.getByRole('button', { name: 'Log in / Sign up' })).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a customer signed in (or signing in) who opens a public page has the app’s page, as before', async ({ page }) => {
    await signInAt(page, '/home/balance');
    const files = appFilesAsked(page);
    await page.goto('/confirm?code=made-up&userId=made-up');
    await expect(page.getByRole('heading', { name: 'An error occurred while processing the request' })).toBeVisible();
    // The shell's inline script left the page to the app (MSAL's state), which drew it: its files were asked for.
    await expect(page.locator('#root [data-prerender-locale]')).toHaveCount(0);
    expect(files.length).toBeGreaterThan(0);
    // The header of a public page, the same signed in (spec 2): no menu, no help button.
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    await expectAccessible(page);
  });
});
