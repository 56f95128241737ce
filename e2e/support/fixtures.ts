import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { startStack, type Stack } from '../../scripts/stack.mts';
import { AXE_EXTRA_RULES, AXE_TAGS } from './axe';

/**
 * `stack`: the running portal for this worker (one worker): the shell, the remotes and a sandbox with a fresh
 * database of its own. Journeys may stop and start one app's server through it.
 */
export const test = base.extend<{ csp: { violations: string[] } }, { stack: Stack }>({
  stack: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern: it needs none
    async ({}, use) => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-'));
      const stack = await startStack({ build: false, quiet: true, sandboxDb: path.join(dir, 'sandbox.db') });
      await use(stack);
      await stack.stop();
    },
    { scope: 'worker', auto: true },
  ],
  /**
   * Every journey fails on a Content-Security-Policy violation the browser reports, in any of its tabs: the
   * policy the servers send (scripts/serve/csp.mts) is proven on every page the journeys visit.
   */
  csp: [
    async ({ context }, use) => {
      const csp = { violations: [] as string[] };
      context.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) csp.violations.push(`${message.location().url}: ${message.text()}`);
      });
      await use(csp);
      expect(csp.violations, 'Content-Security-Policy violations reported by the browser').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

export { AXE_EXTRA_RULES, AXE_TAGS };

/** Every page a journey visits is checked against WCAG 2.2 A and AA, and 2.5.3 Label in Name: one line per page. */
export async function expectAccessible(page: Page): Promise<void> {
  // A page is checked once it has settled: no transition or finite animation still running (a fading dialog's
  // half-transparent text would be measured for contrast). Endless ones (a loading skeleton's pulse) do not count.
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity),
  );
  // One options object: AxeBuilder's withTags() and options() each set the run's options, the last one wins.
  const results = await new AxeBuilder({ page })
    .options({
      runOnly: { type: 'tag', values: AXE_TAGS },
      rules: Object.fromEntries(AXE_EXTRA_RULES.map((id) => [id, { enabled: true }])),
    })
    .analyze();
  const ran = new Set([...results.passes, ...results.violations, ...results.incomplete, ...results.inapplicable].map((r) => r.id));
  for (const id of AXE_EXTRA_RULES) expect(ran.has(id), `axe rule ${id} did not run`).toBe(true);
  const summary = results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(summary, `accessibility violations on ${page.url()}`).toEqual([]);
}
