import { expect, type Page } from '@playwright/test';

/** On the Reload tab: puts an amount of E-Cash in the cart, as a customer does, and opens the cart. */
export async function eCashInCart(page: Page, amount: number): Promise<void> {
  const eCash = page.getByRole('region', { name: 'E-Cash' });
  await eCash.getByLabel('Amount ($)').fill(String(amount));
  await eCash.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText(`$${amount.toFixed(2)} added to cart!`)).toBeVisible();
  await page.getByRole('button', { name: 'Cart', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Cart' })).toBeVisible();
}
