/**
 * The one build configuration every app uses (its rspack.config.ts calls appConfig): swc for TypeScript/React, Module
 * Federation with the shared map (parts/federation.ts), a manifest that says which contract and React the app was
 * built against, content-hashed chunks split for few first files (parts/chunks.ts), precompressed files, each
 * production build published as a release (parts/release.ts, releases.ts), the integrators' embed.js
 * (parts/embed.ts), the single-app build the bench compares against (parts/single.ts), and a dev server with hot
 * reload (parts/devServer.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { rspack, type Configuration } from '@rspack/core';
import { ReactRefreshRspackPlugin } from '@rspack/plugin-react-refresh';
import { containerOf, type AppOptions } from './options';
import { PreloadFirstChunksPlugin, SectionCompileHintPlugin } from './preloadPlugin';
import { PORTAL_CONFIG_PATH } from '@portal/host/config';
import { FRAME_PATHS } from '@portal/host/sections';
import { prerenderConfigs, sectionEarlyConfig, sectionPrerenderConfig } from './prerender';
import { splitChunks } from './parts/chunks';
import { precompress } from './parts/compression';
import { devServer } from './parts/devServer';
import { embedConfig } from './parts/embed';
import {
  builtAgainst as builtAgainstApp,
  bundlerRuntimeAliases,
  bundlerRuntimeVersion,
  federationEsmAliases,
  federationPlugin,
  PROVIDE_BUNDLER_RUNTIME,
  providedShared,
  REACT_REFRESH_ENTRY,
} from './parts/federation';
import { hashSalt } from './parts/output';
import { withRelease } from './parts/release';
import { serviceWorkerConfig } from './parts/serviceWorker';
import { shimAliases } from './parts/shims';
import { singleAppConfig } from './parts/single';
import { resolveFrom } from './parts/resolveFrom';

export type { AppOptions } from './options';
export { builtAgainst, type BuiltAgainst } from './parts/federation';

/** redirect.html: where the identity provider returns; MSAL's bridge hands the response to the signing-in page. */
const REDIRECT_PAGE = {
  entry: 'redirect',
  import: require.resolve('@portal/host/redirect'),
  filename: 'redirect.html',
  title: 'Signing in…',
};

export function appConfig(opts: AppOptions): (env: unknown, argv: { mode?: string; watch?: boolean }) => Configuration | Configuration[] {
  return (_env, argv) => withRelease(opts, argv, appConfigs(opts, argv));
}

function appConfigs(opts: AppOptions, argv: { mode?: string }): Configuration | Configuration[] {
  const main = mainConfig(opts, argv);
  const prerendered = (app: Configuration) => [
    ...(opts.prerender && app.mode === 'production'
      ? prerenderConfigs(opts.prerender, { dir: opts.dir, name: app.name!, dist: app.output!.path! }, app)
      : []),
    ...(opts.prerenderSections && app.mode === 'production' && process.env.PORTAL_SINGLE_APP !== '1'
      ? [
          ...(opts.prerenderSections.early
            ? [
                sectionEarlyConfig(
                  { ...opts.prerenderSections, early: opts.prerenderSections.early },
                  { dir: opts.dir, name: app.name! },
                  app,
                ),
              ]
            : []),
          sectionPrerenderConfig(opts.prerenderSections, { dir: opts.dir, name: app.name!, dist: app.output!.path! }, app),
        ]
      : []),
    // The service worker lists the app's files: production builds only (the dev server has no worker).
    ...(opts.serviceWorker && app.mode === 'production' ? [serviceWorkerConfig(opts, app)] : []),
  ];
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
    name: `${containerOf(opts)}-runtime-provider`,
    dependencies: [containerOf(opts)],
    mode: main.mode,
    context: opts.dir,
    entry: { 'provide-runtime': path.resolve(__dirname, 'federation/provideRuntime.ts') },
    devtool: prod ? 'source-map' : false,
    output: {
      path: path.join(opts.dir, 'dist'),
      filename: 'provide-runtime.js',
      clean: false,
      uniqueName: `${containerOf(opts)}_runtime_provider`,
    },
    resolve: {
      ...main.resolve,
      // The bundler runtime's ES modules import the runtime core by its name: the one copy the provider bundles.
      alias: { ...main.resolve!.alias, '@module-federation/runtime-core$': runtimeCoreFile(opts.dir) },
    },
    module: main.module,
    plugins: [bundlerRuntimeDefine(opts.dir), ...(prod ? precompress() : [])],
    optimization: { minimize: prod },
  };
  return [main, provider, ...more];
}

