import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { APPS, root } from '../../scripts/stack.mts';

/**
 * The package a bundled source belongs to: the last node_modules segment, or @portal/contract / @portal/kit for the
 * portal's own shared code (shared/contract/src, shared/kit/src). The contract is one shared instance, so it reaches
 * the browser from the shell only; the kit is bundled into each app that uses it.
 */
export function packageOfSource(source: string): string | null {
  const portal = /(^|\/)shared\/(contract|kit)\/src\//.exec(source);
  if (portal && !source.includes('node_modules')) return `@portal/${portal[2]}`;
  const i = source.lastIndexOf('node_modules/');
  if (i === -1) return null;
  const parts = source.slice(i + 'node_modules/'.length).split('/');
  return parts[0]!.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!;
}

/** Which packages' modules a downloaded file of one of the apps holds, from its source map. */
export function packagesIn(url: string): Set<string> {
  const u = new URL(url);
  const app = APPS.find((a) => String(a.port) === u.port);
  const file = app && path.join(root, app.dir, 'dist', `${decodeURIComponent(u.pathname)}.map`);
  if (!file || !fs.existsSync(file)) return new Set();
  const map = JSON.parse(fs.readFileSync(file, 'utf8')) as { sources: string[] };
  return new Set(map.sources.map(packageOfSource).filter((p): p is string => p !== null));
}

/** Records every JavaScript file the page downloads (with how often). */
export function recordScripts(page: Page): Map<string, number> {
  const seen = new Map<string, number>();
  page.on('response', (r) => {
    const url = r.url().split('?')[0]!;
    if (url.endsWith('.js') && r.status() < 400) seen.set(url, (seen.get(url) ?? 0) + 1);
  });
  return seen;
}
