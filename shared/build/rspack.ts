/**
 * The one build configuration every app uses: swc for TypeScript/React, Module Federation with the shared map
 * (federation/sharedMap.ts: the runtime contract and the libraries that must be one instance), a manifest
 * (mf-manifest.json) that says which contract and React the app was built against, content-hashed chunks, each
 * production build published as a release (releases.ts), and a dev server with hot reload.
 */
import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { rspack, type Configuration, type Module, type RspackPluginInstance } from '@rspack/core';
import CompressionPlugin from 'compression-webpack-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { PreloadFirstChunksPlugin } from './preloadPlugin';
import { prerenderConfigs, type PrerenderOptions } from './prerender';
import { publishRelease } from './releases';
import { packageOf, SHARED_MUI_INTERNALS, SHARED_SINGLETONS } from './federation/sharedMap';

export interface AppOptions {
  /** Folder of the app (its rspack.config.ts's __dirname). */
  dir: string;
  /** Module Federation container name. */
  name: string;
  /** Dev-server port. */
  port: number;
  /** Exposed modules: './BalanceTab' → './src/exposes/BalanceTab.tsx'. */
  exposes?: Record<string, string>;
  /** Extra federation runtime plugins (paths). */
  runtimePlugins?: string[];
  /**
   * Where the app's files are served from. Remotes keep 'auto' (resolved from their remoteEntry's URL, so
   * they work on any origin); the shell serves deep links such as /home/balance and needs '/'.
   */
  publicPath?: string;
  /**
   * 'provide': this app (the shell, which exposes nothing) provides its federation runtime to the remotes it
   * loads. 'use': a remote uses the loader's runtime instead of bundling its own (~20 KB less per remote);
   * its standalone page then provides a bundled one first.
   */
  federationRuntime?: 'provide' | 'use';
  /** More pages with their own small entry. */
  pages?: Array<{ entry: string; import: string; filename: string; title: string }>;
  /**
   * The entry of a self-contained `embed.js` for integrators (docs/embedding.md): an ES module with its own React,
   * MUI and runtime and no federation, built next to the remote so any page can import it.
   */
  embed?: string;
  /** A page rendered to HTML at build time (production only; shared/build/prerender.ts). */
  prerender?: PrerenderOptions;
}

/** redirect.html: where the identity provider returns; MSAL's bridge hands the response to the signing-in page. */
const REDIRECT_PAGE = { entry: 'redirect', import: require.resolve('@portal/kit/redirect'), filename: 'redirect.html', title: 'Signing in…' };

/**
 * Brotli and gzip files written next to each text asset at build time, so the server sends them as they are
 * (static-server.mts) instead of compressing on every request. Source maps are left as they are.
 */
function precompress(): RspackPluginInstance[] {
  const test = /\.(js|mjs|json|html|css|svg)$/;
  return [
    new CompressionPlugin({ test, filename: '[path][base].gz', algorithm: 'gzip', compressionOptions: { level: 9 }, threshold: 1024, minRatio: 0.9 }),
    new CompressionPlugin<zlib.BrotliOptions>({
      test,
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
      threshold: 1024,
      minRatio: 0.9,
    }),
  ] as unknown as RspackPluginInstance[]; // webpack plugin typings; Rspack runs it as documented (compatible plugins)
}

type Deps = Record<string, string>;
interface PackageJson { name: string; version: string; dependencies?: Deps; peerDependencies?: Deps }
const readPackage = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as PackageJson;
const readDeps = (file: string): Deps => {
  const pkg = readPackage(file);
  return { ...pkg.peerDependencies, ...pkg.dependencies };
};

const installedVersion = (appDir: string, pkg: string): string => readPackage(require.resolve(`${pkg}/package.json`, { paths: [appDir] })).version;
const installedRange = (appDir: string, pkg: string): string => `^${installedVersion(appDir, pkg)}`;

/**
 * What an app was built against, written into its manifest (metaData.portal) and checked by the shell before it runs
 * the app's sections (shell/src/federation/plugins/compatibility.ts):
 * - `contract`: the range of the runtime contract it needs, `^major.minor.0` of the version it was built with (a
 *   minor version adds to the contract, so a section built against 1.3 may use what 1.2 lacks; a patch never does);
 * - `react`: React's major version, which must be the shell's;
 * - `release`: the app's own version (its package.json), the folder its release is published in.
 */
