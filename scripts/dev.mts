/**
 * `npm run dev`: the sandbox and every app on its Rspack dev server with hot reload, on the same ports as
 * `npm start`. Each dev server serves its runtime config from a file written here. Ctrl-C stops everything.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { APPS, localConfig, onStop, root, standaloneConfig, startSandbox } from './stack.mts';

const sandbox = await startSandbox({ resetSandbox: process.argv.includes('--reset') });
const portalUrl = 'http://localhost:3000';
// Dev servers record no file hashes in their manifests (the release build does): the shell runs their files unchecked.
const config = { ...(await localConfig(sandbox.url, portalUrl)), requireFileHashes: false };
const dir = path.join(root, '.portal');
fs.mkdirSync(dir, { recursive: true });

const children: ChildProcess[] = [sandbox.child];
for (const app of APPS) {
  const file = path.join(dir, `${app.name}.config.json`);
  const appConfig = app.name === 'shell' ? config : standaloneConfig(config, `http://localhost:${app.port}`);
  fs.writeFileSync(file, JSON.stringify(appConfig, null, 2));
  children.push(
    spawn(path.join(root, 'node_modules', '.bin', 'rspack'), ['serve', '--mode', 'development'], {
      cwd: path.join(root, app.dir),
      env: { ...process.env, NODE_ENV: 'development', PORTAL_CONFIG_FILE: file, PORTAL_ORIGIN: portalUrl },
      stdio: 'inherit',
    }),
  );
}

console.log(`
Dev servers starting (hot reload):
  Portal:   ${portalUrl}            Demo login: demo@transit.example / Transit!2026
  Remotes:  http://localhost:3001 (balance), :3002 (reload), :3003 (account), :3004 (public): each also a standalone page
  Sandbox:  ${sandbox.url}  (outbox: ${sandbox.url}/outbox)
Press Ctrl-C to stop.`);

onStop(async () => {
  for (const child of children) child.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 500));
});
