/**
 * Releases of the portal as git knows them (docs/releases.md "Releases"), for the skew journeys: the current apps are tested
 * against the previous release's shell, and the current shell against the previous release's remotes.
 *
 * A release is marked in releases.json with the commit it was built from (`npm run release:mark`): the versions of
 * the apps and of the runtime contract are those of that commit's package.json files. The previous release is built
 * from that commit in a git worktree of its own under .portal/releases/ (its own `npm ci`, so its own dependencies),
 * once per commit; then the current builds are published with its releases carried forward, as an image build does.
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// @portal/build is CommonJS (Rspack loads it so); required, its exports are all there under any loader (tsx, Playwright).
const { publishRelease, readCurrent } = createRequire(import.meta.url)('@portal/build/releases') as typeof import('@portal/build/releases');

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const MARKS = path.join(root, 'releases.json');
/** The apps a release is made of (their folders). */
export const APP_DIRS = ['shell', 'remote-balance', 'remote-reload', 'remote-account', 'remote-public'] as const;
export type AppDir = (typeof APP_DIRS)[number];

export interface MarkedRelease {
  /** What people call it ('2026-11-23'). */
  name: string;
  /** The commit it was built from. */
  commit: string;
  /** The versions in it (read from that commit, written down for people). */
  versions: Record<AppDir | 'contract', string>;
  note: string;
}

export function markedReleases(file = MARKS): MarkedRelease[] {
  if (!fs.existsSync(file)) return [];
  const data = JSON.parse(fs.readFileSync(file, 'utf8')) as { releases?: MarkedRelease[] };
  return Array.isArray(data.releases) ? data.releases : [];
}

const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();

/** The versions of the apps and of the contract at a commit. */
export function versionsAt(commit: string): MarkedRelease['versions'] {
  const version = (file: string) => (JSON.parse(git('show', `${commit}:${file}`)) as { version: string }).version;
  return {
    ...(Object.fromEntries(APP_DIRS.map((dir) => [dir, version(`${dir}/package.json`)])) as Record<AppDir, string>),
    contract: version('shared/contract/package.json'),
  };
}

/** The release the current code is tested against: the newest one marked. */
export function previousRelease(): MarkedRelease {
  const marks = markedReleases();
  const last = marks.at(-1);
  if (!last)
    throw new Error('releases.json marks no release: mark one with `npm run release:mark -- <name>` (docs/releases.md "Releases")');
  try {
    git('cat-file', '-e', `${last.commit}^{commit}`);
  } catch {
    throw new Error(
      `release ${last.name} (${last.commit}) is not in this clone's history: the skew journeys build it from git (a shallow clone? run \`git fetch --unshallow\`)`,
    );
  }
  return last;
}

/** Adds a release to releases.json: a commit (HEAD by default) that was built and deployed. */
export function markRelease(name: string, note: string, commit = 'HEAD'): MarkedRelease {
  const sha = git('rev-parse', `${commit}^{commit}`);
  const marks = markedReleases();
  if (marks.some((m) => m.commit === sha || m.name === name)) throw new Error(`release ${name} (${sha}) is marked already`);
  const release: MarkedRelease = { name, commit: sha, versions: versionsAt(sha), note };
  const data = fs.existsSync(MARKS) ? (JSON.parse(fs.readFileSync(MARKS, 'utf8')) as Record<string, unknown>) : {};
  fs.writeFileSync(MARKS, `${JSON.stringify({ ...data, releases: [...marks, release] }, null, 2)}\n`);
  return release;
}

