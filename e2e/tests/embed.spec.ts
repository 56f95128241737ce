import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, test } from '../support/fixtures';
import { DEMO } from '../support/auth';

// The reload journey starts a payment: the seed is restored afterwards.
test.afterAll(async ({ stack }) => {
  await stack.resetSandbox();
});

const BALANCE = 'http://localhost:3001/embed-example.html';
const RELOAD = 'http://localhost:3002/embed-example.html';
const ACCOUNT = 'http://localhost:3003/embed-example.html';

/** Every event the example page hands to the console, as 'name detail'. */
function recordEvents(page: Page): string[] {
  const events: string[] = [];
  page.on('console', (m) => {
    const [label, ...rest] = m.text().split(' ');
    if (label === 'transit-embed') events.push(rest.slice(1).join(' '));
  });
  return events;
}

/** Signs in from a widget's own Sign in button: the provider's page, then back to the host page. */
async function signInFromWidget(page: Page, widget: Locator, url: string): Promise<void> {
  await widget.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByLabel('Email Address')).toBeVisible();
  await page.getByLabel('Email Address').fill(DEMO.email);
  await page.getByLabel('Password').fill(DEMO.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(url);
}

/** The host's own CSS does not reach the widget: its text keeps the portal's font and colour, its buttons show. */
async function expectIsolated(page: Page, widget: Locator): Promise<void> {
  const heading = widget.getByRole('heading').first();
  const style = await heading.evaluate((el) => {
    const s = getComputedStyle(el);
    return { size: s.fontSize, family: s.fontFamily, color: s.color };
  });
  expect(style.size).not.toBe('30px');
  expect(style.family).toContain('system-ui');
  expect(style.color).not.toBe('rgb(255, 0, 0)');
  // The host's own text does get the hostile rules: the page really is hostile.
  expect(await page.locator('main > h1').evaluate((el) => getComputedStyle(el).fontSize)).toBe('30px');
  // The host's head holds only its own style: the widget added nothing to it.
  expect(
    await page.evaluate(() => Array.from(document.head.querySelectorAll('style, link[rel="stylesheet"]'), (s) => s.id || s.tagName)),
  ).toEqual(['STYLE']);
  expect(await page.evaluate(() => document.body.getAttribute('style'))).toBeNull();
}

