import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { startStack, type Stack } from '../../scripts/stack.mts';

/**
 * `stack`: the running portal for this worker (one worker): the shell, the remotes and a sandbox with a fresh
 * database of its own. Journeys may stop and start one app's server through it.
 */
export const test = base.extend<object, { stack: Stack }>({
  stack: [async ({}, use) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-'));
    const stack = await startStack({ build: false, quiet: true, sandboxDb: path.join(dir, 'sandbox.db') });
    await use(stack);
    await stack.stop();
  }, { scope: 'worker', auto: true }],
});

export { expect };

/** Every page a journey visits is checked against WCAG 2.1 A and AA: one line per page. */
export async function expectAccessible(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(summary, `accessibility violations on ${page.url()}`).toEqual([]);
}
