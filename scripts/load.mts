/**
 * A small load generator for monitoring (issue 38): walks the portal in a browser as customers do, so the operations
 * page (the sandbox's /monitoring) fills with page views, Web Vitals and failed calls by section and release, for a
 * demo or a test. Each round: a new browser session (a visitor), the login page, sign-in as the demo customer, then
 * every tab of the home and account frames, each left as a person leaves it (its batch goes as the page is hidden).
 *
 *   npm start                          (in another terminal: the portal on the sandbox)
 *   npm run load -- --rounds 5         (then open http://localhost:4000/monitoring)
 *
 * Options: --rounds N (3), --url the portal (http://localhost:3000). The journeys use `walk` itself.
 */
import { chromium, type Browser, type Page } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../e2e/support/chromium.ts';

export const DEMO = { email: 'demo@transit.example', password: 'Transit!2026' };
/** The pages a visit goes through once signed in, the section each belongs to, and what shows it is there. */
export const WALK: Array<{ path: string; remote: string; shown: (page: Page) => ReturnType<Page['getByRole']> }> = [
  { path: '/home/balance', remote: 'balance', shown: (p) => p.getByRole('table', { name: 'History' }) },
  { path: '/home/reload', remote: 'reload', shown: (p) => p.getByRole('region', { name: 'E-Cash' }) },
  { path: '/home/manage', remote: 'account', shown: (p) => p.getByRole('heading', { name: 'Register' }) },
  { path: '/account/payment', remote: 'account', shown: (p) => p.getByRole('heading', { name: 'Payment Methods' }) },
  { path: '/account/manage', remote: 'account', shown: (p) => p.getByRole('link', { name: /Edit/ }) },
];

/** Reporting has started on the page (it loads once the content is shown and the browser is idle). */
export const reportingStarted = (page: Page) =>
  page.waitForFunction(() => performance.getEntriesByName('portal:reporting-started').length > 0, undefined, { timeout: 30_000 });

/** One visitor's walk: sign in, then each page of WALK as its own page load, each left once reporting has run. */
export async function walk(browser: Browser, portalUrl: string): Promise<void> {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    await page.goto(`${portalUrl}/login`);
    await page.getByRole('button', { name: 'Log in / Sign up' }).click();
    await page.getByLabel('Email Address').fill(DEMO.email);
    await page.getByLabel('Password').fill(DEMO.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/home/balance');
    for (const step of WALK) {
      await page.goto(`${portalUrl}${step.path}`);
      await step.shown(page).first().waitFor();
      await reportingStarted(page);
    }
    // The last page's batch goes as it is left.
    await page.goto('about:blank');
  } finally {
    await context.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const arg = (name: string, fallback: string) => {
    const i = process.argv.indexOf(`--${name}`);
    return i > 0 ? (process.argv[i + 1] ?? fallback) : fallback;
  };
  const rounds = Math.max(1, Number(arg('rounds', '3')) || 3);
  const portalUrl = arg('url', 'http://localhost:3000').replace(/\/$/, '');
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    for (let i = 1; i <= rounds; i += 1) {
      const started = Date.now();
      await walk(browser, portalUrl);
      console.log(`round ${i} of ${rounds}: ${WALK.length} pages in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    }
    console.log('The operations page: http://localhost:4000/monitoring');
  } finally {
    await browser.close();
  }
}
