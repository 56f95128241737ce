/**
 * The home frame's page as the shell's server draws it for one tab (scripts/static-server.mts), from the build's real
 * render (prerender/renderPages.tsx): in each language's place of the section, the section's skeleton (or `shown`, a
 * release's first state); in each slot, `drawing` (a release's drawing), or nothing. Its lists' placeholders are left
 * as the build drew them (the server's tests draw those).
 */
import { PRERENDER_TAB, type RenderedPage } from '@portal/kit/config';

export function frameTabPage(
  page: RenderedPage,
  opts: { drawing?: (locale: string) => string; shown?: (locale: string) => string } = {},
): string {
  return `<div id="root">${page.shown}</div>${page.templates}`
    .replace(new RegExp(`<template ${PRERENDER_TAB.place}="([a-z]+)"></template>`, 'g'), (_, locale: string) =>
      opts.shown ? opts.shown(locale) : page.skeleton[locale]!,
    )
    .replace(
      new RegExp(`<template ${PRERENDER_TAB.slot}="([a-z]+)"></template>`, 'g'),
      (_, locale: string) => opts.drawing?.(locale) ?? '',
    );
}
