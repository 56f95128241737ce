/** What an app's rspack.config.ts says about it (everything else is the same for every app). */
import type { RemoteName } from '@portal/contract';
import { exposesOf, REMOTES } from '@portal/kit/sections';
import type { PrerenderOptions, SectionPrerenderOptions } from './prerender';

export interface AppOptions {
  /** Folder of the app (its rspack.config.ts's __dirname). */
  dir: string;
  /**
   * Which app: the shell, or a remote. A remote's container name and what it exposes come from the sections table
   * (@portal/kit/sections): each section's module is `src/exposes/<module>.tsx`, and every remote exposes `embed`.
   */
  app: 'shell' | RemoteName;
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
export const containerOf = (opts: Pick<AppOptions, 'app'>): string => (opts.app === 'shell' ? 'portal_shell' : REMOTES[opts.app].container);

/** What the app exposes: './BalanceTab' → './src/exposes/BalanceTab.tsx' (the shell exposes nothing). */
export function exposes(opts: Pick<AppOptions, 'app'>): Record<string, string> {
  if (opts.app === 'shell') return {};
  return Object.fromEntries(exposesOf(opts.app).map((module) => [`./${module}`, `./src/exposes/${module}.tsx`]));
}
