import fs from 'node:fs';
import path from 'node:path';
import type { Page, Request } from '@playwright/test';
import type { PortalConfig } from '@portal/contract';
import { expect, expectAccessible, test } from '../support/fixtures';
import { signInAt } from '../support/auth';
import { drawnPage, firstVisitHeld } from '../support/drawnTab';
import { HOLDS_REACT, holdScripts } from '../support/hold';
import { buildDrills, edit, editJson, serveLive, type Drill } from '../support/drills';
import { exposedFiles, integrityOf, eventsSince, previousBuild, versionIn } from '../support/releases';
import type { BuiltRelease } from '../../scripts/releases.mts';

/**
 * Issue 85: a section ships alone. Six changes a section team makes every day, each built from a copy of the live
 * release's remote alone and served with the live release's shell (its own server) and remotes: the portal shows the
 * change, and nothing else was rebuilt (e2e/support/drills.ts).
 */

const updating = 'This section is being updated. Please try again in a few minutes.';
const main = (page: Page) => page.getByRole('main');
const tabs = (page: Page) => page.getByRole('main').getByRole('navigation');
const tab = (page: Page, name: string) => tabs(page).getByRole('link', { name, exact: true });

const DRILLS: Drill[] = [
  {
    // a. A new page of remote-account in the account frame, with its tab and labels in both languages.
    name: 'page',
    app: 'remote-account',
    change(dir) {
      fs.writeFileSync(
        path.join(dir, 'src', 'exposes', 'RewardsTab.tsx'),
        `/** account/RewardsTab: the account frame's Rewards tab (a drill's new page). */
import Typography from '@mui/material/Typography';
import { useLocale } from '@portal/contract';

export default function RewardsTab() {
  const { locale } = useLocale();
  return (
    <Typography component="h2" variant="h5">
      {locale === 'fr' ? 'Vos récompenses' : 'Your rewards'}
    </Typography>
  );
}
`,
      );
      edit(
        dir,
        'src/sections/index.ts',
        `    {
      path: '/account/manage',`,
        `    {
      path: '/account/rewards',
      module: 'RewardsTab',
      name: 'rewards.name',
      frame: 'account',
      tab: { order: 25, label: 'rewards.tab' },
      signedIn: true,
    },
    {
      path: '/account/manage',`,
      );
      for (const [locale, name] of [
        ['en', 'Rewards'],
        ['fr', 'Récompenses'],
      ] as const)
        editJson<Record<string, string>>(dir, `src/sections/messages/${locale}.json`, (m) => ({
          ...m,
          'rewards.name': name,
          'rewards.tab': name,
        }));
    },
  },
  {
    // b. One more call answered before remote-reload's code runs, shown by the tab's first render.
    name: 'call',
    app: 'remote-reload',
    change(dir) {
      edit(
        dir,
        'src/sections/index.ts',
        `        { path: 'Threshold/GetThresholdReload', query: { CardID: '{cardNumber}', CardType: '{cardType}' } },`,
        `        { path: 'Threshold/GetThresholdReload', query: { CardID: '{cardNumber}', CardType: '{cardType}' } },
        { path: 'Threshold/GetNextMonthPrice', query: { CardID: '{cardNumber}', CardType: '{cardType}' } },`,
      );
      const file = 'src/features/reload/ReloadTab.tsx';
      edit(dir, file, `import { st } from '@portal/kit';`, `import { st, useNextMonthPass } from '@portal/kit';`);
      edit(
        dir,
        file,
        `        <CartButton count={cart.count} onOpen={() => setCartOpen(true)} />
      </Box>`,
        `        <CartButton count={cart.count} onOpen={() => setCartOpen(true)} />
      </Box>
      {selected && <NextMonth card={selected} />}`,
      );
      fs.appendFileSync(
        path.join(dir, file),
        `
/** Next month's pass of the card (a drill: the tab's first render shows it, asked for by the shell's entry). */
function NextMonth({ card }: { card: Card }) {
  const { data } = useNextMonthPass(card);
  return data ? <Typography>Next month: {data.name}, {formatMoney(data.price)}</Typography> : null;
}
`,
      );
    },
  },
  {
    // c. remote-balance renames its Balance tab's module, keeping the old name as an alias for one release.
    name: 'rename',
    app: 'remote-balance',
    change(dir) {
      fs.renameSync(path.join(dir, 'src', 'exposes', 'BalanceTab.tsx'), path.join(dir, 'src', 'exposes', 'BalanceHome.tsx'));
      edit(dir, 'src/sections/index.ts', `module: 'BalanceTab',`, `module: 'BalanceHome',`);
      edit(
        dir,
        'src/sections/index.ts',
        `export const declaration: RemoteDeclaration<Text> = {`,
        `export const declaration: RemoteDeclaration<Text> = {
  // The module's name before this release, kept for one release (a page that read the table before it asks for it).
  aliases: { BalanceTab: 'BalanceHome' },`,
      );
      edit(dir, 'src/bootstrap.tsx', `import BalanceTab from './exposes/BalanceTab';`, `import BalanceTab from './exposes/BalanceHome';`);
      edit(dir, 'src/bootstrap.tsx', `name: 'BalanceTab'`, `name: 'BalanceHome'`);
      edit(dir, 'src/features/balance/drawing/early.ts', `'balance/BalanceTab'`, `'balance/BalanceHome'`);
      edit(dir, 'src/features/balance/drawing/prerender.tsx', `'balance/BalanceTab'`, `'balance/BalanceHome'`);
    },
  },
  {
    // d. remote-reload's tab label, in both languages.
    name: 'label',
    app: 'remote-reload',
    change(dir) {
      editJson<Record<string, string>>(dir, 'src/sections/messages/en.json', (m) => ({ ...m, 'reload.tab': 'Top up' }));
      editJson<Record<string, string>>(dir, 'src/sections/messages/fr.json', (m) => ({ ...m, 'reload.tab': 'Recharger la carte' }));
    },
  },
  {
    // e. A shared library the page cannot give it: remote-reload built with swr 3 (a copy of the installed one, named 3.0.0).
    name: 'shared',
    app: 'remote-reload',
    change(dir) {
      // The release's own swr (its worktree's node_modules, beside the copy), copied into the copy's node_modules.
      const swr = path.join(dir, '..', 'node_modules', 'swr');
      const own = path.join(dir, 'node_modules', 'swr');
      fs.cpSync(swr, own, { recursive: true, dereference: true });
      editJson<{ version: string }>(own, 'package.json', (pkg) => ({ ...pkg, version: '3.0.0' }));
    },
  },
  {
    // f. remote-reload claims an address the runtime config gives remote-account: the account frame's Payment Methods.
    name: 'claim',
    app: 'remote-reload',
    change(dir) {
      edit(
        dir,
        'src/sections/index.ts',
        `    // Where payments end (spec 2).`,
        `    {
      path: '/account/payment',
      module: 'ReloadTab',
      name: 'reload.name',
      frame: 'account',
      tab: { order: 5, label: 'reload.tab' },
      signedIn: true,
    },
    // Where payments end (spec 2).`,
      );
    },
  },
];

