/**
 * Releases are immutable and kept (docs/releases.md "Releases"). An app's build is published under its version next to the
 * files that move with each deploy:
 *
 *   dist/mf-manifest.json, remoteEntry.js, index.html, embed.js, …  the current release (what an unpinned portal loads)
 *   dist/<hashed chunks>                                              the current release's, and those of the releases kept
 *   dist/releases/<version>/…                                         every file of each release kept, as it was built
 *   dist/releases/releases.json                                       the versions deployed here, oldest first
 *   dist/release.json                                                 which release is current
 *
 * A tab opened before a deploy keeps loading the chunks its (older) remoteEntry.js names: they are still at the
 * root. A pinned section loads `releases/<version>/mf-manifest.json`, whose remoteEntry.js and chunks sit beside it
 * and never change. The last KEEP releases (this one and the two before it) are kept; older ones are removed.
 *
 * Every production build runs this (shared/build/rspack.ts, after all of an app's compilations). A local build
 * keeps the releases of earlier local builds (the build's clean step leaves releases/ alone). A deployment keeps the
 * ones it already serves: the image build passes the previous image's releases/ as `previous`, and a release that
 * is already deployed with other files is refused (a new build needs a new version).
 */
import fs from 'node:fs';
import path from 'node:path';

/** How many releases an app keeps serving: the current one and the two before it. */
export const KEEP_RELEASES = 3;
/** Content-hashed files (what a tab opened before a deploy may still ask for), as the servers' cache rules name them. */
export const HASHED = /\.[0-9a-f]{8,}\.(js|css|mjs)$/;
const HASHED_WITH_SIBLINGS = /\.[0-9a-f]{8,}\.(js|css|mjs)(\.map|\.gz|\.br)?$/;
/** Files that say what a release is: they must be the same for a version deployed twice. */
const IDENTITY_FILES = /(^|\/)(mf-manifest\.json|remoteEntry\.js|index\.html|embed\.js)$/;

export interface PublishOptions {
  /** The app's build folder (its files at the top, releases/ below). */
  dist: string;
  /** The app's version (its package.json). */
  version: string;
  /** What the app is called in messages. */
  app: string;
  /** A previous deployment's releases/ folder, whose releases this one keeps serving. */
  previous?: string;
  keep?: number;
  /** Right after the build (default): every file at the top of dist is this build's. False when run again later. */
  fresh?: boolean;
  /** Extra facts for release.json (the contract range the release needs). */
  facts?: Record<string, unknown>;
}

export interface PublishResult {
  version: string;
  kept: string[];
  removed: string[];
}

/** dist/release.json: the current release, the releases kept (newest first), and the older chunks put back at the top. */
export interface CurrentRelease {
  app: string;
  version: string;
  releases: string[];
  restored: string[];
  [fact: string]: unknown;
}

export function readCurrent(dist: string): CurrentRelease | null {
  try {
    return JSON.parse(fs.readFileSync(path.join(dist, 'release.json'), 'utf8')) as CurrentRelease;
  } catch {
    return null;
  }
}

interface DeployLog {
  releases: Array<{ version: string; at: string }>;
}

/** Every file below dir, as paths relative to it (with '/'), leaving out `skip` at the top. */
export function listFiles(dir: string, skip?: string): string[] {
  const out: string[] = [];
  const walk = (rel: string) => {
    for (const entry of fs.readdirSync(path.join(dir, rel), { withFileTypes: true })) {
      const child = rel ? `${rel}/${entry.name}` : entry.name;
      if (!rel && entry.name === skip) continue;
      if (entry.isDirectory()) walk(child);
      else if (entry.isFile()) out.push(child);
    }
  };
  if (fs.existsSync(dir)) walk('');
  return out.sort();
}

function copy(from: string, to: string): void {
  fs.mkdirSync(path.dirname(to), { recursive: true });
  fs.copyFileSync(from, to);
}

const sameBytes = (a: string, b: string) => fs.readFileSync(a).equals(fs.readFileSync(b));

function readLog(file: string): DeployLog {
  try {
    const log = JSON.parse(fs.readFileSync(file, 'utf8')) as DeployLog;
    return Array.isArray(log.releases) ? { releases: log.releases.filter((r) => typeof r?.version === 'string') } : { releases: [] };
  } catch {
    return { releases: [] };
  }
}

/** The versions of a deploy log, oldest first, each once (its last deploy counts), with the releases found on disk. */
function deployOrder(log: DeployLog, onDisk: string[]): string[] {
  const order: string[] = [];
  for (const r of log.releases) {
    const i = order.indexOf(r.version);
    if (i !== -1) order.splice(i, 1);
    order.push(r.version);
  }
  return [...onDisk.filter((v) => !order.includes(v)).sort(compareVersions), ...order.filter((v) => onDisk.includes(v))];
}