export interface BuiltAgainst { contract: string; contractVersion: string; react: number; release: string }
export function builtAgainst(appDir: string): BuiltAgainst {
  const contractVersion = installedVersion(appDir, '@portal/contract');
  const [major, minor] = contractVersion.split('.');
  return {
    contract: `^${major}.${minor}.0`,
    contractVersion,
    react: Number(installedVersion(appDir, 'react').split('.')[0]),
    release: readPackage(path.join(appDir, 'package.json')).version,
  };
}

interface ShareConfig { singleton: true; requiredVersion: string; eager: false; strictVersion?: boolean; shareKey?: string; import?: string; version?: string }

function sharedConfig(appDir: string): Record<string, ShareConfig> {
  const appDeps = readDeps(path.join(appDir, 'package.json'));
  const kitDeps = readDeps(require.resolve('@portal/kit/package.json'));
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
      // Direct dependencies state their range; MUI's and emotion's inner packages take the installed version's. A
      // mismatch logs, and the shell's copy is used (these keep working across minor versions).
      const range = appDeps[pkg] ?? kitDeps[pkg] ?? installedRange(appDir, pkg);
      config[key] = { singleton: true, requiredVersion: range, eager: false };
    }
  }
  // MUI's internal modules that every app's components import by relative path: matched by the resolved file,
  // shared under a stable key. An app whose MUI files differ simply bundles its own (nothing breaks).
  const muiDir = path.dirname(require.resolve('@mui/material/package.json', { paths: [appDir] }));
  const muiVersion = (JSON.parse(fs.readFileSync(path.join(muiDir, 'package.json'), 'utf8')) as { version: string }).version;
  for (const file of SHARED_MUI_INTERNALS) {
    const abs = path.join(muiDir, file);
    if (!fs.existsSync(abs)) continue;
    // The styles index is the module '@mui/material/styles' names: one key, so one instance.
    const shareKey = `@mui/material/${file.replace(/\.mjs$/, '').replace(/\/index$/, '')}`;
    config[abs] = { shareKey, import: abs, version: muiVersion, singleton: true, requiredVersion: `^${muiVersion}`, eager: false };
  }
  return config;
}

export function appConfig(opts: AppOptions): (env: unknown, argv: { mode?: string; watch?: boolean }) => Configuration | Configuration[] {
  return (_env, argv) => withRelease(opts, argv, appConfigs(opts, argv));
}

/**
 * A production build is published as a release (releases.ts) once all of the app's compilations are done: the app's
 * own, its standalone page's runtime provider, its embed.js and its prerendered page. Not the single-app build (never
 * deployed), nor a watch or dev build. PORTAL_PREVIOUS_RELEASES names the releases/ folder of the deployment this
 * build replaces (the image build: the previous image's), whose releases it keeps serving.
 */
function withRelease(opts: AppOptions, argv: { watch?: boolean }, configs: Configuration | Configuration[]): Configuration | Configuration[] {
  const list = Array.isArray(configs) ? configs : [configs];
  if (process.env.PORTAL_SINGLE_APP === '1' || argv.watch || list[0]!.mode !== 'production') return configs;
  let pending = list.length;
  let failed = false;
  const step: RspackPluginInstance = {
    apply(compiler) {
      compiler.hooks.done.tap('PublishRelease', (stats) => {
        failed ||= stats.hasErrors();
        if (--pending > 0 || failed) return;
        const against = builtAgainst(opts.dir);
        const result = publishRelease({
          dist: path.join(opts.dir, 'dist'),
          version: against.release,
          app: opts.name,
          ...(process.env.PORTAL_PREVIOUS_RELEASES ? { previous: process.env.PORTAL_PREVIOUS_RELEASES } : {}),
          facts: { contract: against.contract, react: against.react },
        });
        if (process.env.PORTAL_QUIET_RELEASE !== '1') console.log(`${opts.name}: release ${result.version} published (kept: ${result.kept.join(', ')}${result.removed.length ? `; removed: ${result.removed.join(', ')}` : ''})`);
      });
    },
  };
  for (const config of list) config.plugins = [...(config.plugins ?? []), step];
  return configs;
}

