import { defineConfig } from '@playwright/test';
import { journeyRun } from './support/chromium';

/**
 * A team's daily loop (`npm run dev`): every app on its Rspack dev server with hot reload, started by the journey
 * itself (dev/fixtures.ts) on the ports the production stack uses, so it runs after the other journeys, never with them.
 */
export default defineConfig({
  testDir: './dev',
  ...journeyRun,
  timeout: 120_000,
  expect: { timeout: 30_000 },
  outputDir: '../test-results/dev',
});
