/**
 * The single-app build's stand-in for the shell's federation/earlySection.ts (`npm run bench` only; never deployed):
 * without federation a section is part of the app, so there is no manifest or section file to ask for early. The build
 * swaps this file in (shared/build/parts/single.ts); scripts/test/single-app.test.mts keeps it providing every name the
 * shell imports from earlySection.ts.
 */
import type { PortalConfig } from '@portal/contract';

export function startEarlySection(_config: PortalConfig, _section: { remote: string; module: string }): Promise<void> {
  return Promise.resolve();
}

/** No remote's manifest is read by the page: the sections table comes with the config (its server reads the releases). */
export const fetchManifestEarly = (_config: PortalConfig, _remote: string): Promise<Response> | null => null;

export const takeEarlyManifest = (_url: string): Promise<Response> | undefined => undefined;
