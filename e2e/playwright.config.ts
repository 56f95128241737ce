import { defineConfig } from '@playwright/test';
import { journeyRun } from './support/chromium';

/**
 * Journeys in real Chromium (Debian's, never a downloaded one) against the real stack: the shell and the four
 * remotes on their own ports and the sandbox, started by the journeys themselves (see support/fixtures.ts).
 */
export default defineConfig({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  ...journeyRun,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    ...journeyRun.use,
    // The portal's service worker is off for the journeys, which route and fail requests page by page (Playwright's
    // page.route does not see what a worker fetches): each is a first visit. offline.spec.ts turns it on and proves
    // the worker, the returning visit and the offline one.
    serviceWorkers: 'block',
  },
  outputDir: '../test-results',
});