function appConfigs(opts: AppOptions, argv: { mode?: string }): Configuration | Configuration[] {
  const main = mainConfig(opts, argv);
  const prerendered = (app: Configuration) => (opts.prerender && app.mode === 'production'
    ? prerenderConfigs(opts.prerender, { dir: opts.dir, name: app.name!, dist: app.output!.path! }, app)
    : []);
  if (process.env.PORTAL_SINGLE_APP === '1') {
    if (opts.federationRuntime !== 'provide') throw new Error('PORTAL_SINGLE_APP=1 builds the shell only (every remote is part of it)');
    const single = singleAppConfig(opts, main);
    const more = prerendered(single);
    return more.length ? [single, ...more] : single;
  }
  const embed = opts.embed ? [embedConfig(opts, main)] : [];
  const more = [...embed, ...prerendered(main)];
  if (opts.federationRuntime !== 'use') return more.length ? [main, ...more] : main;
  const prod = main.mode === 'production';
  // The standalone page's runtime provider: built without the federation plugin (which would make it need the
  // very runtime it provides), after the main build, into the same folder under a fixed name.
  const provider: Configuration = {
    name: `${opts.name}-runtime-provider`,
    dependencies: [opts.name],
    mode: main.mode,
    context: opts.dir,
    entry: { 'provide-runtime': path.resolve(__dirname, 'federation/provideRuntime.ts') },
    devtool: prod ? 'source-map' : false,
    output: { path: path.join(opts.dir, 'dist'), filename: 'provide-runtime.js', clean: false, uniqueName: `${opts.name}_runtime_provider` },
    resolve: main.resolve,
    module: main.module,
    plugins: prod ? precompress() : [],
    optimization: { minimize: prod },
  };
  return [main, provider, ...embed];
}

/**
 * The same portal built as one single-page app, for `npm run bench` to compare against (never deployed): the shell
 * without the federation plugin, every section an ordinary dynamic import (federation/remotes.single.ts), the same
 * optimisation otherwise, into dist-single/.
 */
function singleAppConfig(opts: AppOptions, main: Configuration): Configuration {
  return {
    ...main,
    name: `${opts.name}-single`,
    output: { ...main.output, path: path.join(opts.dir, 'dist-single'), uniqueName: `${opts.name}_single` },
    plugins: [
      ...(main.plugins ?? []).filter((p) => !(p instanceof ModuleFederationPlugin)),
      // Every import of the shell's federation/remotes ('./remotes', './federation/remotes') gets remotes.single.
      new rspack.NormalModuleReplacementPlugin(/(^|[\\/])remotes$/, (resource: { request: string; context: string }) => {
        if (path.resolve(resource.context, resource.request) === path.join(opts.dir, 'src', 'federation', 'remotes')) resource.request = `${resource.request}.single`;
      }),
    ],
    optimization: { ...main.optimization, splitChunks: { chunks: 'async', minSize: 3000 } },
  };
}

/**
 * The self-contained embed.js: the same sources, no federation plugin (React, MUI and @portal/contract are bundled,
 * so the host sets up no share scope), output as an ES module with a fixed name, its lazy chunks hashed. Built
 * after the main build, into the same folder.
 */
function embedConfig(opts: AppOptions, main: Configuration): Configuration {
  const prod = main.mode === 'production';
  return {
    name: `${opts.name}-embed`,
    dependencies: [opts.name],
    mode: main.mode,
    context: opts.dir,
    entry: { embed: opts.embed! },
    devtool: prod ? 'source-map' : false,
    output: {
      path: path.join(opts.dir, 'dist'),
      filename: 'embed.js',
      chunkFilename: prod ? 'embed.[id].[contenthash:10].js' : 'embed.[id].js',
      module: true,
      chunkFormat: 'module',
      chunkLoading: 'import',
      library: { type: 'module' },
      publicPath: 'auto',
      clean: false,
      uniqueName: `${opts.name}_embed`,
      ...hashSalt(),
    },
    resolve: { extensions: main.resolve!.extensions },
    module: main.module,
    plugins: [new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(prod ? 'production' : 'development') }), ...(prod ? precompress() : [])],
    optimization: { minimize: prod, moduleIds: 'natural', chunkIds: 'natural', splitChunks: { chunks: 'async', minSize: 3000 } },
    performance: { hints: false },
  };
}

