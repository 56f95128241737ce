import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { APPS, root } from '../../scripts/stack.mts';

/**
 * Parts of @portal/shared that apps import by path ('@portal/shared/src/cart'): stateless code each app bundles
 * for itself, so it stays out of the first load of pages that do not use it. Whatever has an identity (contexts,
 * the API client) they take from the '@portal/shared' singleton, so none of the singleton's own files may appear
 * in a remote's download.
 */
const BY_PATH = [/shared\/src\/cart\//, /shared\/src\/autoreload\//, /shared\/src\/validation\//, /shared\/src\/cards\/CardSelect\./, /shared\/src\/standalone\//];

/** The package a bundled source belongs to: the last node_modules segment, or @portal/shared for shared/src. */
export function packageOfSource(source: string): string | null {
  if (/(^|\/)shared\/src\//.test(source) && !source.includes('node_modules')) {
    return BY_PATH.some((re) => re.test(source)) ? '@portal/shared (by path)' : '@portal/shared';
  }
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
