/**
 * Module Federation for an app: what it shares and with which versions (the runtime contract and React strict), what
 * it was built against (written into its manifest for the shell's check), and the runtime's ES modules for remotes.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { packageOf, SHARED_MUI_INTERNALS, SHARED_SINGLETONS } from '../federation/sharedMap';
import { containerOf, declarationOf, exposes, type AppOptions } from '../options';
import { MUI_SHIMMED, muiDirOf, muiShimOf, type MuiShimmed } from './shims';
import { resolveFrom } from './resolveFrom';

type Deps = Record<string, string>;
interface PackageJson {
  name: string;
  version: string;
  dependencies?: Deps;
  peerDependencies?: Deps;
}
const readPackage = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as PackageJson;

const installedVersion = (appDir: string, pkg: string): string => readPackage(resolveFrom(appDir, `${pkg}/package.json`)).version;

/**
 * What an app was built against, written into its manifest (metaData.portal) and checked by the shell before it runs
 * the app's sections (shell/src/federation/plugins/compatibility.ts):
 * - `contract`: the range of the runtime contract it needs, `^major.minor.0` of the version it was built with (a
 *   minor version adds to the contract, so a section built against 1.3 may use what 1.2 lacks; a patch never does);
 * - `react`: React's major version, which must be the shell's;
 * - `release`: the app's own version (its package.json), the folder its release is published in;
 * - `federationRuntime`, for a remote that runs on its loader's federation runtime (`federationRuntime: 'use'`): the
 *   range of it the remote needs, `^major.minor.0` of the bundler runtime it was built with (the loader provides its
 *   runtime core and its bundler runtime, federation/provideBundlerRuntime.ts; the remote's entry calls them).
 */
export interface BuiltAgainst {
  contract: string;
  contractVersion: string;
  react: number;
  release: string;
  federationRuntime?: string;
}
const caretOfMinor = (version: string): string => {
  const [major, minor] = version.split('.');
  return `^${major}.${minor}.0`;
};
export function builtAgainst(appDir: string, usesLoaderRuntime = false): BuiltAgainst {
  const contractVersion = installedVersion(appDir, '@portal/contract');
  return {
    contract: caretOfMinor(contractVersion),
    contractVersion,
    react: Number(installedVersion(appDir, 'react').split('.')[0]),
    release: readPackage(path.join(appDir, 'package.json')).version,
    ...(usesLoaderRuntime ? { federationRuntime: caretOfMinor(bundlerRuntimeVersion(appDir)) } : {}),
  };
}

interface ShareConfig {
  singleton: boolean;
  requiredVersion: string;
  eager: false;
  strictVersion?: boolean;
  shareKey?: string;
  import?: string;
  version?: string;
}

/**
 * The version a shared key provides where the build puts a shim in the package's place: the package's installed one.
 * The plugin reads a shared module's version from the package.json nearest its file, which for @mui/system's index
 * (shims/mui/system-index.mjs, decision 0015) was @portal/build's own 1.0.0: every page logged that the shell's
 * @mui/system 1.0.0 did not satisfy its sections' ^9.5.0 (the shell's copy was used all the same).
 */
function shimmedVersion(appDir: string, key: string): { version?: string } {
  return key === '@mui/system' ? { version: installedVersion(appDir, '@mui/system') } : {};
}

/**
 * The shared libraries that must be one instance in the page, as this app needs them (its manifest's
 * `metaData.portal.shared`, since contract 1.4.0): the range of the page's copy it runs on (from the minor of the
 * version it was built with; React's major, the contract's minor) and the version it was built with. The shell refuses to run a section whose
 * range its own copy is not in (shell/src/federation/plugins/compatibility.ts), rather than run it on another copy.
 * The shell's build writes its own versions as what it provides (PORTAL_SHARED).
 */
export function sharedNeeds(appDir: string): Record<string, { range: string; version: string }> {
  const config = sharedConfig(appDir);
  const needs: Record<string, { range: string; version: string }> = {};
  for (const key of SHARED_SINGLETONS) {
    const pkg = packageOf(key);
    if (needs[pkg] || !config[key]) continue;
    needs[pkg] = { range: config[key]!.requiredVersion, version: installedVersion(appDir, pkg) };
  }
  return needs;
}

