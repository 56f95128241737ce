import type { Page } from '@playwright/test';

/**
 * The portal's service worker controls the page and keeps what it needs for these sections (their manifests, at
 * the given ports) and the runtime config: what a returning customer has.
 */
export async function underWorker(page: Page, ports: string[]): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await page.waitForFunction(
    async (urls) => {
      const heads = await caches.open('portal-remote-heads');
      const config = await caches.open('portal-config');
      return (await Promise.all(urls.map((u) => heads.match(u)))).every(Boolean) && Boolean(await config.match('/portal.config.json'));
    },
    ports.map((m) => `http://localhost:${m}/mf-manifest.json`),
  );
}

/** The worker's copy of a section's file, as text (null when it keeps none). */
export const keptCopy = (page: Page, url: string): Promise<string | null> =>
  page.evaluate(async (u) => {
    const res = await (await caches.open('portal-remote-files')).match(u);
    return res ? res.text() : null;
  }, url);
