/**
 * What a section's build imports as `@module-federation/webpack-bundler-runtime` (the remotes that use the loader's
 * runtime, parts/federation.ts): the bundler runtime's object, built from the functions the page provides
 * (provideBundlerRuntime.ts) instead of a copy of its own. Its runtime (its federation instance) and its share scopes
 * are the build's own, as the package's module would make them.
 */
import * as runtime from '@module-federation/runtime';
import type { Federation } from '@module-federation/webpack-bundler-runtime';
import type { WithProvidedBundlerRuntime } from './providedBundlerRuntime';

const provided = (globalThis as WithProvidedBundlerRuntime)._PORTAL_FEDERATION_BUNDLER_RUNTIME;
if (!provided)
  throw new Error(
    "This section runs on the federation runtime of the page that loads it (the portal's shell, or its own page's provide-runtime.js), and the page provides none",
  );

const federation: Federation = {
  runtime,
  instance: undefined,
  initOptions: undefined,
  bundlerRuntime: { ...provided.bundlerRuntime, S: {} },
  attachShareScopeMap: provided.attachShareScopeMap,
  bundlerRuntimeOptions: {},
};
export default federation;