/** What the app provides of each shared library: its installed versions (the shell's, which the page runs on). */
export function providedShared(appDir: string): Record<string, string> {
  return Object.fromEntries(Object.entries(sharedNeeds(appDir)).map(([pkg, need]) => [pkg, need.version]));
}

export function sharedConfig(appDir: string): Record<string, ShareConfig> {
  const against = builtAgainst(appDir);
  const config: Record<string, ShareConfig> = {};
  for (const key of SHARED_SINGLETONS) {
    const pkg = packageOf(key);
    if (pkg === '@portal/contract') {
      // The contract must be one the section was built for: never run against an older minor or another major.
      config[key] = { singleton: true, strictVersion: true, requiredVersion: against.contract, eager: false };
    } else if (pkg === 'react' || pkg === 'react-dom') {
      // React and react-dom must be one instance of the same major (hooks and the renderer break across majors).
      config[key] = { singleton: true, strictVersion: true, requiredVersion: `^${against.react}.0.0`, eager: false };
    } else {
      // The version the app was built with, from its minor on (`^9.5.0` for 9.5.2: a minor version may add what the
      // app uses, a patch never does; a page's newer minor keeps what it had). Not the app's package.json range, which
      // says what it installs (`9.5`), not what it can run on. One instance in the page: a section whose range the
      // page's copy is not in is refused by the shell (sharedNeeds), never run on it.
      const range = caretOfMinor(installedVersion(appDir, pkg));
      config[key] = { singleton: true, requiredVersion: range, eager: false, ...shimmedVersion(appDir, key) };
    }
  }
  // MUI's internal modules that every app's components import by relative path: matched by the resolved file,
  // shared under a stable key. Not one instance (components and their contexts work in two copies): a section takes
  // the page's copy where its version is the one it was built with, and its own otherwise (its own files, downloaded
  // only then; docs/decisions/0022 measures them).
  const muiDir = muiDirOf(appDir);
  const muiVersion = (JSON.parse(fs.readFileSync(path.join(muiDir, 'package.json'), 'utf8')) as { version: string }).version;
  for (const file of SHARED_MUI_INTERNALS) {
    // A file the build puts a shim in place of is shared as the shim (the module its requests resolve to).
    const abs = file in MUI_SHIMMED ? muiShimOf(file as MuiShimmed) : path.join(muiDir, file);
    if (!fs.existsSync(abs)) continue;
    // The styles index is the module '@mui/material/styles' names: one key, so one instance.
    const shareKey = `@mui/material/${file.replace(/\.mjs$/, '').replace(/\/index$/, '')}`;
    // Imported by its path from the app's folder, not the absolute one: the build writes it into its entries, and the
    // same commit must build the same bytes in any folder (a release rebuilt elsewhere, docs/decisions/0002).
    const request = path.relative(appDir, abs).split(path.sep).join('/');
    config[abs] = {
      shareKey,
      import: request.startsWith('.') ? request : `./${request}`,
      version: muiVersion,
      singleton: false,
      requiredVersion: `^${muiVersion}`,
      eager: false,
    };
  }
  return config;
}

/**
 * The federation plugin imports its bundler runtime by the resolved CommonJS path, which pulls the whole of
 * @module-federation/sdk into every app (CommonJS cannot be tree-shaken). The packages ship ES modules too:
 * pointing the runtime at them lets the build keep only what is used (remoteEntry.js: 18 → 11 KB gzipped).
 * Only for remotes that use the loader's runtime: in the app that provides it, the ES modules would sit next to
 * the CommonJS runtime core it provides (measured +17 KB on the shell).
 *
 * Such a remote does not bundle the bundler runtime either (runtime contract 1.2.0): the plugin's import of it is the
 * object built from the page's (federation/bundlerRuntimeFromHost.ts), and only the standalone page's provider takes
 * the package's own (`@portal/federation-bundler-runtime`, bundlerRuntimeAliases).
 */
export function federationEsmAliases(appDir: string): Record<string, string> {
  const tools = resolveFrom(appDir, '@module-federation/runtime-tools');
  const aliases: Record<string, string> = {};
  for (const pkg of ['@module-federation/webpack-bundler-runtime', '@module-federation/runtime']) {
    const cjs = resolveFrom(path.dirname(tools), pkg);
    const esm = pkg === '@module-federation/webpack-bundler-runtime' ? BUNDLER_RUNTIME_FROM_HOST : cjs.replace(/\.cjs$/, '.js');
    if (cjs.endsWith('.cjs') && fs.existsSync(esm)) {
      aliases[`${cjs}$`] = esm;
      aliases[`${pkg}$`] = esm;
    }
  }
  return aliases;
}

