import crypto from 'node:crypto';
import { rspack, type ChunkGroup, type Compilation, type Compiler, type RspackPluginInstance } from '@rspack/core';
import { MSAL_KEY_PREFIX } from '@portal/host/msal-loader';
import { AFTER_MSAL_ATTR, DRAWN_TAB_ATTR, HELD_ENTRY_ATTR, HELD_PRELOADS_ATTR, PRERENDER_ATTR } from '@portal/kit/config';
import { EARLY_FETCHES } from '@portal/host/config';

/**
 * V8's explicit compile hint (Chrome 136 and later; other engines read a comment): every function of the file is
 * compiled as the file downloads, on a background thread, instead of on the main thread when first called. Given to
 * the page's first files only, whose functions the first render mostly calls (docs/performance-log.md "18. The first
 * files compiled as they download").
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** The entry index.html loads (HtmlRspackPlugin's `chunks` in rspack.ts): its files get the compile hint too. */
const ENTRY = 'main';

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
 * (docs/performance-log.md "11. The first answers before the shared libraries"); then, for everybody, those of `last`
 * (`shared-core`). The entry and every one of these files starts with COMPILE_HINT.
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
      /**
       * Named chunks among `signedIn` preloaded before every other file (MSAL): on a page that holds the app's files
       * for them (AFTER_MSAL_ATTR), a signed-in customer's page the network serves preloads the others once they are in.
       */
      signedInFirst?: string[];
      /**
       * Named chunks among `chunks` preloaded by the inline script, after those of `signedIn` and the frame's, and never
       * on a page whose entry is held (a section's page drawn from its release).
       */
      last?: string[];
      /** Named chunk groups preloaded, like `signedIn`, only on the pages they name (pathnames, in lower case). */
      signedInFrames?: Record<string, string[]>;
      /** Same-origin files fetched by the inline script (`fetch(url, { cache: 'no-cache' })`), for the entry to take. */
      fetches?: string[];
    },
  ) {}

  /**
   * The page's first files, by what they are: `files` (preloaded by a link), `last` (by the inline script, last),
   * `signedIn`, and `frames` (each frame's pages and files). Named as they are at the stage it is called.
   */
  private firstFiles(compilation: Compilation) {
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
    const last = (this.opts.last ?? []).flatMap((name) => [...(compilation.namedChunks.get(name)?.files ?? [])]);
    for (const f of last) files.delete(f);
    const signedIn = (this.opts.signedIn ?? []).flatMap((name) => [...(compilation.namedChunks.get(name)?.files ?? [])]);
    const signedInFirst = new Set((this.opts.signedInFirst ?? []).flatMap((name) => [...(compilation.namedChunks.get(name)?.files ?? [])]));
    const frames = Object.entries(this.opts.signedInFrames ?? {}).map(([name, paths]) => {
      const group = compilation.namedChunkGroups.get(name);
      if (!group) throw new Error(`PreloadFirstChunksPlugin: no chunk group named "${name}"`);
      return { paths, files: group.chunks.flatMap((chunk) => [...chunk.files]) };
    });
    return { files, last, signedIn, signedInFirst, frames };
  }

  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('PreloadFirstChunksPlugin', (compilation) => {
      // Every first file, the entry's too, compiled whole as it downloads (COMPILE_HINT): once minified (a minifier
      // drops comments), before the content hashes and the integrity hashes are taken.
      compilation.hooks.processAssets.tap(
        { name: 'PreloadFirstChunksPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
        () => {
          const { files, last, signedIn, frames } = this.firstFiles(compilation);
          const entry = [...(compilation.entrypoints.get(ENTRY)?.chunks ?? [])].flatMap((c) => [...c.files]);
          withCompileHint(compilation, [...entry, ...files, ...last, ...signedIn, ...frames.flatMap((frame) => frame.files)]);
        },
      );
      // After the real content hashes (final file names and bytes), before the HTML is compressed.
      compilation.hooks.processAssets.tap(
        { name: 'PreloadFirstChunksPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_HASH + 1 },
        () => {
          const html = compilation.getAsset(this.opts.html);
          if (!html) return;
          const { files, last: lastFiles, signedIn: signedInFiles, signedInFirst, frames } = this.firstFiles(compilation);
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
          const signedInScripts = (first: boolean) =>
            signedInFiles
              .filter((f) => f.endsWith('.js') && !files.has(f) && signedInFirst.has(f) === first)
              .sort()
              .map((f) => [`${publicPath}${f}`, integrityOf(compilation, f)]);
          const framed = frames.map(({ paths, files: frameFiles }): Framed => [
            paths,
            frameFiles
              .filter((f) => f.endsWith('.js') && !files.has(f) && !lastFiles.includes(f))
              .sort()
              .map((f) => [`${publicPath}${f}`, integrityOf(compilation, f)]),
          ]);
          const text = html.source
            .source()
            .toString()
            .replace(
              '</head>',
              `${links.join('')}${inlineScript({
                fetches: this.opts.fetches ?? [],
                first: signedInScripts(true),
                signedIn: signedInScripts(false),
                framed,
                last: lastFiles
                  .filter((f) => f.endsWith('.js'))
                  .sort()
                  .map((f) => [`${publicPath}${f}`, integrityOf(compilation, f)]),
              })}</head>`,
            );
          compilation.updateAsset(this.opts.html, new rspack.sources.RawSource(text));
        },
      );
    });
  }
}

