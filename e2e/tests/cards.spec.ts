import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from '../support/fixtures';
import { DEMO, signInAt } from '../support/auth';
import { underWorker } from '../support/worker';

/**
 * Issue 40: every card of demo's account at a glance (the sandbox's six: Commuter with this month's pass, 10000002
 * suspended with $5.00, 10000003 hotlisted, 10000004 expired 30 days ago, Spare expiring in 10 days, Phone with $5.25),
 * what needs attention first, in words, and each one's step to the Reload tab with what it proposes.
 */

const cards = (page: Page) => page.getByRole('list', { name: 'Your cards' });
const tile = (page: Page, name: string) => cards(page).getByRole('listitem', { name, exact: true });
const tileNames = (page: Page) => cards(page).getByRole('heading', { level: 3 });
const tab = (page: Page, name: string) => page.getByRole('main').getByRole('navigation').getByRole('link', { name, exact: true });
const region = (page: Page, name: string) => page.getByRole('region', { name });

/**
 * What Spare's tile says of its expiry: the sandbox seeds it 10 days after the day it started (sandbox/src/seed.ts), and
 * the stack is started once for the run, so a run that has crossed midnight since sees 9 days, to the same date. The
 * tile's count of days and its date must agree with today either way.
 */
function spareExpires(): RegExp {
  const inDays = (days: number) => {
    const d = new Date();
    d.setDate(d.getDate() + days);
    return `${days} days, on ${d.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' })}`;
  };
  return new RegExp(`The card expires in (${inDays(10)}|${inDays(9)})\\.`);
}

/** Commuter's pass runs to the end of this month: within 7 days of it, that needs attention too. */
function passEndsThisWeek(): boolean {
  const now = new Date();
  return new Date(now.getFullYear(), now.getMonth() + 1, 0).getDate() - now.getDate() <= 7;
}

/** This portal's runtime config says E-Cash under $6.00 needs attention (the default is $5.00). */
async function lowCashUnder6(page: Page): Promise<void> {
  await page.route('**/portal.config.json', async (route) => {
    const response = await route.fetch();
    const config = (await response.json()) as { constants: Record<string, unknown> };
    config.constants.lowCashThreshold = 6;
    await route.fulfill({ response, json: config });
  });
}

