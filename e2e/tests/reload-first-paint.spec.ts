import type { BrowserContext, Page } from '@playwright/test';
import { expect, expectAccessible, test } from '../support/fixtures';
import { drawnPage, firstVisitHeld } from '../support/drawnTab';

/**
 * The Reload tab drawn before the app by remote-reload's own release (issue 39, docs/decisions/0021): the shell's server
 * puts the release's drawing of the tab and its early script into the tab's page; once the tab's answers are in, the
 * shell's entry has the release's drawer fill the drawing in, in the place of the section's skeleton, before the shared
 * libraries have arrived. These hold React back (the shared libraries' file), as a slow phone's link would, and check
 * what a customer sees and does meanwhile, and that the app then renders the same over it, keeping what they did.
 */

const cardSelect = (page: Page) => page.getByRole('combobox', { name: 'Card' });
const region = (page: Page, name: string) => page.getByRole('region', { name });

/** The signed-in customer's Reload tab as a first visit on a phone, React held until `releaseHeld()`. */
async function firstVisit(page: Page, context: BrowserContext, locale?: 'fr') {
  const { phone, shown, releaseHeld } = await firstVisitHeld(
    page,
    context,
    '/home/reload',
    async (app) => {
      await expect(region(app, 'E-Pass').getByRole('combobox', { name: 'Pass' })).toBeVisible();
      return region(app, 'E-Pass').getByRole('option').allTextContents();
    },
    locale ? { locale } : {},
  );
  return { phone, appPasses: shown, releaseHeld };
}

test.describe("the Reload tab drawn before the app from remote-reload's release", () => {
  test('the products are drawn as soon as they have come, before the shared libraries; the app renders the same over them', async ({
    page,
    context,
  }) => {
    const { phone, appPasses, releaseHeld } = await firstVisit(page, context);
    const pass = region(phone, 'E-Pass').getByRole('combobox', { name: 'Pass' });
    await expect(pass.getByRole('option')).toHaveText(appPasses);
    await expect(region(phone, 'E-Ride').getByRole('combobox', { name: 'Ride product' })).toBeVisible();
    await expect(region(phone, 'E-Cash').getByText(/On this card: \$[\d.]+\. A card holds at most \$300\.00\./)).toBeVisible();
    await expect(phone.getByRole('button', { name: 'Cart', exact: true })).toHaveAccessibleDescription('0 items');
    // Still the drawn page: the card list's skeleton, no selector; only the tab is the customer's.
    await expect(drawnPage(phone)).toHaveCount(1);
    await expect(cardSelect(phone)).toHaveCount(0);
    await expect(phone.getByRole('status', { name: /Loading Reload/ })).toHaveCount(0);
    await expectAccessible(phone);
    const before = await region(phone, 'E-Cash').boundingBox();

    releaseHeld();
    await expect(cardSelect(phone)).toHaveValue(/10000001/);
    await expect(drawnPage(phone)).toHaveCount(0);
    await expect(pass.getByRole('option')).toHaveText(appPasses);
    // The app's products, in the same place.
    await expect.poll(() => region(phone, 'E-Cash').boundingBox()).toEqual(before);
    await expectAccessible(phone);
  });

  test('a pass chosen and an amount typed on the drawing are kept by the app; a press on Add to Cart is carried out once', async ({
    page,
    context,
  }) => {
    const { phone, appPasses, releaseHeld } = await firstVisit(page, context);
    const pass = region(phone, 'E-Pass').getByRole('combobox', { name: 'Pass' });
    await expect(pass.getByRole('option')).toHaveText(appPasses);
    const last = appPasses.at(-1)!;
    await pass.selectOption({ label: last });
    await region(phone, 'E-Cash').getByRole('textbox', { name: 'Amount ($)' }).fill('12.00');
    // The E-Cash Add to Cart is the app's to enable (its rules stay in the app): disabled on the drawing.
    await expect(region(phone, 'E-Cash').getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
    // E-Pass's is pressed: kept, shown under way.
    const addPass = region(phone, 'E-Pass').getByRole('button', { name: 'Add to Cart' });
    await addPass.click();
    await expect(addPass).toHaveAttribute('aria-disabled', 'true');
    await expect(drawnPage(phone)).toHaveCount(1);

    releaseHeld();
    // The chosen pass added once, with its toast; the typed amount kept, and the app's rules enable its Add to Cart.
    await expect(phone.getByText(`(1) ${last.replace(/ - .*$/, '')} added to cart!`)).toBeVisible();
    await expect(cardSelect(phone)).toHaveValue(/10000001/);
    await expect(phone.getByRole('button', { name: 'Cart', exact: true })).toHaveAccessibleDescription('1 item');
    await expect(pass).toHaveValue(
      await pass
        .locator('option', { hasText: last })
        .getAttribute('value')
        .then((v) => v!),
    );
    await expect(region(phone, 'E-Cash').getByRole('textbox', { name: 'Amount ($)' })).toHaveValue('12.00');
    await expect(region(phone, 'E-Cash').getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
    const stored = await phone.evaluate(
      () => JSON.parse(localStorage.getItem('portal.cart') ?? '[]') as Array<{ products: Array<{ name: string }> }>,
    );
    expect(stored.flatMap((c) => c.products.map((p) => p.name))).toEqual([last.replace(/ - .*$/, '')]);
  });

  test('in French, for a customer who chose it', async ({ page, context }) => {
    const { phone, releaseHeld } = await firstVisit(page, context, 'fr');
    await expect(
      region(phone, 'E-Cash').getByText(/Sur cette carte : [\d,]+\s\$\. Une carte peut contenir au plus 300,00\s\$\./),
    ).toBeVisible();
    await expect(phone.getByRole('button', { name: 'Panier', exact: true })).toHaveAccessibleDescription('0 article');
    await expect(drawnPage(phone)).toHaveCount(1);
    await expectAccessible(phone);
    releaseHeld();
    await expect(drawnPage(phone)).toHaveCount(0);
    await expect(phone.getByRole('button', { name: 'Panier', exact: true })).toHaveAccessibleDescription('0 article');
  });

  test('with products in the cart the tab is not drawn: the section loads as before, and the app shows the cart', async ({
    page,
    context,
  }) => {
    await context.addInitScript(() =>
      localStorage.setItem(
        'portal.cart',
        JSON.stringify([
          { number: '10000001', type: 1, products: [{ productId: 0, productTypeId: 0, name: 'E-Cash', quantity: 1, price: 5, total: 5 }] },
        ]),
      ),
    );
    const { phone, releaseHeld } = await firstVisit(page, context);
    await expect(phone.getByRole('status', { name: /Loading Reload/ })).toBeAttached();
    await expect(region(phone, 'E-Pass')).toHaveCount(0);
    releaseHeld();
    await expect(phone.getByRole('button', { name: 'Cart', exact: true })).toHaveAccessibleDescription('1 item');
  });
});