function integrityOf(compilation: Compilation, file: string): string {
  return `sha256-${crypto.createHash('sha256').update(compilation.getAsset(file)!.source.source()).digest('base64')}`;
}

/** A frame's files ([href, integrity]) and the pathnames (in lower case, no trailing slash) that show it. */
export type Framed = [paths: string[], files: string[][]];

/** What the inline script starts: files are [href, integrity]. */
export interface InlineStart {
  /** Same-origin files fetched at once, left in window[EARLY_FETCHES] for the entry to take. */
  fetches?: string[];
  /**
   * Preloaded only for a visitor signing in or signed in, before any other file (MSAL); on a page that holds the app's
   * files (AFTER_MSAL_ATTR), everything else waits for them where the network serves the page.
   */
  first?: string[][];
  /** Preloaded only for a visitor signing in or signed in, after `first`. */
  signedIn?: string[][];
  /** Preloaded, after `signedIn`, for such a visitor on the frame's pages. */
  framed?: Framed[];
  /** Preloaded for everybody, after the others; on a page whose entry is held, put in its template with the held files. */
  last?: string[][];
}

/**
 * The inline script: each of `fetches` fetched at once; the preloads of a page that holds the app's files
 * (AFTER_MSAL_ATTR's template, which stands before it where the head's links were); a preload link for each of `first`
 * and `signedIn` when either storage has a key starting with MSAL's prefix (nothing where storage cannot be read), then
 * for each `framed` whose addresses hold the page's (its frame's: without regard to case or a trailing slash); then for each of `last`, at once, for everybody, or into the template of a page whose entry is held. On a phone's
 * link these files share the bandwidth and the page needs every one of them: holding the shared libraries back until
 * MSAL had loaded brought the customer's answers in sooner, but left the link half idle meanwhile, and the page then
 * waited longer for the libraries than it gained (docs/performance-log.md "12. The customer's token before the shared
 * libraries" and "15. Nothing held back"). Where the entry draws what the customer waits for from those answers before
 * the app (the Balance tab, decision 0019), it does not wait for the libraries: there, for a signed-in customer whose
 * page no service worker answers, every file but `first` (the template's, `signedIn`'s, the frame's, `last`'s) is
 * preloaded once `first` is in (its load or its error), in the same order ("31. MSAL before the app's files on a first
 * visit's Balance tab"); where a service worker answers it, all at once, but on a home tab's page that holds its
 * section's drawing (DRAWN_TAB_ATTR), where none of them is preloaded: the worker has them at once, the app is held
 * until the tab is drawn, and their preloads' checking and compiling took the phone's main thread while the page was
 * read ("41. A returning customer's drawn tab without the app's preloads"). Whatever this script does not preload, the
 * entry asks for itself. Allowed by its hash
 * in the Content-Security-Policy, like every inline script in the app's HTML (scripts/static-server.mts). Empty when
 * there is nothing to do.
 */
