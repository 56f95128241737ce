/** What an app's rspack.config.ts says about it (everything else is the same for every app). */
import fs from 'node:fs';
import path from 'node:path';
import type { RemoteDeclaration, RemoteName, Texts } from '@portal/contract';
import { containerOf as remoteContainer, LOCALES } from '@portal/host/sections';
import type { PrerenderOptions, SectionPrerenderOptions } from './prerender';

export interface AppOptions {
  /** Folder of the app (its rspack.config.ts's __dirname). */
  dir: string;
  /** Which app: the shell, or a remote (its container is `portal_<name>`). */
  app: 'shell' | RemoteName;
  /**
   * A remote's sections (its `src/sections/index.ts`, texts as keys of `src/sections/messages/`): written into its
   * release's manifest with each text in every language (metaData.portal.sections), and its exposes made from them:
   * each section's module is `src/exposes/<module>.tsx`, each alias too, and every remote exposes `embed`.
   */
  sections?: RemoteDeclaration<string>;
  /** Dev-server port. */
  port: number;
  /** Extra federation runtime plugins (paths). */
  runtimePlugins?: string[];
  /**
   * Where the app's files are served from. Remotes keep 'auto' (resolved from their remoteEntry's URL, so
   * they work on any origin); the shell serves deep links such as /home/balance and needs '/'.
   */
  publicPath?: string;
  /**
   * 'provide': this app (the shell, which exposes nothing) provides its federation runtime to the remotes it
   * loads. 'use': a remote uses the loader's runtime instead of bundling its own (~20 KB less per remote);
   * its standalone page then provides a bundled one first.
   */
  federationRuntime?: 'provide' | 'use';
  /** More pages with their own small entry. */
  pages?: Array<{ entry: string; import: string; filename: string; title: string }>;
  /**
   * The entry of a self-contained `embed.js` for integrators (docs/embedding.md): an ES module with its own React,
   * MUI and runtime and no federation, built next to the remote so any page can import it.
   */
  embed?: string;
  /** A page rendered to HTML at build time (production only; shared/build/prerender.ts). */
  prerender?: PrerenderOptions;
  /** A section's pages rendered to HTML at build time, for the host's server (production only; shared/build/prerender.ts). */
  prerenderSections?: SectionPrerenderOptions;
  /** The service worker's source (the shell's): built to `sw.js` with the build's precache list (parts/serviceWorker.ts). */
  serviceWorker?: string;
}

/** The app's Module Federation container name. */
export const containerOf = (opts: Pick<AppOptions, 'app'>): string => remoteContainer(opts.app);

/**
 * What the app exposes: './BalanceTab' → './src/exposes/BalanceTab.tsx' for each module its sections declare, an
 * alias (an earlier name kept for a release) → the module it names now, and './embed' (the shell exposes nothing).
 */
export function exposes(opts: Pick<AppOptions, 'app' | 'sections'>): Record<string, string> {
  if (opts.app === 'shell') return {};
  const modules = [...new Set((opts.sections?.sections ?? []).map((s) => s.module)), 'embed'];
  return {
    ...Object.fromEntries(modules.map((module) => [`./${module}`, `./src/exposes/${module}.tsx`])),
    ...Object.fromEntries(Object.entries(opts.sections?.aliases ?? {}).map(([from, to]) => [`./${from}`, `./src/exposes/${to}.tsx`])),
  };
}

/**
 * The declaration as its release publishes it: each text (a key of the app's `src/sections/messages/<locale>.json`) in
 * every language. A key missing from a catalogue fails the build, naming it.
 */
export function declarationOf(opts: Pick<AppOptions, 'dir' | 'sections'>): RemoteDeclaration<Texts> | undefined {
  if (!opts.sections) return undefined;
  const catalogues = Object.fromEntries(
    LOCALES.map((locale) => [
      locale,
      JSON.parse(fs.readFileSync(path.join(opts.dir, 'src', 'sections', 'messages', `${locale}.json`), 'utf8')) as Record<string, string>,
    ]),
  );
  const texts = (key: string): Texts =>
    Object.fromEntries(
      LOCALES.map((locale) => {
        const text = catalogues[locale]![key];
        if (typeof text !== 'string') throw new Error(`src/sections/messages/${locale}.json has no "${key}" (${opts.dir})`);
        return [locale, text];
      }),
    ) as Texts;
  // Every text of the source is a key: each field that holds one is put in every language.
  const resolve = (value: unknown, key?: string): unknown => {
    if (Array.isArray(value)) return value.map((v) => resolve(v, key === 'steps' ? 'label' : key));
    if (typeof value === 'string' && key && ['name', 'label', 'title', 'steps'].includes(key)) return texts(value);
    if (typeof value !== 'object' || value === null) return value;
    // An early call's query is the API's, never a text.
    if (key === 'query') return value;
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, resolve(v, k)]));
  };
  return resolve(opts.sections) as RemoteDeclaration<Texts>;
}
