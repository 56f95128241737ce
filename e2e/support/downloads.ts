import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { APPS, root } from '../../scripts/stack.mts';

interface Manifest { shared: Array<{ name: string; assets: { js: { sync: string[]; async: string[] } } }> }

/** For a shared package: which app's chunk files carry it, from each app's built mf-manifest.json. */
export function sharedAssets(pkg: string): Map<string, { app: string; files: Set<string> }> {
  const byApp = new Map<string, { app: string; files: Set<string> }>();
  for (const app of APPS) {
    const manifest = JSON.parse(fs.readFileSync(path.join(root, app.dir, 'dist', 'mf-manifest.json'), 'utf8')) as Manifest;
    const entry = manifest.shared.find((s) => s.name === pkg);
    if (!entry) continue;
    const origin = `http://localhost:${app.port}`;
    byApp.set(app.name, { app: app.name, files: new Set([...entry.assets.js.sync, ...entry.assets.js.async].map((f) => `${origin}/${f}`)) });
  }
  return byApp;
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
