import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import { REMOTES } from '@portal/kit';
import type { PortalConfig, RemoteName } from '@portal/contract';
import { loadTimeoutsPlugin } from './plugins/loadTimeouts';

let registered: PortalConfig['remotes'] | undefined;

function entries(config: PortalConfig['remotes'], names: RemoteName[]) {
  return names.map((alias) => ({ name: REMOTES[alias].container, alias, entry: config[alias].manifest }));
}

/** Registers the remotes of the runtime config with the federation runtime; only allow-listed origins. */
export function registerPortalRemotes(config: PortalConfig): void {
  const names = (Object.keys(REMOTES) as RemoteName[]).filter((name) => {
    const origin = new URL(config.remotes[name].manifest).origin;
    if (config.allowedRemoteOrigins.includes(origin)) return true;
    console.error(`Remote "${name}" refused: ${origin} is not an allowed remote origin`);
    return false;
  });
  registered = config.remotes;
  registerPlugins([loadTimeoutsPlugin()]);
  registerRemotes(entries(config.remotes, names));
}

/**
 * Loads one exposed module. After a failure the remote is registered again with force, which drops the
 * runtime's cached manifest and entry, so Retry really fetches again.
 */
export function loadRemoteComponent<P>(remote: RemoteName, module: string, retry: boolean): Promise<{ default: ComponentType<P> }> {
  const key = `${remote}/${module}`;
  const started = loading.get(key);
  if (started && !retry) return started as Promise<{ default: ComponentType<P> }>;
  if (retry && registered) registerRemotes(entries(registered, [remote]), { force: true });
  const promise = loadRemote<{ default: ComponentType<P> }>(key).then((loaded) => {
    if (!loaded?.default) throw new Error(`${key} did not load`);
    return loaded;
  });
  loading.set(key, promise);
  // A failure is not kept: the section shows it with Retry, and the next attempt fetches again.
  promise.catch(() => { if (loading.get(key) === promise) loading.delete(key); });
  return promise;
}

/** Sections being fetched or fetched: the one started early (prefetchSection) is the one the page then shows. */
const loading = new Map<string, Promise<unknown>>();

/** Starts fetching a section (its manifest, entry and module) before the page asks for it; errors wait for the page. */
export function prefetchSection(remote: RemoteName, module: string): void {
  loadRemoteComponent(remote, module, false).catch(() => { /* shown by the section's own slot, with Retry */ });
}
