import type { Page } from '@playwright/test';
import type { Page as SectionPage } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { signInAt } from '../support/auth';
import { packagesIn, recordScripts } from '../support/downloads';
import { currentDist, exposedFiles } from '../support/releases';

/** A frame's section tab: a link in the frame's navigation. */
const section = (page: SectionPage, name: string) =>
  page.getByRole('main').getByRole('navigation').getByRole('link', { name, exact: true });

/**
 * Their code must reach the browser from the shell alone: the runtime contract, MUI's styling core (emotion,
 * @mui/system), the router (inside @portal/contract), MSAL (used by the shell only) and the federation runtime (the
 * remotes use the shell's). @portal/kit is not in this list: each app bundles the helpers it was built with.
 */
const DOWNLOADED_ONCE = [
  'react',
  'react-dom',
  '@portal/contract',
  'react-router',
  '@emotion/react',
  '@emotion/styled',
  '@emotion/cache',
  '@mui/system',
  '@mui/styled-engine',
  '@mui/private-theming',
  '@azure/msal-browser',
  '@module-federation/runtime-core',
];
/** The shared singletons, checked in the federation runtime too (each app bundles the @mui/material components it uses). */
const SINGLETONS = [
  'react',
  'react-dom',
  '@portal/contract',
  '@emotion/react',
  '@emotion/styled',
  '@emotion/cache',
  '@mui/system',
  '@mui/styled-engine',
  '@mui/private-theming',
  '@mui/material/styles',
  'notistack',
  'swr',
  // MUI internals shared by file (SHARED_MUI_INTERNALS): the remotes run the shell's copies.
  '@mui/material/styles/defaultTheme',
  '@mui/material/styles/createTheme',
  '@mui/material/ButtonBase/ButtonBase',
  '@mui/material/Typography/Typography',
];

type ShareMap = Record<string, Record<string, Record<string, Record<string, { from: string; loaded?: boolean; useIn?: string[] }>>>>;

async function shareProviders(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate((names) => {
    const share = (window as unknown as { __FEDERATION__: { __SHARE__: ShareMap } }).__FEDERATION__.__SHARE__;
    const result: Record<string, string[]> = {};
    for (const scopes of Object.values(share)) {
      for (const pkgs of Object.values(scopes)) {
        for (const name of names) {
          for (const [version, entry] of Object.entries(pkgs[name] ?? {})) {
            const list = (result[name] ??= []);
            if (entry.loaded && !list.includes(`${version} from ${entry.from}`)) list.push(`${version} from ${entry.from}`);
          }
        }
      }
    }
    return result;
  }, SINGLETONS);
}

/** A script's first line, where V8's compile hint goes; cut short, since a file without it is minified code on one line. */
const firstLine = async (page: Page, url: string) => (await (await page.request.get(url)).text()).split('\n', 1)[0]!.slice(0, 60);

test("React, react-dom, the runtime contract and MUI's styling core are downloaded once across three remotes", async ({ page }) => {
  await signInAt(page);
  await page.waitForLoadState('networkidle');
  // One page life, from a fresh load: everything it downloads is recorded.
  const downloaded = recordScripts(page);
  await page.reload();
  // The section itself (its history), not the shell's preview of the balance while it loads.
  await expect(page.getByRole('table', { name: 'History' })).toBeVisible();
  const balanceHeading = page.getByRole('heading', { name: 'Balance' }); // remote-balance
  await expect(balanceHeading).toBeVisible();
  // The shell's one theme reaches the remote's components (its font, not MUI's default Roboto).
  expect(await balanceHeading.evaluate((el) => getComputedStyle(el).fontFamily)).toContain('system-ui');
  await section(page, 'Reload').click();
  await expect(page.getByRole('main').getByRole('heading', { name: 'Reload', exact: true })).toBeVisible(); // remote-reload
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Account', exact: true }).click();
  // The account frame's own tabs, before its Manage: until they are drawn, the home frame's Manage tab is the one shown.
  await expect(section(page, 'Payment Methods')).toBeVisible();
  await section(page, 'Manage').click();
  await expect(page.getByRole('heading', { name: 'Manage account' })).toBeVisible(); // remote-account
  await expect(page.getByRole('link', { name: 'Edit', exact: true })).toHaveAttribute('href', /B2C_1_profileedit/i);

  // The three remotes really served their sections.
  const ports = new Set([...downloaded.keys()].map((u) => new URL(u).port));
  for (const port of ['3000', '3001', '3002', '3003']) expect(ports, `files from :${port}`).toContain(port);
  // No file was fetched twice.
  for (const [url, times] of downloaded) expect(times, url).toBe(1);
  // Each package's code reached the browser from exactly one app, the shell: the remotes reused it.
  const origins = new Map<string, Set<string>>();
  for (const url of downloaded.keys())
    for (const pkg of packagesIn(url)) (origins.get(pkg) ?? origins.set(pkg, new Set()).get(pkg)!).add(new URL(url).port);
  for (const pkg of DOWNLOADED_ONCE) expect([...(origins.get(pkg) ?? [])], `${pkg} was downloaded from ports`).toEqual(['3000']);
  // And the federation runtime holds one loaded instance of every singleton, the shell's.
  const providers = await shareProviders(page);
  for (const pkg of SINGLETONS) {
    expect(providers[pkg], `${pkg} instances`).toHaveLength(1);
    expect(providers[pkg]![0], pkg).toMatch(/ from portal_shell$/);
  }
});

