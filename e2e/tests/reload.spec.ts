import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, test } from '../support/fixtures';
import { DEMO, signInAt } from '../support/auth';
import { payOnHostedPage } from '../support/cart';

// These journeys spend money on the sandbox's cards and save a payment card: the seed is restored afterwards, so
// the journeys of other files find the demo account as it was.
test.afterAll(async ({ stack }) => {
  await stack.resetSandbox();
});

const region = (page: Page, name: string) => page.getByRole('region', { name });
const addButton = (page: Page, name: string) => region(page, name).getByRole('button', { name: 'Add to Cart' });
const cartButton = (page: Page) => page.getByRole('button', { name: 'Cart', exact: true });
const cartDialog = (page: Page) => page.getByRole('dialog', { name: 'Cart' });
const cardSelect = (page: Page) => page.getByRole('combobox', { name: 'Card' });
const summaryValue = (page: Page, title: string) =>
  page
    .getByRole('list', { name: 'Balance summary' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: title }) });

/** Next month's pass, named as the sandbox names it ('December 2026 Adult Monthly Pass'). */
function nextMonthPassName(): string {
  const d = new Date();
  const next = new Date(d.getFullYear(), d.getMonth() + 1, 1);
  return `${next.toLocaleString('en-US', { month: 'long' })} ${next.getFullYear()} Adult Monthly Pass`;
}

async function openReloadTab(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: 'Card sections' }).getByRole('link', { name: 'Reload' }).click();
  await expect(addButton(page, 'E-Pass')).toBeVisible();
}

async function addRides(page: Page, quantity: number): Promise<void> {
  await region(page, 'E-Ride').getByLabel('Quantity').fill(String(quantity));
  await addButton(page, 'E-Ride').click();
  await expect(page.getByText(`(${quantity}) 10 E-Rides added to cart!`)).toBeVisible();
}

async function addCash(page: Page, amount: string): Promise<void> {
  await region(page, 'E-Cash').getByLabel('Amount ($)').fill(amount);
  await addButton(page, 'E-Cash').click();
  await expect(page.getByText(`$${Number(amount).toFixed(2)} added to cart!`)).toBeVisible();
}

/** Pays on the sandbox's hosted page, as a customer types it. */
async function checkout(page: Page, opts: { savedCard?: boolean } = {}): Promise<Locator> {
  const dialog = cartDialog(page);
  if (opts.savedCard) {
    const box = dialog.getByRole('checkbox', { name: 'Pay with saved card' });
    await expect(box).toBeEnabled();
    await box.check();
  }
  await dialog.getByRole('button', { name: 'Checkout' }).click();
  return page.getByRole('dialog', { name: 'Confirm payment' });
}

const money = (text: string | null) => Number(/\$([\d,]+\.\d{2})/.exec(text ?? '')![1]!.replace(/,/g, ''));
const storedCart = (page: Page) => page.evaluate(() => window.localStorage.getItem('portal.cart'));

async function receiptsInOutbox(sandboxUrl: string): Promise<Array<{ body: string }>> {
  const res = await fetch(`${sandboxUrl}/outbox/messages?to=${encodeURIComponent(DEMO.email)}&kind=receipt`);
  return (await res.json()) as Array<{ body: string }>;
}

