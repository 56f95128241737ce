/**
 * Prerendered pages (the login page, the public pages drawn from remote-public's release) paint before any JavaScript:
 * these hold the scripts back, as a slow link would, so a journey can check what a visitor sees and does meanwhile.
 */
import type { BrowserContext, Page } from '@playwright/test';

/** A gate a journey opens when it chooses. */
function gate(): { open(): void; opened: Promise<void> } {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}

/**
 * Holds back the shell's scripts (its entry and the files the page preloads), and those of the apps on `ports` too,
 * until `release()`, but those whose path `pass` picks. A script whose text `alsoHold` picks is then held once more,
 * until `releaseHeld()`; `asked` settles when the page asks for it.
 */
export async function holdScripts(page: Page, alsoHold?: (text: string) => boolean, ports: string[] = ['3000'], pass?: RegExp) {
  const all = gate();
  const held = gate();
  const asked = gate();
  await page.route(
    (url) => ports.includes(url.port) && url.pathname.endsWith('.js') && !pass?.test(url.pathname),
    async (route) => {
      await all.opened;
      if (!alsoHold) {
        await route.continue();
        return;
      }
      const response = await route.fetch();
      if (alsoHold(await response.text())) {
        asked.open();
        await held.opened;
      }
      await route.fulfill({ response });
    },
  );
  return { release: all.open, releaseHeld: held.open, asked: asked.opened };
}

/** Holds back the answers to the requests whose URL `url` matches, until `release()`. */
export async function holdRequests(page: Page, url: RegExp): Promise<{ release(): void }> {
  const held = gate();
  await page.route(url, async (route) => {
    await held.opened;
    await route.continue();
  });
  return { release: held.open };
}

/** The HTML has been read to its end (the held scripts would run next). */
export const parsed = (page: Page) => page.waitForFunction(() => document.readyState !== 'loading');

/**
 * The app's script files (the shell's and remote-public's, not the service worker) a page or a whole browser asks for,
 * as it asks: a public page its section's script does all of asks for none (decision 0016).
 */
export function appFilesAsked(target: Page | BrowserContext): string[] {
  const asked: string[] = [];
  target.on('request', (r) => {
    const url = new URL(r.url());
    if (['3000', '3004'].includes(url.port) && url.pathname.endsWith('.js') && url.pathname !== '/sw.js') asked.push(url.pathname);
  });
  return asked;
}

/** Where the portal keeps a customer's last known data on the device (the kit's LAST_KNOWN_KEY): gone, a first visit. */
export const LAST_KNOWN_KEY = 'portal.lastKnown';

/** The shared libraries' file: the one that holds React (held back, the app cannot start). */
export const HOLDS_REACT = (text: string): boolean => text.includes('__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE');

/** The held script a paused page asks for (`pausedBeforeItsScript`, here and in the engines' journeys). */
export const PARSER_PAUSE_PATH = '/parser-pause.js';

/**
 * A drawn page's HTML with the held script put just before its inline script (the last one, after `#root`), or just
 * after it (`after`): there the inline script has run, and the app's deferred entry waits for the page's end.
 */
export function withParserPause(html: string, path: string, where: 'before' | 'after' = 'before'): string {
  const last = html.lastIndexOf('<script>');
  if (last < html.indexOf('id="root"')) throw new Error(`${path}: no inline script after #root`);
  const at = where === 'before' ? last : html.indexOf('</script>', last) + '</script>'.length;
  return `${html.slice(0, at)}<script src="${PARSER_PAUSE_PATH}"></script>${html.slice(at)}`;
}

/**
 * The page's parser stopped just before its inline script, as a phone's slow parse leaves it for a while (issue 39): the
 * page's HTML as served, with an empty script of its own put there and held until `resume`. The browser paints
 * whatever it has read meanwhile.
 */
export async function pausedBeforeItsScript(page: Page, path: string): Promise<{ reached: Promise<void>; resume(): void }> {
  let resume!: () => void;
  const resumed = new Promise<void>((done) => (resume = done));
  let reach!: () => void;
  const reached = new Promise<void>((done) => (reach = done));
  await page.route(`**${path}`, async (route) => {
    if (route.request().resourceType() !== 'document') return route.continue();
    const response = await route.fetch();
    const html = await response.text();
    const headers = { ...response.headers() };
    delete headers['content-encoding']; // the text, as read
    delete headers['content-length'];
    await route.fulfill({
      status: response.status(),
      headers,
      body: withParserPause(html, path),
    });
  });
  await page.route(`**${PARSER_PAUSE_PATH}`, async (route) => {
    reach();
    await resumed;
    await route.fulfill({ contentType: 'text/javascript', body: '' });
  });
  return { reached, resume };
}
