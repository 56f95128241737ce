import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { version as reactVersion, type ComponentType } from 'react';
import { CONTRACT_VERSION, type FederationRuntimeHost, type PortalConfig, type RemoteConfig } from '@portal/contract';
import { pinOf, remotesOf, requireFileHashesOf } from '@portal/host/config';
import { containerOf, remoteOfContainer } from '@portal/host/sections';
import { takeEarlyManifest } from './earlySection';
import { compatibilityPlugin } from './plugins/compatibility';
import { integrityPlugin, type FileEvent, type IntegrityPlugin, type Pin } from './plugins/integrity';
import { loadTimeoutsPlugin } from './plugins/loadTimeouts';
import { releaseEntryPlugin } from './plugins/releaseEntry';

let registered: Record<string, RemoteConfig> | undefined;
let integrity: IntegrityPlugin | undefined;

/** The federation bundler runtime the shell's entry provides to sections first (@portal/build, provideBundlerRuntime). */
function providedFederationRuntime(): { federationRuntime?: string } {
  const provided = (globalThis as typeof globalThis & FederationRuntimeHost)._PORTAL_FEDERATION_BUNDLER_RUNTIME;
  return provided ? { federationRuntime: provided.version } : {};
}

function entries(config: Record<string, RemoteConfig>, names: string[]) {
  return names.map((alias) => ({ name: containerOf(alias), alias, entry: config[alias]!.manifest }));
}

const aliasOf = remoteOfContainer;

/**
 * The libraries the page shares as one instance, by the versions the shell's build installed (@portal/build's define:
 * an object in place of the expression; undefined in a test, where no section's needs are checked).
 */
const PROVIDED_SHARED = process.env.PORTAL_SHARED as unknown as Record<string, string> | undefined;

/** The sections the runtime config pins to one release: its manifest and that manifest's sha256. */
export function pinsOf(config: PortalConfig, names: string[]): Pin[] {
  return names.flatMap((remote) => {
    const pin = pinOf(config, remote);
    return pin ? [{ remote, container: containerOf(remote), ...pin }] : [];
  });
}

/**
 * The sha256 a section's file must have (its manifest's record), once the section's manifest has been read; what
 * the service worker is handed with each file it keeps.
 */
export const integrityFor = (url: string): string | undefined => integrity?.integrityFor(url);

/** Which section and release a script belongs to, and a section's release: monitoring's attribution. */
export const sectionOfFile = (url: string): { remote: string; release: string } | undefined => integrity?.sectionOf(url);
export const releaseOfSection = (remote: string): string | undefined => integrity?.releaseOf(remote);

/** A section's file the service worker dropped from its cache (not the released bytes), as monitoring hears of it. */
export function fileRefusedByWorker(file: string): FileEvent {
  const of = integrity?.sectionOf(file);
  return {
    type: 'file-refused',
    remote: of?.remote ?? 'unknown',
    release: of?.release ?? 'unknown',
    file,
    reason: 'integrity',
    detail: "the service worker's copy was not the released file: dropped, and fetched again",
  };
}

/**
 * Registers the remotes of the runtime config with the federation runtime (only allow-listed origins), and the
 * plugins that check each section before it runs: its manifest's contract and React (compatibility), every file it
 * loads and the pinned manifest (integrity), how long a load may take (loadTimeouts), and the release whose entry
 * it loads (releaseEntry). Refused and failed files go to `report` (monitoring).
 */
export function registerPortalRemotes(config: PortalConfig, report: (event: FileEvent) => void = () => undefined): void {
  const remotes = remotesOf(config);
  const names = Object.keys(remotes).filter((name) => {
    const origin = new URL(remotes[name]!.manifest).origin;
    if (config.allowedRemoteOrigins.includes(origin)) return true;
    console.error(`Remote "${name}" refused: ${origin} is not an allowed remote origin`);
    return false;
  });
  registered = remotes;
  integrity = integrityPlugin({
    pins: pinsOf(config, names),
    aliasOf,
    report,
    takeEarly: takeEarlyManifest,
    requireFileHashes: requireFileHashesOf(config),
  });
  registerPlugins([
    loadTimeoutsPlugin(undefined, undefined, integrity.fetchManifest),
    compatibilityPlugin(
      { contract: CONTRACT_VERSION, react: Number(reactVersion.split('.')[0]), ...providedFederationRuntime(), shared: PROVIDED_SHARED },
      aliasOf,
    ),
    releaseEntryPlugin(),
    // After releaseEntry: it reads the folder the section's files come from.
    integrity,
  ]);
  registerRemotes(entries(remotes, names));
}

/**
 * Loads one exposed module. After a failure the remote is registered again with force, which drops the
 * runtime's cached manifest and entry, so Retry really fetches again (and checks the section again).
 */
export function loadRemoteComponent<P>(remote: string, module: string, retry: boolean): Promise<{ default: ComponentType<P> }> {
  const key = `${remote}/${module}`;
  const started = loading.get(key);
  // A new promise for each caller: React marks a lazy component's promise as fulfilled once it has shown it, and a
  // second lazy (the slot mounted again, after navigating away and back) given that same promise would be replayed
  // by React at once, again and again, before its own callback ever ran (the page froze).
  if (started && !retry) return started.then((loaded) => loaded as { default: ComponentType<P> });
  if (retry && registered) registerRemotes(entries(registered, [remote]), { force: true });
  if (retry) arrived.delete(key);
  // After a file failed (Retry, or the section shown again): that file is fetched from its origin first, so no
  // cache hands back the copy refused.
  const ready = integrity ? integrity.refreshFailed(containerOf(remote)) : Promise.resolve();
  const promise = ready
    .then(() => loadRemote<{ default: ComponentType<P> }>(key))
    .then((loaded) => {
      if (!loaded?.default) throw new Error(`${key} did not load`);
      arrived.set(key, loaded.default);
      return loaded;
    })
    .catch((error: unknown) => {
      if (typeof error === 'object' && error !== null) loadFailures.add(error);
      throw error;
    });
  loading.set(key, promise);
  // A failure is not kept: the section shows it with Retry, and the next attempt fetches again.
  promise.catch(() => {
    if (loading.get(key) === promise) loading.delete(key);
  });
  return promise;
}

/** Errors of a section's loading (its manifest, entry or module), not of its code running: monitoring tells them apart. */
const loadFailures = new WeakSet<object>();
export const isLoadFailure = (error: unknown): boolean => typeof error === 'object' && error !== null && loadFailures.has(error);

/** Sections being fetched or fetched: the one started early (prefetchSection) is the one the page then shows. */
const loading = new Map<string, Promise<unknown>>();
/** Sections that have arrived, and run: the slot renders them at once instead of through React.lazy. */
const arrived = new Map<string, unknown>();

/** A section already loaded (the early fetch got it while the shell started), or undefined. */
export function arrivedSection<P>(remote: string, module: string): ComponentType<P> | undefined {
  return arrived.get(`${remote}/${module}`) as ComponentType<P> | undefined;
}

/** Starts fetching a section (its manifest, entry and module) before the page asks for it; errors wait for the page. */
export function prefetchSection(remote: string, module: string): void {
  loadRemoteComponent(remote, module, false).catch(() => {
    /* shown by the section's own slot, with Retry */
  });
}
