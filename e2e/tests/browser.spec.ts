import { expect, test } from '../support/fixtures';
import { browserUiPages } from '../support/chromium';

/**
 * What the journeys and the bench run in: Debian's Chromium as it opens the portal, with nothing of its own beside it.
 * Its headless mode loads the address bar's popup as web pages of their own for every window, which took this
 * machine's two cores from the page the bench times (docs/performance-log.md, "The browser's own pages beside the
 * measured one"); the flags of `chromiumArgs` turn them off. A Chromium that renames those features fails here, not
 * silently in the bench.
 */
test("Chromium runs none of its own pages beside the portal's", async ({ browser, page }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Log in / Sign up' })).toBeVisible();
  const second = await browser.newContext();
  try {
    const other = await second.newPage();
    await other.goto('/login');
    await expect(other.getByRole('button', { name: 'Log in / Sign up' })).toBeVisible();
    expect(await browserUiPages(browser)).toEqual([]);
  } finally {
    await second.close();
  }
});
