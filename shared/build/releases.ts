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
 * and never change. Releases are kept by age, not by count (releasesToKeep): every release served in the last
 * KEEP_DAYS days, and always the one before the current one.
 *
 * The manifest records the sha256 of every file the build emitted (`metaData.portal.files`, recordFileHashes), so a
 * shell that trusts the manifest (a pin names the manifest's own sha256) checks every file it loads from it.
 *
 * Every production build runs this (shared/build/rspack.ts, after all of an app's compilations). A local build
 * keeps the releases of earlier local builds (the build's clean step leaves releases/ alone). A deployment keeps the
 * ones it already serves: the image build passes the previous image's releases/ as `previous`, and a release that
 * is already deployed with other files is refused (a new build needs a new version). An image build with no previous
 * image is refused unless it says it is the app's first release (checkPrevious).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/** How many days a release stays served after it was last the current one (PORTAL_KEEP_RELEASE_DAYS overrides it). */
export const KEEP_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;
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
  /** Days a release stays served after it was last current (default: keepDays(), from PORTAL_KEEP_RELEASE_DAYS). */
  keepDays?: number;
  /** The time of this deploy (tests). */
  now?: Date;
  /** Right after the build (default): every file at the top of dist is this build's. False when run again later. */
  fresh?: boolean;
  /** Extra facts for release.json (the contract range the release needs). */
  facts?: Record<string, unknown>;
  /** Versions a runtime config in force pins (pinnedVersions): kept whatever their age. */
  pinned?: readonly string[];
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

/** The days a release stays served: PORTAL_KEEP_RELEASE_DAYS when it is a number of days (0 or more), else KEEP_DAYS. */
export function keepDays(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.PORTAL_KEEP_RELEASE_DAYS?.trim();
  if (!raw) return KEEP_DAYS;
  const days = Number(raw);
  if (!Number.isFinite(days) || days < 0) throw new Error(`PORTAL_KEEP_RELEASE_DAYS must be a number of days, 0 or more (it is "${raw}")`);
  return days;
}

/**
 * The releases an app keeps serving, by age: `current`; the release current before it, whatever its age (a
 * rollback is always possible); and every release that was current at some time in the last `days` days (a release
 * is current from its deploy until the next deploy of another version, so a tab opened while it was may still ask
 * for its files, and a pin may name it). A release on disk that the log does not know is kept: nothing says when it
 * was served. Returned oldest first, `current` last.
 */
export function releasesToKeep(
  log: DeployLog,
  onDisk: string[],
  current: string,
  now: Date,
  days: number,
  pinned: readonly string[] = [],
): string[] {
  const since = now.getTime() - days * DAY_MS;
  const events = log.releases
    .map((r) => ({ version: r.version, at: Date.parse(r.at) }))
    .filter((e) => Number.isFinite(e.at))
    .sort((a, b) => a.at - b.at);
  // When each version was last current: until the next event of another version (or now).
  const lastServed = new Map<string, number>();
  events.forEach((e, i) => {
    const next = events.slice(i + 1).find((n) => n.version !== e.version);
    lastServed.set(e.version, Math.max(lastServed.get(e.version) ?? -Infinity, next ? next.at : now.getTime()));
  });
  // The release current just before this deploy: the last event of another version.
  const before = events.findLast((e) => e.version !== current)?.version;
  const served = (v: string) => lastServed.get(v) ?? -Infinity;
  return onDisk
    .filter((v) => v !== current && (v === before || pinned.includes(v) || !lastServed.has(v) || served(v) >= since))
    .sort((a, b) => served(a) - served(b) || compareVersions(a, b))
    .concat(current);
}

/**
 * The versions of a remote that runtime configs pin (issue 86): each `manifest` of an entry named after the remote, at
 * any depth (`remotes.<remote>`, a canary's config), that points into `releases/<version>/`. The image build is given
 * the configs in force (PORTAL_KEEP_PINNED_BY), so a rollback pin never outlives its release.
 */
export function pinnedVersions(configs: readonly unknown[], remote: string): string[] {
  const found = new Set<string>();
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (typeof node !== 'object' || node === null) return;
    for (const [key, value] of Object.entries(node)) {
      const manifest =
        key === remote && typeof value === 'object' && value !== null ? (value as { manifest?: unknown }).manifest : undefined;
      const version = typeof manifest === 'string' ? /\/releases\/([^/]+)\/mf-manifest\.json(?:$|[?#])/.exec(manifest)?.[1] : undefined;
      if (version) found.add(decodeURIComponent(version));
      walk(value);
    }
  };
  configs.forEach(walk);
  return [...found].sort(compareVersions);
}

/** The runtime configs in force, read from the files PORTAL_KEEP_PINNED_BY names (comma-separated); none without it. */
export function configsInForce(env: NodeJS.ProcessEnv = process.env): unknown[] {
  const files = (env.PORTAL_KEEP_PINNED_BY ?? '')
    .split(',')
    .map((f) => f.trim())
    .filter(Boolean);
  return files.map((file) => {
    try {
      return JSON.parse(fs.readFileSync(file, 'utf8')) as unknown;
    } catch (error) {
      throw new Error(`PORTAL_KEEP_PINNED_BY names ${file}, which is not a runtime config that could be read: ${(error as Error).message}`);
    }
  });
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

/**
 * Files of a build that are not recorded: the same bytes as another (source maps, precompressed copies), and the
 * federation plugin's build statistics (mf-stats.json: the absolute paths of the folder it was built in; nothing
 * loads it).
 */
const NOT_RECORDED = /(\.map|\.gz|\.br|(^|\/)mf-stats\.json)$/;
/** A file's sha256 as a script's integrity ('sha256-' and base64). */
export const integrityOfFile = (file: string): string =>
  `sha256-${crypto.createHash('sha256').update(fs.readFileSync(file)).digest('base64')}`;

/**
 * Writes into the build's mf-manifest.json (`metaData.portal.files`) the sha256 of every file the build emitted,
 * by its path beside the manifest: its remoteEntry.js and every chunk (what a section runs), its pages and embed
 * files. Source maps and the precompressed copies (the same bytes, encoded) are left out, and the manifest itself.
 * The shell loads a section's files with these as their integrity, and a pin names the manifest's own sha256, so
 * nothing of a pinned release can change unseen. The manifest's precompressed copies are written again.
 */
export function recordFileHashes(dist: string, built: string[]): Record<string, string> | null {
  const manifestFile = path.join(dist, 'mf-manifest.json');
  if (!fs.existsSync(manifestFile)) return null;
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as {
    metaData?: { portal?: Record<string, unknown> };
    shared?: Array<{ id: string }>;
    exposes?: Array<{ id: string }>;
  };
  // The plugin lists the shared modules and exposes in an order that follows the folder the build ran in: sorted, the
  // same commit writes the same manifest anywhere (a release rebuilt elsewhere is byte for byte the one deployed).
  for (const list of [manifest.shared, manifest.exposes]) list?.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const files: Record<string, string> = {};
  for (const f of [...built].sort())
    if (!NOT_RECORDED.test(f) && f !== 'mf-manifest.json' && f !== 'release.json') files[f] = integrityOfFile(path.join(dist, f));
  manifest.metaData = { ...manifest.metaData, portal: { ...manifest.metaData?.portal, files } };
  const text = JSON.stringify(manifest, null, 2);
  fs.writeFileSync(manifestFile, text);
  if (fs.existsSync(`${manifestFile}.gz`)) fs.writeFileSync(`${manifestFile}.gz`, zlib.gzipSync(text, { level: 9 }));
  if (fs.existsSync(`${manifestFile}.br`))
    fs.writeFileSync(`${manifestFile}.br`, zlib.brotliCompressSync(text, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }));
  return files;
}

/**
 * An image is built over the one running, whose releases it keeps serving (open tabs, rollback pins). Building one
 * without it would silently drop them, so it is refused unless the build says it is the app's first release.
 * `previous` is the previous image's releases/ folder; the Dockerfile's stand-in for "no image" leaves NO_PREVIOUS in it.
 */
export const NO_PREVIOUS = '.no-previous-image';
export function checkPrevious(app: string, previous: string | undefined, firstRelease: boolean): void {
  const none = !previous || !fs.existsSync(previous) || fs.existsSync(path.join(previous, NO_PREVIOUS));
  if (none && !firstRelease)
    throw new Error(
      `${app}: no running image was given, so the releases it serves (open tabs' files, rollback pins) would be dropped. ` +
        `Build over it: --build-arg PREVIOUS_IMAGE=<registry>/${app}:<the tag running>; ` +
        `or, for the app's very first release, say so: --build-arg FIRST_RELEASE=1`,
    );
  if (!none && firstRelease) throw new Error(`${app}: FIRST_RELEASE=1 was given with a previous image (PREVIOUS_IMAGE): drop one of them`);
}

export function publishRelease(opts: PublishOptions): PublishResult {
  const now = opts.now ?? new Date();
  const releases = path.join(opts.dist, 'releases');
  const logFile = path.join(releases, 'releases.json');
  // What this build wrote: the top of dist (right after a build, which empties it but for releases/), else less what
  // an earlier run of this step put back there from older releases.
  const restoredBefore = new Set(readCurrent(opts.dist)?.restored ?? []);
  const built = listFiles(opts.dist, 'releases').filter((f) => f !== 'release.json' && (opts.fresh !== false || !restoredBefore.has(f)));
  if (!built.includes('index.html')) throw new Error(`${opts.app}: ${opts.dist} holds no build (index.html is missing)`);
  recordFileHashes(opts.dist, built);
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
  log.releases.push({ version: opts.version, at: now.toISOString() });

  // The releases kept: every one served in the last days, the one before this, and this one last.
  const kept = releasesToKeep(log, versionsIn(releases), opts.version, now, opts.keepDays ?? keepDays(), opts.pinned);
  const removed = versionsIn(releases).filter((v) => !kept.includes(v));
  for (const v of removed) fs.rmSync(path.join(releases, v), { recursive: true, force: true });
  log.releases = log.releases.filter((r) => kept.includes(r.version)).slice(-500);
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