export function inlineScript({ fetches = [], first = [], signedIn = [], framed = [], last = [] }: InlineStart): string {
  if (!fetches.length && !first.length && !signedIn.length && !last.length) return '';
  const fetching = fetches.length
    ? `var e=window[${JSON.stringify(EARLY_FETCHES)}]={};${JSON.stringify(fetches)}.forEach(function(u){e[u]=fetch(u,{cache:"no-cache"});e[u].catch(function(){})});`
    : '';
  // M: a preload link for [href, integrity]; L: one added to the head, given back. T: the template of a page that holds the app's files; Q: the
  // files waiting for `first` while it does (null once they may go); P: a file preloaded now or queued; R: the
  // template's links, then the queued files, preloaded (once), but those the entry has asked for itself meanwhile (K:
  // a script of the page has that address; the drawing's files, or the app's once it starts).
  const link =
    'function M(f){var l=document.createElement("link");l.rel="preload";l.as="script";l.href=f[0];' +
    'l.crossOrigin="anonymous";l.integrity=f[1];return l}function L(f){var l=M(f);document.head.appendChild(l);return l}' +
    `var T=document.querySelector("template[${AFTER_MSAL_ATTR}]"),Q=null;` +
    'function P(f){if(Q)Q.push(f);else L(f)}' +
    'function K(h){var u=new URL(h,location.href).href;return Array.prototype.some.call(document.scripts,function(s){return s.src===u})}' +
    'function R(){var q=Q||[];Q=null;if(T){var t=T;T=null;Array.prototype.forEach.call(t.content.querySelectorAll("link"),' +
    'function(n){if(!K(n.getAttribute("href")))document.head.appendChild(document.importNode(n,true))});t.remove()}' +
    'q.forEach(function(f){if(!K(f[0]))L(f)})}';
  // The last files. On a page whose entry is held (prerender.ts's holdEntry: a section's page drawn from its release,
  // the login page) they join its template, with the preloads the app needs, started with the entry if the app is
  // needed at all (and fetched ahead on the login page, below).
  const lastly = last.length
    ? `var Z=document.querySelector("template[${HELD_PRELOADS_ATTR}]");` +
      `${JSON.stringify(last)}.forEach(function(f){if(Z)Z.content.appendChild(M(f));else P(f)});`
    : '';
  const frames = framed.filter(([paths, files]) => paths.length && files.length);
  // The page's frame: its pathname in lower case without a trailing slash, at or under one of the frame's addresses
  // (`/home`, `/home/reload`), as the sections table matches it (@portal/host/sections frameAt).
  const framing = frames.length
    ? `var a=location.pathname.toLowerCase().replace(/\\/+$/,"");${JSON.stringify(frames)}.forEach(function(g){` +
      'if(g[0].some(function(p){return a===p||a.indexOf(p+"/")===0}))g[1].forEach(P)});'
    : '';
  // On a page that holds the app's files: held for `first` where the network serves the page (C: where a service
  // worker does, at once); on a drawn tab's page a service worker answers (W), not preloaded at all: the app asks for
  // them when it starts, once the entry has drawn the tab.
  const holding = first.length
    ? 'var C=!!(navigator.serviceWorker&&navigator.serviceWorker.controller),' +
      `W=C&&!!T&&T.hasAttribute(${JSON.stringify(DRAWN_TAB_ATTR)});if(T&&(W||!C))Q=[];` +
      `${JSON.stringify(first)}.forEach(function(f){var l=L(f);if(Q&&!W){l.onload=R;l.onerror=R}});`
    : '';
  const signing =
    first.length || signedIn.length
      ? `try{var p=${JSON.stringify(MSAL_KEY_PREFIX)};` +
        'if([localStorage,sessionStorage].some(function(s){return Object.keys(s).some(function(k){return k.indexOf(p)===0})})){' +
        `${holding}if(!Q)R();${JSON.stringify(signedIn)}.forEach(P);${framing}}}catch(x){R()}`
      : '';
  // A login page left without the app (held, its 'Log in / Sign up' shown): what a press needs, the entry and `first`
  // (MSAL), fetched into the HTTP cache once the page has loaded and the browser is idle, at the lowest priority and
  // not run; once they are in, the template's other files, which the page the sign-in comes back to runs (decision
  // 0020). Nothing if the entry has started already.
  const prefetching = first.length
    ? `var H=document.querySelector("template[${HELD_PRELOADS_ATTR}]");if(H)addEventListener("load",function(){` +
      '(window.requestIdleCallback||setTimeout)(function(){' +
      `var n=H.isConnected&&H.content.querySelector("link[${HELD_ENTRY_ATTR}]");` +
      `if(!n||!document.querySelector('#root [${PRERENDER_ATTR.action}="login"]'))return;` +
      'function F(f,d){var l=document.createElement("link");l.rel="prefetch";l.as="script";l.href=f[0];' +
      'l.crossOrigin="anonymous";if(d){l.onload=d;l.onerror=d}document.head.appendChild(l)}' +
      `var r=Array.prototype.map.call(H.content.querySelectorAll("link:not([${HELD_ENTRY_ATTR}])"),function(l){return[l.getAttribute("href")]}),` +
      `p=[[n.getAttribute("href")]].concat(${JSON.stringify(first)}),c=0;` +
      'p.forEach(function(f){F(f,function(){if(++c===p.length)r.forEach(function(g){F(g)})})})})});'
    : '';
  // R: anybody else's page, or one not held, starts the template's links here (at once after `first`), before the rest.
  return `<script>(function(){${fetching}${link}${signing}if(!Q)R();${lastly}${prefetching}})()</script>`;
}