/**
 * The federation plugin imports its bundler runtime by the resolved CommonJS path, which pulls the whole of
 * @module-federation/sdk into every app (CommonJS cannot be tree-shaken). The packages ship ES modules too:
 * pointing the runtime at them lets the build keep only what is used (remoteEntry.js: 18 → 11 KB gzipped).
 * Only for remotes that use the loader's runtime: in the app that provides it, the ES modules would sit next to
 * the CommonJS runtime core it provides (measured +17 KB on the shell).
 */
function federationEsmAliases(appDir: string): Record<string, string> {
  const tools = require.resolve('@module-federation/runtime-tools', { paths: [appDir] });
  const aliases: Record<string, string> = {};
  for (const pkg of ['@module-federation/webpack-bundler-runtime', '@module-federation/runtime']) {
    const cjs = require.resolve(pkg, { paths: [tools] });
    const esm = cjs.replace(/\.cjs$/, '.js');
    if (cjs.endsWith('.cjs') && fs.existsSync(esm)) {
      aliases[`${cjs}$`] = esm;
      aliases[`${pkg}$`] = esm;
    }
  }
  return aliases;
}

/** Packages shared as singletons (and what only they import), whose copies in a remote are fallbacks. */
const FALLBACK_PACKAGES = /[\\/]node_modules[\\/](react|react-dom|scheduler|@emotion[\\/][^\\/]+|@mui[\\/](system|styled-engine|private-theming)|notistack|goober|swr|use-sync-external-store|stylis|hoist-non-react-statics)[\\/]/;
const FALLBACK_MUI_FILES = new Set(SHARED_MUI_INTERNALS.map((f) => `@mui/material/${f}`));
function isSharedFallback(module: Module): boolean {
  const m = module as unknown as { resource?: string; nameForCondition?: () => string | null };
  const resource = (m.resource ?? m.nameForCondition?.() ?? '').replace(/\\/g, '/');
  if (!resource.includes('/node_modules/')) return false;
  if (FALLBACK_PACKAGES.test(resource)) return true;
  const i = resource.lastIndexOf('/node_modules/');
  return FALLBACK_MUI_FILES.has(resource.slice(i + 14));
}

/**
 * What the shell's shared-core file holds: the shared singletons and every small library from node_modules, but
 * not MUI's components (each loads with the part of the shell that shows it), nor what loads later on purpose:
 * MSAL (at sign-in), the toast stack (at the first toast), the forms libraries (with the profile dialog), and
 * react-router, which only tree-shakes well next to the one module that imports it (contract/src/router.ts).
 */
const NOT_CORE = /[\\/]node_modules[\\/](notistack|goober|@azure|formik|yup|lodash-es|property-expr|toposort|tiny-case|tiny-warning|react-fast-compare|react-router)[\\/]/;
/**
 * The MUI files every route needs anyway: the shared components' own files (their classes, ripple, icons) and
 * what they import (Button's loading indicator, the styles' colour-scheme script), DefaultPropsProvider, the small
 * `*Classes` files the theme reads, and the components of the chrome every page shows (navigation bar, footer,
 * banner). Left out, each became a file of a few hundred bytes to 2 KB of its own (16 of them on /login).
 */
const MUI_CORE_DIRS = [...new Set(SHARED_MUI_INTERNALS.map((f) => f.split('/')[0]))].concat(
  'DefaultPropsProvider', 'internal', 'CircularProgress', 'InitColorSchemeScript', 'AppBar', 'Toolbar', 'Container', 'Link', 'Box', 'Stack', 'AlertTitle',
);
const MUI_CORE = new RegExp(`/node_modules/@mui/material/(${MUI_CORE_DIRS.join('|')})/|/node_modules/@mui/material/[A-Za-z]+/[a-z][A-Za-z]*Classes\\.mjs$`);
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
 * What the shell's portal-core file holds: the runtime contract it provides, and the kit's modules that its start
 * needs (the bootstrap and the app: config checks, providers, data hooks, formatting). Each would otherwise be a file
 * of a few KB of its own on every route. The kit's modules that only a lazily loaded part uses (a dialog's forms, the
 * confirmation dialog's stack) stay with that part.
 */
