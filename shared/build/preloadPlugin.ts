import crypto from 'node:crypto';
import { rspack, type ChunkGroup, type Compilation, type Compiler, type RspackPluginInstance } from '@rspack/core';
import { MSAL_KEY_PREFIX } from '@portal/kit/msal-loader';
import { EARLY_FETCHES } from '@portal/kit/config';

/**
 * `<link rel="preload">` in index.html for the files every page of the shell needs before it can show anything:
 * the chunks of the `bootstrap` chunk group (index.ts's `import(/* webpackChunkName: "bootstrap" *\/ …)`) and the
 * `shared-core` chunk, which federation loads for it. Without them the browser learns of these files only once
 * main.js has downloaded and run (about 0.7 s on a throttled phone), then fetches them one wave later (docs/performance.md
 * "6. The HTML names the first files"). Each link has the crossorigin and integrity the runtime's own request will have,
 * so the browser uses the preloaded response instead of fetching again.
 *
 * A small inline script (inlineScript) fetches the runtime config at once, instead of once main.js has downloaded
 * and run, and preloads the chunks of `signedIn` (MSAL, and the signed-in header's menu the first frame waits for)
 * only for a visitor with MSAL state in storage (the test of kit/src/auth/msalState.ts): a signed-in customer's page
 * starts with MSAL (their token, then their data), a visitor's page never needs it before they sign in
 * (docs/performance-log.md "11. The first answers before the shared libraries").
 */
export class PreloadFirstChunksPlugin implements RspackPluginInstance {
  constructor(
    private readonly opts: {
      html: string;
      /** Named chunk groups and named chunks preloaded whole, and shared modules this app provides (by key). */
      chunkGroups: string[];
      chunks: string[];
      provided: string[];
      /** Named chunks preloaded only when somebody is or was signing in. */
      signedIn?: string[];
      /** Same-origin files fetched by the inline script (`fetch(url, { cache: 'no-cache' })`), for the entry to take. */
      fetches?: string[];
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
            .map(
              (f) =>
                `<link rel="preload" as="script" href="${publicPath}${f}" crossorigin="anonymous" integrity="${integrityOf(compilation, f)}">`,
            );
          const signedIn = (this.opts.signedIn ?? [])
            .flatMap((name) => [...(compilation.namedChunks.get(name)?.files ?? [])])
            .filter((f) => f.endsWith('.js') && !files.has(f))
            .sort()
            .map((f) => [`${publicPath}${f}`, integrityOf(compilation, f)]);
          const text = html.source
            .source()
            .toString()
            .replace('</head>', `${links.join('')}${inlineScript(this.opts.fetches ?? [], signedIn)}</head>`);
          compilation.updateAsset(this.opts.html, new rspack.sources.RawSource(text));
        },
      );
    });
  }
}

function integrityOf(compilation: Compilation, file: string): string {
  return `sha256-${crypto.createHash('sha256').update(compilation.getAsset(file)!.source.source()).digest('base64')}`;
}

/**
 * The inline script: each of `fetches` fetched at once, left in window[EARLY_FETCHES]; and a preload link for each
 * [href, integrity] of `signedIn` when either storage has a key starting with MSAL's prefix (nothing where storage
 * cannot be read). Allowed by its hash in the Content-Security-Policy, like every inline script in the app's HTML
 * (scripts/static-server.mts). Empty when there is nothing to do.
 */
export function inlineScript(fetches: string[], signedIn: string[][]): string {
  if (!fetches.length && !signedIn.length) return '';
  const fetching = fetches.length
    ? `var e=window[${JSON.stringify(EARLY_FETCHES)}]={};${JSON.stringify(fetches)}.forEach(function(u){e[u]=fetch(u,{cache:"no-cache"});e[u].catch(function(){})});`
    : '';
  const preloading = signedIn.length
    ? `try{var p=${JSON.stringify(MSAL_KEY_PREFIX)};` +
      'if([localStorage,sessionStorage].some(function(s){return Object.keys(s).some(function(k){return k.indexOf(p)===0})}))' +
      `${JSON.stringify(signedIn)}.forEach(function(f){var l=document.createElement("link");l.rel="preload";l.as="script";` +
      'l.href=f[0];l.crossOrigin="anonymous";l.integrity=f[1];document.head.appendChild(l)})}catch(x){}'
    : '';
  return `<script>(function(){${fetching}${preloading}})()</script>`;
}
