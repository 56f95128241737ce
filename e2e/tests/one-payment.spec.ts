import type { BrowserContext, Locator, Page } from '@playwright/test';
import { expect, expectAccessible, test } from '../support/fixtures';
import { signInAt } from '../support/auth';
import { eCashInCart, payOnHostedPage } from '../support/cart';
import { portalSessionOptions, withPageOnPortal } from '../support/widgets';

/**
 * Issue 35: one payment at a time per cart in the whole browser. A cart lives in one origin's storage: every tab of the
 * portal, and every reload widget on a page of that origin, share it and its guard.
 */

// The journeys pay: the seed is restored afterwards.
test.afterAll(async ({ stack }) => {
  await stack.resetSandbox();
});

const BLOCKED = 'A payment for this cart is under way: Checkout is available again once its result is known.';
const cartButton = (scope: Page | Locator) => scope.getByRole('button', { name: 'Cart', exact: true });
const cartDialog = (scope: Page | Locator) => scope.getByRole('dialog', { name: 'Cart' });
const underWay = (scope: Page | Locator) => scope.getByRole('region', { name: 'Payment under way' });
const sections = (page: Page) => page.getByRole('navigation', { name: 'Card sections' });

/** Checkout and Confirm in the cart dialog that is open: the browser leaves for the hosted payment page. */
async function leaveToPay(page: Page): Promise<void> {
  await cartDialog(page).getByRole('button', { name: 'Checkout' }).click();
  await page.getByRole('dialog', { name: 'Confirm payment' }).getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('heading', { name: 'Secure payment' })).toBeVisible();
}

/**
 * The first tab presses Checkout (its confirmation opens); the other's Checkout then finds a payment being started
 * elsewhere, checks nothing and confirms nothing. The first tab's confirmation is returned.
 */
async function checkoutTakenInOtherTab(page: Page, other: Page): Promise<Locator> {
  await cartDialog(page).getByRole('button', { name: 'Checkout' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm payment' });
  await expect(confirm).toContainText('Pay $10.00 for 1 item on the secure payment page?');
  await cartButton(other).click();
  await cartDialog(other).getByRole('button', { name: 'Checkout' }).click();
  await expect(
    cartDialog(other).getByText(
      'A payment is being started in another tab or window of this browser. Finish or cancel it there, then try again.',
    ),
  ).toBeVisible();
  await expect(other.getByRole('dialog', { name: 'Confirm payment' })).toHaveCount(0);
  return confirm;
}

test('two tabs: Checkout in one sends the cart to the payment page; the other is blocked with the reason, and freed once the result is known', async ({
  page,
  context,
}) => {
  await signInAt(page, '/home/reload');
  await eCashInCart(page, 10);
  const other = await context.newPage();
  await other.goto('/home/reload');
  await expect(cartButton(other)).toHaveAccessibleDescription('1 item');

  // While the first tab checks out (its confirmation open), the other tab's Checkout finds it under way.
  const confirm = await checkoutTakenInOtherTab(page, other);
  await expectAccessible(other);
  await other.keyboard.press('Escape');

  // The first tab leaves for the payment page.
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('heading', { name: 'Secure payment' })).toBeVisible();

  // The other tab says so at once: what is known, how to end it, and Checkout blocked with the reason.
  await expect(underWay(other)).toContainText('A payment of $10.00 for this cart was started at');
  await expect(underWay(other)).toContainText('It may be open in another tab or window of this browser: finish or cancel it there.');
  await cartButton(other).click();
  const otherCheckout = cartDialog(other).getByRole('button', { name: 'Checkout' });
  await expect(otherCheckout).toBeDisabled();
  await expect(otherCheckout).toHaveAccessibleDescription(BLOCKED);
  await expectAccessible(other);
  await other.keyboard.press('Escape');

  // The first tab pays; its result page settles the payment, which frees the other tab.
  await payOnHostedPage(page, '4111 1111 1111 1111');
  await expect(page.getByRole('heading', { level: 1, name: 'Payment Successful!' })).toBeVisible();
  await expect(underWay(other)).toHaveCount(0);
  await expect(cartButton(other)).toHaveAccessibleDescription('0 items');
  // A new cart can be paid from the other tab.
  await eCashInCart(other, 5);
  await cartDialog(other).getByRole('button', { name: 'Checkout' }).click();
  await expect(other.getByRole('dialog', { name: 'Confirm payment' })).toContainText('Pay $5.00 for 1 item on the secure payment page?');
  await other.getByRole('dialog', { name: 'Confirm payment' }).getByRole('button', { name: 'Cancel' }).click();
});

test('Back from the payment page keeps the guard: the cart is not sent again until the customer says they did not pay', async ({
  page,
}) => {
  await signInAt(page, '/home/reload');
  await eCashInCart(page, 10);
  await leaveToPay(page);
  await page.goBack();
  await expect(underWay(page)).toContainText('A payment of $10.00 for this cart was started at');
  await cartButton(page).click();
  await expect(cartDialog(page).getByRole('button', { name: 'Checkout' })).toBeDisabled();
  await page.keyboard.press('Escape');
  // 'I did not pay' ends it: the cart can be paid.
  await underWay(page).getByRole('button', { name: 'I did not pay' }).click();
  await expect(underWay(page)).toHaveCount(0);
  await cartButton(page).click();
  await expect(cartDialog(page).getByRole('button', { name: 'Checkout' })).toBeEnabled();
});

test('a reload widget and a portal tab of the same origin share the cart and its guard', async ({ page, context, stack }, info) => {
  // An integrator's page on the portal's own origin, with the reload widget (signed in with the portal's session).
  await withPageOnPortal(
    stack,
    info.outputPath('shell-with-widget'),
    {
      file: 'reload-widget.html',
      title: 'Reload widget',
      body: '<h1>Reload</h1><div id="reload"></div>',
      script: `const { mount } = await import('http://localhost:3002/embed.js');
mount(document.getElementById('reload'), ${JSON.stringify(portalSessionOptions(stack))});`,
    },
    () => widgetAndPortal(page, context),
  );
});

async function widgetAndPortal(page: Page, context: BrowserContext): Promise<void> {
  const WIDGET = 'http://localhost:3000/reload-widget.html';
  await signInAt(page, '/home/reload');
  await eCashInCart(page, 10);
  const widgetPage = await context.newPage();
  await widgetPage.goto(WIDGET);
  const widget = widgetPage.locator('#reload');
  await expect(cartButton(widget)).toHaveAccessibleDescription('1 item');

  // The portal tab leaves for the payment page: the widget blocks its Checkout with the reason.
  await leaveToPay(page);
  await expect(underWay(widget)).toContainText('A payment of $10.00 for this cart was started at');
  await cartButton(widget).click();
  await expect(cartDialog(widget).getByRole('button', { name: 'Checkout' })).toBeDisabled();
  await expect(cartDialog(widget).getByRole('button', { name: 'Checkout' })).toHaveAccessibleDescription(BLOCKED);
  await widgetPage.keyboard.press('Escape');

  // The payment's result, in the portal tab, frees the widget.
  await payOnHostedPage(page, '4111 1111 1111 1111');
  await expect(page.getByRole('heading', { level: 1, name: 'Payment Successful!' })).toBeVisible();
  await expect(underWay(widget)).toHaveCount(0);
  await expect(cartButton(widget)).toHaveAccessibleDescription('0 items');

  // And the other way round: the widget leaves to pay; the portal tab is blocked.
  const eCash = widget.getByRole('region', { name: 'E-Cash' });
  await eCash.getByLabel('Amount ($)').fill('6');
  await eCash.getByRole('button', { name: 'Add to Cart' }).click();
  await cartButton(widget).click();
  await cartDialog(widget).getByRole('button', { name: 'Checkout' }).click();
  await widget.getByRole('dialog', { name: 'Confirm payment' }).getByRole('button', { name: 'Confirm' }).click();
  await expect(widgetPage.getByRole('heading', { name: 'Secure payment' })).toBeVisible();
  await page.goto('/home/reload');
  await expect(underWay(page)).toContainText('A payment of $6.00 for this cart was started at');
  await cartButton(page).click();
  await expect(cartDialog(page).getByRole('button', { name: 'Checkout' })).toHaveAccessibleDescription(BLOCKED);
}

test('without Web Locks the storage lease still lets one tab check out at a time', async ({ page, context }) => {
  // An older browser, or an embed in a context without them: navigator.locks is gone in every tab of this context.
  await context.addInitScript(() => Object.defineProperty(Navigator.prototype, 'locks', { configurable: true, get: () => undefined }));
  await signInAt(page, '/home/reload');
  expect(await page.evaluate(() => navigator.locks)).toBeUndefined();
  await eCashInCart(page, 10);
  const other = await context.newPage();
  await other.goto('/home/reload');
  await expect(cartButton(other)).toHaveAccessibleDescription('1 item');

  const confirm = await checkoutTakenInOtherTab(page, other);
  await other.keyboard.press('Escape');

  // The first tab leaves for the payment page: the other is blocked by the record, written before the payment started.
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('heading', { name: 'Secure payment' })).toBeVisible();
  await expect(underWay(other)).toContainText('A payment of $10.00 for this cart was started at');
  await cartButton(other).click();
  await expect(cartDialog(other).getByRole('button', { name: 'Checkout' })).toHaveAccessibleDescription(BLOCKED);
});