/**
 * COMPILE_HINT on a section's first files: its `remoteEntry.js` and the one file of each module it exposes (a section
 * is its entry and one file, `parts/chunks.ts`). The shell's page asks for them with the tab's first data
 * (decision 0018), and the first render calls most of their functions; without the hint each is compiled on the main
 * thread, four times slower on the phone profile, in that render (docs/performance-log.md "22. The sections' files
 * compiled as they download"). What an exposed module loads on demand (the cart's dialog) is not hinted.
 */
export class SectionCompileHintPlugin implements RspackPluginInstance {
  constructor(private readonly opts: { remoteEntry: string }) {}

  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('SectionCompileHintPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'SectionCompileHintPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
        () => {
          withCompileHint(compilation, sectionFirstFiles(compilation, this.opts.remoteEntry));
        },
      );
    });
  }
}

/** The container's entry file and the files of the chunk groups of its exposed modules. */
function sectionFirstFiles(compilation: Compilation, remoteEntry: string): string[] {
  const files = new Set<string>();
  for (const module of compilation.modules) {
    if (!module.identifier().startsWith('container entry')) continue;
    for (const block of module.blocks) {
      const g = compilation.chunkGraph.getBlockChunkGroup(block);
      if (g) for (const chunk of g.chunks) for (const f of chunk.files) files.add(f);
    }
  }
  files.add(remoteEntry);
  return [...files];
}

/**
 * COMPILE_HINT as the first line of each script among `files` (once each; a name that is not an asset of this
 * compilation is skipped). Once minified (a minifier drops comments), before the content and integrity hashes.
 */
function withCompileHint(compilation: Compilation, files: Iterable<string>): void {
  for (const f of new Set(files))
    if (f.endsWith('.js') && compilation.getAsset(f))
      compilation.updateAsset(f, (source) => new rspack.sources.ConcatSource(`${COMPILE_HINT}\n`, source));
}
