import path from 'node:path';
import type { Configuration, RspackPluginInstance } from '@rspack/core';
import { containerOf, type AppOptions } from '../options';
import { checkPrevious, configsInForce, pinnedVersions, publishRelease } from '../releases';
import { builtAgainst } from './federation';

/**
 * A production build is published as a release (releases.ts) once all of the app's compilations are done: the app's
 * own, its standalone page's runtime provider, its embed.js and its prerendered page. Not the single-app build (never
 * deployed), nor a watch or dev build. PORTAL_PREVIOUS_RELEASES names the releases/ folder of the deployment this
 * build replaces (the image build: the previous image's), whose releases it keeps serving. An image build
 * (PORTAL_IMAGE_BUILD=1, app.Dockerfile) without one is refused before it starts, unless PORTAL_FIRST_RELEASE=1.
 */
export function withRelease(
  opts: AppOptions,
  argv: { watch?: boolean },
  configs: Configuration | Configuration[],
): Configuration | Configuration[] {
  const list = Array.isArray(configs) ? configs : [configs];
  if (process.env.PORTAL_SINGLE_APP === '1' || argv.watch || list[0]!.mode !== 'production') return configs;
  if (process.env.PORTAL_IMAGE_BUILD === '1')
    checkPrevious(path.basename(opts.dir), process.env.PORTAL_PREVIOUS_RELEASES, process.env.PORTAL_FIRST_RELEASE === '1');
  let pending = list.length;
  let failed = false;
  const step: RspackPluginInstance = {
    apply(compiler) {
      compiler.hooks.done.tap('PublishRelease', (stats) => {
        failed ||= stats.hasErrors();
        if (--pending > 0 || failed) return;
        const against = builtAgainst(opts.dir, opts.federationRuntime === 'use');
        const result = publishRelease({
          dist: path.join(opts.dir, 'dist'),
          version: against.release,
          app: containerOf(opts),
          ...(process.env.PORTAL_PREVIOUS_RELEASES ? { previous: process.env.PORTAL_PREVIOUS_RELEASES } : {}),
          // The releases the runtime configs in force pin (a rollback, a canary) stay, whatever their age.
          pinned: pinnedVersions(configsInForce(), opts.app),
          facts: {
            contract: against.contract,
            react: against.react,
            ...(against.federationRuntime ? { federationRuntime: against.federationRuntime } : {}),
          },
        });
        if (process.env.PORTAL_QUIET_RELEASE !== '1')
          console.log(
            `${containerOf(opts)}: release ${result.version} published (kept: ${result.kept.join(', ')}${result.removed.length ? `; removed: ${result.removed.join(', ')}` : ''})`,
          );
      });
    },
  };
  for (const config of list) config.plugins = [...(config.plugins ?? []), step];
  return configs;
}
