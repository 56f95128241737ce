/**
 * What the shell provides to the sections it loads besides the shared modules (since 1.2.0): its federation bundler
 * runtime, the functions that start a build's container and load its shared modules, on `globalThis` before any
 * section's remoteEntry.js runs (with its federation runtime core, `_FEDERATION_RUNTIME_CORE`). A section built to
 * run on them leaves its own copy out and names the range it needs in its manifest (`metaData.portal.federationRuntime`);
 * the shell checks it before running the section. A section's own standalone page provides them the same way.
 * Types only: nothing of it is in the shared instance.
 */
export interface ProvidedFederationRuntime {
  /** The version of `@module-federation/webpack-bundler-runtime` the page was built with. */
  readonly version: string;
  /** Its `bundlerRuntime` functions, `initContainerEntry` included. */
  readonly bundlerRuntime: object;
  /** Its `attachShareScopeMap`. */
  readonly attachShareScopeMap: object;
}

/** The global the page provides them on: `(globalThis as typeof globalThis & FederationRuntimeHost)`. */
export interface FederationRuntimeHost {
  _PORTAL_FEDERATION_BUNDLER_RUNTIME?: ProvidedFederationRuntime;
}
