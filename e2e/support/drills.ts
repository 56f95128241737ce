/**
 * Drills (issue 85): a section team's everyday change, made the way the team makes it, against the release that is live.
 * The live release is the one releases.json marks, built once from its commit by the global setup (scripts/releases.mts,
 * shared with the skew journeys). A drill copies one remote's source from that release's worktree, changes it, and
 * builds that copy alone with the release's own tools, over the live deployment of the remote (its releases carried
 * forward, as an image build over the running one does). The portal is then the live release's shell, served by that
 * release's own server (its scripts/serve-app.mts, as its image runs it), and the live release's remotes, with the one
 * remote replaced by the drill's build: nothing else is rebuilt.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { PortalConfig } from '@portal/contract';
import { APPS, type Stack } from '../../scripts/stack.mts';
import type { AppDir, BuiltRelease } from '../../scripts/releases.mts';
import { versionIn } from './releases';

export interface Drill {
  /** Its name: the changed copy's folder and its release's pre-release tag (`1.4.1-drill.page`). */
  name: string;
  /** The remote the team changes. */
  app: AppDir;
  /** The team's change, made in its copy of the live release's source (`dir` is the copy of the app's folder). */
  change(dir: string): void;
}

/** Replaces `from` with `to` in a file of a copy; fails where `from` is not there (the live release's source moved on). */
export function edit(dir: string, file: string, from: string, to: string): void {
  const abs = path.join(dir, file);
  const text = fs.readFileSync(abs, 'utf8');
  if (!text.includes(from)) throw new Error(`drill: ${file} has no ${JSON.stringify(from.slice(0, 80))}`);
  fs.writeFileSync(abs, text.split(from).join(to));
}

/** Changes a JSON file of a copy. */
export function editJson<T>(dir: string, file: string, change: (json: T) => T): void {
  const abs = path.join(dir, file);
  fs.writeFileSync(abs, `${JSON.stringify(change(JSON.parse(fs.readFileSync(abs, 'utf8')) as T), null, 2)}\n`);
}

/** The next patch of a version, as a drill's pre-release of it: '1.4.0' → '1.4.1-drill.page'. */
const drillVersion = (live: string, name: string) => `${live.replace(/\.(\d+)$/, (_, p: string) => `.${Number(p) + 1}`)}-drill.${name}`;

function run(cmd: string, args: string[], cwd: string, env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
    let out = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.stderr.on('data', (c: Buffer) => (out += c.toString()));
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${cmd} ${args.join(' ')} in ${cwd} failed (${code})\n${out.slice(-4000)}`)),
    );
  });
}

/**
 * Builds a drill's remote: the live release's source of the app, copied beside it in the release's worktree (so its
 * relative paths and the release's node_modules hold), changed, given the next version, and built for production over
 * the live deployment's releases/. Built once for a given live release and change (a stamp in the copy); the dist.
 */
export async function buildDrill(live: BuiltRelease, drill: Drill): Promise<{ dist: string; version: string }> {
  const dir = path.join(live.dir, `${drill.app}-drill-${drill.name}`);
  const dist = path.join(dir, 'dist');
  const liveVersion = versionIn(live.dist(drill.app));
  const version = drillVersion(liveVersion, drill.name);
  const stamp = path.join(dir, '.drill-built');
  const key = crypto.createHash('sha256').update(`${live.release.commit}\n${drill.change.toString()}\n${version}`).digest('hex');
  if (fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8') === key && fs.existsSync(path.join(dist, 'mf-manifest.json')))
    return { dist, version };
  fs.rmSync(dir, { recursive: true, force: true });
  fs.cpSync(path.join(live.dir, drill.app), dir, {
    recursive: true,
    filter: (src) => !/[\\/](dist|dist-single|node_modules|build-prerender)$/.test(src),
  });
  drill.change(dir);
  editJson<{ version: string }>(dir, 'package.json', (pkg) => ({ ...pkg, version }));
  await run(path.join(live.dir, 'node_modules', '.bin', 'rspack'), ['build', '--mode', 'production'], dir, {
    NODE_ENV: 'production',
    PORTAL_QUIET_RELEASE: '1',
    PORTAL_PREVIOUS_RELEASES: path.join(live.dist(drill.app), 'releases'),
  });
  fs.writeFileSync(stamp, key);
  return { dist, version };
}

/** Builds drills two at a time (the machine's two cores), each once. */
export async function buildDrills(live: BuiltRelease, drills: readonly Drill[]): Promise<Map<string, { dist: string; version: string }>> {
  const built = new Map<string, { dist: string; version: string }>();
  const queue = [...drills];
  const worker = async () => {
    for (let d = queue.shift(); d; d = queue.shift()) built.set(d.name, await buildDrill(live, d));
  };
  await Promise.all([worker(), worker()]);
  return built;
}

const remoteOf = (app: AppDir): string => APPS.find((a) => a.dir === app)!.name;
const PORTAL_PORT = 3000;

/** The live release's own server for its shell (its image's scripts/serve-app.mts), on the portal's port. */
async function startLiveShell(live: BuiltRelease, portalUrl: string, config: PortalConfig): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join('scripts', 'serve-app.mts')], {
    cwd: live.dir,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(PORTAL_PORT),
      HOST: 'localhost',
      APP_DIST: live.dist('shell'),
      ALLOWED_ORIGINS: portalUrl,
      PORTAL_CONFIG: JSON.stringify(config),
    },
  });
  let out = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the live release's server did not start:\n${out}`)), 60_000);
    child.stdout!.on('data', (c: Buffer) => {
      out += c.toString();
      if (out.includes('Serving ')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.stderr!.on('data', (c: Buffer) => (out += c.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the live release's server exited (${code}):\n${out}`));
    });
  });
  child.removeAllListeners('exit');
  return child;
}

/**
 * The live portal with drills' remotes in it: the live release's remotes (those given, from the drills' builds), then its
 * shell with its own server, which reads every remote's release as it starts. `config`: the shell's runtime config (the
 * stack's by default). Resolves to what puts the stack's own servers back.
 */
export async function serveLive(
  stack: Stack,
  live: BuiltRelease,
  opts: { remotes?: Partial<Record<AppDir, string>>; config?: PortalConfig } = {},
): Promise<() => Promise<void>> {
  const apps = APPS.filter((a) => a.name !== 'shell');
  for (const app of apps) {
    await stack.stopApp(app.name);
    await stack.startApp(app.name, { dist: opts.remotes?.[app.dir as AppDir] ?? live.dist(app.dir as AppDir) });
  }
  await stack.stopApp('shell');
  const shell = await startLiveShell(live, stack.portalUrl, opts.config ?? stack.config);
  return async () => {
    await new Promise<void>((resolve) => {
      if (shell.exitCode !== null) return resolve();
      shell.once('exit', () => resolve());
      shell.kill('SIGTERM');
    });
    for (const app of apps) {
      await stack.stopApp(app.name);
      await stack.startApp(app.name);
    }
    await stack.startApp('shell');
  };
}

export { remoteOf };