export function compareVersions(a: string, b: string): number {
  const pa = a.split(/[.-]/).map((p) => (/^\d+$/.test(p) ? Number(p) : p));
  const pb = b.split(/[.-]/).map((p) => (/^\d+$/.test(p) ? Number(p) : p));
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const x = pa[i],
      y = pb[i];
    if (x === y) continue;
    if (x === undefined) return -1;
    if (y === undefined) return 1;
    if (typeof x === 'number' && typeof y === 'number') return x - y;
    return String(x) < String(y) ? -1 : 1;
  }
  return 0;
}

const versionsIn = (releases: string) =>
  fs.existsSync(releases)
    ? fs
        .readdirSync(releases, { withFileTypes: true })
        .filter((e) => e.isDirectory() && /^\d+\.\d+\.\d+/.test(e.name))
        .map((e) => e.name)
    : [];

export function publishRelease(opts: PublishOptions): PublishResult {
  const keep = opts.keep ?? KEEP_RELEASES;
  const releases = path.join(opts.dist, 'releases');
  const logFile = path.join(releases, 'releases.json');
  // What this build wrote: the top of dist (right after a build, which empties it but for releases/), else less what
  // an earlier run of this step put back there from older releases.
  const restoredBefore = new Set(readCurrent(opts.dist)?.restored ?? []);
  const built = listFiles(opts.dist, 'releases').filter((f) => f !== 'release.json' && (opts.fresh !== false || !restoredBefore.has(f)));
  if (!built.includes('index.html')) throw new Error(`${opts.app}: ${opts.dist} holds no build (index.html is missing)`);
  const log = readLog(logFile);

  // A deployment keeps what the previous one served.
  if (opts.previous && fs.existsSync(opts.previous)) {
    for (const version of versionsIn(opts.previous)) {
      const from = path.join(opts.previous, version);
      if (version === opts.version) {
        const changed = built.filter(
          (f) => IDENTITY_FILES.test(f) && fs.existsSync(path.join(from, f)) && !sameBytes(path.join(from, f), path.join(opts.dist, f)),
        );
        if (changed.length)
          throw new Error(
            `${opts.app} ${version} is already deployed with other files (${changed.join(', ')}): a release never changes; give this build a new version`,
          );
      }
      for (const f of listFiles(from))
        if (!fs.existsSync(path.join(releases, version, f))) copy(path.join(from, f), path.join(releases, version, f));
    }
    const previousLog = readLog(path.join(opts.previous, 'releases.json'));
    log.releases = [...previousLog.releases, ...log.releases];
  }

  // This build, as its release. A local rebuild of the same version adds to it (its older chunks stay for open tabs).
  for (const f of built) copy(path.join(opts.dist, f), path.join(releases, opts.version, f));
  log.releases.push({ version: opts.version, at: new Date().toISOString() });

  // The releases kept: this one last, and the newest before it.
  const order = deployOrder(log, versionsIn(releases))
    .filter((v) => v !== opts.version)
    .concat(opts.version);
  const kept = order.slice(-keep);
  const removed = versionsIn(releases).filter((v) => !kept.includes(v));
  for (const v of removed) fs.rmSync(path.join(releases, v), { recursive: true, force: true });
  log.releases = log.releases.filter((r) => kept.includes(r.version)).slice(-50);
  fs.mkdirSync(releases, { recursive: true });
  fs.writeFileSync(logFile, `${JSON.stringify(log, null, 2)}\n`);

  // The chunks of the releases kept stay where their remoteEntry.js (loaded from the top) looks for them.
  const restored = new Set<string>();
  for (const v of kept) {
    if (v === opts.version) continue;
    for (const f of listFiles(path.join(releases, v))) {
      if (!HASHED_WITH_SIBLINGS.test(f) || built.includes(f)) continue;
      if (!fs.existsSync(path.join(opts.dist, f))) copy(path.join(releases, v, f), path.join(opts.dist, f));
      restored.add(f);
    }
  }
  // Chunks an earlier run put back for a release no longer kept go.
  for (const f of restoredBefore) if (!restored.has(f) && !built.includes(f)) fs.rmSync(path.join(opts.dist, f), { force: true });
  const current: CurrentRelease = {
    app: opts.app,
    version: opts.version,
    ...opts.facts,
    releases: kept.slice().reverse(),
    restored: [...restored].sort(),
  };
  fs.writeFileSync(path.join(opts.dist, 'release.json'), `${JSON.stringify(current, null, 2)}\n`);
  return { version: opts.version, kept, removed };
}