test("demo's six cards: what needs attention first and in words, each with one step to that card's Reload tab and its proposal", async ({
  page,
}) => {
  await lowCashUnder6(page);
  await signInAt(page);
  // Linked from the navigation and from the home frame's tabs.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'All cards' }).click();
  await expect(page).toHaveURL(/\/home\/cards$/);
  await expect(tab(page, 'All cards')).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('heading', { name: 'All cards', level: 2 })).toBeVisible();

  const pass = passEndsThisWeek();
  await expect(page.getByText(`${pass ? 6 : 5} cards need your attention, shown first.`)).toBeVisible();
  await expect(tileNames(page)).toHaveText([
    '10000003',
    '10000004',
    'Spare - 10000005',
    ...(pass ? ['Commuter - 10000001'] : []),
    '10000002',
    'Phone - 80000001',
    ...(pass ? [] : ['Commuter - 10000001']),
  ]);
  await expect(tile(page, '10000003')).toContainText('Needs attention');
  await expect(tile(page, '10000003')).toContainText('Hotlisted: this card can no longer be used or reloaded.');
  await expect(tile(page, '10000003').getByRole('link')).toHaveCount(0);
  await expect(tile(page, '10000004')).toContainText(/Expired \w{3} \d{1,2}, \d{4}: this card can no longer be used or reloaded\./);
  await expect(tile(page, 'Spare - 10000005')).toContainText(spareExpires());
  await expect(tile(page, '10000002')).toContainText('E-Cash is under $6.00: $5.00 left.');
  await expect(tile(page, '10000002').getByRole('list', { name: 'Card details' })).toContainText('Suspended');
  const phone = tile(page, 'Phone - 80000001');
  await expect(phone).toContainText('E-Cash is under $6.00: $5.25 left.');
  const commuter = tile(page, 'Commuter - 10000001');
  await expect(commuter.getByRole('definition').first()).toHaveText('$12.50');
  await expect(commuter.getByRole('progressbar', { name: 'Rides today' })).toHaveAttribute('aria-valuetext', '3 of 3, cap reached');
  if (pass)
    await expect(commuter).toContainText(/The pass ends (today|in \d days?), on \w{3} \d{1,2}, \d{4}, and no next pass is bought\./);
  else await expect(commuter).not.toContainText('Needs attention');
  await expectAccessible(page);

  // E-Cash proposed on Phone's Reload tab: the card selected, the amount filled in, the cart untouched.
  await phone.getByRole('link', { name: 'Add $20.00 of E-Cash' }).click();
  await expect(page).toHaveURL(/\/home\/reload$/);
  await expect(page.getByRole('combobox', { name: 'Card' })).toHaveValue('80000001:8');
  await expect(
    page.getByText('Proposed for Phone - 80000001: $20.00 of E-Cash. It is filled in under E-Cash; press Add to Cart to add it.'),
  ).toBeVisible();
  await expect(region(page, 'E-Cash').getByLabel('Amount ($)')).toHaveValue('20.00');
  await expect(page.getByRole('button', { name: 'Cart', exact: true })).toHaveAccessibleDescription('0 items');
  await expectAccessible(page);

  // Spare's step opens its Reload tab with nothing proposed.
  await tab(page, 'All cards').click();
  await tile(page, 'Spare - 10000005').getByRole('link', { name: 'Reload this card' }).click();
  await expect(page.getByRole('combobox', { name: 'Card' })).toHaveValue('10000005:1');
  await expect(region(page, 'E-Cash').getByLabel('Amount ($)')).toHaveValue('0.00');
  await expect(page.getByText(/^Proposed for/)).toHaveCount(0);

  // Commuter's next pass, whatever the day: its step proposes next month's pass when its pass ends this week.
  await tab(page, 'All cards').click();
  if (pass) {
    await commuter.getByRole('link', { name: 'Buy the next pass' }).click();
    await expect(page.getByRole('combobox', { name: 'Card' })).toHaveValue('10000001:1');
    const next = new Date(new Date().getFullYear(), new Date().getMonth() + 1, 1).toLocaleString('en-CA', {
      month: 'long',
      year: 'numeric',
    });
    await expect(
      page.getByText(`Proposed for Commuter - 10000001: the next pass, ${next} Adult Monthly Pass.`, { exact: false }),
    ).toBeVisible();
    await expect(region(page, 'E-Pass').getByRole('combobox', { name: 'Pass' })).toHaveValue(/\d+/);
    await expect(region(page, 'E-Pass')).toContainText(`${next} Adult Monthly Pass`);
    await expect(page.getByRole('button', { name: 'Cart', exact: true })).toHaveAccessibleDescription('0 items');
  } else {
    await expect(commuter.getByRole('link', { name: 'Reload this card' })).toBeVisible();
  }

  // At 320 px the tiles stack and nothing scrolls sideways.
  await tab(page, 'All cards').click();
  await page.setViewportSize({ width: 320, height: 720 });
  await expect(tileNames(page)).toHaveCount(6);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  // Every tab in sight (they wrap), the current one too.
  for (const name of ['Balance', 'Reload', 'Manage', 'All cards']) await expect(tab(page, name)).toBeInViewport();
  await expectAccessible(page);
});

test('a card whose balance fails: its own tile says so with Retry while the others show; Retry brings its figures', async ({ page }) => {
  let failing = true;
  await page.route(/\/api\/Card\/GetCardBalance\?.*cardNumber=10000005/, (route) =>
    failing ? route.fulfill({ status: 500, json: { message: 'Balance service failed' } }) : route.fallback(),
  );
  await signInAt(page, '/home/cards');
  const spare = tile(page, 'Spare - 10000005');
  await expect(spare).toContainText('The balance of card Spare - 10000005 could not be loaded.');
  await expect(tile(page, 'Commuter - 10000001').getByRole('definition').first()).toHaveText('$12.50');
  // Every other balance is known: the order is settled, the failed card keeps its place among those needing nothing.
  await expect(page.getByText(/cards? needs? your attention, shown first\./)).toBeVisible();
  await expectAccessible(page);
  failing = false;
  await spare.getByRole('button', { name: 'Retry' }).click();
  await expect(spare.getByRole('definition').first()).toHaveText('$20.00');
  await expect(spare).toContainText(spareExpires());
});

