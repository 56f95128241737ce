import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from '../support/fixtures';
import { DEMO, signInAt, signInOnProvider } from '../support/auth';

// These journeys register holders, suspend, remove and write to customer service: the seed is restored afterwards.
test.afterAll(async ({ stack }) => {
  await stack.resetSandbox();
});

const cardSelect = (page: Page) => page.getByRole('combobox', { name: 'Card' });
const cardDetails = (page: Page) => page.getByRole('list', { name: 'Card details' });
const field = (page: Page, name: RegExp) => page.getByRole('textbox', { name });

async function openManage(page: Page, card?: string): Promise<void> {
  if (card) await cardSelect(page).selectOption(card);
  await page.getByRole('navigation', { name: 'Card sections' }).getByRole('link', { name: 'Manage' }).click();
  await expect(page.getByRole('heading', { name: 'Register' })).toBeVisible();
}

async function confirm(page: Page, title: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toHaveCount(0);
}

async function agree(page: Page): Promise<void> {
  // Checking it opens the notice first (so Playwright's check(), which expects the click alone to tick it, does not fit).
  await page.getByRole('checkbox', { name: /I agree to the collection/ }).click();
  const notice = page.getByRole('dialog', { name: 'Data collection notice' });
  await expect(notice).toContainText('to identify the holder of this card');
  await confirm(page, 'Data collection notice');
  await expect(page.getByRole('checkbox', { name: /I agree to the collection/ })).toBeChecked();
}

async function outbox(sandboxUrl: string, kind: string): Promise<Array<{ body: string; recipient: string }>> {
  return (await (await fetch(`${sandboxUrl}/outbox/messages?kind=${kind}`)).json()) as Array<{ body: string; recipient: string }>;
}