const BUNDLER_RUNTIME_FROM_HOST = path.join(__dirname, '..', 'federation', 'bundlerRuntimeFromHost.ts');

/** The first module of the shell's entry and of a standalone page's provider: the page's bundler runtime, provided. */
export const PROVIDE_BUNDLER_RUNTIME = path.join(__dirname, '..', 'federation', 'provideBundlerRuntime.ts');

/** The bundler runtime's files the plugin resolves (its CommonJS build), or their ES modules. */
function bundlerRuntimeFile(appDir: string, file: 'index' | 'initContainerEntry', esm: boolean): string {
  const tools = resolveFrom(appDir, '@module-federation/runtime-tools');
  const index = resolveFrom(path.dirname(tools), '@module-federation/webpack-bundler-runtime');
  return path.join(path.dirname(index), `${file}.${esm ? 'js' : 'cjs'}`);
}

/**
 * `@portal/federation-bundler-runtime` (provideBundlerRuntime.ts): the very module the app's federation runtime runs
 * in the app that provides it (the CommonJS build the plugin resolves: nothing added to its files), the ES modules in
 * a remote's standalone provider.
 */
export function bundlerRuntimeAliases(appDir: string, esm: boolean): Record<string, string> {
  return {
    '@portal/federation-bundler-runtime$': bundlerRuntimeFile(appDir, 'index', esm),
    '@portal/federation-bundler-runtime/initContainerEntry$': bundlerRuntimeFile(appDir, 'initContainerEntry', esm),
  };
}

/** The version of the bundler runtime the app's federation plugin uses (what it provides, or needs of its loader). */
export function bundlerRuntimeVersion(appDir: string): string {
  const index = bundlerRuntimeFile(appDir, 'index', false);
  return readPackage(path.join(path.dirname(index), '..', 'package.json')).version;
}

/** `npm run dev`: this app's React Refresh runtime, which every entry and exposed module starts first (dev/reactRefresh.js). */
export const REACT_REFRESH_ENTRY = path.join(__dirname, '..', 'dev', 'reactRefresh.js');

/**
 * `npm run dev`: a section runs in the shell's page from its remoteEntry.js, which is not one of the app's entries, so
 * React Refresh's runtime would never hook the app's components to the page's React. Each exposed module brings it first
 * (it installs itself once per app: `__reactRefreshInjected_<app>`).
 */
export function withReactRefresh(exposed: Record<string, string>): Record<string, { import: string[] }> {
  const runtime = REACT_REFRESH_ENTRY;
  return Object.fromEntries(Object.entries(exposed).map(([name, file]) => [name, { import: [runtime, file] }]));
}

/** The federation plugin of an app: its container, exposes, shared map, manifest (with what it was built against). */
export function federationPlugin(opts: AppOptions, dev = false): ModuleFederationPlugin {
  return new ModuleFederationPlugin({
    name: containerOf(opts),
    filename: 'remoteEntry.js',
    exposes: dev ? withReactRefresh(exposes(opts)) : exposes(opts),
    shared: sharedConfig(opts.dir),
    shareStrategy: 'loaded-first',
    // The manifest says what the app was built against; the shell checks it before running a section.
    manifest: {
      additionalData: ({ stats }) => {
        const sections = declarationOf(opts);
        Object.assign(stats.metaData, {
          portal: {
            ...builtAgainst(opts.dir, opts.federationRuntime === 'use'),
            shared: sharedNeeds(opts.dir),
            ...(sections ? { sections } : {}),
          },
        });
        return stats;
      },
    },
    dts: false,
    runtimePlugins: opts.runtimePlugins ?? [],
    experiments: {
      ...(opts.federationRuntime === 'provide' ? { provideExternalRuntime: true } : {}),
      ...(opts.federationRuntime === 'use' ? { externalRuntime: true } : {}),
      // Built for browsers only: the runtime's code for Node (its script loading there) is left out.
      optimization: { target: 'web' },
    },
  });
}
