import path from 'node:path';
import { rspack, type Compiler, type Configuration } from '@rspack/core';
import { containerOf, type AppOptions } from '../options';

/** The files of a build the service worker precaches: its scripts and styles, its page, the web app manifest and icons. */
export const PRECACHE = {
  globPatterns: ['*.{js,css}', 'index.html', 'manifest.webmanifest', 'icons/*.{png,svg}'],
  globIgnores: ['sw.js', 'redirect.*.js', 'provide-runtime.js', '**/*.map'],
};

/**
 * Workbox's injectManifest step, after the worker is emitted: the list of the build's files (with a revision for
 * those whose name has no content hash) goes into `sw.js` in place of `self.__WB_MANIFEST`. Any change of a file is
 * a new worker, which the browser installs at the next check.
 */
class InjectPrecacheListPlugin {
  constructor(private readonly dist: string) {}
  apply(compiler: Compiler) {
    compiler.hooks.afterEmit.tapPromise('InjectPrecacheList', async (compilation) => {
      // workbox-build is loaded only here: a build without a worker never pays for it.
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS build tool, loaded when used
      const { injectManifest } = require('workbox-build') as typeof import('workbox-build');
      const sw = path.join(this.dist, 'sw.js');
      const { count, size, warnings } = await injectManifest({
        swSrc: sw,
        swDest: sw,
        globDirectory: this.dist,
        ...PRECACHE,
        dontCacheBustURLsMatching: /\.[0-9a-f]{8,}\.(js|css)$/,
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
      });
      for (const w of warnings) compilation.warnings.push(new rspack.WebpackError(`service worker: ${w}`));
      if (process.env.PORTAL_QUIET_RELEASE !== '1')
        console.log(`${compiler.name}: sw.js precaches ${count} files, ${(size / 1024).toFixed(0)} KB`);
    });
  }
}

/**
 * The app's service worker as a compilation of its own: one classic script `sw.js` at the top of the build (the
 * scope of the whole origin), without hashing, built after the app (its files must be there to be listed).
 */
export function serviceWorkerConfig(opts: AppOptions, app: Configuration): Configuration {
  const dist = app.output!.path!;
  return {
    name: `${app.name ?? containerOf(opts)}-sw`,
    dependencies: [app.name!],
    mode: app.mode,
    context: opts.dir,
    target: 'webworker',
    entry: { sw: opts.serviceWorker! },
    devtool: false,
    output: { path: dist, filename: 'sw.js', clean: false, uniqueName: `${containerOf(opts)}_sw`, publicPath: '/' },
    resolve: { extensions: ['.ts', '.js', '.mjs'] },
    module: app.module,
    plugins: [
      new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(app.mode === 'production' ? 'production' : 'development') }),
      new InjectPrecacheListPlugin(dist),
    ],
    optimization: { minimize: app.mode === 'production', splitChunks: false, runtimeChunk: false },
  };
}
