import type { Page, Route } from '@playwright/test';
import { expect, expectAccessible, test } from '../support/fixtures';
import { signInAt } from '../support/auth';

/** Markup that would run if the portal ever rendered text as HTML: it sets window.__xss. */
const MARKUP = '<img src=x onerror="window.__xss=1"><script>window.__xss=1</script>';
/** 5,000 characters without a space (what wraps badly), kept short enough for a URL once encoded. */
const LONG = `${'Ü'.repeat(200)}${'x'.repeat(4800)}`;
const SHAPES = ['{"cards":5}', '[{"number":"<b>1</b>","type":"x","products":"y"}]', 'null', '[1,2,3]', '"text"', '{'];

/** Garbage of every kind, for every stored key, query parameter and server text field the portal shows. */
const GARBAGE = [MARKUP, LONG, ...SHAPES];

/** Fails the journey on any uncaught error in the page, and proves nothing injected ever ran. */
function watch(page: Page) {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return {
    async check() {
      expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
      expect(errors, 'uncaught errors in the page').toEqual([]);
    },
  };
}

/** Answers one API call with the real answer changed by `edit`. */
async function editAnswer(page: Page, url: string, edit: (json: unknown) => unknown) {
  await page.route(url, async (route: Route) => {
    const res = await route.fetch();
    await route.fulfill({ response: res, json: edit(await res.json()) });
  });
}