const PORTAL_CODE = /\/shared\/(contract|kit)\/src\//;
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

/**
 * PORTAL_HASH_SALT changes every content hash, so no file of the build has the name of one built without it: the
 * redeploy journey builds a release this way to prove that a tab opened before a deploy gets its own files
 * (scripts/releases.mts, buildRedeploy). Unset for every real build.
 */
const hashSalt = () => (process.env.PORTAL_HASH_SALT ? { hashSalt: process.env.PORTAL_HASH_SALT } : {});

function mainConfig(opts: AppOptions, argv: { mode?: string }): Configuration {
  const prod = (argv.mode ?? process.env.NODE_ENV) !== 'development';
  // Every app signs in (the shell, and each remote's standalone page), so every app has redirect.html.
  const pages = [REDIRECT_PAGE, ...(opts.pages ?? [])];
  const usesExternalRuntime = opts.federationRuntime === 'use';
  return {
    mode: prod ? 'production' : 'development',
    context: opts.dir,
    name: opts.name,
    entry: { main: './src/index.ts', ...Object.fromEntries(pages.map((p) => [p.entry, p.import])) },
    devtool: prod ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: path.join(opts.dir, 'dist'),
      publicPath: opts.publicPath ?? 'auto',
      uniqueName: opts.name,
      ...hashSalt(),
      filename: prod ? '[name].[contenthash:10].js' : '[name].js',
      chunkFilename: prod ? '[id].[contenthash:10].js' : '[id].js',
      // Everything but the releases kept (releases.ts puts their chunks back at the top after the build).
      clean: { keep: /^releases([\\/]|$)/ },
      // Chunks are fetched with CORS so their integrity can be checked (SubresourceIntegrityPlugin below).
      crossOriginLoading: 'anonymous',
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.jsx', '.js', '.mjs', '.json'],
      alias: { '@portal/federation-runtime-core$': require.resolve('@module-federation/runtime-core', { paths: [opts.dir] }), ...(opts.federationRuntime === 'use' ? federationEsmAliases(opts.dir) : {}) },
    },
    module: {
      rules: [{
        // Message files (messages/en.json, …): compiled to Lingui's form at build time (contract/src/i18n).
        test: /[\\/]messages[\\/][a-z]{2}\.json$/,
        type: 'javascript/auto',
        loader: path.resolve(__dirname, 'messages-loader.cjs'),
      }, {
        test: /\.[jt]sx?$/,
        exclude: /node_modules/,
        loader: 'builtin:swc-loader',
        type: 'javascript/auto',
        options: {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic', development: !prod } },
          },
          env: { targets: 'chrome >= 109, edge >= 109, firefox >= 115, safari >= 15.4' },
        },
      }],
    },
    plugins: [
      new ModuleFederationPlugin({
        name: opts.name,
        filename: 'remoteEntry.js',
        exposes: opts.exposes ?? {},
        shared: sharedConfig(opts.dir),
        shareStrategy: 'loaded-first',
        // The manifest says what the app was built against; the shell checks it before running a section.
        manifest: { additionalData: ({ stats }) => { Object.assign(stats.metaData, { portal: builtAgainst(opts.dir) }); return stats; } },
        dts: false,
        runtimePlugins: opts.runtimePlugins ?? [],
        experiments: {
          ...(opts.federationRuntime === 'provide' ? { provideExternalRuntime: true } : {}),
          ...(usesExternalRuntime ? { externalRuntime: true } : {}),
        },
      }),
      new rspack.HtmlRspackPlugin({
        // A remote that uses the loader's runtime provides one first on its own page (a classic script runs
        // before the deferred main entry).
        templateContent: usesExternalRuntime
          ? fs.readFileSync(path.join(opts.dir, 'index.html'), 'utf8').replace('</head>', '<script src="provide-runtime.js"></script></head>')
          : fs.readFileSync(path.join(opts.dir, 'index.html'), 'utf8'),
        chunks: ['main'],
      }),
      ...(opts.federationRuntime === 'provide' && prod ? [new PreloadFirstChunksPlugin({ html: 'index.html', chunkGroups: ['bootstrap'], chunks: ['shared-core'], provided: ['@portal/contract'] })] : []),
      ...pages.map((p) => new rspack.HtmlRspackPlugin({
        filename: p.filename,
        chunks: [p.entry],
        // Federation's runtime is in every entry; where it comes from the loader, the provider script goes first.
        templateContent: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${p.title}</title>${usesExternalRuntime ? '<script src="provide-runtime.js"></script>' : ''}</head><body></body></html>`,
      })),
      new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(prod ? 'production' : 'development') }),
      // Static files of the app (e.g. remote-public's integrator example page) are served next to its build.
      ...(fs.existsSync(path.join(opts.dir, 'public')) ? [new rspack.CopyRspackPlugin({ patterns: [{ from: path.join(opts.dir, 'public') }] })] : []),
      // Subresource integrity: the HTML's scripts and every chunk the runtime loads carry their sha256, so a chunk
      // changed on its way (or on a CDN) is refused. Not remoteEntry.js, which changes in place on each deploy.
      ...(prod ? [new rspack.SubresourceIntegrityPlugin({ hashFuncNames: ['sha256'] }), ...precompress()] : []),
    ],
    // Natural ids do not depend on where the repository is checked out, so the same commit builds the same bytes
    // everywhere (the first-load budget is checked on byte counts).
    optimization: {
      minimize: prod, moduleIds: 'natural', chunkIds: 'natural',
      splitChunks: {
        chunks: 'async', minSize: 3000,
        // A remote's own copies of the shared singletons are used only where no host provides them (its standalone
        // page): in one chunk, not dozens, so the remote's entry (chunk maps and integrity hashes) stays small.
        // Nothing else is split out of an exposed module: a section is its remote's entry and one file (plus what it
        // loads on demand), not a first wave of files and then a second one found by running them. A library two
        // sections use is in both; each page shows one.
        ...(usesExternalRuntime ? { cacheGroups: { default: false as const, defaultVendors: false as const, sharedFallbacks: { test: isSharedFallback, name: 'shared-fallbacks', chunks: 'async' as const, enforce: true, priority: 20 } } } : {}),
        // The app that provides the shared singletons (the shell) needs them, and the small libraries around them, on
        // every first load: one file instead of dozens (README "Speed on a phone").
        // MSAL (with the module that re-exports what the portal uses from it) is one file, too.
        ...(opts.federationRuntime === 'provide' ? { cacheGroups: {
          sharedCore: { test: isShellCore, name: 'shared-core', chunks: 'async' as const, enforce: true, priority: 20 },
          portalCore: { test: isPortalCore, name: 'portal-core', chunks: 'async' as const, enforce: true, priority: 15 },
          msal: { test: /[\\/](node_modules[\\/]@azure[\\/]|shared[\\/]kit[\\/]src[\\/]auth[\\/]msalLibrary\.ts$)/, name: 'msal', chunks: 'async' as const, enforce: true, priority: 30 },
        } } : {}),
      },
    },
    // The dev CLI compiles dynamic imports on first request unless told otherwise; federation's shared chunks
    // are requested by name from other apps, which that breaks (404s in `npm run dev`).
    lazyCompilation: false,
    performance: { hints: false },
    devServer: {
      port: opts.port,
      host: 'localhost',
      hot: true,
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': process.env.PORTAL_ORIGIN ?? 'http://localhost:3000', 'Cache-Control': 'no-cache' },
      // `npm run dev` writes each app's runtime config to a file; the dev server serves it as /portal.config.json.
      setupMiddlewares: (middlewares) => {
        const file = process.env.PORTAL_CONFIG_FILE;
        middlewares.unshift({
          name: 'portal-config',
          path: '/portal.config.json',
          middleware: (_req: IncomingMessage, res: ServerResponse) => {
            res.setHeader('Content-Type', 'application/json');
            res.setHeader('Cache-Control', 'no-cache');
            if (!file || !fs.existsSync(file)) { res.statusCode = 404; res.end(JSON.stringify({ message: 'No runtime config: start with npm run dev' })); return; }
            res.end(fs.readFileSync(file));
          },
        });
        return middlewares;
      },
    },
  };
}