function run(cmd: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
    let out = '';
    child.stdout.on('data', (c: Buffer) => {
      out += c.toString();
    });
    child.stderr.on('data', (c: Buffer) => {
      out += c.toString();
    });
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${cmd} ${args.join(' ')} in ${cwd} failed (${code})\n${out.slice(-4000)}`)),
    );
  });
}

/** Where a marked release is built: a worktree of its commit, with each app's dist. */
export interface BuiltRelease {
  release: MarkedRelease;
  dir: string;
  dist(app: AppDir): string;
}

/**
 * Builds a marked release from its commit (once: a later call finds the build), in .portal/releases/<commit>/.
 * It installs that commit's own dependencies (from npm's cache when it can) and builds every app for production.
 */
export async function buildMarkedRelease(release: MarkedRelease, log: (line: string) => void = () => undefined): Promise<BuiltRelease> {
  const dir = path.join(root, '.portal', 'releases', release.commit.slice(0, 12));
  const stamp = path.join(dir, '.portal-built');
  const built: BuiltRelease = { release, dir, dist: (app) => path.join(dir, app, 'dist') };
  if (
    fs.existsSync(stamp) &&
    fs.readFileSync(stamp, 'utf8') === release.commit &&
    APP_DIRS.every((app) => fs.existsSync(path.join(built.dist(app), 'index.html')))
  )
    return built;
  log(`Building release ${release.name} (${release.commit.slice(0, 12)}) in ${path.relative(root, dir)}…`);
  if (fs.existsSync(dir)) {
    try {
      git('worktree', 'remove', '--force', dir);
    } catch {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }
  git('worktree', 'prune');
  git('worktree', 'add', '--force', '--detach', dir, release.commit);
  await run('npm', ['ci', '--prefer-offline', '--no-audit', '--no-fund'], dir);
  const rspack = path.join(dir, 'node_modules', '.bin', 'rspack');
  // Two at a time: the machine has two cores, and each build is one process.
  const queue = [...APP_DIRS];
  const worker = async () => {
    for (let app = queue.shift(); app; app = queue.shift())
      await run(rspack, ['build', '--mode', 'production'], path.join(dir, app), { NODE_ENV: 'production', PORTAL_QUIET_RELEASE: '1' });
  };
  await Promise.all([worker(), worker()]);
  fs.writeFileSync(stamp, release.commit);
  return built;
}

/**
 * Publishes each current build again with the previous release's releases carried forward, as an image built with
 * PREVIOUS_IMAGE does: the current files at the top, the previous release under releases/<version>/ and its chunks at
 * the top for tabs still running it. Fails when an app has the previous release's version with other files.
 */
export function publishWithPrevious(previous: BuiltRelease, currentRoot = root): void {
  for (const app of APP_DIRS) {
    const dist = path.join(currentRoot, app, 'dist');
    const current = readCurrent(dist);
    if (!current) throw new Error(`${app}/dist has no release.json: build it first`);
    const { app: name, version, releases: _kept, restored: _restored, ...facts } = current;
    publishRelease({ dist, version, app: name, previous: path.join(previous.dist(app), 'releases'), fresh: false, facts });
  }
}

/**
 * A release of one app built from the current sources under another version, every file under a new name
 * (PORTAL_HASH_SALT), published over the current deployment of it (its releases carried forward): a redeploy in which
 * nothing a tab opened before it runs is part of the new release. In .portal/redeploy/<app>/dist.
 */
export async function buildRedeploy(app: AppDir, version: string): Promise<string> {
  const dir = path.join(root, '.portal', 'redeploy', app);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.cpSync(path.join(root, app), dir, {
    recursive: true,
    filter: (src) => !/[\\/](dist|dist-single|node_modules|build-prerender)$/.test(src),
  });
  const pkgFile = path.join(dir, 'package.json');
  fs.writeFileSync(pkgFile, `${JSON.stringify({ ...(JSON.parse(fs.readFileSync(pkgFile, 'utf8')) as object), version }, null, 2)}\n`);
  await run(path.join(root, 'node_modules', '.bin', 'rspack'), ['build', '--mode', 'production'], dir, {
    NODE_ENV: 'production',
    PORTAL_QUIET_RELEASE: '1',
    PORTAL_HASH_SALT: `redeploy-${version}`,
    PORTAL_PREVIOUS_RELEASES: path.join(root, app, 'dist', 'releases'),
  });
  return path.join(dir, 'dist');
}
