import fs from 'node:fs';
import path from 'node:path';
import { rspack, type Compiler, type Configuration, type RspackPluginInstance } from '@rspack/core';
import {
  appFilesAfterMsal,
  scriptPreloads,
  HELD_ENTRY_ATTR,
  HELD_PRELOADS_ATTR,
  PRERENDER_BANNER,
  PRERENDER_DOMAIN,
  PRERENDER_FILL,
  PRERENDER_HOLD_STYLE,
  SECTION_PAGES_FILE,
  type RenderedPage,
  type RenderedSectionPages,
  type SectionPages,
} from '@portal/kit/config';
import { precompress } from './parts/compression';

export { appFilesAfterMsal };
import { builtAgainst } from './parts/federation';

/**
 * A page of the app rendered to HTML at build time, so a phone paints it before any JavaScript has arrived (the
 * shell's login page; docs/decisions/0003-prerendered-login-page.md). Two more builds after the app's own:
 * - `early`: the page's inline script (a small IIFE, run where it stands in the HTML, before the first paint);
 * - `render`: the page's React tree for Node; after it is emitted, its `render()` is called and the HTML is written
 *   into the app's build as `prerendered/<file>`, the app's index.html with the page in #root, its other languages
 *   in templates after it and the inline script after them. `prerendered.json` names the routes it is for and how
 *   the runtime config fills it in (and, when the page has the site banner's place, the banner in each language,
 *   type and shape); the server does so at start and serves it for those routes (scripts/static-server.mts).
 * Production builds only: `npm run dev` serves index.html for every route, as before.
 */
export interface PrerenderOptions {
  /**
   * Module whose `render(): Promise<{ shown: string; templates: string }>` renders the page (Node). It may also give
   * `sectionPages`: the same chrome around a section's place, for routes whose section's own release draws the page
   * (PRERENDER_SECTION), written as prerendered/<sectionPages.file>; and `pages`, more pages of the app's own, each
   * written as prerendered/<file> and served for its routes (the home tabs for a signed-in customer, issue 39).
   */
  render: string;
  /** Module run inline in the page, where it stands: after the page, before the app's scripts run. */
  early: string;
  /**
   * Module run inline at the end of the head of the pages not drawn for a signed-in customer (the login and section
   * pages), before their tree is read: it may hold the tree from the screen (PRERENDER_HOLD_STYLE) until `early` runs.
   */
  head?: string;
  /** File name under prerendered/. */
  file: string;
  /**
   * The page's entry and preloads held (holdEntry) until the visitor asks for what only the app does: a page the
   * inline script makes work without the app (the login page, docs/decisions/0020-the-login-page-without-the-app.md).
   */
  held?: boolean;
  /** The app's routes this page is for (lower case, no trailing slash; '/' is the root). */
  routes: string[];
}

const OUT = 'build-prerender';

export function prerenderConfigs(
  opts: PrerenderOptions,
  app: { dir: string; name: string; dist: string },
  main: Configuration,
): Configuration[] {
  const out = path.join(app.dir, OUT);
  const common = {
    mode: 'production' as const,
    context: app.dir,
    devtool: false as const,
    resolve: main.resolve,
    module: main.module,
    performance: { hints: false as const },
  };
  const early: Configuration = {
    ...common,
    name: `${app.name}-prerender-early`,
    target: 'web',
    entry: { early: opts.early, ...(opts.head ? { head: opts.head } : {}) },
    output: { path: out, filename: '[name].js', iife: true, clean: false, uniqueName: `${app.name}_prerender_early` },
    plugins: [new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify('production') })],
    optimization: { minimize: true, concatenateModules: true },
  };
  // After the app's build (its index.html) and the inline script.
  const render = nodeRender(
    app,
    main,
    { name: 'prerender', entry: opts.render, after: [main.name!, early.name!] },
    new WritePrerenderedPage(opts, out, app.dist),
  );
  return [early, render];
}

/** Calls the emitted render bundle and writes the page and prerendered.json into the app's build. */
class WritePrerenderedPage implements RspackPluginInstance {
  constructor(
    private readonly opts: PrerenderOptions,
    private readonly out: string,
    private readonly dist: string,
  ) {}

