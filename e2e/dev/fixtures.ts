import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test as base } from '@playwright/test';
import { APPS, root } from '../../scripts/stack.mts';

/** What `npm run dev` started: its output so far, for a failure's message. */
export interface DevStack {
  output: () => string;
}

/** Each app's dev server answers once its first compilation is done (the manifest, or the shell's page). */
async function ready(output: () => string): Promise<void> {
  const urls = APPS.map((a) => `http://localhost:${a.port}/${a.name === 'shell' ? '' : 'mf-manifest.json'}`);
  const until = Date.now() + 120_000;
  for (const url of urls) {
    for (;;) {
      const ok = await fetch(url).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      if (Date.now() > until) throw new Error(`npm run dev: ${url} did not answer in time\n${output()}`);
      await new Promise((r) => setTimeout(r, 500));
    }
  }
}

/**
 * `devStack`: `npm run dev` as a team runs it (scripts/dev.mts: the sandbox, with a database of its own here, and every
 * app on its dev server), started once for these journeys and stopped with everything it started.
 */
export const test = base.extend<object, { devStack: DevStack }>({
  devStack: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern: it needs none
    async ({}, use) => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-dev-'));
      const child = spawn(path.join(root, 'node_modules', '.bin', 'tsx'), ['scripts/dev.mts'], {
        cwd: root,
        env: { ...process.env, SANDBOX_DB: path.join(dir, 'sandbox.db') },
        stdio: ['ignore', 'pipe', 'pipe'],
        detached: true,
      });
      let output = '';
      child.stdout!.on('data', (c: Buffer) => (output += c.toString()));
      child.stderr!.on('data', (c: Buffer) => (output += c.toString()));
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      const stop = async () => {
        // The whole group: the dev servers are the script's children.
        if (child.pid && child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
        await exited;
        fs.rmSync(dir, { recursive: true, force: true });
      };
      await ready(() => output).catch(async (error: unknown) => {
        await stop();
        throw error;
      });
      await use({ output: () => output });
      await stop();
    },
    { scope: 'worker', auto: true },
  ],
});

export { expect } from '@playwright/test';
