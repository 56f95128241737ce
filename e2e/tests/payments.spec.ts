import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, test } from '../support/fixtures';
import { DEMO, signInAt } from '../support/auth';
import { eCashInCart, payOnHostedPage } from '../support/cart';

/**
 * Issue 25: payments and embeds that cannot be faked or paid twice. (The real approved payment, matched, with its
 * fresh balance, the query gone and the page reloaded, is the first journey of reload.spec.ts.)
 */

// A journey pays on the hosted page: the seed is restored afterwards.
test.afterAll(async ({ stack }) => {
  await stack.resetSandbox();
});

const cartButton = (scope: Page | Locator) => scope.getByRole('button', { name: 'Cart', exact: true });
const notMatched = 'Payment not matched to this browser';

/** A 'receipt' a phishing mail could link: the portal's own address, a convincing answer, no checkout behind it. */
const FORGED = new URLSearchParams({
  x_response_code: '1',
  x_response_reason_code: '1',
  x_response_reason_text: 'Your refund of $250.00 is approved. Confirm your card at evil.example',
  x_auth_code: 'ET0001',
  x_trans_id: '1111111111',
  x_reference_3: '99999999*stolen-key',
  x_amount: '250.00',
  x_email: DEMO.email,
  exact_ctr: 'CARD NUMBER : ############1111',
}).toString();

test('a hand-made success link: the answer under a notice, the query gone, nothing changed, not kept across sign-in', async ({ page }) => {
  await signInAt(page);
  await page.getByRole('navigation', { name: 'Card sections' }).getByRole('link', { name: 'Reload' }).click();
  await eCashInCart(page, 10);
  await page.keyboard.press('Escape');
  await expect(cartButton(page)).toHaveAccessibleDescription('1 item');

  await page.goto(`/transaction_result?${FORGED}`);
  await expect(page.getByRole('heading', { level: 1, name: notMatched })).toBeVisible();
  await expect(page.getByText(/could not be matched to a checkout started in this browser, so nothing was changed here/)).toBeVisible();
  const answer = page.getByRole('region', { name: 'What the payment answer says' });
  await expect(answer).toContainText('Your refund of $250.00 is approved.');
  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toHaveCount(0);
  for (const name of ['Save Payment Card', 'Resend Receipt Email']) await expect(page.getByRole('button', { name })).toHaveCount(0);
  await expect(page).toHaveURL(/\/transaction_result$/);
  await expectAccessible(page);

  // Nothing changed: the cart is still there.
  await page.getByRole('link', { name: 'Check card history' }).click();
  await page.getByRole('navigation', { name: 'Card sections' }).getByRole('link', { name: 'Reload' }).click();
  await expect(cartButton(page)).toHaveAccessibleDescription('1 item');

  // Back to the result page in history: the answer is not there any more; a reload says it was handled.
  await page.goBack();
  await page.goBack();
  await expect(page).toHaveURL(/\/transaction_result$/);
  await expect(page.getByRole('heading', { name: 'Payment answer already handled' })).toBeVisible();

  // Signed out, the same link is shown the same way (the page needs no sign-in), and no return path keeps it.
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto(`/transaction_result?${FORGED}`);
  await expect(page.getByRole('heading', { level: 1, name: notMatched })).toBeVisible();
  await expect(page).toHaveURL(/\/transaction_result$/);
  expect(await page.evaluate(() => Object.entries(sessionStorage).filter(([, v]) => v.includes('x_response')))).toEqual([]);
  await expectAccessible(page);
});

test('a payment page outside the allowed origins is refused: a clear toast, nobody sent anywhere, the cart kept', async ({ page }) => {
  await signInAt(page);
  // The API answers a payment page on another origin (a compromised or misconfigured API).
  await page.route('http://localhost:4000/api/Payments/StartPaymentTransaction', async (route) => {
    const res = await route.fetch();
    const body = (await res.json()) as Record<string, unknown>;
    await route.fulfill({ response: res, json: { ...body, PaymentPageUrl: 'https://pay.evil.example/payment/pay' } });
  });
  let left = false;
  page.on('request', (r) => {
    if (r.url().includes('evil.example')) left = true;
  });
  await page.getByRole('navigation', { name: 'Card sections' }).getByRole('link', { name: 'Reload' }).click();
  await eCashInCart(page, 10);
  const cart = page.getByRole('dialog', { name: 'Cart' });
  await cart.getByRole('button', { name: 'Checkout' }).click();
  await page.getByRole('dialog', { name: 'Confirm payment' }).getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Payment page refused')).toBeVisible();
  await expect(
    page.getByText(
      'https://pay.evil.example is not an allowed payment page, so you were not sent there. Nothing was charged, and your cart is kept.',
    ),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/home\/reload$/);
  await expect(cart.getByText('Cart has 1 item with a total of $10.00')).toBeVisible();
  await expect(cart.getByRole('button', { name: 'Checkout' })).toBeEnabled();
  expect(left).toBe(false);
  expect(await page.evaluate(() => localStorage.getItem('portal.pendingPayment'))).toBeNull();
  await expectAccessible(page);
});