  apply(compiler: Compiler) {
    compiler.hooks.afterEmit.tapPromise('WritePrerenderedPage', async () => {
      const { render } = requireEmitted<{
        render(): Promise<{
          shown: string;
          templates: string;
          banners?: Record<string, string>;
          sectionPages?: RenderedSectionPages;
          pages?: RenderedPage[];
        }>;
      }>(this.out, 'prerender');
      const { shown, templates, banners, sectionPages, pages = [] } = await render();
      const inline = (name: string) => {
        const text = fs.readFileSync(path.join(this.out, `${name}.js`), 'utf8').trim();
        // Nothing in it may end the <script> element or open a comment inside it.
        if (/<\/script|<!--/i.test(text)) throw new Error(`prerender: the inline script ${name} contains </script or <!--`);
        return text;
      };
      const early = inline('early');
      const head = this.opts.head ? `<script>${inline('head')}</script>` : '';
      const index = fs.readFileSync(path.join(this.dist, 'index.html'), 'utf8');
      const emptyRoot = '<div id="root"></div>';
      if (!index.includes(emptyRoot)) throw new Error(`prerender: ${this.dist}/index.html has no ${emptyRoot}`);
      if (!index.includes('</head>')) throw new Error(`prerender: ${this.dist}/index.html has no </head>`);
      const pageOf = (body: { shown: string; templates: string }, held = false) =>
        index
          .replace('</head>', `${held ? PRERENDER_HOLD_STYLE : head}</head>`)
          .replace(emptyRoot, `<div id="root">${body.shown}</div>${body.templates}<script>${early}</script>`);
      fs.mkdirSync(path.join(this.dist, 'prerendered'), { recursive: true });
      const own = pageOf({ shown, templates });
      fs.writeFileSync(path.join(this.dist, 'prerendered', this.opts.file), this.opts.held ? holdEntry(own) : own);
      if (sectionPages) fs.writeFileSync(path.join(this.dist, 'prerendered', sectionPages.file), holdEntry(pageOf(sectionPages)));
      // Nothing painted that the inline script would not show (PRERENDER_HOLD_STYLE): the pages drawn for a signed-in
      // customer (the home tabs) are always held until it has chosen; the login and section pages only where their
      // head's script finds they will not be shown as they arrive, since holding them put their first paint 0.2 s later
      // (docs/performance-log.md "24. The home tabs held until their inline script").
      for (const page of pages) fs.writeFileSync(path.join(this.dist, 'prerendered', page.file), pageOf(page, true));
      const manifest = {
        routes: Object.fromEntries(this.opts.routes.map((r) => [r, `prerendered/${this.opts.file}`])),
        fill: PRERENDER_FILL,
        unfilled: PRERENDER_DOMAIN,
        // The site banner, drawn by the server from the banner file's current answer (scripts/static-server.mts).
        ...(banners ? { banner: { ...PRERENDER_BANNER, variants: banners } } : {}),
        // The pages for anyone a section's own release draws inside this chrome: the server puts them in for each such
        // section of the sections table (scripts/static-server.mts).
        ...(sectionPages ? { sections: { file: `prerendered/${sectionPages.file}` } } : {}),
        // The frames' pages, with their lists and the section's place (PRERENDER_LISTS, PRERENDER_TAB): the server draws
        // one for each of a frame's tabs in the sections table, with what its release draws (scripts/static-server.mts).
        ...(pages.length
          ? { frames: Object.fromEntries(pages.map((page) => [page.frame, { file: `prerendered/${page.file}`, skeleton: page.skeleton }])) }
          : {}),
      };
      fs.writeFileSync(path.join(this.dist, 'prerendered.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    });
  }
}

/** The script preloads of a page's head, as PreloadFirstChunksPlugin writes them (shared/build/preloadPlugin.ts). */

/**
 * The page with the app's entry named by a preload (HELD_ENTRY_ATTR) instead of its `defer` script, and with it every
 * script preload of the head, in an inert `<template>` (HELD_PRELOADS_ATTR): the page's inline script starts them once
 * the page has been read and the section's opening call is answered (shell/src/prerender/entry.ts). Until then the
 * page, its early script's call and its answer have the phone's link and main thread to themselves (docs/
 * performance-log.md). Exactly one `defer` script with its integrity is expected (the build's index.html): otherwise
 * the build fails, rather than write a page whose app never starts.
 */
export function holdEntry(html: string): string {
  const end = html.indexOf('</head>');
  if (end < 0) throw new Error('prerender: the page has no </head>');
  let head = html.slice(0, end);
  const entries = [...head.matchAll(/<script\b([^>]*)><\/script>/g)].filter((m) => /\sdefer(\s|=|$)/.test(m[1]!));
  const attrs = entries.length === 1 ? entries[0]![1]! : '';
  const src = /\ssrc="([^"]+)"/.exec(attrs)?.[1];
  const integrity = /\sintegrity="([^"]+)"/.exec(attrs)?.[1];
  if (!src || !integrity) throw new Error(`prerender: expected one defer script with its integrity, found ${entries.length}`);
  const preloads = scriptPreloads(head);
  for (const preload of preloads) head = head.replace(preload, '');
  const entry = `<link rel="preload" as="script" href="${src}" crossorigin="anonymous" integrity="${integrity}" ${HELD_ENTRY_ATTR}>`;
  return head.replace(entries[0]![0], `<template ${HELD_PRELOADS_ATTR}>${entry}${preloads.join('')}</template>`) + html.slice(end);
}

/**
 * A section's pages rendered to HTML at build time by the section's own build (issue 39: the public pages opened
 * from an e-mail), for the host's server to put into its chrome: `render(): Promise<{ linkParams; pages }>` (Node)
 * gives each exposed module's HTML by `sectionVariant`; it is written as SECTION_PAGES_FILE at the top of the
 * section's build, beside its mf-manifest.json, so each release carries its own (releases.ts copies it with the rest).
 */
