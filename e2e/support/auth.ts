import { expect, type Page } from '@playwright/test';
import { expectAccessible } from './fixtures';

export const DEMO = { email: 'demo@transit.example', password: 'Transit!2026', name: 'Dana Demo' };

/** Signs in on the identity provider's own page (from the portal's login page), as a customer does. */
export async function signInOnProvider(page: Page, user: { email: string; password: string } = DEMO): Promise<void> {
  await expect(page.getByRole('button', { name: 'Log in / Sign up' })).toBeVisible();
  await page.getByRole('button', { name: 'Log in / Sign up' }).click();
  await expect(page.getByLabel('Email Address')).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Email Address').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Opens path signed out, signs in on the provider's page and checks the portal brings the customer back there. */
export async function signInAt(page: Page, path = '/home/balance'): Promise<void> {
  // /home/balance is never restored as a return path: it is where sign-in lands anyway.
  await page.goto(path === '/home/balance' ? '/login' : path);
  await signInOnProvider(page);
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
}
