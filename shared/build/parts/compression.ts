import zlib from 'node:zlib';
import type { RspackPluginInstance } from '@rspack/core';
import CompressionPlugin from 'compression-webpack-plugin';

/**
 * Brotli and gzip files written next to each text asset at build time, so the server sends them as they are
 * (static-server.mts) instead of compressing on every request. Source maps are left as they are.
 */
export function precompress(): RspackPluginInstance[] {
  const test = /\.(js|mjs|json|html|css|svg)$/;
  return [
    new CompressionPlugin({
      test,
      filename: '[path][base].gz',
      algorithm: 'gzip',
      compressionOptions: { level: 9 },
      threshold: 1024,
      minRatio: 0.9,
    }),
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
