import type { PlaywrightTestConfig } from '@playwright/test';

/**
 * Playwright runs Debian's Chromium (never a downloaded browser). CHROMIUM_PATH points at another
 * Chrome or Chromium on other machines.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Flags that keep Chromium quiet on a machine without network access. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

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