test('the HTML names the files every page needs first, and each is downloaded once', async ({ page }) => {
  const downloaded = recordScripts(page);
  // A page the app runs for a visitor (since decision 0020 the login page as drawn runs none: first-paint.spec.ts):
  // a guarded address opened signed out, which the app answers with its login page.
  await page.goto('/home/balance');
  await expect(page.getByRole('button', { name: 'Log in / Sign up' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // Preloaded from the HTML: the bootstrap chunk, portal-core (the contract and the kit the start needs) and shared-core
  // (shared/build/preloadPlugin.ts).
  const preloaded = await page
    .locator('link[rel="preload"][as="script"]')
    .evaluateAll((links) => links.map((l) => (l as HTMLLinkElement).href));
  expect(preloaded.length).toBeGreaterThanOrEqual(3);
  // Each was used by the page, not fetched a second time (crossorigin and integrity match the runtime's requests).
  for (const url of preloaded) expect(downloaded.get(url), url).toBe(1);
  for (const [url, times] of downloaded) expect(times, url).toBe(1);
  // The first files (the entry and those the HTML names) are compiled as they download (V8's compile hint, its first
  // line); a file loaded later, when needed, is not (its functions are compiled when called).
  const entry = await page.locator('script[src]').evaluateAll((s) => s.map((e) => (e as HTMLScriptElement).src));
  const first = new Set([...preloaded, ...entry.filter((u) => u.startsWith(new URL(page.url()).origin))]);
  for (const url of first) expect(await firstLine(page, url), url).toBe('//# allFunctionsCalledOnLoad');
  const later = [...downloaded.keys()].filter((u) => !first.has(u) && new URL(u).port === '3000');
  expect(later.length, 'files loaded later').toBeGreaterThan(0);
  for (const url of later) expect(await firstLine(page, url), url).not.toContain('allFunctionsCalledOnLoad');
});

test("a section's entry and the file of the module it exposes are compiled as they download; what it loads on demand is not", async ({
  page,
}) => {
  await signInAt(page);
  await page.waitForLoadState('networkidle');
  const downloaded = recordScripts(page);
  await section(page, 'Reload').click();
  await expect(page.getByRole('region', { name: 'E-Cash' }).getByRole('button', { name: 'Add to Cart' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /Auto-Reload/i })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const reload = [...downloaded.keys()].filter((u) => new URL(u).port === '3002');
  const entry = reload.filter((u) => u.endsWith('/remoteEntry.js'));
  expect(entry, "remote-reload's entry").toHaveLength(1);
  // The Reload tab is its entry and one file (shared/build/parts/chunks.ts), the one its release's manifest names for
  // the exposed module: both carry V8's compile hint.
  const tabFiles = exposedFiles(currentDist('reload'), 'ReloadTab').sync;
  const first = reload.filter((u) => u === entry[0] || tabFiles.some((name) => u.endsWith(`/${name}`)));
  expect(first, "remote-reload's files for its tab").toHaveLength(2);
  for (const url of first) expect(await firstLine(page, url), url).toBe('//# allFunctionsCalledOnLoad');
  // The auto-reload rules under the products are a file of their own, asked for once the products are painted: its
  // functions are compiled when called.
  const rules = reload.filter((u) => !first.includes(u));
  expect(rules, "the auto-reload rules' file").toHaveLength(1);
  for (const url of rules) expect(await firstLine(page, url), url).not.toContain('allFunctionsCalledOnLoad');
  // The cart's dialog is downloaded when first opened: its functions are compiled when called.
  await page.getByRole('button', { name: 'Cart', exact: true }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  const dialog = [...downloaded.keys()].filter((u) => new URL(u).port === '3002' && !reload.includes(u));
  expect(dialog.length, 'files loaded with the dialog').toBeGreaterThan(0);
  for (const url of dialog) expect(await firstLine(page, url), url).not.toContain('allFunctionsCalledOnLoad');
});
