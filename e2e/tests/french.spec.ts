import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from '../support/fixtures';
import { DEMO } from '../support/auth';

/**
 * Issue 14: a customer who reads French switches on the login page, signs in on the provider's French page and
 * walks the portal in French; the choice survives a reload and a new visit. Every French page is checked by axe.
 * (Playwright's browser prefers English, so French is reached only through the switch.)
 */

// This journey puts products in the cart and may leave it there: the seed is restored afterwards.
test.afterAll(async ({ stack }) => {
  await stack.resetSandbox();
});

/** French money as Intl writes it for fr-CA: '12,50 $' with a no-break space. */
const frMoney = (n: number) => new Intl.NumberFormat('fr-CA', { style: 'currency', currency: 'CAD' }).format(n);
const cardSections = (page: Page) => page.getByRole('navigation', { name: 'Sections de la carte' });
const region = (page: Page, name: string) => page.getByRole('region', { name });

test('switch to French on the login page, sign in and walk balance, reload up to the hosted page, manage and account', async ({
  page,
  context,
}) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Log in / Sign up' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-CA');
  // The switch offers the other language by its own name, marked with its language.
  const toFrench = page.getByRole('button', { name: 'Français' });
  await expect(toFrench).toHaveAttribute('lang', 'fr-CA');
  await toFrench.click();
  await expect(page.getByRole('heading', { name: 'Bienvenue au portail de recharge du transport en commun' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
  await expect(page.getByRole('button', { name: 'English' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('transit.locale'))).toBe('fr');
  await expectAccessible(page);

  // The identity provider's page follows ui_locales.
  await page.getByRole('button', { name: 'Connexion / Inscription' }).click();
  await expect(page.getByRole('heading', { name: 'Connexion' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', /^fr/);
  await expectAccessible(page);
  await page.getByLabel('Adresse courriel').fill(DEMO.email);
  await page.getByLabel('Mot de passe').fill('wrong password');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByRole('alert')).toHaveText('Nom d’utilisateur ou mot de passe non valide.');
  await page.getByLabel('Mot de passe').fill(DEMO.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();

  // Balance: French headings, money and dates by fr-CA.
  await expect(page).toHaveURL(/\/home\/balance$/);
  await expect(page.getByRole('heading', { name: 'Solde', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Historique' })).toBeVisible();
  const summary = page.getByRole('list', { name: 'Résumé du solde' });
  await expect(summary).toContainText(frMoney(12.5));
  await expect(summary).not.toContainText('$12.50');
  await expect(page.getByRole('button', { name: 'Déconnexion' })).toBeVisible();
  await expectAccessible(page);

  // The choice survives a reload (and is what a new tab starts with).
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Solde', exact: true })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
  const other = await context.newPage();
  await other.goto('/home/balance');
  await expect(other.getByRole('heading', { name: 'Solde', exact: true })).toBeVisible();
  await other.close();

  // Reload: a French validation message on the field, a French toast, the cart and checkout up to the hosted page.
  await cardSections(page).getByRole('link', { name: 'Recharge' }).click();
  await expect(page.getByRole('heading', { name: 'Recharge', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Recharge automatique' })).toBeVisible();
  const amount = region(page, 'E-Cash').getByLabel('Montant ($)');
  await amount.fill('400');
  await expect(amount).toHaveAccessibleDescription(new RegExp(`Dépasse la limite d’E-Cash de ${frMoney(300).replace('$', '\\$')}$`));
  await expect(region(page, 'E-Cash').getByRole('button', { name: 'Ajouter au panier' })).toBeDisabled();
  // French customers write a decimal comma.
  await amount.fill('20,50');
  await region(page, 'E-Cash').getByRole('button', { name: 'Ajouter au panier' }).click();
  await expect(page.getByText(`Ajouté au panier : ${frMoney(20.5)} d’E-Cash`)).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Panier', exact: true }).click();
  const cart = page.getByRole('dialog', { name: 'Panier' });
  await expect(cart.getByText('Total de la commande')).toBeVisible();
  await expect(cart).toContainText(frMoney(20.5));
  await expectAccessible(page);
  await cart.getByRole('button', { name: 'Passer à la caisse' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirmer le paiement' });
  await expect(confirm).toContainText(`Payer ${frMoney(20.5)} pour 1 article sur la page de paiement sécurisée?`);
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Confirmer' }).click();
  // The hosted page is the payment provider's (English in the sandbox); the portal's part ends here.
  await expect(page.getByRole('heading', { name: 'Secure payment' })).toBeVisible();
  await page.goBack();

  // Manage: French headings.
  await page.goto('/home/manage');
  await expect(page.getByRole('heading', { name: 'Gérer', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Enregistrement' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Commentaires' })).toBeVisible();
  await expectAccessible(page);

  // Account: payment methods and managing the account.
  await page.goto('/account/payment');
  await expect(page.getByRole('heading', { name: 'Modes de paiement', exact: true })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('navigation', { name: 'Sections du compte' }).getByRole('link', { name: 'Gérer', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Gérer le compte' })).toBeVisible();
  await expectAccessible(page);

  // The page that is not there, in French too.
  await page.goto('/nowhere');
  await expect(page.getByRole('heading', { name: 'Page introuvable' })).toBeVisible();
  await expectAccessible(page);

  // Back to English from the navigation: everything follows at once, and the choice is kept.
  await page.goto('/home/balance');
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { name: 'Balance', exact: true })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-CA');
  await expect(page.getByRole('list', { name: 'Balance summary' })).toContainText('$12.50');
  expect(await page.evaluate(() => localStorage.getItem('transit.locale'))).toBe('en');
});

test('a browser that prefers French gets French first: the login page, a public page, the provider and its e-mail', async ({
  browser,
  stack,
}) => {
  const context = await browser.newContext({ locale: 'fr-CA' });
  const page = await context.newPage();
  await page.goto('http://localhost:3000/login');
  await expect(page.getByRole('button', { name: 'Connexion / Inscription' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
  await expectAccessible(page);

  // The reset e-mail is written in the language of the page it was asked from.
  await page.getByRole('button', { name: 'Connexion / Inscription' }).click();
  await page.getByRole('link', { name: 'Mot de passe oublié?' }).click();
  await expect(page.getByRole('heading', { name: 'Réinitialiser votre mot de passe' })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Adresse courriel').fill(DEMO.email);
  await page.getByRole('button', { name: 'Envoyer le lien' }).click();
  await expect(page.getByText('Si un compte existe pour cette adresse')).toBeVisible();
  const mails = (await (
    await fetch(`${stack.sandboxUrl}/outbox/messages?${new URLSearchParams({ to: DEMO.email, kind: 'reset' })}`)
  ).json()) as Array<{ subject: string }>;
  expect(mails[0]?.subject).toBe('Réinitialisez votre mot de passe');

  // A public page (no sign-in) speaks French and has the switch as well; the choice is kept.
  await page.goto('http://localhost:3000/confirm');
  await expect(page.getByRole('heading', { name: 'Lien de confirmation non valide' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { name: 'Invalid confirmation link' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-CA');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Invalid confirmation link' })).toBeVisible();
  await context.close();
});
