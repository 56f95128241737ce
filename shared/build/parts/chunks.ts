/**
 * How an app's code is split into files (docs/performance.md "What is shared, and what each choice bought"; docs/performance-log.md "1. Fewer, larger files"): a
 * remote's section is its entry and one file, its fallback copies of the shared libraries in one file; the shell's
 * first files are shared-core (the libraries), portal-core (the contract and the kit its start needs) and msal.
 */
import type { Module, Optimization } from '@rspack/core';
import { SHARED_MUI_INTERNALS } from '../federation/sharedMap';
import type { AppOptions } from '../options';

/**
 * Packages shared as singletons (and what only they import), whose copies in a remote are fallbacks. Never a package
 * a section's own code or libraries import directly: its module would move into this file, and loading the section
 * would download every fallback with it, a second React included (hoist-non-react-statics, which formik imports, did
 * that: docs/performance.md "One React per page"). `npm run bench` fails when a page downloads a shared library twice.
 */
const FALLBACK_PACKAGES =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|@emotion[\\/][^\\/]+|@mui[\\/](system|styled-engine|private-theming)|notistack|goober|swr|use-sync-external-store|stylis)[\\/]/;
const FALLBACK_MUI_FILES = new Set(SHARED_MUI_INTERNALS.map((f) => `@mui/material/${f}`));
function isSharedFallback(module: Module): boolean {
  const m = module as unknown as { resource?: string; nameForCondition?: () => string | null };
  const resource = (m.resource ?? m.nameForCondition?.() ?? '').replace(/\\/g, '/');
  // The shims that stand for MUI's shared styles files (parts/shims.ts, MUI_SHIMMED) are shared as those files are.
  if (resource.includes('/shared/build/shims/mui/')) return true;
  if (!resource.includes('/node_modules/')) return false;
  if (FALLBACK_PACKAGES.test(resource)) return true;
  const i = resource.lastIndexOf('/node_modules/');
  return FALLBACK_MUI_FILES.has(resource.slice(i + 14));
}

/**
 * What the shell's shared-core file holds: the shared singletons and every small library from node_modules, but
 * not MUI's components (each loads with the part of the shell that shows it), nor what loads later on purpose:
 * MSAL (at sign-in), the toast stack (at the first toast), the forms libraries (with the profile dialog; klona is
 * their deep copy, shims/lodash-cloneDeep.mjs), web-vitals (with monitoring's reporting, once the page's content is
 * shown), and
 * react-router, which only tree-shakes well next to the one module that imports it (contract/src/router.ts).
 */
const NOT_CORE =
  /[\\/]node_modules[\\/](notistack|goober|@azure|formik|yup|lodash-es|web-vitals|property-expr|toposort|tiny-case|tiny-warning|react-fast-compare|react-router|klona)[\\/]/;
/**
 * The MUI files every route needs anyway: the shared components' own files (their classes, ripple, icons) and
 * what they import (Button's loading indicator, the styles' colour-scheme script), DefaultPropsProvider, the small
 * `*Classes` files the theme reads, and the components of the chrome every page shows (navigation bar, footer,
 * banner) and the page's baseline styles. Left out, each became a file of a few hundred bytes to 2 KB of its own (16
 * of them on /login).
 */
