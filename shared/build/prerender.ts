import fs from 'node:fs';
import path from 'node:path';
import { rspack, type Compiler, type Configuration, type RspackPluginInstance } from '@rspack/core';
import { PRERENDER_BANNER, PRERENDER_DOMAIN, PRERENDER_FILL } from '@portal/kit/config';

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
  /** Module whose `render(): Promise<{ shown: string; templates: string }>` renders the page (Node). */
  render: string;
  /** Module run inline in the page, where it stands: after the page, before the app's scripts run. */
  early: string;
  /** File name under prerendered/. */
  file: string;
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
    entry: { early: opts.early },
    output: { path: out, filename: 'early.js', iife: true, clean: false, uniqueName: `${app.name}_prerender_early` },
    plugins: [new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify('production') })],
    optimization: { minimize: true, concatenateModules: true },
  };
  const render: Configuration = {
    ...common,
    name: `${app.name}-prerender`,
    // After the app's build (its index.html) and the inline script.
    dependencies: [main.name!, early.name!],
    target: 'node',
    entry: { render: opts.render },
    output: {
      path: out,
      filename: 'render.cjs',
      chunkFilename: 'render.[id].cjs',
      library: { type: 'commonjs2' },
      clean: false,
      uniqueName: `${app.name}_prerender`,
    },
    plugins: [
      new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify('production') }),
      new WritePrerenderedPage(opts, out, app.dist),
    ],
    optimization: { minimize: false },
  };
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
      const bundle = path.join(this.out, 'render.cjs');
      delete require.cache[require.resolve(bundle)];
      // The bundle is CommonJS, emitted just now (a rebuild in the same process reads it again).
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- the bundle is a file emitted at build time, read as such
      const { render } = require(bundle) as {
        render(): Promise<{ shown: string; templates: string; banners?: Record<string, string> }>;
      };
      const { shown, templates, banners } = await render();
      const early = fs.readFileSync(path.join(this.out, 'early.js'), 'utf8').trim();
      // Nothing in it may end the <script> element or open a comment inside it.
      if (/<\/script|<!--/i.test(early)) throw new Error('prerender: the inline script contains </script or <!--');
      const index = fs.readFileSync(path.join(this.dist, 'index.html'), 'utf8');
      const emptyRoot = '<div id="root"></div>';
      if (!index.includes(emptyRoot)) throw new Error(`prerender: ${this.dist}/index.html has no ${emptyRoot}`);
      const page = index.replace(emptyRoot, `<div id="root">${shown}</div>${templates}<script>${early}</script>`);
      fs.mkdirSync(path.join(this.dist, 'prerendered'), { recursive: true });
      fs.writeFileSync(path.join(this.dist, 'prerendered', this.opts.file), page);
      const manifest = {
        routes: Object.fromEntries(this.opts.routes.map((r) => [r, `prerendered/${this.opts.file}`])),
        fill: PRERENDER_FILL,
        unfilled: PRERENDER_DOMAIN,
        // The site banner, drawn by the server from the banner file's current answer (scripts/static-server.mts).
        ...(banners ? { banner: { ...PRERENDER_BANNER, variants: banners } } : {}),
      };
      fs.writeFileSync(path.join(this.dist, 'prerendered.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    });
  }
}
