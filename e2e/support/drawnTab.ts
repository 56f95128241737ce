/**
 * A home tab drawn before the app by its section's own release (issue 39, docs/decisions/0021): its journeys open the
 * tab as a signed-in customer's first visit on a phone (signed in on the device, nothing else of theirs kept there),
 * with React (the shared libraries' file) held back, as a slow phone's link would, until they release it.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { signInAt } from './auth';
import { HOLDS_REACT, LAST_KNOWN_KEY, holdScripts } from './hold';

/** The bench's phone (scripts/bench.mts PHONE). */
const PHONE_VIEWPORT = { width: 412, height: 823 };

/** Still the drawn page: the app has not rendered over it. */
export const drawnPage = (page: Page) => page.locator('#root [data-prerender-locale]');

/**
 * Signs in at `path`, reads what the app shows there (`seen`), then opens `path` again in a new page of the same
 * context as a first visit, in `locale` if given (the customer's choice on this device), at `viewport` (a phone's by
 * default), React held until `releaseHeld()`.
 */
export async function firstVisitHeld<T>(
  page: Page,
  context: BrowserContext,
  path: string,
  seen: (page: Page) => Promise<T>,
  { locale, viewport = PHONE_VIEWPORT }: { locale?: 'fr'; viewport?: { width: number; height: number } } = {},
): Promise<{ phone: Page; shown: T; releaseHeld(): void }> {
  await signInAt(page, path);
  const shown = await seen(page);
  await page.close();
  const phone = await context.newPage();
  await phone.setViewportSize(viewport);
  await phone.addInitScript((key) => localStorage.removeItem(key), LAST_KNOWN_KEY);
  // The language the customer chose, on this device (the contract's LOCALE_KEY).
  if (locale) await phone.addInitScript((l) => localStorage.setItem('transit.locale', l), locale);
  const held = await holdScripts(phone, HOLDS_REACT);
  held.release();
  await phone.goto(path, { waitUntil: 'commit' });
  await held.asked;
  return { phone, shown, releaseHeld: held.releaseHeld };
}
