import type { Page } from '@playwright/test';

/**
 * The portal's service worker controls the page and keeps what a returning customer has of these sections (at the
 * given ports): their manifests, the runtime config, and every file of theirs the page has loaded so far. The worker
 * keeps a section's file as it serves it, or when the page hands it the files loaded before it took control, each a
 * moment after: a journey that goes offline, or damages the worker's copies, waits for that moment as a returning
 * customer's next visit would find it (never for a fixed time).
 */
export async function underWorker(page: Page, ports: string[]): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await page.waitForFunction(
    async (origins) => {
      const heads = await caches.open('portal-remote-heads');
      const files = await caches.open('portal-remote-files');
      const config = await caches.open('portal-config');
      const loaded = performance
        .getEntriesByType('resource')
        .map((e) => e.name)
        .filter((u) => origins.some((o) => u.startsWith(o)) && /\.(js|css)$/.test(new URL(u).pathname));
      const kept = async (u: string) => Boolean((await files.match(u)) ?? (await heads.match(u)));
      return (
        (await Promise.all(origins.map((o) => heads.match(`${o}mf-manifest.json`)))).every(Boolean) &&
        (await Promise.all(loaded.map(kept))).every(Boolean) &&
        Boolean(await config.match('/portal.config.json'))
      );
    },
    ports.map((p) => `http://localhost:${p}/`),
  );
}

/** The worker's copy of a section's file, as text (null when it keeps none). */
export const keptCopy = (page: Page, url: string): Promise<string | null> =>
  page.evaluate(async (u) => {
    const res = await (await caches.open('portal-remote-files')).match(u);
    return res ? res.text() : null;
  }, url);