const MUI_CORE_DIRS = [...new Set(SHARED_MUI_INTERNALS.map((f) => f.split('/')[0]))].concat(
  'DefaultPropsProvider',
  'internal',
  'CircularProgress',
  'InitColorSchemeScript',
  'AppBar',
  'Toolbar',
  'Container',
  'Link',
  'Box',
  'Stack',
  'AlertTitle',
  // The page's baseline styles, which every route renders (kit's PortalProviders).
  'CssBaseline',
  'GlobalStyles',
);
const MUI_CORE = new RegExp(
  `/node_modules/@mui/material/(${MUI_CORE_DIRS.join('|')})/|/node_modules/@mui/material/[A-Za-z]+/[a-z][A-Za-z]*Classes\\.mjs$`,
);
function isShellCore(module: Module, ctx?: { chunkGraph: { getModuleChunks(m: Module): Array<{ name?: string }> } }): boolean {
  // Federation loads a provided shared module's chunks as if main.js were not there, so a module that main.js also
  // has (the entry's msalLoader) was copied into a file of its own on every page.
  if (ctx?.chunkGraph.getModuleChunks(module).some((c) => c.name === 'main')) return true;
  if (isSharedFallback(module)) return !NOT_CORE.test(resourceOf(module));
  const resource = resourceOf(module);
  if (MUI_CORE.test(resource)) return true;
  return resource.includes('/node_modules/') && !NOT_CORE.test(resource) && !/\/node_modules\/@mui\/material\/[A-Z]/.test(resource);
}
/**
 * What the shell's portal-core file holds: the runtime contract it provides, and the kit's and the host's modules that
 * its start needs (the bootstrap and the app: config checks, providers, data hooks, formatting). Each would otherwise be a file
 * of a few KB of its own on every route. The kit's modules that only a lazily loaded part uses (a dialog's forms, the
 * confirmation dialog's stack) stay with that part.
 */
const PORTAL_CODE = /\/shared\/(contract|kit|host)\/src\//;
const SHELL_START = new Set(['bootstrap', 'app', 'main']);
function isPortalCore(module: Module, ctx?: { chunkGraph: { getModuleChunks(m: Module): Array<{ name?: string }> } }): boolean {
  const resource = resourceOf(module);
  if (!PORTAL_CODE.test(resource)) return false;
  if (resource.includes('/shared/contract/src/')) return true;
  return Boolean(ctx?.chunkGraph.getModuleChunks(module).some((c) => c.name !== undefined && SHELL_START.has(c.name)));
}
function resourceOf(module: Module): string {
  const m = module as unknown as { resource?: string; nameForCondition?: () => string | null };
  return (m.resource ?? m.nameForCondition?.() ?? '').replace(/\\/g, '/');
}

/** An app's splitChunks settings. */
export function splitChunks(opts: Pick<AppOptions, 'federationRuntime'>): NonNullable<Optimization['splitChunks']> {
  return {
    chunks: 'async' as const,
    minSize: 3000,
    // A remote's own copies of the shared singletons are used only where no host provides them (its standalone
    // page): in one chunk, not dozens, so the remote's entry (chunk maps and integrity hashes) stays small.
    // Nothing else is split out of an exposed module: a section is its remote's entry and one file (plus what it
    // loads on demand), not a first wave of files and then a second one found by running them. A library two
    // sections use is in both; each page shows one.
    ...(opts.federationRuntime === 'use'
      ? {
          cacheGroups: {
            default: false as const,
            defaultVendors: false as const,
            sharedFallbacks: { test: isSharedFallback, name: 'shared-fallbacks', chunks: 'async' as const, enforce: true, priority: 20 },
          },
        }
      : {}),
    // The app that provides the shared singletons (the shell) needs them, and the small libraries around them, on
    // every first load: one file instead of dozens (docs/performance-log.md "1. Fewer, larger files").
    // MSAL (with the module that re-exports what the portal uses from it) is one file, too.
    ...(opts.federationRuntime === 'provide'
      ? {
          cacheGroups: {
            default: {
              minChunks: 2,
              priority: -20,
              reuseExistingChunk: true,
              chunks: 'async' as const,
            },
            sharedCore: { test: isShellCore, name: 'shared-core', chunks: 'async' as const, enforce: true, priority: 20 },
            portalCore: { test: isPortalCore, name: 'portal-core', chunks: 'async' as const, enforce: true, priority: 15 },
            msal: {
              // MSAL, the host's entry to it (@portal/host/src/auth/msalLibrary.ts: a file of its own where this missed it), and the shims that stand for its popup and broker (parts/shims.ts).
              test: /[\\/](node_modules[\\/]@azure[\\/]|shared[\\/]host[\\/]src[\\/]auth[\\/]msalLibrary\.ts$|shared[\\/]build[\\/]shims[\\/]msal[\\/])/,
              name: 'msal',
              chunks: 'async' as const,
              enforce: true,
              priority: 30,
            },
          },
        }
      : {}),
  };
}
