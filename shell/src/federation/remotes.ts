import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { version as reactVersion, type ComponentType } from 'react';
import { CONTRACT_VERSION, type PortalConfig, type RemoteName } from '@portal/contract';
import { REMOTES } from '@portal/kit';
import { compatibilityPlugin } from './plugins/compatibility';
import { loadTimeoutsPlugin } from './plugins/loadTimeouts';
import { pinsPlugin, type Pin } from './plugins/pins';
import { releaseEntryPlugin } from './plugins/releaseEntry';

let registered: PortalConfig['remotes'] | undefined;

function entries(config: PortalConfig['remotes'], names: RemoteName[]) {
  return names.map((alias) => ({ name: REMOTES[alias].container, alias, entry: config[alias].manifest }));
}

const aliasOf = (container: string): RemoteName | string =>
  (Object.keys(REMOTES) as RemoteName[]).find((name) => REMOTES[name].container === container) ?? container;

/** The sections the runtime config pins to one release and the sha256 of its remoteEntry.js. */
export function pinsOf(config: PortalConfig, names: RemoteName[]): Pin[] {
  return names.flatMap((remote) => {
    const { manifest, integrity } = config.remotes[remote];
    return integrity ? [{ remote, container: REMOTES[remote].container, manifest, integrity }] : [];
  });
}

/**
 * Registers the remotes of the runtime config with the federation runtime (only allow-listed origins), and the
 * plugins that check each section before it runs: its manifest's contract and React (compatibility), the pinned
 * file (pins), how long a load may take (loadTimeouts), and the release whose entry it loads (releaseEntry).
 */
export function registerPortalRemotes(config: PortalConfig): void {
  const names = (Object.keys(REMOTES) as RemoteName[]).filter((name) => {
    const origin = new URL(config.remotes[name].manifest).origin;
    if (config.allowedRemoteOrigins.includes(origin)) return true;
    console.error(`Remote "${name}" refused: ${origin} is not an allowed remote origin`);
    return false;
  });
  registered = config.remotes;
  registerPlugins([
    loadTimeoutsPlugin(),
    compatibilityPlugin({ contract: CONTRACT_VERSION, react: Number(reactVersion.split('.')[0]) }, aliasOf),
    pinsPlugin(pinsOf(config, names)),
    releaseEntryPlugin(),
  ]);
  registerRemotes(entries(config.remotes, names));
}

/**
 * Loads one exposed module. After a failure the remote is registered again with force, which drops the
 * runtime's cached manifest and entry, so Retry really fetches again (and checks the section again).
 */
export function loadRemoteComponent<P>(remote: RemoteName, module: string, retry: boolean): Promise<{ default: ComponentType<P> }> {
  const key = `${remote}/${module}`;
  const started = loading.get(key);
  // A new promise for each caller: React marks a lazy component's promise as fulfilled once it has shown it, and a
  // second lazy (the slot mounted again, after navigating away and back) given that same promise would be replayed
  // by React at once, again and again, before its own callback ever ran (the page froze).
  if (started && !retry) return started.then((loaded) => loaded as { default: ComponentType<P> });
  if (retry && registered) registerRemotes(entries(registered, [remote]), { force: true });
  if (retry) arrived.delete(key);
  const promise = loadRemote<{ default: ComponentType<P> }>(key).then((loaded) => {
    if (!loaded?.default) throw new Error(`${key} did not load`);
    arrived.set(key, loaded.default);
    return loaded;
  });
  loading.set(key, promise);
  // A failure is not kept: the section shows it with Retry, and the next attempt fetches again.
  promise.catch(() => {
    if (loading.get(key) === promise) loading.delete(key);
  });
  return promise;
}

/** Sections being fetched or fetched: the one started early (prefetchSection) is the one the page then shows. */
const loading = new Map<string, Promise<unknown>>();
/** Sections that have arrived, and run: the slot renders them at once instead of through React.lazy. */
const arrived = new Map<string, unknown>();

/** A section already loaded (the early fetch got it while the shell started), or undefined. */
export function arrivedSection<P>(remote: RemoteName, module: string): ComponentType<P> | undefined {
  return arrived.get(`${remote}/${module}`) as ComponentType<P> | undefined;
}

/** Starts fetching a section (its manifest, entry and module) before the page asks for it; errors wait for the page. */
export function prefetchSection(remote: RemoteName, module: string): void {
  loadRemoteComponent(remote, module, false).catch(() => {
    /* shown by the section's own slot, with Retry */
  });
}
