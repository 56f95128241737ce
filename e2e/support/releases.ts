import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import { APPS, root, type Stack } from '../../scripts/stack.mts';
import { buildMarkedRelease, previousRelease, type AppDir, type BuiltRelease } from '../../scripts/releases.mts';
import type { PortalConfig } from '@portal/contract';

/** The version of the redeploy the global setup builds over an app's current deployment: the next patch. */
export const REDEPLOY_VERSION = (dist: string): string =>
  versionIn(dist).replace(/\.(\d+)$/, (_, patch: string) => `.${Number(patch) + 1}`);
/** Where that redeploy of remote-reload is (scripts/releases.mts, buildRedeploy). */
export const redeployDist = (app: AppDir) => path.join(root, '.portal', 'redeploy', app, 'dist');

/** The previous release, built by the global setup (scripts/releases.mts). */
export const previousBuild = (): Promise<BuiltRelease> => buildMarkedRelease(previousRelease());

export const appDir = (name: string): AppDir => APPS.find((a) => a.name === name)!.dir as AppDir;
export const currentDist = (name: string) => path.join(root, appDir(name), 'dist');
/** An app's version in a build folder (its release.json). */
export const versionIn = (dist: string): string =>
  (JSON.parse(fs.readFileSync(path.join(dist, 'release.json'), 'utf8')) as { version: string }).version;

/** The files a build's manifest names for a module its app exposes: those loaded with it (sync) and on demand (async). */
export function exposedFiles(dist: string, module: string): { sync: string[]; async: string[] } {
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8')) as {
    exposes: Array<{ name: string; assets: { js: { sync: string[]; async: string[] } } }>;
  };
  const exposed = manifest.exposes.find((e) => e.name === module);
  if (!exposed) throw new Error(`${dist}: its manifest exposes no ${module}`);
  return exposed.assets.js;
}

/** The sha256 of a file as a script's integrity. */
export const integrityOf = (file: string) => `sha256-${crypto.createHash('sha256').update(fs.readFileSync(file)).digest('base64')}`;

/** A copy of a build folder to change (a manifest, a file), in the test's output folder. */
export function copyDist(from: string, to: string): string {
  fs.rmSync(to, { recursive: true, force: true });
  fs.cpSync(from, to, { recursive: true });
  return to;
}

/** Replaces a file of a build and the compressed copies the server would send instead of it. */
export function rewrite(dist: string, file: string, text: string): void {
  fs.writeFileSync(path.join(dist, file), text);
  for (const ext of ['.gz', '.br']) fs.rmSync(path.join(dist, `${file}${ext}`), { force: true });
}

/** Whether a release's manifest records its files' hashes (built since issue 34) or is older. */
const recordsHashes = (manifest: string): boolean =>
  Boolean((JSON.parse(fs.readFileSync(manifest, 'utf8')) as { metaData?: { portal?: { files?: unknown } } }).metaData?.portal?.files);

/**
 * The portal's config with remotes pinned to one release: its manifest there and that manifest's sha256, as a team
 * rolling back writes it (docs/releases.md); a release built before manifests recorded hashes adds its entry's.
 */
export function pinnedConfig(
  config: PortalConfig,
  pins: Array<{ remote: keyof PortalConfig['remotes']; dist: string; version: string }>,
): PortalConfig {
  const remotes = { ...config.remotes };
  for (const { remote, dist, version } of pins) {
    const base = new URL(config.remotes[remote].manifest);
    const manifest = path.join(dist, 'releases', version, 'mf-manifest.json');
    remotes[remote] = {
      manifest: new URL(`releases/${version}/mf-manifest.json`, base).href,
      integrity: integrityOf(manifest),
      ...(recordsHashes(manifest) ? {} : { entryIntegrity: integrityOf(path.join(dist, 'releases', version, 'remoteEntry.js')) }),
    } as PortalConfig['remotes'][typeof remote];
  }
  return { ...config, remotes };
}

/** Serves an app from another build folder and/or config, for the rest of a test (`restore` puts the usual one back). */
export async function serve(stack: Stack, name: string, opts: { dist?: string; config?: PortalConfig }): Promise<void> {
  await stack.stopApp(name);
  await stack.startApp(name, opts);
}
export async function restore(stack: Stack, name: string): Promise<void> {
  await stack.stopApp(name);
  await stack.startApp(name);
}

/** The events the shell reported to the sandbox's monitoring, newest first. */
export async function monitoringEvents(stack: Stack, type?: string): Promise<Array<Record<string, unknown>>> {
  const res = await fetch(`${stack.sandboxUrl}/monitoring/events${type ? `?type=${type}` : ''}`);
  return (await res.json()) as Array<Record<string, unknown>>;
}

/** The events of a type one section's remote reported since a moment (an ISO time taken before the journey's step). */
export async function eventsSince(stack: Stack, type: string, since: string, remote: string): Promise<Array<Record<string, unknown>>> {
  return (await monitoringEvents(stack, type)).filter((e) => String(e.received) >= since && e.remote === remote);
}

/**
 * Changes a file of a build as the team's next build of it would: its sha256 is updated wherever the build recorded it
 * (remoteEntry.js names its chunks', the manifests name every file's), and so on up, so the portal runs it as released
 * (unpinned). For a release with a fault in it.
 */
export function rebuiltWith(dist: string, file: string, text: string): void {
  const changed: Array<[string, string]> = [];
  const replace = (f: string, next: string) => {
    const before = integrityOf(path.join(dist, f));
    rewrite(dist, f, next);
    changed.push([before, integrityOf(path.join(dist, f))]);
  };
  replace(file, text);
  const texts = (fs.readdirSync(dist, { recursive: true, encoding: 'utf8' }) as string[]).filter((f) => /\.(js|json)$/.test(f));
  for (let i = 0; i < changed.length; i += 1) {
    const [from, to] = changed[i]!;
    for (const f of texts) {
      const content = fs.readFileSync(path.join(dist, f), 'utf8');
      if (content.includes(from)) replace(f, content.split(from).join(to));
    }
  }
}
