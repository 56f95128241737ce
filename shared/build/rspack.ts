/**
 * The one build configuration every app uses: swc for TypeScript/React, Module Federation with the shared
 * map of @portal/shared, a manifest (mf-manifest.json), content-hashed chunks, and a dev server with hot reload.
 */
import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { rspack, type Configuration } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { packageOf, SHARED_SINGLETONS } from '../src/federation/sharedMap';

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
  /** More pages with their own small entry. */
  pages?: Array<{ entry: string; import: string; filename: string; title: string }>;
}

/** redirect.html: where the identity provider returns; MSAL's bridge hands the response to the signing-in page. */
const REDIRECT_PAGE = { entry: 'redirect', import: path.resolve(__dirname, '../src/auth/redirect.ts'), filename: 'redirect.html', title: 'Signing in…' };

type Deps = Record<string, string>;
const readDeps = (file: string): Deps => {
  const pkg = JSON.parse(fs.readFileSync(file, 'utf8')) as { dependencies?: Deps; peerDependencies?: Deps; version?: string; name?: string };
  return { ...pkg.peerDependencies, ...pkg.dependencies };
};

function installedRange(appDir: string, pkg: string): string {
  const file = require.resolve(`${pkg}/package.json`, { paths: [appDir] });
  return `^${(JSON.parse(fs.readFileSync(file, 'utf8')) as { version: string }).version}`;
}

function sharedConfig(appDir: string) {
  const appDeps = readDeps(path.join(appDir, 'package.json'));
  const sharedPkgFile = path.resolve(__dirname, '../package.json');
  const sharedDeps = readDeps(sharedPkgFile);
  const sharedVersion = (JSON.parse(fs.readFileSync(sharedPkgFile, 'utf8')) as { version: string }).version;
  return Object.fromEntries(SHARED_SINGLETONS.map((key) => {
    const pkg = packageOf(key);
    // Direct dependencies state their range; MUI's and emotion's inner packages take the installed version's.
    const range = pkg === '@portal/shared' ? `^${sharedVersion}` : appDeps[pkg] ?? sharedDeps[pkg] ?? installedRange(appDir, pkg);
    return [key, { singleton: true, requiredVersion: range, eager: false }];
  }));
}

export function appConfig(opts: AppOptions): (env: unknown, argv: { mode?: string }) => Configuration {
  return (_env, argv) => {
    const prod = (argv.mode ?? process.env.NODE_ENV) !== 'development';
    // Every app signs in (the shell, and each remote's standalone page), so every app has redirect.html.
    const pages = [REDIRECT_PAGE, ...(opts.pages ?? [])];
    return {
      mode: prod ? 'production' : 'development',
      context: opts.dir,
      entry: { main: './src/index.ts', ...Object.fromEntries(pages.map((p) => [p.entry, p.import])) },
      devtool: prod ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(opts.dir, 'dist'),
        publicPath: opts.publicPath ?? 'auto',
        uniqueName: opts.name,
        filename: prod ? '[name].[contenthash:10].js' : '[name].js',
        chunkFilename: prod ? '[id].[contenthash:10].js' : '[id].js',
        clean: true,
      },
      resolve: { extensions: ['.tsx', '.ts', '.jsx', '.js', '.mjs', '.json'] },
      module: {
        rules: [{
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
          manifest: true,
          dts: false,
          runtimePlugins: opts.runtimePlugins ?? [],
        }),
        new rspack.HtmlRspackPlugin({ template: path.join(opts.dir, 'index.html'), chunks: ['main'] }),
        ...pages.map((p) => new rspack.HtmlRspackPlugin({
          filename: p.filename,
          chunks: [p.entry],
          templateContent: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${p.title}</title></head><body></body></html>`,
        })),
        new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(prod ? 'production' : 'development') }),
      ],
      optimization: { minimize: prod },
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
  };
}
