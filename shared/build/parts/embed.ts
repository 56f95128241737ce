import path from 'node:path';
import { rspack, type Configuration } from '@rspack/core';
import { containerOf, type AppOptions } from '../options';
import { precompress } from './compression';
import { hashSalt } from './output';
import { shimAliases } from './shims';

/**
 * The self-contained embed.js: the same sources, no federation plugin (React, MUI and @portal/contract are bundled,
 * so the host sets up no share scope), output as an ES module with a fixed name, its lazy chunks hashed. Built
 * after the main build, into the same folder.
 */
export function embedConfig(opts: AppOptions, main: Configuration): Configuration {
  const prod = main.mode === 'production';
  return {
    name: `${containerOf(opts)}-embed`,
    dependencies: [containerOf(opts)],
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
      uniqueName: `${containerOf(opts)}_embed`,
      ...hashSalt(),
    },
    // The shims of the app's build (formik's copies, MSAL without its popup and broker), not its federation aliases.
    resolve: { extensions: main.resolve!.extensions, alias: shimAliases(opts.dir) },
    module: main.module,
    plugins: [
      new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(prod ? 'production' : 'development') }),
      ...(prod ? precompress() : []),
    ],
    optimization: { minimize: prod, moduleIds: 'natural', chunkIds: 'natural', splitChunks: { chunks: 'async', minSize: 3000 } },
    performance: { hints: false },
  };
}
