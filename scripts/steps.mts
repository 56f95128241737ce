/**
 * Runs npm scripts one after another, as `npm test` and `npm run test:e2e` do, printing how long each took and, at
 * the end, all of them: CI's log says where its time goes (`.ci/run`). Stops at the first that fails, with its code.
 *   tsx scripts/steps.mts typecheck lint test:unit test:e2e
 */
import { spawnSync } from 'node:child_process';

const steps = process.argv.slice(2);
const took: Array<[string, number]> = [];
const seconds = (ms: number) => `${Math.round(ms / 1000)} s`;
const summary = () => took.map(([step, ms]) => `${step} ${seconds(ms)}`).join(', ');

for (const step of steps) {
  console.log(`\n== ${step}`);
  const started = Date.now();
  const run = spawnSync('npm', ['run', step], { stdio: 'inherit' });
  took.push([step, Date.now() - started]);
  console.log(`== ${step}: ${run.status === 0 ? 'passed' : 'failed'} in ${seconds(Date.now() - started)}`);
  if (run.status !== 0) {
    console.log(`== steps: ${summary()} (stopped at ${step})`);
    process.exit(run.status ?? 1);
  }
}
console.log(`== steps: ${summary()}`);
