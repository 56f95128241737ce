import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, test } from '../support/fixtures';
import { signInAt } from '../support/auth';

/**
 * Issue 87: the screens made for the phones customers hold. The home and account tabs stay on one line at 360 and
 * 390 px, in both languages: where they do not all fit (French at 360 px), the bar scrolls sideways within itself with
 * the current tab in sight, and never the page; nothing below the tabs moves when one is chosen.
 */

const PHONES = [
  { width: 360, height: 740 },
  { width: 390, height: 844 },
] as const;

const cardSections = (page: Page) => page.getByRole('navigation', { name: /^(Card sections|Sections de la carte)$/ });

/** Every tab's box, and the bar's: one line (every tab at the bar's top), the page never wider than the screen. */
async function oneLine(page: Page, nav: Locator): Promise<{ top: number; height: number }> {
  const bar = (await nav.boundingBox())!;
  const links = await nav.getByRole('link').all();
  const tops = await Promise.all(links.map(async (l) => (await l.boundingBox())!.y));
  for (const top of tops) expect(Math.abs(top - tops[0]!)).toBeLessThan(1);
  expect(bar.height).toBeLessThan(60);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
  return { top: bar.y, height: bar.height };
}

for (const size of PHONES) {
  test(`at ${size.width} × ${size.height}: the home tabs on one line in both languages, the current one in sight, nothing below moving as a tab is chosen`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    await signInAt(page, '/home/balance');
    const nav = cardSections(page);
    await expect(nav.getByRole('link', { name: 'Balance' })).toHaveAttribute('aria-current', 'page');
    const before = await oneLine(page, nav);
    for (const name of ['Reload', 'Manage', 'All cards', 'Balance']) {
      await nav.getByRole('link', { name }).click();
      await expect(nav.getByRole('link', { name })).toHaveAttribute('aria-current', 'page');
      expect(await oneLine(page, nav)).toEqual(before);
    }
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Français' }).click();
    await expect(nav.getByRole('link', { name: 'Solde' })).toHaveAttribute('aria-current', 'page');
    const french = await oneLine(page, nav);
    const last = nav.getByRole('link', { name: 'Toutes les cartes' });
    await last.click();
    await expect(last).toHaveAttribute('aria-current', 'page');
    expect(await oneLine(page, nav)).toEqual(french);
    // The current tab is in sight, within the bar (which scrolls if the tabs do not all fit).
    const barBox = (await nav.boundingBox())!;
    const lastBox = (await last.boundingBox())!;
    expect(lastBox.x).toBeGreaterThanOrEqual(barBox.x - 1);
    expect(lastBox.x + lastBox.width).toBeLessThanOrEqual(barBox.x + barBox.width + 1);
    await expectAccessible(page);
  });
}
