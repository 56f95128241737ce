/**
 * First script of a remote's standalone page. The remotes the shell loads use the shell's federation runtime
 * (experiments.externalRuntime) instead of each downloading their own; on its own, a remote's page provides
 * one here, before its main entry starts.
 */
import * as runtimeCore from '@portal/federation-runtime-core';
// And its bundler runtime (the package's own, which the remote's build leaves out of its entries).
import './provideBundlerRuntime';

const g = globalThis as typeof globalThis & { _FEDERATION_RUNTIME_CORE?: unknown; _FEDERATION_RUNTIME_CORE_FROM?: unknown };
g._FEDERATION_RUNTIME_CORE ??= runtimeCore;
g._FEDERATION_RUNTIME_CORE_FROM ??= { name: 'standalone-page', version: 'bundled' };
