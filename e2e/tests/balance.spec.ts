import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from '../support/fixtures';
import { signInAt, signInOnProvider } from '../support/auth';

const cardSelect = (page: Page) => page.getByRole('combobox', { name: 'Card' });
const summaryValue = (page: Page, title: string) =>
  page
    .getByRole('list', { name: 'Balance summary' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: title }) });
const history = (page: Page) => page.getByRole('table', { name: 'History' });

test.describe('home page and Balance tab', () => {
  test('demo sees Commuter with its balance and fare cap; hotlisted and expired cards are flagged; the choice survives a reload', async ({
    page,
  }) => {
    await signInAt(page);
    await expect(cardSelect(page)).toHaveValue('10000001:1');
    await expect(cardSelect(page).locator('option:checked')).toHaveText('Commuter - 10000001');
    await expect(summaryValue(page, 'E-Cash')).toContainText('$12.50');
    await expect(summaryValue(page, 'E-Rides')).toContainText('3');
    await expect(summaryValue(page, 'E-Pass')).toContainText('days left');
    await expect(page.getByRole('status').filter({ hasText: 'Fare cap reached!' })).toContainText('Rides today: 3 of 3');
    await expect(page.getByRole('list', { name: 'Card details' })).toContainText('Active');
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expectAccessible(page);

    await cardSelect(page).selectOption('10000003:1');
    await expect(page.getByRole('alert')).toContainText('Hotlisted Card!');
    await expect(page.getByRole('alert')).toContainText('No actions can be performed on this card');
    await expect(summaryValue(page, 'E-Cash')).toContainText('$8.00');
    await expectAccessible(page);

    await cardSelect(page).selectOption('10000004:1');
    await expect(page.getByRole('alert')).toContainText('Expired Card!');
    await expect(summaryValue(page, 'E-Cash')).toContainText('$1.50');
    await expect(page.getByRole('list', { name: 'Card details' })).toContainText('Expired');

    await page.reload();
    await expect(cardSelect(page)).toHaveValue('10000004:1');
    await expect(page.getByRole('alert')).toContainText('Expired Card!');
    await expect(summaryValue(page, 'E-Cash')).toContainText('$1.50');
  });

  test('the history selector shows each kind and pages through rides', async ({ page }) => {
    await signInAt(page);
    const kinds = page.getByRole('group', { name: 'History type' });
    await expect(history(page)).toBeVisible();
    await kinds.getByRole('button', { name: 'Reload' }).click();
    await expect(kinds.getByRole('button', { name: 'Reload' })).toHaveAttribute('aria-pressed', 'true');
    await expect(history(page).getByRole('row')).toHaveCount(4);
    await expect(history(page)).toContainText('Online reload');
    await expect(history(page)).toContainText('Auto-reload');
    await expect(history(page)).not.toContainText('Balance adjustment');
    await expect(page.getByRole('navigation', { name: 'History pages' })).toHaveCount(0);

    await kinds.getByRole('button', { name: 'Admin' }).click();
    await expect(history(page)).toContainText('Balance adjustment');
    await expect(history(page)).toContainText('Card activated');
    await expect(history(page)).not.toContainText('Online reload');

    await kinds.getByRole('button', { name: 'Ride' }).click();
    const pager = page.getByRole('navigation', { name: 'History pages' });
    await expect(pager).toContainText('Page 1 of 3');
    await expect(history(page).getByRole('row')).toHaveCount(11);
    const firstPage = await history(page).getByRole('row').nth(1).textContent();
    await pager.getByRole('button', { name: 'Next page' }).click();
    await expect(pager).toContainText('Page 2 of 3');
    await expect(history(page).getByRole('row').nth(1)).not.toHaveText(firstPage!);
    await pager.getByRole('button', { name: 'Next page' }).click();
    await expect(pager).toContainText('Page 3 of 3');
    await expect(history(page).getByRole('row')).toHaveCount(9);
    await expect(pager.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await expectAccessible(page);

    await kinds.getByRole('button', { name: 'All' }).click();
    await expect(pager).toContainText('Page 1 of 4');
  });

  test('a customer with no cards is refused corporate, unsold and assigned cards, then adds one and sees its balance', async ({ page }) => {
    await page.goto('/login');
    await signInOnProvider(page, { email: 'empty@transit.example', password: 'Transit!2026' });
    await expect(page.getByRole('heading', { name: 'No cards!' })).toBeVisible();
    await expect(page.getByText('You have no cards attached to your account.')).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Add Card' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Card' });
    const number = dialog.getByRole('textbox', { name: 'Card number' });
    await expect(dialog.getByRole('combobox', { name: 'Card type' })).not.toHaveValue('');
    for (const [card, message] of [
      ['20000002', 'Cannot add a corporate card'],
      ['20000003', 'Card is not sold'],
      ['20000004', 'Card is already assigned to an account'],
    ] as const) {
      await number.fill(card);
      await dialog.getByRole('button', { name: 'Add Card' }).click();
      await expect(dialog.getByText(message)).toBeVisible();
      await expect(number).toHaveAccessibleDescription(message);
    }
    await expectAccessible(page);

    await number.fill('20000001');
    await dialog.getByRole('textbox', { name: 'Label (optional)' }).fill('My card');
    await dialog.getByRole('button', { name: 'Add Card' }).click();
    await expect(page.getByText('Card Added!')).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(cardSelect(page)).toHaveValue('20000001:1');
    await expect(cardSelect(page).locator('option:checked')).toHaveText('My card - 20000001');
    await expect(summaryValue(page, 'E-Cash')).toContainText('$3.00');
    await expect(page.getByText('No all history')).toBeVisible();
    await expectAccessible(page);
  });

  test('usable at 375 px: nothing wider than the screen, the history scrolls in its own box', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await signInAt(page);
    await expect(summaryValue(page, 'E-Cash')).toContainText('$12.50');
    await expect(history(page)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    for (const control of [cardSelect(page), page.getByRole('button', { name: 'Add Card' }), page.getByRole('button', { name: 'All' })]) {
      const box = await control.boundingBox();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(375);
    }
    // Keyboard: the card selector is reachable and changes the card.
    await cardSelect(page).focus();
    await page.keyboard.press('ArrowDown');
    await expect(cardSelect(page)).not.toHaveValue('10000001:1');
    await expectAccessible(page);
  });
});

