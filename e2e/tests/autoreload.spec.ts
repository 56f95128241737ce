import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, test } from '../support/fixtures';
import { signInAt } from '../support/auth';

// These journeys change the demo card's rules and delete saved payment cards: the seed is restored afterwards.
test.afterAll(async ({ stack }) => {
  await stack.resetSandbox();
});

const rulesTable = (page: Page) => page.getByRole('table', { name: 'Auto-reload rules' });
const bodyRows = (page: Page) => rulesTable(page).locator('tbody tr');
const activeIcons = (page: Page) => rulesTable(page).getByRole('img', { name: 'Active' });
const newRuleDialog = (page: Page) => page.getByRole('dialog', { name: 'New Rule' });

async function openReloadTab(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: 'Card sections' }).getByRole('link', { name: 'Reload' }).click();
  await expect(page.getByRole('heading', { name: 'Auto-reload' })).toBeVisible();
}

async function confirmIn(page: Page, title: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toHaveCount(0);
}

/** The row of a rule, found by its rule text. */
const row = (page: Page, text: string): Locator => bodyRows(page).filter({ hasText: text });

test.describe('auto-reload rules', () => {
  test('Commuter has two rules, one active; activating the other leaves only it active, also after a reload', async ({ page }) => {
    await signInAt(page);
    await openReloadTab(page);
    await expect(
      page.getByText('Remember that you must have a valid credit card registered so the auto-reloads can be processed.'),
    ).toBeVisible();
    await expect(bodyRows(page)).toHaveCount(2);
    await expect(activeIcons(page)).toHaveCount(1);
    await expect(row(page, 'E-Rides fall to')).toContainText('2 rides');
    await expect(row(page, 'E-Rides fall to').getByRole('img', { name: 'Active' })).toBeVisible();
    await expect(row(page, 'E-Cash falls to')).toContainText('Not active');
    await expect(page.getByRole('navigation', { name: 'Rule pages' })).toContainText('1 of 1');
    await expectAccessible(page);

    await row(page, 'E-Cash falls to')
      .getByRole('button', { name: /^Activate Rule/ })
      .click();
    await expect(page.getByRole('dialog', { name: 'Activate rule' })).toContainText('Any other active rule of this card is turned off.');
    await expectAccessible(page);
    await confirmIn(page, 'Activate rule');
    await expect(page.getByText('Rule Status Updated!')).toBeVisible();
    await expect(row(page, 'E-Cash falls to').getByRole('img', { name: 'Active' })).toBeVisible();
    await expect(activeIcons(page)).toHaveCount(1);
    await expect(row(page, 'E-Rides fall to')).toContainText('Not active');

    await page.reload();
    await expect(row(page, 'E-Cash falls to').getByRole('img', { name: 'Active' })).toBeVisible();
    await expect(activeIcons(page)).toHaveCount(1);

    await row(page, 'E-Cash falls to')
      .getByRole('button', { name: /^Deactivate Rule/ })
      .click();
    await confirmIn(page, 'Deactivate rule');
    await expect(page.getByText('Rule Status Updated!')).toBeVisible();
    await expect(activeIcons(page)).toHaveCount(0);
    // And back as seeded: the rides rule active.
    await row(page, 'E-Rides fall to')
      .getByRole('button', { name: /^Activate Rule/ })
      .click();
    await confirmIn(page, 'Activate rule');
    await expect(row(page, 'E-Rides fall to').getByRole('img', { name: 'Active' })).toBeVisible();
  });

  test('an E-Cash rule of $350 is refused; a valid one is added and then deleted', async ({ page }) => {
    await signInAt(page);
    await openReloadTab(page);
    await expect(bodyRows(page)).toHaveCount(2);
    await page.getByRole('button', { name: 'New Rule' }).click();
    const dialog = newRuleDialog(page);
    await dialog.getByRole('tab', { name: 'E-Cash' }).click();
    await dialog.getByLabel('When E-Cash balance is ($)').fill('5');
    await dialog.getByLabel('Then reload ($)').fill('350');
    await dialog.getByRole('button', { name: 'Add' }).click();
    await expect(page.locator('.notistack-SnackbarContainer').getByText('Exceeds cash limit of $300.00')).toBeVisible();
    await expect(dialog.getByLabel('Then reload ($)')).toHaveAccessibleDescription('Exceeds cash limit of $300.00');
    await expectAccessible(page);

    await dialog.getByLabel('Then reload ($)').fill('25');
    await dialog.getByRole('button', { name: 'Add' }).click();
    await expect(page.getByText('Auto-Reload Rule Added!')).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(bodyRows(page)).toHaveCount(3);
    const added = row(page, 'E-Cash $25.00');
    await expect(added).toContainText('$5.00');
    await expect(added).toContainText('Not active'); // a rule was already active

    await added.getByRole('button', { name: /^Delete rule/ }).click();
    await confirmIn(page, 'Delete rule');
    await expect(page.getByText('Rule Deleted!')).toBeVisible();
    await expect(bodyRows(page)).toHaveCount(2);
  });

  test("the E-Passes tab explains the pass rule and offers next month's pass", async ({ page }) => {
    await signInAt(page);
    await openReloadTab(page);
    await page.getByRole('button', { name: 'New Rule' }).click();
    const dialog = newRuleDialog(page);
    await dialog.getByRole('tab', { name: 'E-Passes' }).click();
    await expect(
      dialog.getByText(
        'Next monthly pass will automatically be loaded and your payment card will be charged 5 days in advance before the end of each month',
      ),
    ).toBeVisible();
    await expect(dialog.getByText(/Next month: .* Adult Monthly Pass, \$98\.00/)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Add' })).toBeEnabled();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
  });

  test('the hotlisted card cannot get a rule, and says why', async ({ page }) => {
    await signInAt(page);
    await openReloadTab(page);
    await page.getByRole('combobox', { name: 'Card' }).selectOption('10000003:1');
    const why = 'This card is hotlisted: its auto-reload rules cannot be added or changed.';
    await expect(page.getByText(why)).toBeVisible();
    await expect(page.getByRole('button', { name: 'New Rule' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'New Rule' })).toHaveAccessibleDescription(why);
    await expectAccessible(page);
  });

  test('with every saved payment card deleted, the active rule says it cannot run, on both tabs, with a link to fix it', async ({
    page,
  }) => {
    await signInAt(page, '/account/payment');
    const saved = page.getByRole('table', { name: 'Saved payment cards' });
    await expect(saved.getByRole('row')).toHaveCount(3); // the header and two cards
    await saved
      .getByRole('button', { name: /^Delete card/ })
      .first()
      .click();
    await confirmIn(page, 'Delete payment card');
    await expect(saved.getByRole('row')).toHaveCount(2);
    await saved.getByRole('button', { name: /^Delete card/ }).click();
    await confirmIn(page, 'Delete payment card');
    await expect(page.getByText('No Saved Payments!')).toBeVisible();

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home', exact: true }).click();
    const onBalance = page.getByRole('status').filter({ hasText: 'Auto-reload cannot run' });
    await expect(onBalance).toContainText('needs a default saved payment card');
    await expectAccessible(page);
    await openReloadTab(page);
    const onReload = page.getByRole('status').filter({ hasText: 'Auto-reload cannot run' });
    await expect(onReload).toBeVisible();
    await onReload.getByRole('link', { name: 'Set a default payment card' }).click();
    await expect(page).toHaveURL(/\/account\/payment$/);
    await expect(page.getByText('No Saved Payments!')).toBeVisible();
  });

  test('the New Rule dialog works by keyboard alone', async ({ page }) => {
    await signInAt(page);
    await openReloadTab(page);
    const newRule = page.getByRole('button', { name: 'New Rule' });
    await newRule.focus();
    await page.keyboard.press('Enter');
    const dialog = newRuleDialog(page);
    await expect(dialog).toBeVisible();
    // Tabs move with the arrow keys; the selected tab is the one in the Tab order.
    await dialog.getByRole('tab', { name: 'E-Rides' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(dialog.getByRole('tab', { name: 'E-Passes' })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(dialog.getByRole('tab', { name: 'E-Cash' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('tab', { name: 'E-Cash' })).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Tab');
    await expect(dialog.getByLabel('When E-Cash balance is ($)')).toBeFocused();
    await page.keyboard.type('4');
    await page.keyboard.press('Tab');
    await page.keyboard.type('15');
    await page.keyboard.press('Enter'); // submits the form
    await expect(page.getByText('Auto-Reload Rule Added!')).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(newRule).toBeFocused(); // focus returns to where it was
    await expect(row(page, 'E-Cash $15.00')).toBeVisible();
    // Escape closes it without adding.
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  });

  test('usable at 375 px: the rules table scrolls in its own box, the dialog fits', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await signInAt(page);
    await openReloadTab(page);
    await expect(bodyRows(page)).not.toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    const box = (await page.getByRole('region', { name: 'Auto-reload rules' }).boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(375);
    const newRule = (await page.getByRole('button', { name: 'New Rule' }).boundingBox())!;
    expect(newRule.x + newRule.width).toBeLessThanOrEqual(375);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'New Rule' }).click();
    const dialog = (await newRuleDialog(page).boundingBox())!;
    expect(dialog.x).toBeGreaterThanOrEqual(0);
    expect(dialog.x + dialog.width).toBeLessThanOrEqual(375);
    await expectAccessible(page);
  });
});