test.describe('Reload tab, cart, checkout and results', () => {
  test('demo reloads Commuter on the hosted page, views, resends and saves, and the Balance tab shows the new figures', async ({
    page,
    stack,
  }) => {
    test.setTimeout(120_000);
    await signInAt(page);
    await expect(cardSelect(page)).toHaveValue('10000001:1');
    const cashBefore = money(await summaryValue(page, 'E-Cash').textContent());
    const ridesBefore = Number(/(\d+)/.exec((await summaryValue(page, 'E-Rides').textContent())!)![1]);

    await openReloadTab(page);
    await expect(cartButton(page)).toHaveAccessibleDescription('0 items');
    await expectAccessible(page);
    await addRides(page, 2);
    await addCash(page, '20');
    await region(page, 'E-Pass')
      .getByRole('combobox', { name: 'Pass' })
      .selectOption({ label: `${nextMonthPassName()} - $98.00` });
    await addButton(page, 'E-Pass').click();
    await expect(page.getByText(`(1) ${nextMonthPassName()} added to cart!`)).toBeVisible();
    await expect(cartButton(page)).toHaveAccessibleDescription('4 items');
    await expect(page.locator('[aria-hidden="true"]', { hasText: /^4$/ })).toBeVisible();

    await cartButton(page).click();
    const dialog = cartDialog(page);
    await expect(dialog.getByRole('heading', { name: 'Card: 10000001' })).toBeVisible();
    await expect(dialog.getByRole('table', { name: 'Card: 10000001' }).getByRole('row')).toHaveCount(4);
    await expect(dialog.getByText('Cart has 4 items with a total of $183.00')).toBeVisible();
    await expectAccessible(page);

    const confirm = await checkout(page);
    await expect(confirm).toContainText('Pay $183.00 for 4 items on the secure payment page?');
    await expectAccessible(page);
    await confirm.getByRole('button', { name: 'Confirm' }).click();

    // The provider's page: the portal sent the browser there with the signed request, never a card number.
    await page.waitForURL(/\/payment\/pay\?/);
    const request = new URL(page.url()).searchParams;
    expect(
      Object.fromEntries(
        [...request].filter(([k]) => ['x_amount', 'x_currency_code', 'x_show_form', 'x_type', 'x_email', 'x_login'].includes(k)),
      ),
    ).toEqual({
      x_amount: '183.00',
      x_currency_code: 'CAD',
      x_show_form: 'PAYMENT_FORM',
      x_type: 'PURCHASE_TOKEN',
      x_email: DEMO.email,
      x_login: 'HCO-TRANSIT-001',
    });
    for (const k of ['x_fp_hash', 'x_fp_timestamp', 'x_fp_sequence', 'x_reference_3']) expect(request.get(k), k).toBeTruthy();
    await expectAccessible(page);
    // The provider's answer arrives in the result page's address, which the page reads once and then cleans.
    const answered = page.waitForRequest((r) => r.isNavigationRequest() && /\/transaction_result\?/.test(r.url()));
    await payOnHostedPage(page, '4111 1111 1111 1111');
    const resultUrl = (await answered).url();
    await expect(page.getByRole('heading', { level: 1, name: 'Payment Successful!' })).toBeVisible();
    await expect(page).toHaveURL(/\/transaction_result$/);
    // Matched to this browser's checkout: the card's fresh balance, from the API.
    await expect(page.getByRole('region', { name: 'New balance' })).toContainText(
      `Card 10000001: $${(cashBefore + 20).toFixed(2)} and ${ridesBefore + 20} rides`,
    );
    await expect(page.getByText('Transaction Approved')).toBeVisible();
    await expect(page.getByText(DEMO.email)).toBeVisible();
    await expect(page.getByText('$183.00')).toBeVisible();
    expect(await storedCart(page)).toBeNull();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'View Receipt' }).click();
    const receipt = page.getByLabel('Receipt');
    await expect(receipt).toContainText('Card 10000001  10 E-Rides x2  $65.00');
    await expect(receipt).toContainText('############1111');
    await expectAccessible(page);

    const before = (await receiptsInOutbox(stack.sandboxUrl)).length;
    await page.getByRole('button', { name: 'Resend Receipt Email' }).click();
    await expect(page.getByText('Receipt Email Resent!')).toBeVisible();
    const receipts = await receiptsInOutbox(stack.sandboxUrl);
    expect(receipts).toHaveLength(before + 1);
    expect(receipts[0]!.body).toContain(`${nextMonthPassName()}  $98.00`);

    await page.getByRole('button', { name: 'Save Payment Card' }).click();
    await expect(page.getByText('Payment Saved!')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Payment Card Saved' })).toBeDisabled();

    await page.getByRole('main').getByRole('link', { name: 'Home' }).click();
    await expect(summaryValue(page, 'E-Cash')).toContainText(`$${(cashBefore + 20).toFixed(2)}`);
    await expect(summaryValue(page, 'E-Rides')).toContainText(String(ridesBefore + 20));

    // The same result address again (a bookmark, a copied link): no checkout here waits for it any more, so it is
    // shown under the notice, a newer cart is kept and nothing is charged again.
    await openReloadTab(page);
    await addRides(page, 1);
    await page.goto(resultUrl);
    await expect(page.getByRole('heading', { name: 'Payment not matched to this browser' })).toBeVisible();
    await expect(page).toHaveURL(/\/transaction_result$/);
    // Reloaded: the answer was read once, and the page says so.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Payment answer already handled' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('main').getByRole('link', { name: 'Home' }).click();
    await expect(summaryValue(page, 'E-Cash')).toContainText(`$${(cashBefore + 20).toFixed(2)}`);
    await openReloadTab(page);
    await expect(cartButton(page)).toHaveAccessibleDescription('1 item');
  });

  test('a declined card ends on Payment Declined! and the cart is kept for another try', async ({ page }) => {
    await signInAt(page);
    await openReloadTab(page);
    await addRides(page, 3);
    await cartButton(page).click();
    const confirm = await checkout(page);
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await payOnHostedPage(page, '4000 0000 0000 0002');
    await expect(page.getByRole('heading', { name: 'Payment Declined!' })).toBeVisible();
    await expect(page.getByText('This transaction has been declined.')).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Back to Reload' }).click();
    await expect(cartButton(page)).toHaveAccessibleDescription('3 items');
    await cartButton(page).click();
    await expect(cartDialog(page).getByText('Cart has 3 items with a total of $97.50')).toBeVisible();
    await cartDialog(page).getByRole('button', { name: 'Clear Cart' }).click();
    await expect(cartDialog(page).getByText('No products added!')).toBeVisible();
  });

  test('with the saved default card the payment ends on the saved-card result page', async ({ page }) => {
    await signInAt(page);
    await openReloadTab(page);
    await addCash(page, '5');
    await cartButton(page).click();
    const confirm = await checkout(page, { savedCard: true });
    await expect(confirm).toContainText('Pay $5.00 for 1 item with your saved default payment card?');
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Payment Successful!' })).toBeVisible();
    await expect(page).toHaveURL(/\/transaction_result_saved$/);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Resend Receipt Email' }).click();
    await expect(page.getByText('Receipt Email Resent!')).toBeVisible();
    expect(await storedCart(page)).toBeNull();
  });

  test('E-Cash of $295 on Commuter is refused by the server, with the card in the message', async ({ page }) => {
    await signInAt(page);
    await openReloadTab(page);
    await addCash(page, '295');
    await cartButton(page).click();
    await cartDialog(page).getByRole('button', { name: 'Checkout' }).click();
    const errors = cartDialog(page).getByRole('alert');
    await expect(errors).toContainText('10000001 - E-Cash: E-Cash reload out of range');
    await expect(page.locator('.notistack-SnackbarContainer').getByText('Cart validation error')).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Confirm payment' })).toHaveCount(0);
    await expectAccessible(page);
    await cartDialog(page).getByRole('button', { name: 'Clear Cart' }).click();
  });

  test('the same pass twice is refused', async ({ page }) => {
    await signInAt(page);
    await openReloadTab(page);
    const pass = nextMonthPassName();
    await region(page, 'E-Pass')
      .getByRole('combobox', { name: 'Pass' })
      .selectOption({ label: `${pass} - $98.00` });
    await addButton(page, 'E-Pass').click();
    await expect(page.getByText(`(1) ${pass} added to cart!`)).toBeVisible();
    await addButton(page, 'E-Pass').click();
    await expect(page.getByText(`${pass} has already been added to the cart!`)).toBeVisible();
    await expect(cartButton(page)).toHaveAccessibleDescription('1 item');
  });

  test('hotlisted and expired cards cannot be reloaded, and say why', async ({ page }) => {
    await signInAt(page);
    await openReloadTab(page);
    for (const [card, why] of [
      ['10000003:1', 'This card is hotlisted: it cannot be reloaded.'],
      ['10000004:1', 'This card has expired: it cannot be reloaded.'],
    ] as const) {
      await cardSelect(page).selectOption(card);
      await expect(page.getByText(why)).toBeVisible();
      for (const product of ['E-Pass', 'E-Ride', 'E-Cash']) {
        await expect(addButton(page, product)).toBeDisabled();
        await expect(addButton(page, product)).toHaveAccessibleDescription(why);
      }
      await expect(region(page, 'E-Cash').getByLabel('Amount ($)')).toBeDisabled();
      await expectAccessible(page);
    }
  });

  test('the cart survives a reload, another tab sees changes, and a corrupt stored cart becomes an empty one', async ({
    page,
    context,
  }) => {
    await signInAt(page);
    await openReloadTab(page);
    await addRides(page, 1);
    await page.reload();
    await expect(cartButton(page)).toHaveAccessibleDescription('1 item');

    const other = await context.newPage();
    await other.goto('/home/reload');
    await expect(cartButton(other)).toHaveAccessibleDescription('1 item');
    await addCash(other, '10');
    await expect(cartButton(page)).toHaveAccessibleDescription('2 items');
    await other.close();

    await page.evaluate(() => window.localStorage.setItem('portal.cart', '[{"number":"10000001","type":1,"products":[{"productId":'));
    await page.reload();
    await expect(cartButton(page)).toHaveAccessibleDescription('0 items');
    await cartButton(page).click();
    await expect(cartDialog(page).getByText('No products added!')).toBeVisible();
    expect(await storedCart(page)).toBeNull();
  });

  test('keyboard alone: from the Reload tab through the cart to the payment page and back with a result', async ({ page }) => {
    test.setTimeout(90_000);
    await signInAt(page);
    await openReloadTab(page);
    /** Presses Tab (or Shift+Tab) until the target has the focus, as a keyboard user would. */
    const tabTo = async (target: Locator, back = false) => {
      for (let i = 0; i < 40; i++) {
        if (await target.evaluate((el) => el === document.activeElement)) return;
        await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
      }
      throw new Error(`could not reach ${target} by keyboard`);
    };
    await tabTo(region(page, 'E-Ride').getByLabel('Quantity'));
    await page.keyboard.press('Control+A');
    await page.keyboard.type('2');
    await tabTo(addButton(page, 'E-Ride'));
    await expect(addButton(page, 'E-Ride')).toHaveCSS('outline-style', 'solid'); // the focus is visible
    await page.keyboard.press('Enter');
    await expect(page.getByText('(2) 10 E-Rides added to cart!')).toBeVisible();
    await tabTo(cartButton(page), true);
    await page.keyboard.press('Enter');
    const dialog = cartDialog(page);
    await expect(dialog).toBeVisible();
    await tabTo(dialog.getByRole('button', { name: 'Checkout' }));
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('dialog', { name: 'Confirm payment' });
    await expect(confirm.getByRole('button', { name: 'Confirm' })).toBeFocused();
    await page.keyboard.press('Enter');

    await expect(page.getByRole('heading', { name: 'Secure payment' })).toBeVisible();
    await tabTo(page.getByLabel('Cardholder name'));
    await page.keyboard.type(DEMO.name);
    await page.keyboard.press('Tab');
    await page.keyboard.type('4111111111111111');
    await page.keyboard.press('Tab');
    await page.keyboard.type('12/30');
    await page.keyboard.press('Tab');
    await page.keyboard.type('123');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeFocused();
    await tabTo(page.getByRole('button', { name: 'View Receipt' }));
    await page.keyboard.press('Enter');
    await expect(page.getByLabel('Receipt')).toContainText('10 E-Rides x2');
  });

  test('usable at 375 px: the products and the full-screen cart fit the screen', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await signInAt(page);
    await openReloadTab(page);
    await addRides(page, 2);
    await addCash(page, '12.75');
    const width = () => page.evaluate(() => document.documentElement.scrollWidth);
    expect(await width()).toBeLessThanOrEqual(375);
    for (const control of [cartButton(page), addButton(page, 'E-Pass'), region(page, 'E-Cash').getByLabel('Amount ($)')]) {
      const box = (await control.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(375);
    }
    await expectAccessible(page);
    await cartButton(page).click();
    const dialog = cartDialog(page);
    await expect(dialog.getByText('Cart has 3 items with a total of $77.75')).toBeVisible();
    const table = (await dialog.getByRole('table', { name: 'Card: 10000001' }).boundingBox())!;
    expect(table.x).toBeGreaterThanOrEqual(0);
    expect(table.x + table.width).toBeLessThanOrEqual(375);
    for (const name of ['Checkout', 'Close', 'Clear Cart', 'More 10 E-Rides', 'Remove E-Cash from the cart']) {
      const box = (await dialog.getByRole('button', { name }).boundingBox())!;
      expect(box.x + box.width, name).toBeLessThanOrEqual(375);
    }
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Clear Cart' }).click();
  });
});
