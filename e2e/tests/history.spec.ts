import fs from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { expect, expectAccessible, test } from '../support/fixtures';
import { signInAt } from '../support/auth';

/** Issue 26: the card's history to keep: a CSV download, a printable statement and a monthly chart, in both languages. */

/** Every row the history table shows for All, page after page: its date (to the minute) and its amount, as shown. */
async function tableRows(page: Page): Promise<string[]> {
  const rows: string[] = [];
  const table = page.getByRole('table', { name: 'History' });
  for (;;) {
    for (const row of await table.getByRole('row').all()) {
      const cells = await row.getByRole('cell').allTextContents();
      if (cells.length) rows.push(`${cells[0]} ${cells.at(-1)}`);
    }
    const next = page.getByRole('navigation', { name: 'History pages' }).getByRole('button', { name: 'Next' });
    if ((await next.count()) === 0 || (await next.isDisabled())) break;
    await next.click();
  }
  return rows.sort();
}

async function openTools(page: Page, name = 'Download, statement and chart'): Promise<Locator> {
  await page.getByRole('button', { name }).click();
  const tools = page.getByRole('region', { name });
  await expect(tools).toBeVisible();
  return tools;
}

/** Every date: from a day long before the seed's oldest entry to today. */
async function everyDate(tools: Locator, labels = { dates: 'Dates', custom: 'Custom range', from: 'From', to: 'To' }): Promise<void> {
  await tools.getByLabel(labels.dates, { exact: true }).selectOption({ label: labels.custom });
  await tools.getByLabel(labels.from, { exact: true }).fill('2000-01-01');
  const today = await tools.getByLabel(labels.to, { exact: true }).getAttribute('max');
  await tools.getByLabel(labels.to, { exact: true }).fill(today!);
}

test('the CSV download holds every entry the history table shows, and a spreadsheet reads its columns', async ({ page }) => {
  await signInAt(page);
  await expect(page.getByRole('list', { name: 'Balance summary' })).toContainText('$12.50');
  await page.getByRole('group', { name: 'History type' }).getByRole('button', { name: 'All' }).click();
  const shown = await tableRows(page);
  expect(shown.length).toBeGreaterThan(10); // more than one page: the file is not just the page on screen

  const tools = await openTools(page);
  await expect(tools.getByLabel('Entries')).toHaveValue('all');
  await everyDate(tools);
  await expectAccessible(page);
  const [download] = await Promise.all([page.waitForEvent('download'), tools.getByRole('button', { name: 'Download CSV' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^transit-card-10000001-2000-01-01-to-\d{4}-\d{2}-\d{2}\.csv$/);
  await expect(tools.getByRole('status').filter({ hasText: 'downloaded' })).toContainText(`(${shown.length} entries)`);
  const rows = parse(fs.readFileSync((await download.path())!, 'utf8'), { bom: true }) as string[][];
  expect(rows[0]).toEqual(['Date', 'Type', 'Product', 'Operation', 'Amount', 'Currency', 'Route', 'Bus', 'Stop']);
  // Each row as the table shows it: the date to the minute and the amount in dollars.
  const fromFile = rows
    .slice(1)
    .map(([date, , , , amount]) => `${date!.replace('T', ' ').slice(0, 16)} ${amount ? `$${Number(amount).toFixed(2)}` : ''}`)
    .sort();
  expect(fromFile).toEqual(shown);
  for (const row of rows.slice(1)) {
    expect(row).toHaveLength(9);
    expect(row[0]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
    if (row[4]) expect(row[5]).toBe('CAD');
  }
});

test('the printable statement: on paper, only the statement, with the holder, the dates and the totals', async ({ page }) => {
  await signInAt(page);
  const tools = await openTools(page);
  await tools.getByLabel('Entries').selectOption('ride');
  await everyDate(tools);
  await tools.getByRole('button', { name: 'Show statement' }).click();
  const statement = page.getByRole('region', { name: 'Statement of card 10000001' });
  await expect(statement).toContainText('Dana Demo');
  await expect(statement).toContainText(/Rides\s*28/);
  await expectAccessible(page);

  await page.emulateMedia({ media: 'print' });
  await expect(statement).toBeVisible();
  await expect(statement.getByRole('heading', { name: 'Statement of card 10000001' })).toBeVisible();
  // Nothing else of the page: not the navigation, not the balance, not the history table, not the statement's button.
  await expect(page.getByRole('navigation', { name: 'Card sections' })).toBeHidden();
  await expect(page.getByRole('list', { name: 'Balance summary' })).toBeHidden();
  await expect(page.getByRole('table', { name: 'History' })).toBeHidden();
  await expect(statement.getByRole('button', { name: 'Print statement' })).toBeHidden();
  await page.emulateMedia({ media: 'screen' });
});

test('the chart of the last months and its table, reachable by keyboard', async ({ page }) => {
  await signInAt(page);
  const tools = await openTools(page);
  await tools.getByRole('button', { name: 'Show chart' }).click();
  const table = page.getByRole('table', { name: 'Rides and spending by month, as a table' });
  await expect(table).toBeVisible();
  expect(await table.getByRole('row').count()).toBeGreaterThanOrEqual(2);
  await expect(page.getByRole('img', { name: 'Rides', exact: true })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Money spent', exact: true })).toBeVisible();
  // The ride cap of the card's class is drawn where it applies.
  await expect(page.getByText(/^Monthly ride cap: \d+$/)).toBeVisible();
  const group = page.getByRole('group', { name: /^Rides/ });
  await group.focus();
  await expect(group).toBeFocused();
  await page.setViewportSize({ width: 375, height: 812 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectAccessible(page);
});

test("in French: the tools, the file's header row, the statement on paper and the chart", async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Français' }).click();
  await expect(page.getByRole('button', { name: 'English' })).toBeVisible();
  await page.getByRole('button', { name: 'Connexion / Inscription' }).click();
  await page.getByLabel('Adresse courriel').fill('demo@transit.example');
  await page.getByLabel('Mot de passe').fill('Transit!2026');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByRole('list', { name: 'Résumé du solde' })).toBeVisible();
  const tools = await openTools(page, 'Téléchargement, relevé et graphique');
  await everyDate(tools, { dates: 'Période', custom: 'Période au choix', from: 'Du', to: 'Au' });
  const [download] = await Promise.all([page.waitForEvent('download'), tools.getByRole('button', { name: 'Télécharger le CSV' }).click()]);
  const rows = parse(fs.readFileSync((await download.path())!, 'utf8'), { bom: true }) as string[][];
  expect(rows[0]).toEqual(['Date', 'Type', 'Produit', 'Opération', 'Montant', 'Devise', 'Circuit', 'Autobus', 'Arrêt']);
  expect(rows.slice(1).some((r) => r[1] === 'Recharge')).toBe(true);
  await tools.getByRole('button', { name: 'Afficher le relevé' }).click();
  const statement = page.getByRole('region', { name: 'Relevé de la carte 10000001' });
  await expect(statement).toContainText('Titulaire de la carte');
  await expect(statement).toContainText('Dana Demo');
  await page.emulateMedia({ media: 'print' });
  await expect(statement).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Sections de la carte' })).toBeHidden();
  await page.emulateMedia({ media: 'screen' });
  await tools.getByRole('button', { name: 'Afficher le graphique' }).click();
  await expect(page.getByRole('table', { name: 'Trajets et dépenses par mois, sous forme de tableau' })).toBeVisible();
  await expectAccessible(page);
});
