import path from 'node:path';
import { rspack, type Configuration } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { containerOf, type AppOptions } from '../options';
import { PROVIDE_BUNDLER_RUNTIME } from './federation';

function withoutBundlerRuntime(entry: Configuration['entry']): Configuration['entry'] {
  if (!entry || typeof entry !== 'object' || Array.isArray(entry)) return entry;
  return Object.fromEntries(
    Object.entries(entry).map(([name, files]) => [name, Array.isArray(files) ? files.filter((f) => f !== PROVIDE_BUNDLER_RUNTIME) : files]),
  );
}

/** The single-app build's sections, next to the bench that builds it (never part of the product's source). */
const SINGLE_APP_REMOTES = path.resolve(__dirname, '..', '..', '..', 'scripts', 'single-app', 'remotes.single.ts');
/** Its stand-in for the entry's early section files: none, without federation. */
const SINGLE_APP_EARLY_SECTION = path.resolve(__dirname, '..', '..', '..', 'scripts', 'single-app', 'earlySection.single.ts');

/**
 * The same portal built as one single-page app, for `npm run bench` to compare against (never deployed): the shell
 * without the federation plugin, every section an ordinary dynamic import (scripts/single-app/remotes.single.ts, kept
 * out of the product's source), the same optimisation otherwise, into dist-single/.
 */
export function singleAppConfig(opts: AppOptions, main: Configuration): Configuration {
  return {
    ...main,
    name: `${containerOf(opts)}-single`,
    // No federation: nothing to provide to sections (parts/federation.ts, PROVIDE_BUNDLER_RUNTIME).
    entry: withoutBundlerRuntime(main.entry),
    output: { ...main.output, path: path.join(opts.dir, 'dist-single'), uniqueName: `${containerOf(opts)}_single` },
    plugins: [
      ...(main.plugins ?? []).filter((p) => !(p instanceof ModuleFederationPlugin)),
      // Every import of the shell's federation/remotes ('./remotes', './federation/remotes') gets remotes.single.
      new rspack.NormalModuleReplacementPlugin(/(^|[\\/])remotes$/, (resource: { request: string; context: string }) => {
        if (path.resolve(resource.context, resource.request) === path.join(opts.dir, 'src', 'federation', 'remotes'))
          resource.request = SINGLE_APP_REMOTES;
      }),
      // And its entry's import of federation/earlySection gets earlySection.single (nothing to ask for early).
      new rspack.NormalModuleReplacementPlugin(/(^|[\\/])earlySection$/, (resource: { request: string; context: string }) => {
        if (path.resolve(resource.context, resource.request) === path.join(opts.dir, 'src', 'federation', 'earlySection'))
          resource.request = SINGLE_APP_EARLY_SECTION;
      }),
    ],
    optimization: { ...main.optimization, splitChunks: { chunks: 'async', minSize: 3000 } },
  };
}