let live: BuiltRelease;
let built: Awaited<ReturnType<typeof buildDrills>>;
const drill = (name: string) => built.get(name)!;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  // One build of the live release (the global setup's, shared with the skew journeys); each changed remote built once.
  test.setTimeout(900_000);
  live = await previousBuild();
  built = await buildDrills(live, DRILLS);
});

/** Every request the page makes whose address has `part`, from now on. */
function requestsTo(page: Page, part: string): Request[] {
  const seen: Request[] = [];
  page.on('request', (r) => {
    if (r.url().includes(part)) seen.push(r);
  });
  return seen;
}

test('a. remote-account adds a page with a tab in the account frame, in both languages: the live shell shows it', async ({
  page,
  stack,
}) => {
  const restore = await serveLive(stack, live, { remotes: { 'remote-account': drill('page').dist } });
  try {
    await signInAt(page, '/account/payment');
    await expect(tab(page, 'Rewards')).toBeVisible();
    // In the order its release gives it: after Payment Methods (20), before Manage (30).
    await expect(tabs(page).getByRole('link')).toHaveText(['Payment Methods', 'Rewards', 'Manage']);
    await tab(page, 'Rewards').click();
    await expect(page).toHaveURL(/\/account\/rewards$/);
    await expect(main(page).getByRole('heading', { name: 'Your rewards' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Français' }).click();
    await expect(tab(page, 'Récompenses')).toBeVisible();
    await expect(main(page).getByRole('heading', { name: 'Vos récompenses' })).toBeVisible();
    await page.getByRole('button', { name: 'English' }).click();
    // Its address, opened as such.
    await page.goto('/account/rewards');
    await expect(main(page).getByRole('heading', { name: 'Your rewards' })).toBeVisible();
  } finally {
    await restore();
  }
});

test("b. remote-reload's tab declares one more early call: its first render shows the answer, asked for once, by the entry", async ({
  page,
  stack,
}) => {
  const restore = await serveLive(stack, live, { remotes: { 'remote-reload': drill('call').dist } });
  try {
    // Signed in, the customer opens the Reload tab: the page's entry reads the table and asks for the tab's calls.
    await signInAt(page);
    await expect(page.getByRole('list', { name: 'Balance summary' })).toContainText('$12.50');
    const asked = requestsTo(page, 'Threshold/GetNextMonthPrice');
    // The section's own files (its exposed module's) are held until the call has been asked for: the answer shows only
    // if someone else (the shell's entry, from the release's declaration) asked, before any of the section's code ran.
    const calledFirst = new Promise<void>((resolve) =>
      page.on('request', (r) => {
        if (r.url().includes('Threshold/GetNextMonthPrice')) resolve();
      }),
    );
    const { dist, version } = drill('call');
    const tabFiles = new Set(exposedFiles(dist, 'ReloadTab').sync.map((f) => `/releases/${version}/${f}`));
    let held = 0;
    await page.route(
      (url) => url.port === '3002' && tabFiles.has(url.pathname),
      async (route) => {
        held += 1;
        await calledFirst;
        await route.continue();
      },
    );
    await page.goto('/home/reload');
    await expect(main(page).getByText(/^Next month: .+, \$\d+\.\d\d$/)).toBeVisible();
    await expect(page.getByRole('region', { name: 'E-Cash' }).getByRole('button', { name: 'Add to Cart' })).toBeVisible();
    await expectAccessible(page);
    // Asked for once: the section's first render took the entry's answer, and did not ask again.
    expect(asked).toHaveLength(1);
    expect(held, "the section's own files went through the hold").toBeGreaterThan(0);
  } finally {
    await restore();
  }
});

test('c. remote-balance renames its module and keeps the old name: the live shell, a page that read the table before, and a pin to the release before all run it', async ({
  page,
  stack,
}) => {
  const renamed = drill('rename');
  const liveVersion = versionIn(live.dist('remote-balance'));
  // A page that read the table before the deploy: the live shell with the live remote-balance.
  let restore = await serveLive(stack, live);
  const before = await (await fetch(`${stack.portalUrl}/portal.config.json`)).text();
  await restore();
  const balanceOf = (config: string) =>
    (JSON.parse(config) as PortalConfig).sections!.sections.find((s) => s.path === '/home/balance')!.module;
  expect(balanceOf(before)).toBe('BalanceTab');
  const entries = requestsTo(page, '/remoteEntry.js');
  const shown = async () => {
    await expect(page.getByRole('table', { name: 'History' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Balance summary' })).toContainText('$12.50');
  };
  restore = await serveLive(stack, live, { remotes: { 'remote-balance': renamed.dist } });
  try {
    // The live shell reads the new release: its table names the new module, which loads.
    expect(balanceOf(await (await fetch(`${stack.portalUrl}/portal.config.json`)).text())).toBe('BalanceHome');
    await signInAt(page);
    await shown();
    await expectAccessible(page);
    // A page holding the table read before the deploy asks for the old name: the new release serves it by its alias.
    // (The only release of remote-balance at the top of its origin is the new one: BalanceTab is its alias there.)
    await page.route('**/portal.config.json', (route) => route.fulfill({ body: before, contentType: 'application/json' }));
    await page.reload();
    await shown();
    await page.unroute('**/portal.config.json');
  } finally {
    await restore();
  }
  // A runtime config pinned to the release before (carried forward by the new deployment): it runs, by its old name.
  const manifest = new URL(`releases/${liveVersion}/mf-manifest.json`, stack.config.remotes.balance.manifest).href;
  const pinned: PortalConfig = {
    ...stack.config,
    remotes: {
      ...stack.config.remotes,
      balance: { manifest, integrity: integrityOf(path.join(renamed.dist, 'releases', liveVersion, 'mf-manifest.json')) },
    },
  };
  restore = await serveLive(stack, live, { remotes: { 'remote-balance': renamed.dist }, config: pinned });
  try {
    entries.length = 0;
    await page.goto('/home/balance');
    await shown();
    expect(entries.map((r) => new URL(r.url()).pathname)).toContain(`/releases/${liveVersion}/remoteEntry.js`);
  } finally {
    await restore();
  }
});

test("d. remote-reload changes its tab's label in both languages: drawn before the JavaScript, and in the app", async ({
  page,
  stack,
  context,
}) => {
  const restore = await serveLive(stack, live, { remotes: { 'remote-reload': drill('label').dist } });
  try {
    // The tab's page as the live shell's server draws it, before the app: its tab bar from the table, each language.
    const { phone, releaseHeld } = await firstVisitHeld(page, context, '/home/reload', async (app) => {
      await expect(tab(app, 'Top up')).toBeVisible();
    });
    await expect(drawnPage(phone)).toHaveCount(1);
    await expect(tab(phone, 'Top up')).toBeVisible();
    await expect(tab(phone, 'Reload')).toHaveCount(0);
    releaseHeld();
    await expect(drawnPage(phone)).toHaveCount(0);
    await expect(tab(phone, 'Top up')).toBeVisible();
    await phone.getByRole('button', { name: 'Français' }).click();
    await expect(tab(phone, 'Recharger la carte')).toBeVisible();
    await expectAccessible(phone);
    // A customer who chose French: drawn in French before the app.
    const french = await context.newPage();
    await french.addInitScript(() => localStorage.setItem('transit.locale', 'fr'));
    const held = await holdScripts(french, HOLDS_REACT);
    held.release();
    await french.goto('/home/reload', { waitUntil: 'commit' });
    await held.asked;
    await expect(drawnPage(french)).toHaveCount(1);
    await expect(tab(french, 'Recharger la carte')).toBeVisible();
    held.releaseHeld();
    await expect(drawnPage(french)).toHaveCount(0);
    await expect(tab(french, 'Recharger la carte')).toBeVisible();
  } finally {
    // What the held pages still ask for is let go before the servers change.
    for (const open of context.pages()) await open.unrouteAll({ behavior: 'ignoreErrors' });
    await restore();
  }
});

test('e. a section built with a shared library the page cannot give it: its area says it is being updated, with Retry; the rest works; reported', async ({
  page,
  stack,
}) => {
  const restore = await serveLive(stack, live, { remotes: { 'remote-reload': drill('shared').dist } });
  try {
    const since = new Date().toISOString();
    await signInAt(page, '/home/reload');
    await expect(main(page).getByRole('alert')).toContainText(updating);
    await expect(main(page).getByRole('button', { name: 'Retry' })).toBeVisible();
    await expectAccessible(page);
    await tab(page, 'Balance').click();
    await expect(page.getByRole('list', { name: 'Balance summary' })).toContainText('$12.50');
    await expect
      .poll(async () => eventsSince(stack, 'section-refused', since, 'reload'))
      .toEqual([
        expect.objectContaining({
          reason: 'incompatible',
          detail: expect.stringContaining('it needs swr ^3.0.0 (built with 3.0.0); this page provides 2.'),
        }),
      ]);
  } finally {
    await restore();
  }
});

test('f. a remote that claims an address outside its own is refused and reported; its other pages and the rest work', async ({
  page,
  stack,
}) => {
  const since = new Date().toISOString();
  const restore = await serveLive(stack, live, { remotes: { 'remote-reload': drill('claim').dist } });
  try {
    // The live shell's server refused the section as it read the release, and said so to monitoring.
    await expect
      .poll(async () => eventsSince(stack, 'section-refused', since, 'reload'))
      .toEqual([
        expect.objectContaining({
          reason: 'declaration',
          detail: expect.stringContaining('/account/payment is not under the addresses the runtime config gives remote "reload"'),
        }),
      ]);
    await signInAt(page, '/account/payment');
    // remote-account's page, and no tab of remote-reload's in the account frame.
    await expect(main(page).getByRole('heading', { name: 'Payment Methods' })).toBeVisible();
    await expect(tabs(page).getByRole('link')).toHaveText(['Payment Methods', 'Manage']);
    await expectAccessible(page);
    // remote-reload's own tab works.
    await page.goto('/home/reload');
    await expect(page.getByRole('region', { name: 'E-Cash' }).getByRole('button', { name: 'Add to Cart' })).toBeVisible();
  } finally {
    await restore();
  }
});