test("remote-public's embed is out of reach of the host's stylesheet, like the other embeds", async ({ page }) => {
  await page.goto('http://localhost:3004/embed-example.html?page=ResetPassword&code=abc&userId=u-1');
  const widget = page.locator('#transit-page');
  const heading = widget.getByRole('heading', { name: 'Password Reset' });
  await expect(heading).toBeVisible();
  // The host's `button { display: none !important }` and `* { font: 30px serif; color: red }` reach the host only.
  await expect(widget.getByRole('button', { name: 'Reset password' })).toBeVisible();
  const style = await heading.evaluate((el) => ({ size: getComputedStyle(el).fontSize, color: getComputedStyle(el).color }));
  expect(style.size).not.toBe('30px');
  expect(style.color).not.toBe('rgb(255, 0, 0)');
  expect(
    await page
      .locator('main > p')
      .first()
      .evaluate((el) => getComputedStyle(el).fontSize),
  ).toBe('30px');
  expect(await widget.evaluate((el) => el.shadowRoot !== null && el.childElementCount === 0)).toBe(true);
  expect(await page.evaluate(() => Array.from(document.head.querySelectorAll('style, link[rel="stylesheet"]')).length)).toBe(1);
  // It still works: the rules are checked on the field.
  await widget.getByRole('button', { name: 'Reset password' }).click();
  await expect(widget.getByText('Password is required')).toHaveCount(2);
  await expectAccessible(page);
});

test('an embedded reload paid on the hosted page, then reopened: the cart is known paid, never offered for a second payment', async ({
  page,
}) => {
  const RELOAD = 'http://localhost:3002/embed-example.html';
  await page.goto(RELOAD);
  const widget = page.locator('#reload');
  await widget.getByRole('button', { name: 'Sign in' }).click();
  await page.getByLabel('Email Address').fill(DEMO.email);
  await page.getByLabel('Password').fill(DEMO.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(RELOAD);

  const eCash = widget.getByRole('region', { name: 'E-Cash' });
  await eCash.getByLabel('Amount ($)').fill('7');
  await eCash.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(cartButton(widget)).toHaveAccessibleDescription('1 item');
  await cartButton(widget).click();
  await widget.getByRole('dialog', { name: 'Cart' }).getByRole('button', { name: 'Checkout' }).click();
  await widget.getByRole('dialog', { name: 'Confirm payment' }).getByRole('button', { name: 'Confirm' }).click();

  // Left for the payment page and came straight back (Back) without paying: the cart cannot be paid a second time
  // while the first payment may still happen.
  await expect(page.getByRole('heading', { name: 'Secure payment' })).toBeVisible();
  const payment = page.url();
  await page.goBack();
  await expect(page).toHaveURL(RELOAD);
  const underWay = widget.getByRole('region', { name: 'Payment under way' });
  await expect(underWay).toContainText('A payment of $7.00 for this cart was started at');
  await cartButton(widget).click();
  const cart = widget.getByRole('dialog', { name: 'Cart' });
  await expect(cart.getByRole('button', { name: 'Checkout' })).toBeDisabled();
  await expect(cart.getByRole('button', { name: 'Checkout' })).toHaveAccessibleDescription(
    'A payment for this cart is under way: Checkout is available again once its result is known.',
  );
  await expectAccessible(page);
  await page.keyboard.press('Escape');

  // Then the customer pays on that page after all; the provider returns to the portal, which shows the answer (it
  // was not the portal's checkout) and asks for no sign-in.
  await page.goto(payment);
  await payOnHostedPage(page, '4111 1111 1111 1111');
  await expect(page.getByRole('heading', { level: 1, name: notMatched })).toBeVisible();
  await expect(page.getByRole('region', { name: 'What the payment answer says' })).toContainText('$7.00');

  // Reopened: the widget finds the payment on the card's history, empties the cart it paid for, and says so.
  await page.goto(RELOAD);
  await expect(widget.getByText('Your payment of $7.00 went through', { exact: false })).toBeVisible();
  await expect(cartButton(widget)).toHaveAccessibleDescription('0 items');
  await expect(widget.getByRole('region', { name: 'Payment under way' })).toHaveCount(0);
  await expectAccessible(page);
});
