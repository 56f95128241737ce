/**
 * Provides this page's federation bundler runtime to the sections it loads (providedBundlerRuntime.ts): the first
 * module of the shell's entry, and of a remote's standalone page (provideRuntime.ts). The shell's copy is the one its
 * own federation runtime already runs, so it costs it nothing; each section's remoteEntry.js leaves its own out
 * (3.4 KB gzip of each entry; docs/decisions/0014-sections-on-the-shells-bundler-runtime.md).
 */
import federation from '@portal/federation-bundler-runtime';
import { initContainerEntry } from '@portal/federation-bundler-runtime/initContainerEntry';
import type { WithProvidedBundlerRuntime } from './providedBundlerRuntime';

declare const PORTAL_FEDERATION_BUNDLER_RUNTIME: string;

const g = globalThis as WithProvidedBundlerRuntime;
g._PORTAL_FEDERATION_BUNDLER_RUNTIME ??= {
  version: PORTAL_FEDERATION_BUNDLER_RUNTIME,
  // A build with nothing to expose (the shell) leaves initContainerEntry out of its object; the sections need it.
  bundlerRuntime: { ...federation.bundlerRuntime!, initContainerEntry },
  attachShareScopeMap: federation.attachShareScopeMap!,
};