export interface SectionPrerenderOptions {
  render: string;
  /**
   * The section's early script (issue 39): a small script of the release, without the federation runtime or React,
   * that makes the drawn page work before the app has arrived. Built as `early.<hash>.js` beside the manifest and
   * named in SECTION_PAGES_FILE; the host's server names it after the page, with the integrity the manifest records.
   */
  early?: string;
  /**
   * The early script may stand in the page's head (SECTION_PAGES_FILE's `early.head`): it opens the page's first call
   * there, from the module the server names on its element, and waits for the page for the rest.
   */
  earlyInHead?: boolean;
}

/** The early script's build: a browser bundle of its own (no federation), content-hashed, beside the app's files. */
export function sectionEarlyConfig(
  opts: SectionPrerenderOptions & { early: string },
  app: { dir: string; name: string },
  main: Configuration,
): Configuration {
  return {
    name: `${app.name}-section-early`,
    dependencies: [main.name!],
    mode: 'production',
    context: app.dir,
    devtool: false,
    target: 'web',
    entry: { early: opts.early },
    resolve: main.resolve,
    module: main.module,
    output: {
      path: main.output!.path!,
      filename: 'early.[contenthash:10].js',
      clean: false,
      uniqueName: `${app.name}_section_early`,
      iife: true,
    },
    plugins: [new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify('production') }), ...precompress()],
    optimization: { minimize: true, splitChunks: false, runtimeChunk: false },
    performance: { hints: false },
  };
}

/** The early script a build wrote (sectionEarlyConfig), by its name at the top of dist/. */
const EARLY_FILE = /^early\.[0-9a-f]{10}\.js$/;

export function sectionPrerenderConfig(
  opts: SectionPrerenderOptions,
  app: { dir: string; name: string; dist: string },
  main: Configuration,
): Configuration {
  const out = path.join(app.dir, OUT);
  // After the app's build, which empties dist/ first.
  return nodeRender(
    app,
    main,
    { name: 'prerender-sections', entry: opts.render, after: [main.name!, ...(opts.early ? [`${app.name}-section-early`] : [])] },
    {
      apply(compiler: Compiler) {
        compiler.hooks.afterEmit.tapPromise('WriteSectionPages', async () => {
          const { render } = requireEmitted<{ render(): Promise<Pick<SectionPages, 'linkParams' | 'pages' | 'shown'>> }>(
            out,
            'prerender-sections',
          );
          const { linkParams, pages, shown } = await render();
          // An ES module (the server and the journeys read it too): loaded here, where the hook may wait.
          const { sectionHtmlProblem } = await import('@portal/build/sectionHtml');
          for (const [module, variants] of [...Object.entries(pages), ...Object.entries(shown ?? {})])
            for (const [key, html] of Object.entries(variants)) {
              const problem = sectionHtmlProblem(html);
              if (problem) throw new Error(`prerender: ${module} ${key} cannot be drawn into a page: ${problem}`);
            }
          const against = builtAgainst(app.dir);
          const early = opts.early ? fs.readdirSync(app.dist).filter((f) => EARLY_FILE.test(f)) : [];
          if (opts.early && early.length !== 1) throw new Error(`prerender: ${app.dist} should hold one early script, not ${early.length}`);
          const file: SectionPages = {
            release: against.release,
            contract: against.contractVersion,
            linkParams,
            pages,
            ...(shown ? { shown } : {}),
            ...(early[0] ? { early: { file: early[0], ...(opts.earlyInHead ? { head: true } : {}) } } : {}),
          };
          fs.writeFileSync(path.join(app.dist, SECTION_PAGES_FILE), `${JSON.stringify(file)}\n`);
        });
      },
    },
  );
}

/** A module of the app bundled for Node (`<name>.cjs` in the prerender's folder), after `after`, with `plugin` run on it. */
function nodeRender(
  app: { dir: string; name: string },
  main: Configuration,
  bundle: { name: string; entry: string; after: string[] },
  plugin: RspackPluginInstance,
): Configuration {
  return {
    mode: 'production',
    context: app.dir,
    devtool: false,
    resolve: main.resolve,
    module: main.module,
    performance: { hints: false },
    name: `${app.name}-${bundle.name}`,
    dependencies: bundle.after,
    target: 'node',
    entry: { [bundle.name]: bundle.entry },
    output: {
      path: path.join(app.dir, OUT),
      filename: `${bundle.name}.cjs`,
      chunkFilename: `${bundle.name}.[id].cjs`,
      library: { type: 'commonjs2' },
      clean: false,
      uniqueName: `${app.name}_${bundle.name.replace(/-/g, '_')}`,
    },
    plugins: [new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify('production') }), plugin],
    optimization: { minimize: false },
  };
}

/** The bundle nodeRender emitted just now (read again on a rebuild in the same process). */
function requireEmitted<M>(out: string, name: string): M {
  const bundle = path.join(out, `${name}.cjs`);
  delete require.cache[require.resolve(bundle)];
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the bundle is a file emitted at build time, read as such
  return require(bundle) as M;
}
