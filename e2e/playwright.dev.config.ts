import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './support/chromium';

/**
 * A team's daily loop (`npm run dev`): every app on its Rspack dev server with hot reload, started by the journey
 * itself (dev/fixtures.ts) on the ports the production stack uses, so it runs after the other journeys, never with them.
 */
export default defineConfig({
  testDir: './dev',
  workers: 1,
  fullyParallel: false,
  timeout: 120_000,
  expect: { timeout: 30_000 },
  retries: 0,
  reporter: [['list'], ['./support/summary-reporter.ts']],
  use: {
    baseURL: 'http://localhost:3000',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    contextOptions: { reducedMotion: 'reduce' },
    trace: 'retain-on-failure',
  },
  outputDir: '../test-results/dev',
});