test('a saved-card payment whose answer is lost charges once: it stays under way, the API is asked, and it settles as paid', async ({
  page,
}) => {
  await signInAt(page, '/home/balance');
  const eCash = page
    .getByRole('list', { name: 'Balance summary' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'E-Cash' }) });
  const money = async () => Number(/\$([\d,]+\.\d{2})/.exec((await eCash.textContent()) ?? '')![1]!.replace(/,/g, ''));
  await expect(eCash).toContainText('$');
  const before = await money();

  // The payment reaches the agency and is charged; the connection drops before its answer reaches the browser.
  const sent: string[] = [];
  await page.route('**/api/Payments/PaymentWithSavedCreditCard', async (route) => {
    sent.push(route.request().headers()['idempotency-key'] ?? '');
    await route.fetch();
    await route.abort('connectionreset');
  });
  await sections(page).getByRole('link', { name: 'Reload' }).click();
  await eCashInCart(page, 7);
  const box = cartDialog(page).getByRole('checkbox', { name: 'Pay with saved card' });
  await expect(box).toBeEnabled();
  await box.check();
  await cartDialog(page).getByRole('button', { name: 'Checkout' }).click();
  await page.getByRole('dialog', { name: 'Confirm payment' }).getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText("The payment's answer did not arrive")).toBeVisible();

  // Not sent again: the API is asked what became of that attempt, by its key, and says it was paid.
  await expect(
    page.getByText('Your payment of $7.00 went through: the agency confirmed it, and the cart it paid for was emptied.'),
  ).toBeVisible();
  expect(sent).toHaveLength(1);
  expect(sent[0]).toMatch(/^[0-9a-f-]{32,36}$/);
  await expect(cartDialog(page).getByText('No products added!')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(cartButton(page)).toHaveAccessibleDescription('0 items');
  await expectAccessible(page);
  await sections(page).getByRole('link', { name: 'Balance' }).click();
  await expect(async () => expect(await money()).toBeCloseTo(before + 7, 2)).toPass();
});