test.describe('embedding sections in any page', () => {
  test('balance: two widgets on a hostile plain page, signed in through the provider; unmount and mount again', async ({ page }) => {
    const events = recordEvents(page);
    await page.goto(BALANCE);
    const picker = page.locator('#picker');
    const oneCard = page.locator('#one-card');
    await expect(picker.getByText('Sign in to your transit account to see your cards.')).toBeVisible();
    expect(await page.evaluate(() => 'React' in window)).toBe(false);
    await expectAccessible(page);
    await signInFromWidget(page, picker, BALANCE);

    const eCash = picker.getByRole('list', { name: 'Balance summary' }).getByRole('listitem').filter({ hasText: 'E-Cash' });
    await expect(eCash).toContainText('$12.50');
    await expect(picker.getByRole('combobox', { name: 'Card' })).toHaveValue('10000001:1');
    await expect(oneCard.getByText('Hotlisted Card!')).toBeVisible();
    await expect(oneCard.getByRole('list', { name: 'Balance summary' })).toContainText('$8.00');
    await expect(picker.getByRole('button', { name: 'All' })).toBeVisible(); // the host's 'button { display: none }' does not apply
    await expectIsolated(page, picker);
    await expectAccessible(page);
    await expect
      .poll(() => events)
      .toEqual(
        expect.arrayContaining([
          `signed-in {"username":"${DEMO.email}"}`,
          'card-selected {"cardNumber":"10000001","cardType":1}',
          'card-selected {"cardNumber":"10000003","cardType":1}',
        ]),
      );

    // The card picker works inside the widget, and says so to the host.
    await picker.getByRole('combobox', { name: 'Card' }).selectOption('10000004:1');
    await expect(picker.getByText('Expired Card!')).toBeVisible();
    await expect.poll(() => events).toContain('card-selected {"cardNumber":"10000004","cardType":1}');

    await page.getByRole('button', { name: 'Unmount the widgets', exact: true }).click();
    await expect(picker.getByRole('list', { name: 'Balance summary' })).toHaveCount(0);
    expect(await picker.evaluate((el) => el.shadowRoot?.childNodes.length)).toBe(0);
    await page.getByRole('button', { name: 'Mount the widgets', exact: true }).click();
    await expect(oneCard.getByRole('list', { name: 'Balance summary' })).toContainText('$8.00');
    await expect(picker.getByRole('list', { name: 'Balance summary' })).toBeVisible();
  });

  test('reload: adding a product raises the cart count and cart-changed; checkout reaches the hosted payment page', async ({ page }) => {
    const events = recordEvents(page);
    await page.goto(RELOAD);
    const widget = page.locator('#reload');
    await signInFromWidget(page, widget, RELOAD);
    const cart = widget.getByRole('button', { name: 'Cart', exact: true });
    await expect(cart).toHaveAccessibleDescription('0 items');
    await expectIsolated(page, widget);
    await expectAccessible(page);
    const rides = widget.getByRole('region', { name: 'E-Ride' });
    await rides.getByLabel('Quantity').fill('2');
    await rides.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(widget.getByText('(2) 10 E-Rides added to cart!')).toBeVisible();
    await expect(cart).toHaveAccessibleDescription('2 items');
    await expect.poll(() => events).toContain('cart-changed {"count":2,"total":65}');

    await cart.click();
    const dialog = widget.getByRole('dialog', { name: 'Cart' });
    await expect(dialog).toBeVisible();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Checkout' }).click();
    await widget.getByRole('dialog', { name: 'Confirm payment' }).getByRole('button', { name: 'Confirm' }).click();
    await page.waitForURL(/\/payment\/pay\?/);
    await expect(page.getByRole('heading', { name: 'Secure payment' })).toBeVisible();
    expect(new URL(page.url()).searchParams.get('x_amount')).toBe('65.00');
    expect(events).toContain('checkout-started {"total":65,"method":"hosted-page"}');
  });

  test('account: the mobile deletion form shows the signed-in e-mail read-only', async ({ page }) => {
    await page.goto(`${ACCOUNT}?view=mobile-deletion`);
    const widget = page.locator('#account');
    await signInFromWidget(page, widget, `${ACCOUNT}?view=mobile-deletion`);
    await expect(widget.getByRole('heading', { name: 'Request Mobile Account Deletion' })).toBeVisible();
    const email = widget.getByRole('textbox', { name: /Email/ });
    await expect(email).toHaveValue(DEMO.email);
    await expect(email).toHaveAttribute('readonly', '');
    await expectIsolated(page, widget);
    await expectAccessible(page);
  });

  test('the federated ./embed gives a Module Federation host the same mount', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Log in / Sign up' }).click();
    await page.getByLabel('Email Address').fill(DEMO.email);
    await page.getByLabel('Password').fill(DEMO.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/home/balance');
    // The portal is a Module Federation host: its runtime loads the balance remote's ./embed like any section.
    const version = await page.evaluate(async () => {
      type Instance = { name: string; loadRemote<T>(id: string): Promise<T> };
      const federation = (window as unknown as { __FEDERATION__: { __INSTANCES__: Instance[] } }).__FEDERATION__;
      const host = federation.__INSTANCES__.find((i) => i.name === 'portal_shell')!;
      const embed = await host.loadRemote<{ mount(el: HTMLElement, o: unknown): () => void; version: string }>('balance/embed');
      const config = (await (await fetch('/portal.config.json')).json()) as { apiBase: string; auth: Record<string, unknown> };
      const el = document.createElement('div');
      el.id = 'federated-widget';
      document.querySelector('main')!.prepend(el);
      embed.mount(el, { apiBase: config.apiBase, auth: { msal: { ...config.auth } }, card: { cardNumber: '10000003' } });
      return embed.version;
    });
    expect(version).toMatch(/^1\.\d+\.\d+$/);
    await expect(page.locator('#federated-widget').getByRole('list', { name: 'Balance summary' })).toContainText('$8.00');
  });
});
