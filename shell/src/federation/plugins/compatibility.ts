import { satisfy, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { SharedNeed } from '@portal/contract';
import { isRecord } from '@portal/kit';
import { sharedNeeds } from '@portal/host/sections';
import { SectionRefusedError } from '../refused';

/** Where the error is defined apart, so that the single-app build (no federation runtime) can name it too. */
export { SectionRefusedError };

/**
 * What this shell provides to sections: the contract's version, React's major version, the version of the
 * federation runtime it provides to the sections built to run on it (none in a build without federation), and the
 * version of each library the page shares as one instance (its build's PORTAL_SHARED: @portal/build's providedShared).
 */
export interface Provided {
  contract: string;
  react: number;
  federationRuntime?: string;
  shared?: Record<string, string>;
}

/** What a section's build wrote into its manifest (@portal/build's builtAgainst and sharedNeeds). */
interface BuiltAgainst {
  contract: string;
  react: number;
  release?: string;
  federationRuntime?: string;
  shared?: Record<string, SharedNeed>;
}

/** A caret range on a release version ('^1.3.0'), the only form a section's build writes. */
const CONTRACT_RANGE = /^\^\d+\.\d+\.\d+$/;

/** What a manifest says the section was built against, or null when it does not say it in a form this shell reads. */
export function builtAgainst(manifest: unknown): BuiltAgainst | null {
  const portal = isRecord(manifest) && isRecord(manifest.metaData) ? manifest.metaData.portal : undefined;
  if (!isRecord(portal) || typeof portal.contract !== 'string' || !CONTRACT_RANGE.test(portal.contract) || !Number.isInteger(portal.react))
    return null;
  // A section that runs on its loader's federation runtime names the range it needs; one that does not bundles its own.
  if (
    portal.federationRuntime !== undefined &&
    (typeof portal.federationRuntime !== 'string' || !CONTRACT_RANGE.test(portal.federationRuntime))
  )
    return null;
  const shared = sharedNeeds(portal);
  return {
    contract: portal.contract,
    react: portal.react as number,
    ...(typeof portal.release === 'string' ? { release: portal.release } : {}),
    ...(typeof portal.federationRuntime === 'string' ? { federationRuntime: portal.federationRuntime } : {}),
    ...(shared ? { shared } : {}),
  };
}

/**
 * The first library the section needs as one instance that the page's copy does not satisfy (since contract 1.4.0 a
 * release names each, with the range it runs on), or null. A library the page does not share is the section's own
 * business (it brings its copy); a release from before 1.4.0 says nothing, and is run as before.
 */
function unmetNeed(shared: Record<string, SharedNeed> | undefined, provided: Record<string, string> | undefined): string | null {
  if (!shared || !provided) return null;
  for (const [pkg, need] of Object.entries(shared)) {
    const version = provided[pkg];
    if (version !== undefined && !satisfy(version, need.range))
      // eslint-disable-next-line lingui/no-unlocalized-strings -- why, for monitoring (the section says it is being updated)
      return `it needs ${pkg} ${need.range} (built with ${need.version}); this page provides ${version}`;
  }
  return null;
}

/**
 * Whether this shell can run a section with this manifest: the contract it provides must be in the section's range
 * (a section built against a newer minor may use what this one lacks; another major is another contract), React
 * must be the same major, a section that runs on the shell's federation runtime (its bundler runtime and runtime
 * core, which its remoteEntry.js calls instead of bundling them) must find it in its range the same way, and so must
 * every library the page shares as one instance (MUI's styling core, emotion, swr…): a section is never run on a copy
 * it was not built for. A manifest that does not say is treated as incompatible: the shell cannot know.
 */
export function compatibility(manifest: unknown, provided: Provided): { ok: true; built: BuiltAgainst } | { ok: false; detail: string } {
  const built = builtAgainst(manifest);
  if (!built) return { ok: false, detail: 'its manifest does not say which runtime contract and React it was built against' };
  if (!satisfy(provided.contract, built.contract)) {
    return { ok: false, detail: `it needs runtime contract ${built.contract}; this shell provides ${provided.contract}` };
  }
  if (built.react !== provided.react)
    return { ok: false, detail: `it was built for React ${built.react}; this shell runs React ${provided.react}` };
  if (built.federationRuntime && !(provided.federationRuntime && satisfy(provided.federationRuntime, built.federationRuntime)))
    return {
      ok: false,
      detail: `it runs on federation runtime ${built.federationRuntime}; this shell provides ${provided.federationRuntime ?? 'none'}`,
    };
  const unmet = unmetNeed(built.shared, provided.shared);
  if (unmet) return { ok: false, detail: unmet };
  return { ok: true, built };
}

/**
 * Federation runtime plugin: checks every section's manifest as soon as it has been fetched, before its remoteEntry.js
 * runs. A section the shell cannot run fails with SectionRefusedError (its slot shows why, with Retry), and is
 * reported for monitoring.
 */
export function compatibilityPlugin(provided: Provided, aliasOf: (container: string) => string): ModuleFederationRuntimePlugin {
  return {
    name: 'portal-compatibility',
    async afterLoadManifest({ manifestJson, moduleInfo, error }) {
      if (error || !manifestJson) return; // a failed fetch is the section's ordinary failure
      const verdict = compatibility(manifestJson, provided);
      if (!verdict.ok) throw new SectionRefusedError(aliasOf(moduleInfo.name), 'incompatible', verdict.detail);
    },
  };
}
