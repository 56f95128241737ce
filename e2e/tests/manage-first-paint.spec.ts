import type { BrowserContext, Page } from '@playwright/test';
import { expect, expectAccessible, test } from '../support/fixtures';
import { drawnPage, firstVisitHeld } from '../support/drawnTab';

/**
 * The Manage tab drawn before the app by remote-account's own release (issue 39, docs/decisions/0021, step 7): the
 * shell's server puts the release's drawing of the tab (as a phone lays it out: the Register form open) and its early
 * script into the tab's page; once the card's balance and its holder's record are in, the shell's entry has the
 * release's drawer fill the form in, in the place of the section's skeleton, before the shared libraries have arrived.
 * These hold React back and check what a customer sees and does meanwhile, and that the app then renders the same over
 * it, keeping what they typed and pressed.
 */

const cardSelect = (page: Page) => page.getByRole('combobox', { name: 'Card' });
const field = (page: Page, name: RegExp) => page.getByRole('textbox', { name });
const agreement = (page: Page) => page.getByRole('checkbox', { name: /I agree to the collection/ });

/** The signed-in customer's Manage tab as a first visit, React held until `releaseHeld()`. */
async function firstVisit(page: Page, context: BrowserContext, options: Parameters<typeof firstVisitHeld>[4] = {}) {
  const { phone, shown, releaseHeld } = await firstVisitHeld(
    page,
    context,
    '/home/manage',
    async (app) => {
      await expect(field(app, /^First name/)).toHaveValue(/.+/);
      return { first: await field(app, /^First name/).inputValue(), email: await field(app, /^Email/).inputValue() };
    },
    options,
  );
  return { phone, holder: shown, releaseHeld };
}

test.describe("the Manage tab drawn before the app from remote-account's release", () => {
  test('the card holder’s details are drawn as soon as they have come, before the shared libraries; the app renders the same over them', async ({
    page,
    context,
  }) => {
    const { phone, holder, releaseHeld } = await firstVisit(page, context);
    await expect(field(phone, /^First name/)).toHaveValue(holder.first);
    await expect(field(phone, /^Email/)).toHaveValue(holder.email);
    // Spec 5: the e-mail, once saved, cannot be changed.
    await expect(field(phone, /^Email/)).toBeDisabled();
    await expect(phone.getByRole('button', { name: 'Register' })).toHaveAttribute('aria-expanded', 'true');
    await expect(phone.getByRole('button', { name: 'Actions' })).toHaveAttribute('aria-expanded', 'false');
    // Still the drawn page: the card list's skeleton, no selector; only the tab is the customer's.
    await expect(drawnPage(phone)).toHaveCount(1);
    await expect(cardSelect(phone)).toHaveCount(0);
    await expect(phone.getByRole('status', { name: /Loading Manage/ })).toHaveCount(0);
    await expectAccessible(phone);
    const save = phone.getByRole('button', { name: 'Save' });
    const before = await save.boundingBox();

    releaseHeld();
    await expect(cardSelect(phone)).toHaveValue(/10000001/);
    await expect(drawnPage(phone)).toHaveCount(0);
    await expect(field(phone, /^First name/)).toHaveValue(holder.first);
    // The app's form, in the same place.
    await expect.poll(() => save.boundingBox()).toEqual(before);
    await expectAccessible(phone);
  });

  test('a field changed or emptied on the drawing is kept by the app; a press on the agreement opens the notice once', async ({
    page,
    context,
  }) => {
    const { phone, releaseHeld } = await firstVisit(page, context);
    await field(phone, /^First name/).fill('Danielle');
    await field(phone, /^Phone/).fill('');
    // The agreement's press is the app's to carry out (its notice first): kept, the box as it was.
    await agreement(phone).click();
    await expect(agreement(phone)).not.toBeChecked();
    await expect(drawnPage(phone)).toHaveCount(1);

    releaseHeld();
    const notice = phone.getByRole('dialog', { name: 'Data collection notice' });
    await expect(notice).toBeVisible();
    await notice.getByRole('button', { name: 'Confirm' }).click();
    await expect(notice).toBeHidden();
    await expect(agreement(phone)).toBeChecked();
    await expect(field(phone, /^First name/)).toHaveValue('Danielle');
    await expect(field(phone, /^Phone/)).toHaveValue('');
    // The app's own rules on what was kept: the emptied phone is refused on its field, nothing is sent.
    const sent: string[] = [];
    phone.on('request', (r) => (r.method() === 'PUT' ? sent.push(r.url()) : undefined));
    await phone.getByRole('button', { name: 'Save' }).click();
    await expect(field(phone, /^Phone/)).toHaveAccessibleDescription('A valid phone number is required');
    expect(sent).toEqual([]);
  });

  test('a press on Save on the drawing is carried out by the app once, through its own validation', async ({ page, context }) => {
    const { phone, releaseHeld } = await firstVisit(page, context);
    const sent: string[] = [];
    phone.on('request', (r) => (r.method() === 'PUT' ? sent.push(r.url()) : undefined));
    await phone.getByRole('button', { name: 'Save' }).click();
    // Never sent by the browser itself: still the tab, its address unchanged.
    await expect(drawnPage(phone)).toHaveCount(1);
    await expect(phone).toHaveURL(/\/home\/manage$/);
    releaseHeld();
    await expect(phone.getByText('Please accept the data collection notice')).toBeVisible();
    await expect(cardSelect(phone)).toHaveValue(/10000001/);
    expect(sent).toEqual([]);
  });

  test('in French, for a customer who chose it', async ({ page, context }) => {
    const { phone, holder, releaseHeld } = await firstVisit(page, context, { locale: 'fr' });
    await expect(field(phone, /^Prénom/)).toHaveValue(holder.first);
    await expect(phone.getByRole('button', { name: 'Enregistrer' })).toBeVisible();
    await expect(drawnPage(phone)).toHaveCount(1);
    await expectAccessible(phone);
    releaseHeld();
    await expect(drawnPage(phone)).toHaveCount(0);
    await expect(field(phone, /^Prénom/)).toHaveValue(holder.first);
  });

  test('on a wide screen the tab is not drawn (the app lays it out side by side): the section loads as before', async ({
    page,
    context,
  }) => {
    const { phone, holder, releaseHeld } = await firstVisit(page, context, { viewport: { width: 1350, height: 940 } });
    // The holder's record has come (the drawer's turn, a frame ago): the section's skeleton is still there, no form.
    await expect
      .poll(() =>
        phone.evaluate(() =>
          performance
            .getEntriesByType('resource')
            .some((e) => e.name.includes('/Clients/GetClienteTarjeta?') && (e as PerformanceResourceTiming).responseEnd > 0),
        ),
      )
      .toBe(true);
    await phone.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done))));
    await expect(phone.getByRole('status', { name: /Loading Manage/ })).toBeAttached();
    await expect(field(phone, /^First name/)).toHaveCount(0);
    releaseHeld();
    await expect(field(phone, /^First name/)).toHaveValue(holder.first);
    // Side by side: no accordion, the actions shown beside the form.
    await expect(phone.getByRole('button', { name: 'Register' })).toHaveCount(0);
    await expect(phone.getByRole('region', { name: 'Actions' }).getByRole('button', { name: 'Remove' })).toBeVisible();
  });
});
