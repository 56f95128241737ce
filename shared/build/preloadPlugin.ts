import crypto from 'node:crypto';
import { rspack, type ChunkGroup, type Compiler, type RspackPluginInstance } from '@rspack/core';

/**
 * `<link rel="preload">` in index.html for the files every page of the shell needs before it can show anything:
 * the chunks of the `bootstrap` chunk group (index.ts's `import(/* webpackChunkName: "bootstrap" *\/ …)`) and the
 * `shared-core` chunk, which federation loads for it. Without them the browser learns of these files only once
 * main.js has downloaded and run (about 0.7 s on a throttled phone), then fetches them one wave later (docs/performance.md
 * "6. The HTML names the first files"). Each link has the crossorigin and integrity the runtime's own request will have,
 * so the browser uses the preloaded response instead of fetching again.
 */
export class PreloadFirstChunksPlugin implements RspackPluginInstance {
  constructor(
    private readonly opts: {
      html: string;
      /** Named chunk groups and named chunks preloaded whole, and shared modules this app provides (by key). */
      chunkGroups: string[];
      chunks: string[];
      provided: string[];
    },
  ) {}

  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('PreloadFirstChunksPlugin', (compilation) => {
      // After the real content hashes (final file names and bytes), before the HTML is compressed.
      compilation.hooks.processAssets.tap(
        { name: 'PreloadFirstChunksPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_HASH + 1 },
        () => {
          const html = compilation.getAsset(this.opts.html);
          if (!html) return;
          const files = new Set<string>();
          const groups = new Set<ChunkGroup>();
          for (const name of this.opts.chunkGroups) {
            const g = compilation.namedChunkGroups.get(name);
            if (g) groups.add(g);
          }
          // A shared module that this app provides loads through its own chunk group (what federation fetches for it).
          for (const module of compilation.modules) {
            const id = module.identifier();
            if (!this.opts.provided.some((key) => id.startsWith(`provide shared module (default) ${key}@`))) continue;
            for (const block of module.blocks) {
              const g = compilation.chunkGraph.getBlockChunkGroup(block);
              if (g) groups.add(g);
            }
          }
          for (const g of groups) for (const chunk of g.chunks) for (const f of chunk.files) files.add(f);
          for (const name of this.opts.chunks) for (const f of compilation.namedChunks.get(name)?.files ?? []) files.add(f);
          const publicPath =
            typeof compilation.outputOptions.publicPath === 'string' && compilation.outputOptions.publicPath !== 'auto'
              ? compilation.outputOptions.publicPath
              : '';
          const links = [...files]
            .filter((f) => f.endsWith('.js'))
            .sort()
            .map((f) => {
              const source = compilation.getAsset(f)!.source.source();
              const integrity = `sha256-${crypto.createHash('sha256').update(source).digest('base64')}`;
              return `<link rel="preload" as="script" href="${publicPath}${f}" crossorigin="anonymous" integrity="${integrity}">`;
            });
          const text = html.source
            .source()
            .toString()
            .replace('</head>', `${links.join('')}</head>`);
          compilation.updateAsset(this.opts.html, new rspack.sources.RawSource(text));
        },
      );
    });
  }
}