test.describe('Manage tab', () => {
  test('demo registers the holder of Spare after seeing each validation message; the values are there after a reload', async ({ page }) => {
    await signInAt(page);
    await openManage(page, '10000005:1');
    await expect(field(page, /City/)).toHaveValue('Winnipeg');
    await expectAccessible(page);
    await field(page, /First name/).fill('Sam');
    await field(page, /Last name/).fill('Spare');
    await page.getByLabel(/Date of birth/).fill('1899-12-31');
    await field(page, /Email/).fill('sam.spare@example.org');
    await field(page, /Phone/).fill('012-555-0100');
    await field(page, /Postal code/).fill('12345');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByLabel(/Date of birth/)).toHaveAccessibleDescription('Please enter a valid date');
    await expect(field(page, /Phone/)).toHaveAccessibleDescription('A valid phone number is required');
    await expect(field(page, /Postal code/)).toHaveAccessibleDescription('A valid postal code is required');
    await expect(page.getByText('Please accept the data collection notice')).toBeVisible();
    await expectAccessible(page);

    await page.getByLabel(/Date of birth/).fill('2001-02-03');
    await field(page, /Phone/).fill('204-555-0188');
    await field(page, /Postal code/).fill('R3T 2N2');
    await agree(page);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Update Success!')).toBeVisible();

    await page.reload();
    await expect(field(page, /First name/)).toHaveValue('Sam');
    await expect(field(page, /Last name/)).toHaveValue('Spare');
    await expect(page.getByLabel(/Date of birth/)).toHaveValue('2001-02-03');
    await expect(field(page, /Postal code/)).toHaveValue('R3T 2N2');
    await expect(field(page, /Email/)).toHaveValue('sam.spare@example.org');
    await expect(field(page, /Email/)).toBeDisabled(); // filled once, locked
  });

  test('demo suspends Commuter, sees the Suspended badge without a reload, then activates it again', async ({ page }) => {
    await signInAt(page);
    await openManage(page);
    await expect(cardDetails(page)).toContainText('Active');
    await expect(page.getByRole('button', { name: 'Activate' })).toBeDisabled();
    await page.getByRole('button', { name: 'Suspend' }).click();
    await expectAccessible(page);
    await confirm(page, 'Suspend card');
    await expect(page.getByText('Card Suspended')).toBeVisible();
    await expect(cardDetails(page)).toContainText('Suspended');
    await expect(page.getByRole('button', { name: 'Suspend' })).toBeDisabled();
    await page.getByRole('button', { name: 'Activate' }).click();
    await confirm(page, 'Activate card');
    await expect(page.getByText('Card Activated')).toBeVisible();
    await expect(cardDetails(page)).toContainText('Active');
    await expect(cardDetails(page)).not.toContainText('Suspended');
  });

  test('demo sends a comment about Commuter and customer service receives it', async ({ page, stack }) => {
    await signInAt(page);
    await openManage(page);
    const text = `Reader on bus 4101 charged me twice (${Date.now()})`;
    await page.getByRole('textbox', { name: 'Comment' }).fill(text);
    await page.getByRole('button', { name: 'Send Comment' }).click();
    await expect(page.getByRole('dialog', { name: 'Send comment' })).toContainText('Submit comment for card 10000001?');
    await confirm(page, 'Send comment');
    await expect(page.getByText('Comment Sent!')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Comment' })).toHaveValue('');
    const comments = await outbox(stack.sandboxUrl, 'comment');
    expect(comments[0]!.recipient).toBe('customer.service@transit.example');
    expect(comments[0]!.body).toContain(text);
    expect(comments[0]!.body).toContain('Card: 10000001');
  });

  test('the mobile card saves its holder through the Mobile calls', async ({ page }) => {
    await signInAt(page);
    await openManage(page, '80000001:8');
    await field(page, /First name/).fill('Pat');
    await field(page, /Last name/).fill('Phone');
    await page.getByLabel(/Date of birth/).fill('2010-09-09');
    await field(page, /Email/).fill('pat.phone@example.org');
    await field(page, /Phone/).fill('2045550177');
    await field(page, /Postal code/).fill('R2M 0T4');
    await agree(page);
    const update = page.waitForRequest((r) => r.url().includes('/api/Clients/UpdateCatClientesTarjetasMobile') && r.method() === 'PUT');
    await page.getByRole('button', { name: 'Save' }).click();
    await update;
    await expect(page.getByText('Update Success!')).toBeVisible();
    const read = page.waitForRequest((r) => r.url().includes('/api/Clients/GetClienteTarjetaMobile'));
    await page.reload();
    await read;
    await expect(field(page, /First name/)).toHaveValue('Pat');
  });

  test("the hotlisted card's form is disabled and its actions refused, with the reason", async ({ page }) => {
    await signInAt(page);
    await openManage(page, '10000003:1');
    const why = 'This card is hotlisted: its holder details and actions cannot be changed.';
    await expect(page.getByText(why)).toBeVisible();
    for (const name of [/First name/, /Last name/, /Phone/, /Postal code/]) await expect(field(page, name)).toBeDisabled();
    for (const name of ['Save', 'Suspend', 'Activate', 'Remove', 'Send Comment']) {
      await expect(page.getByRole('button', { name, exact: true })).toBeDisabled();
      await expect(page.getByRole('button', { name, exact: true })).toHaveAccessibleDescription(why);
    }
    await expectAccessible(page);
  });

  test('demo removes Spare from the account; the first card is selected', async ({ page }) => {
    await signInAt(page);
    await openManage(page, '10000005:1');
    await page.getByRole('button', { name: 'Remove', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Remove card' })).toContainText('Remove card 10000005 from your account?');
    await confirm(page, 'Remove card');
    await expect(page.getByText('Remove Success!')).toBeVisible();
    await expect(cardSelect(page)).toHaveValue('10000001:1');
    await expect(cardSelect(page).locator('option')).not.toContainText(['Spare - 10000005']);
    await expect(cardSelect(page)).toBeFocused();
  });

  test('usable at 375 px: Register and Actions are an accordion', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await signInAt(page);
    await openManage(page);
    const register = page.getByRole('button', { name: 'Register' });
    const actions = page.getByRole('button', { name: 'Actions' });
    await expect(register).toHaveAttribute('aria-expanded', 'true');
    await expect(actions).toHaveAttribute('aria-expanded', 'false');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectAccessible(page);
    await actions.click();
    await expect(actions).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('button', { name: 'Suspend' })).toBeVisible();
    const box = (await page.getByRole('button', { name: 'Send Comment' }).boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(375);
    await expectAccessible(page);
  });
});

test.describe('mobile account deletion', () => {
  test("empty@'s request fails with what went wrong; demo@'s succeeds", async ({ page, browser }) => {
    await page.goto('/RequestMobileAccountDeletion');
    await signInOnProvider(page, { email: 'empty@transit.example', password: DEMO.password });
    await expect(page).toHaveURL(/\/RequestMobileAccountDeletion$/);
    await expect(page.getByRole('heading', { name: 'Request Mobile Account Deletion' })).toBeVisible();
    await expect(page.getByText('Enter the email address of the mobile account you want to delete.')).toBeVisible();
    const email = page.getByRole('textbox', { name: /Email/ });
    await expect(email).toHaveValue('empty@transit.example');
    await expect(email).toHaveAttribute('readonly', '');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Request Deletion' }).click();
    await expect(page.getByText('Mobile account deletion request failed.')).toBeVisible();
    await expect(email).toHaveAccessibleDescription(/has no card/);
    await expectAccessible(page);

    const demo = await (await browser.newContext()).newPage();
    await demo.goto('/RequestMobileAccountDeletion');
    await signInOnProvider(demo);
    await expect(demo.getByRole('textbox', { name: /Email/ })).toHaveValue(DEMO.email);
    await demo.getByRole('button', { name: 'Request Deletion' }).click();
    await expect(demo.getByRole('heading', { name: 'Request successfully sent!' })).toBeVisible();
    await expectAccessible(demo);
    await demo.getByRole('link', { name: 'Back to Login' }).click();
    await expect(demo).toHaveURL(/\/(login|home\/balance)$/);
    await demo.context().close();
  });
});
