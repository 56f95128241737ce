import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './support/chromium';

/**
 * Journeys in real Chromium (Debian's, never a downloaded one) against the real stack: the shell and the four
 * remotes on their own ports and the sandbox, started by the journeys themselves (see support/fixtures.ts).
 */
export default defineConfig({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  workers: 1,
  fullyParallel: false,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  retries: 0,
  reporter: [['list'], ['./support/summary-reporter.ts']],
  use: {
    baseURL: 'http://localhost:3000',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    // As a visitor who asked for less motion: dialogs and toasts appear at once (the theme honours it), so a
    // check never measures text halfway through a fade.
    contextOptions: { reducedMotion: 'reduce' },
    // The portal's service worker is off for the journeys, which route and fail requests page by page (Playwright's
    // page.route does not see what a worker fetches): each is a first visit. offline.spec.ts turns it on and proves
    // the worker, the returning visit and the offline one.
    serviceWorkers: 'block',
    trace: 'retain-on-failure',
  },
  outputDir: '../test-results',
});