/** Holds the requests `url` matches until the test lets them go, as a slow network would. */
async function hold(page: Page, url: string | RegExp) {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((r) => {
    release = r;
  });
  await page.route(url, async (route) => {
    await gate;
    await route.continue();
  });
  return release;
}

test('a returning customer sees the last known balance while the Balance tab is still loading; the tab then takes its place', async ({
  page,
}) => {
  await signInAt(page);
  await expect(summaryValue(page, 'E-Cash')).toContainText('$12.50');
  await expect(page.getByRole('heading', { name: 'Fare caps' })).toBeVisible();

  // The next visit: remote-balance and the API are slow to answer.
  const section = await hold(page, 'http://localhost:3001/mf-manifest.json');
  const balance = await hold(page, /\/api\/Card\/GetCardBalance/);
  await page.reload();
  await expect(summaryValue(page, 'E-Cash')).toContainText('$12.50');
  await expect(page.getByRole('heading', { name: 'Balance', level: 2 })).toBeVisible();
  await expect(page.getByText(/^Last known, as of \d{1,2}:\d{2}/)).toBeVisible();
  await expect(page.getByRole('status', { name: 'Loading Balance' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Fare caps' })).toHaveCount(0);
  await expectAccessible(page);

  // The section arrives: one summary, the section's, with its fare caps and history.
  section();
  await expect(page.getByRole('heading', { name: 'Fare caps' })).toBeVisible();
  await expect(page.getByRole('status', { name: 'Loading Balance' })).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Balance summary' })).toHaveCount(1);
  await expect(summaryValue(page, 'E-Cash')).toContainText('$12.50');
  await expect(page.getByText(/^Last known, as of/)).toBeVisible();
  // The fresh balance: no longer marked.
  balance();
  await expect(page.getByText(/^Last known, as of/)).toHaveCount(0);
  await expect(summaryValue(page, 'E-Cash')).toContainText('$12.50');
});

test('a signed-in page asks for its card list, balance and fare caps once, for the card the customer chose', async ({ page }) => {
  await signInAt(page);
  await cardSelect(page).selectOption('10000004:1');
  await expect(summaryValue(page, 'E-Cash')).toContainText('$1.50');

  // The next visit: the shell's entry asks for them before the shared libraries run, the page reads those answers.
  const asked: string[] = [];
  page.on('request', (request) => {
    const { pathname, search } = new URL(request.url());
    if (/\/api\/Card\/(GetCards|GetCardBalance|GetCardFareCap)$/.test(pathname) || pathname === '/portal.config.json')
      asked.push(`${pathname.split('/').pop()}${search}`);
  });
  await page.reload();
  await expect(cardSelect(page)).toHaveValue('10000004:1');
  // The fresh balance (no longer marked as last known) needs all three answers.
  await expect(summaryValue(page, 'E-Cash')).toContainText('$1.50');
  await expect(page.getByText(/^Last known, as of/)).toHaveCount(0);
  expect(asked.filter((a) => a.startsWith('GetCards?'))).toHaveLength(1);
  expect(asked.filter((a) => a.startsWith('GetCardBalance?'))).toEqual(['GetCardBalance?cardNumber=10000004&cardType=1']);
  expect(asked.filter((a) => a.startsWith('GetCardFareCap?'))).toHaveLength(1);
  expect(asked.filter((a) => a === 'portal.config.json')).toHaveLength(1);
});