test.describe('a returning customer', () => {
  test.use({ serviceWorkers: 'allow' });

  test('offline: the last known figures of every card at once, marked as such', async ({ page, context }) => {
    await signInAt(page, '/home/cards');
    await expect(tile(page, 'Commuter - 10000001').getByRole('definition').first()).toHaveText('$12.50');
    await expect(tileNames(page)).toHaveCount(6);
    await underWorker(page, ['3001']);
    await context.setOffline(true);
    await page.goto('/home/cards');
    await expect(page.getByRole('status').filter({ hasText: 'You are offline.' })).toBeVisible();
    await expect(tile(page, 'Commuter - 10000001').getByRole('definition').first()).toHaveText('$12.50');
    await expect(tile(page, 'Phone - 80000001').getByRole('definition').first()).toHaveText('$5.25');
    await expect(cards(page).getByText(/^Last known, as of \d{1,2}:\d{2}/)).toHaveCount(6);
    await expect(tile(page, '10000003')).toContainText('Hotlisted: this card can no longer be used or reloaded.');
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expectAccessible(page);
    await context.setOffline(false);
  });
});

test('in French; no card asked for twice in a page (the header and its tile share one answer)', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname.endsWith('/api/Card/GetCardBalance')) asked.push(url.searchParams.get('cardNumber') ?? '');
  });
  await signInAt(page, '/home/cards');
  await expect(tileNames(page)).toHaveCount(6);
  await expect(page.getByText(/cards? needs? your attention, shown first\./)).toBeVisible();
  expect(asked.sort()).toEqual(['10000001', '10000002', '10000003', '10000004', '10000005', '80000001']);
  await page.getByRole('button', { name: 'Français' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
  await expect(page.getByRole('heading', { name: 'Toutes les cartes', level: 2 })).toBeVisible();
  await expect(page.getByText(/^\d cartes demandent votre attention, affichées en premier\.$/)).toBeVisible();
  await expect(tab(page, 'Toutes les cartes')).toHaveAttribute('aria-current', 'page');
  const fr = page.getByRole('list', { name: 'Vos cartes' });
  await expect(fr.getByRole('listitem', { name: '10000003', exact: true })).toContainText(
    'Carte signalée : elle ne peut plus être utilisée ni rechargée.',
  );
  await expect(fr.getByRole('listitem', { name: 'Spare - 10000005', exact: true }).getByRole('link')).toHaveText('Recharger cette carte');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-CA');
});

test("the balance embed's overview on another site: its tiles, and a step that opens the portal's Reload tab for that card", async ({
  page,
}) => {
  const events: string[] = [];
  page.on('console', (m) => {
    const [label, , ...rest] = m.text().split(' ');
    if (label === 'transit-embed') events.push(rest.join(' '));
  });
  const example = 'http://localhost:3001/embed-example.html?view=overview';
  await page.goto(example);
  const widget = page.locator('#picker');
  await widget.getByRole('button', { name: 'Sign in' }).click();
  await page.getByLabel('Email Address').fill(DEMO.email);
  await page.getByLabel('Password').fill(DEMO.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(example);
  await expect(widget.getByRole('heading', { name: 'All cards' })).toBeVisible();
  await expect(widget.getByRole('list', { name: 'Your cards' }).getByRole('heading', { level: 3 }).first()).toHaveText('10000003');
  await expect(widget.getByRole('listitem', { name: 'Spare - 10000005', exact: true }).getByText(spareExpires())).toBeVisible();
  await expectAccessible(page);

  await widget.getByRole('listitem', { name: 'Spare - 10000005', exact: true }).getByRole('link', { name: 'Reload this card' }).click();
  // The host hears where the step leads, and with portalUrl the portal opens there (its own sign-in first).
  await page.waitForURL(/^http:\/\/localhost:3000\//);
  expect(events).toContainEqual(
    'navigate {"path":"/home/reload?card=10000005&cardType=1","url":"http://localhost:3000/home/reload?card=10000005&cardType=1"}',
  );
  // The provider still knows the visitor from the widget's sign-in: Log in brings them straight back, to that page.
  await page.getByRole('button', { name: 'Log in / Sign up' }).click();
  await expect(page).toHaveURL(/\/home\/reload$/);
  await expect(page.getByRole('combobox', { name: 'Card' })).toHaveValue('10000005:1');
  await expect(region(page, 'E-Cash').getByLabel('Amount ($)')).toBeVisible();
});
