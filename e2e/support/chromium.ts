import type { Browser, PlaywrightTestConfig } from '@playwright/test';

/**
 * Playwright runs Debian's Chromium (never a downloaded browser). CHROMIUM_PATH points at another
 * Chrome or Chromium on other machines.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The browser's own pages that Chromium's headless mode (the full browser, without a window) loads beside every page
 * it opens: the address bar's suggestions popup, drawn as web pages of its own (`chrome://omnibox-popup.top-chrome/`,
 * and its "AI mode" variant), and the preloading of such pages. Nobody sees them in a headless browser, and a phone's
 * browser draws its address bar natively, on other cores. Here they ran JavaScript in renderers of their own beside
 * the measured page and took this machine's two cores from it: on the phone profile, the same build measured the home
 * frame at 1.2–1.8 s with them and 0.7–1.3 s without (docs/performance-log.md, "The browser's own pages beside the
 * measured one").
 */
export const BROWSER_UI_FEATURES_OFF = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'PreloadTopChromeWebUI'];

/** Flags that keep Chromium quiet on a machine without network access, and without pages of its own beside ours. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  `--disable-features=${BROWSER_UI_FEATURES_OFF.join(',')}`,
];

/** A target of the browser's DevTools protocol, as `Target.getTargets` lists it. */
interface TargetInfo {
  type: string;
  url: string;
}

/**
 * The browser's own pages running beside the pages opened (their addresses), as the browser's DevTools protocol lists
 * them: none, with `chromiumArgs`. A Chromium that names those features otherwise runs them again, and then the
 * bench's times are the machine's CPU shared with them: the bench prints them, and a journey fails on them.
 */
export async function browserUiPages(browser: Browser): Promise<string[]> {
  const session = await browser.newBrowserCDPSession();
  try {
    const { targetInfos } = (await session.send('Target.getTargets')) as { targetInfos: TargetInfo[] };
    return targetInfos.filter((t) => t.type === 'browser_ui').map((t) => t.url);
  } finally {
    await session.detach();
  }
}

/**
 * What every Playwright journey runs with, against the production stack or `npm run dev`: Debian's Chromium, as a
 * visitor who asked for less motion (dialogs and toasts appear at once, so a check never measures text halfway
 * through a fade), a trace kept when a journey fails.
 */
export const journeyRun: Pick<PlaywrightTestConfig, 'workers' | 'fullyParallel' | 'retries' | 'reporter'> & {
  use: NonNullable<PlaywrightTestConfig['use']>;
} = {
  workers: 1,
  fullyParallel: false,
  retries: 0,
  reporter: [['list'], ['./support/summary-reporter.ts']],
  use: {
    baseURL: 'http://localhost:3000',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    contextOptions: { reducedMotion: 'reduce' },
    trace: 'retain-on-failure',
  },
};