test.describe('hostile input', () => {
  test('garbage in every stored key gives safe defaults: the first card, an empty cart, no foreign return path', async ({ page }) => {
    test.setTimeout(120_000);
    const watcher = watch(page);
    for (const value of GARBAGE) {
      await page.context().clearCookies();
      await page.addInitScript((v) => {
        if (location.port !== '3000') return;
        for (const key of ['portal.selectedCard', 'portal.cart', 'portal.pendingPayment', 'portal.lastActivity'])
          localStorage.setItem(key, v);
        sessionStorage.setItem('portal.signOutReason', v);
        sessionStorage.setItem(
          'portal.returnTo',
          v.startsWith('<') ? 'javascript:window.__xss=1' : v.startsWith('{') ? '//evil.example/steal' : v,
        );
      }, value);
      await signInAt(page);
      await expect(page.getByText('$12.50').first()).toBeVisible();
      await expect(page.getByLabel('Card', { exact: true })).toHaveValue(/10000001/);
      await page.getByRole('main').getByRole('navigation').getByRole('link', { name: 'Reload', exact: true }).click();
      await expect(page.getByRole('heading', { name: 'E-Cash' })).toBeVisible();
      await page.getByRole('button', { name: 'Cart', exact: true }).click();
      await expect(page.getByRole('dialog').getByText('No products added!')).toBeVisible();
      await watcher.check();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await page.getByRole('button', { name: 'Logout' }).click();
      await expect(page.getByRole('button', { name: 'Log in / Sign up' })).toBeVisible();
    }
  });

  test('garbage in every query parameter of the result and public pages is shown as text or refused', async ({ page }) => {
    test.setTimeout(120_000);
    const watcher = watch(page);
    await signInAt(page, '/account/payment');
    for (const value of [MARKUP, LONG]) {
      const q = (o: Record<string, string>) => new URLSearchParams(o).toString();
      // Every parameter garbage at once; a 5,000-character value in the two longest texts (servers cap URLs near 16 KB).
      const long = value === LONG;
      await page.goto(
        `/transaction_result?${q({ x_response_code: '1', x_response_reason_text: value, exact_ctr: value, ...(long ? {} : { x_email: value, x_amount: value, x_reference_3: value, x_trans_id: value, x_auth_code: value }) })}`,
      );
      // No checkout of this browser behind it: the provider's words, as text, under the notice.
      await expect(page.getByRole('heading', { name: 'Payment not matched to this browser' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'What the payment answer says' })).toContainText(value.slice(0, 40));
      await expect(page).toHaveURL(/\/transaction_result$/);
      await watcher.check();
      await page.goto(`/transaction_result?${q({ x_response_code: value })}`);
      await expect(page.getByRole('heading', { name: 'Invalid link' })).toBeVisible();
      await page.goto(`/transaction_result_saved?${q({ result: value, transaction_id: value })}`);
      await expect(page.getByRole('heading', { name: 'Payment Error!' })).toBeVisible();
      await page.goto(`/confirm?${q({ code: value, userId: value })}`);
      await expect(page.getByRole('heading', { name: 'An error occurred while processing the request' })).toBeVisible();
      await page.goto(`/reset?${q({ code: value, userId: value })}`);
      await expect(page.getByRole('heading', { name: 'Password Reset' })).toBeVisible();
      await page.goto(`/ConfirmMobile?${q({ code: value, userId: value })}`);
      await expect(page.getByRole('heading', { name: 'Failed to confirm user!' })).toBeVisible();
      await watcher.check();
    }
  });

  test('hostile text from the API and the banner file is shown as text, never run; a javascript: link is dropped', async ({ page }) => {
    const watcher = watch(page);
    const marked = (label: string) => `${MARKUP} ${label}`;
    await editAnswer(page, 'http://localhost:4000/api/Card/GetCards?**', (cards) =>
      (cards as Array<Record<string, unknown>>).map((c, i) => (i === 0 ? { ...c, userName: marked('card') } : c)),
    );
    await editAnswer(page, 'http://localhost:4000/api/Card/GetHistory?**', (h) =>
      (h as Array<Record<string, unknown>>).map((e) => ({ ...e, Product: marked('history'), Operation: LONG })),
    );
    await editAnswer(page, 'http://localhost:4000/api/Product/GetCardProducts?**', (p) =>
      (p as Array<Record<string, unknown>>).map((x) => ({ ...x, vchDescripcion: marked('product') })),
    );
    await editAnswer(page, 'http://localhost:4000/api/Threshold/GetThresholdReload?**', (r) =>
      (r as Array<Record<string, unknown>>).map((x) => ({ ...x, vchDescripcion: marked('rule'), vchProducto: marked('rule product') })),
    );
    await page.route('http://localhost:4000/banner.json', (route) =>
      route.fulfill({ json: { title: marked('banner title'), body: LONG, type: '<b>', link: 'javascript:window.__xss=1' } }),
    );
    await signInAt(page);
    const notice = page.getByRole('region', { name: 'Site notice' });
    await expect(notice).toContainText(marked('banner title'));
    await expect(notice.getByRole('link')).toHaveCount(0);
    await expect(page.getByLabel('Card', { exact: true })).toContainText(marked('card'));
    await expect(page.getByRole('table').getByText(marked('history')).first()).toBeVisible();
    await watcher.check();
    await page.getByRole('main').getByRole('navigation').getByRole('link', { name: 'Reload', exact: true }).click();
    await expect(page.getByRole('table', { name: /rules/i }).getByText(marked('rule')).first()).toBeVisible();
    await expect(page.getByText(marked('product')).first()).toBeAttached();
    await expectAccessible(page);
    await watcher.check();
  });

  test('an API error message full of markup is shown as text in the toast', async ({ page }) => {
    const watcher = watch(page);
    await signInAt(page, '/account/payment');
    await expect(page.getByRole('table', { name: 'Saved payment cards' })).toBeVisible();
    await page.route('**/api/CreditCard/Set_All_Credit_Debit_Card_As_Default_As_False', (route) =>
      route.fulfill({ status: 500, json: { message: MARKUP } }),
    );
    await page.getByRole('button', { name: 'Set Default for card ############0002' }).click();
    await page.getByRole('dialog', { name: 'Set default payment card' }).getByRole('button', { name: 'Confirm' }).click();
    await expect(page.locator('.notistack-SnackbarContainer').getByText(MARKUP)).toBeVisible();
    await watcher.check();
  });

  test('answers of the wrong shape: each section says it could not load, with Retry; the rest works', async ({ page }) => {
    const watcher = watch(page);
    await signInAt(page, '/account/payment');
    for (const body of ['{"cards":5}', '"text"', 'null', '{']) {
      await page.route('http://localhost:4000/api/Card/GetCardBalance?**', (route) =>
        route.fulfill({ contentType: 'application/json', body }),
      );
      await page.route('http://localhost:4000/api/Product/GetCardProducts?**', (route) =>
        route.fulfill({ contentType: 'application/json', body }),
      );
      await page.goto('/home/balance');
      await expect(
        page
          .getByRole('main')
          .getByRole('alert')
          .filter({ hasText: /balance of card .* could not be loaded/ }),
      ).toBeVisible();
      await expect(page.getByRole('heading', { name: 'History' })).toBeVisible();
      await page.getByRole('main').getByRole('navigation').getByRole('link', { name: 'Reload', exact: true }).click();
      await expect(page.getByRole('main').getByRole('alert').filter({ hasText: 'could not be loaded' }).first()).toBeVisible();
      await page.unrouteAll();
      await watcher.check();
    }
    // The cards list itself of the wrong shape: the header says so, with Retry.
    await page.route('http://localhost:4000/api/Card/GetCards?**', (route) => route.fulfill({ json: { cards: [] } }));
    await page.goto('/home/balance');
    await expect(page.getByRole('main').getByRole('alert').first()).toBeVisible();
    await expect(page.getByRole('main').getByRole('button', { name: 'Retry' }).first()).toBeVisible();
    await page.unrouteAll();
    await page.getByRole('main').getByRole('button', { name: 'Retry' }).first().click();
    await expect(page.getByText('$12.50').first()).toBeVisible();
    await watcher.check();
  });

  test('a script injected into a page is refused by the Content-Security-Policy', async ({ page, csp }) => {
    await page.goto('/login');
    await page.evaluate(() => {
      const s = document.createElement('script');
      s.textContent = 'window.__xss = 1';
      document.body.append(s);
    });
    await expect.poll(() => csp.violations.length).toBeGreaterThan(0);
    expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
    expect(csp.violations.join('\n')).toContain('script-src');
    csp.violations.length = 0; // expected here: the guard proves the policy on every other journey
  });
});
