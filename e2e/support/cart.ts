import { expect, type Page } from '@playwright/test';
import { DEMO } from './auth';

/** On the Reload tab: puts an amount of E-Cash in the cart, as a customer does, and opens the cart. */
export async function eCashInCart(page: Page, amount: number): Promise<void> {
  const eCash = page.getByRole('region', { name: 'E-Cash' });
  await eCash.getByLabel('Amount ($)').fill(String(amount));
  await eCash.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText(`$${amount.toFixed(2)} added to cart!`)).toBeVisible();
  await page.getByRole('button', { name: 'Cart', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Cart' })).toBeVisible();
}

/** On the sandbox's hosted payment page: pays with a test card (4111… approves, 4000…0002 declines). */
export async function payOnHostedPage(page: Page, cardNumber: string): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Secure payment' })).toBeVisible();
  await page.getByLabel('Cardholder name').fill(DEMO.name);
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Expiry (MM/YY)').fill('12/30');
  await page.getByLabel('Security code (CVV)').fill('123');
  await page.getByRole('button', { name: /^Pay \$/ }).click();
}
