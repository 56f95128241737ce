/**
 * The federation bundler runtime a page provides to the sections it loads, with its runtime core
 * (experiments.externalRuntime; the runtime contract's `ProvidedFederationRuntime`, since 1.2.0): the functions that
 * start a build's container and load its shared modules. Each takes the build's own `__webpack_require__` and keeps
 * nothing of its own, so one copy serves every build of the page; what is a build's own (its instance, options and
 * share scopes) stays with it (bundlerRuntimeFromHost.ts). A section built to run on it names the range it needs in
 * its manifest (`metaData.portal.federationRuntime`), and the shell checks it before running the section
 * (shell/src/federation/plugins/compatibility.ts).
 */
import type { FederationRuntimeHost, ProvidedFederationRuntime } from '@portal/contract';
import type { Federation } from '@module-federation/webpack-bundler-runtime';

export interface ProvidedBundlerRuntime extends ProvidedFederationRuntime {
  readonly bundlerRuntime: NonNullable<Federation['bundlerRuntime']>;
  readonly attachShareScopeMap: NonNullable<Federation['attachShareScopeMap']>;
}

/** globalThis, where the page provides it (the contract's FederationRuntimeHost, with the bundler runtime's types). */
export type WithProvidedBundlerRuntime = typeof globalThis &
  FederationRuntimeHost & { _PORTAL_FEDERATION_BUNDLER_RUNTIME?: ProvidedBundlerRuntime };