/** `npm run dev`: every entry starts the app's React Refresh runtime first (parts/federation.ts, REACT_REFRESH_ENTRY). */
function withDevEntry(prod: boolean, entries: Record<string, string | string[]>): Record<string, string | string[]> {
  if (prod) return entries;
  return Object.fromEntries(Object.entries(entries).map(([name, files]) => [name, [REACT_REFRESH_ENTRY, ...[files].flat()]]));
}

const runtimeCoreFile = (appDir: string): string => resolveFrom(appDir, '@module-federation/runtime-core');

/** The bundler runtime's version, which the page provides with it (federation/provideBundlerRuntime.ts). */
const bundlerRuntimeDefine = (appDir: string) =>
  new rspack.DefinePlugin({ PORTAL_FEDERATION_BUNDLER_RUNTIME: JSON.stringify(bundlerRuntimeVersion(appDir)) });

function mainConfig(opts: AppOptions, argv: { mode?: string }): Configuration {
  const prod = (argv.mode ?? process.env.NODE_ENV) !== 'development';
  // Every app signs in (the shell, and each remote's standalone page), so every app has redirect.html.
  const pages = [REDIRECT_PAGE, ...(opts.pages ?? [])];
  const usesExternalRuntime = opts.federationRuntime === 'use';
  return {
    mode: prod ? 'production' : 'development',
    context: opts.dir,
    name: containerOf(opts),
    entry: withDevEntry(prod, {
      // The shell provides its federation bundler runtime to the sections first (parts/federation.ts).
      main: opts.federationRuntime === 'provide' ? [PROVIDE_BUNDLER_RUNTIME, './src/index.ts'] : './src/index.ts',
      ...Object.fromEntries(pages.map((p) => [p.entry, p.import])),
    }),
    devtool: prod ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: path.join(opts.dir, 'dist'),
      publicPath: opts.publicPath ?? 'auto',
      uniqueName: containerOf(opts),
      ...hashSalt(),
      filename: prod ? '[name].[contenthash:10].js' : '[name].js',
      chunkFilename: prod ? '[id].[contenthash:10].js' : '[id].js',
      // Everything but the releases kept (releases.ts puts their chunks back at the top after the build). A dev server
      // cleans nothing: its files are in memory, and a page a compilation behind still asks for the hot update of its
      // own hash (two saves in quick succession), which a clean would have removed, and reloads in full without it.
      clean: prod ? { keep: /^releases([\\/]|$)/ } : false,
      // Chunks are fetched with CORS so their integrity can be checked (SubresourceIntegrityPlugin below).
      crossOriginLoading: 'anonymous',
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.jsx', '.js', '.mjs', '.json'],
      alias: {
        '@portal/federation-runtime-core$': runtimeCoreFile(opts.dir),
        ...(opts.federationRuntime ? bundlerRuntimeAliases(opts.dir, opts.federationRuntime === 'use') : {}),
        // formik without lodash's baseClone, MSAL without its popup and broker (parts/shims.ts).
        ...shimAliases(opts.dir),
        ...(opts.federationRuntime === 'use' ? federationEsmAliases(opts.dir) : {}),
      },
    },
    module: {
      rules: [
        {
          // Message files (messages/en.json, …): compiled to Lingui's form at build time (contract/src/i18n).
          test: /[\\/]messages[\\/][a-z]{2}\.json$/,
          type: 'javascript/auto',
          loader: path.resolve(__dirname, 'messages-loader.cjs'),
        },
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          type: 'javascript/auto',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              // In development, components are re-rendered in place when their file changes (React Refresh).
              transform: { react: { runtime: 'automatic', development: !prod, refresh: !prod } },
            },
            env: { targets: 'chrome >= 109, edge >= 109, firefox >= 115, safari >= 15.4' },
          },
        },
        {
          // Free of side effects, which their packages do not say: formik imports hoist-non-react-statics (and it
          // react-is 16) for its `connect`, which the portal never calls, and they stayed in the forms' chunks (1.0 KB
          // gzip) after the bundler had dropped every use of them. Where a library uses them, they are kept.
          test: /[\\/]node_modules[\\/](hoist-non-react-statics|react-is)[\\/]/,
          sideEffects: false,
        },
      ],
    },
    plugins: [
      federationPlugin(opts, !prod),
      new rspack.HtmlRspackPlugin({
        // A remote that uses the loader's runtime provides one first on its own page (a classic script runs
        // before the deferred main entry).
        templateContent: usesExternalRuntime
          ? fs
              .readFileSync(path.join(opts.dir, 'index.html'), 'utf8')
              .replace('</head>', '<script src="provide-runtime.js"></script></head>')
          : fs.readFileSync(path.join(opts.dir, 'index.html'), 'utf8'),
        chunks: ['main'],
      }),
      ...(opts.federationRuntime === 'provide' && prod
        ? [
            new PreloadFirstChunksPlugin({
              html: 'index.html',
              // The entry's part, the app it renders and its place for a section: on every route, each one wave
              // sooner than the entry would ask for it.
              chunkGroups: ['bootstrap', 'app'],
              chunks: ['shared-core', 'remote-slot'],
              provided: ['@portal/contract'],
              // MSAL, and the signed-in header's menu the first frame waits for (bootstrap.tsx).
              signedIn: ['msal', 'signed-in-chrome'],
              // MSAL first: on the Balance tab's first visit, alone on the link until it is in (AFTER_MSAL_ATTR).
              signedInFirst: ['msal'],
              // The shared libraries, after those (never on a section's page drawn from its release).
              last: ['shared-core'],
              // The home and account frames (shell/src/frames/lazy.ts), each on its sections' pages.
              // The home and account frames (shell/src/frames/lazy.ts), each on the addresses it owns (`/home/…`).
              signedInFrames: { 'home-frame': [FRAME_PATHS.home], 'account-frame': [FRAME_PATHS.account] },
              fetches: [PORTAL_CONFIG_PATH],
            }),
          ]
        : []),
      // A section's entry and exposed modules, compiled as they download (the shell's own first files are above).
      ...(usesExternalRuntime && prod ? [new SectionCompileHintPlugin({ remoteEntry: 'remoteEntry.js' })] : []),
      ...pages.map(
        (p) =>
          new rspack.HtmlRspackPlugin({
            filename: p.filename,
            chunks: [p.entry],
            // Federation's runtime is in every entry; where it comes from the loader, the provider script goes first.
            templateContent: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${p.title}</title>${usesExternalRuntime ? '<script src="provide-runtime.js"></script>' : ''}</head><body></body></html>`,
          }),
      ),
      ...(opts.federationRuntime === 'provide' ? [bundlerRuntimeDefine(opts.dir)] : []),
      new rspack.DefinePlugin({
        'process.env.NODE_ENV': JSON.stringify(prod ? 'production' : 'development'),
        // The app's release (its package.json version), as monitoring reports it.
        'process.env.PORTAL_RELEASE': JSON.stringify(
          (JSON.parse(fs.readFileSync(path.join(opts.dir, 'package.json'), 'utf8')) as { version: string }).version,
        ),
        // The runtime contract's version it was built with (its CONTRACT_VERSION), for code that runs before the shared
        // contract has arrived (the shell's entry checking a tab drawer's contract, docs/decisions/0021).
        'process.env.PORTAL_CONTRACT': JSON.stringify(builtAgainstApp(opts.dir).contractVersion),
        // What the app shares as one instance, by version: what a shell provides, checked against each section's needs.
        'process.env.PORTAL_SHARED': JSON.stringify(providedShared(opts.dir)),
      }),
      // Static files of the app (e.g. remote-public's integrator example page) are served next to its build.
      ...(fs.existsSync(path.join(opts.dir, 'public'))
        ? [new rspack.CopyRspackPlugin({ patterns: [{ from: path.join(opts.dir, 'public') }] })]
        : []),
      // Subresource integrity: the HTML's scripts and every chunk the runtime loads carry their sha256, so a chunk
      // changed on its way (or on a CDN) is refused. Not remoteEntry.js, which changes in place on each deploy.
      // `npm run dev`: an edit to a component shows in the open page without a full reload, the page's state kept.
      ...(prod
        ? []
        : [
            new ReactRefreshRspackPlugin({ injectEntry: false, exclude: [/[\\/]node_modules[\\/]/, /[\\/]shared[\\/]build[\\/]dev[\\/]/] }),
          ]),
      ...(prod ? [new rspack.SubresourceIntegrityPlugin({ hashFuncNames: ['sha256'] }), ...precompress()] : []),
    ],
    // Natural ids do not depend on where the repository is checked out, so the same commit builds the same bytes
    // everywhere (the first-load budget is checked on byte counts).
    optimization: {
      minimize: prod,
      moduleIds: 'natural',
      chunkIds: 'natural',
      splitChunks: splitChunks(opts),
    },
    // The dev CLI compiles dynamic imports on first request unless told otherwise; federation's shared chunks
    // are requested by name from other apps, which that breaks (404s in `npm run dev`).
    lazyCompilation: false,
    performance: { hints: false },
    devServer: devServer(opts),
  };
}
