/**
 * Runs npm scripts one after another, as `npm test` and `npm run test:e2e` do, printing how long each took and, at
 * the end, all of them: CI's log says where its time goes (`.ci/run`). Stops at the first that fails, with its code.
 * Scripts joined by `+` run side by side (the type check and the lint: each waits on one core most of its time), their
 * output printed whole, one after the other, once both have ended.
 *   tsx scripts/steps.mts typecheck+lint test:unit test:e2e
 */
import { spawn, spawnSync } from 'node:child_process';

const steps = process.argv.slice(2);
const took: Array<[string, number]> = [];
const seconds = (ms: number) => `${Math.round(ms / 1000)} s`;
const summary = () => took.map(([step, ms]) => `${step} ${seconds(ms)}`).join(', ');

/** Runs one script with its output as it comes; resolves to its exit code. */
const runAlone = (script: string): number => spawnSync('npm', ['run', script], { stdio: 'inherit' }).status ?? 1;

/** Runs scripts side by side, each one's output kept and printed whole when all have ended; resolves to their codes. */
async function runTogether(scripts: string[]): Promise<number[]> {
  const runs = scripts.map(
    (script) =>
      new Promise<{ script: string; code: number; output: string }>((resolve) => {
        const child = spawn('npm', ['run', script], { stdio: ['ignore', 'pipe', 'pipe'] });
        let output = '';
        child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
        child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
        child.on('close', (code) => resolve({ script, code: code ?? 1, output }));
      }),
  );
  const ended = await Promise.all(runs);
  for (const { script, code, output } of ended) {
    console.log(`\n-- ${script} (${code === 0 ? 'passed' : `failed, code ${code}`})`);
    process.stdout.write(output);
  }
  return ended.map((e) => e.code);
}

for (const step of steps) {
  console.log(`\n== ${step}`);
  const started = Date.now();
  const scripts = step.split('+');
  const codes = scripts.length === 1 ? [runAlone(step)] : await runTogether(scripts);
  const failed = codes.find((code) => code !== 0);
  took.push([step, Date.now() - started]);
  console.log(`== ${step}: ${failed === undefined ? 'passed' : 'failed'} in ${seconds(Date.now() - started)}`);
  if (failed !== undefined) {
    console.log(`== steps: ${summary()} (stopped at ${step})`);
    process.exit(failed);
  }
}
console.log(`== steps: ${summary()}`);
