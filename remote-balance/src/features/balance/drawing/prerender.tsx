/**
 * remote-balance's drawing of its Balance tab, published with each release (drawing.tsx): shared/build/prerender.ts
 * runs this in Node and writes it beside the release's mf-manifest.json (SECTION_PAGES_FILE), by language, for the
 * host's server to put into the tab's page. No link parameters: the tab is drawn for every address of its route.
 */
import { LOCALES } from '@portal/contract';
import type { SectionPages } from '@portal/kit/config';
import { drawings } from './drawing';

export async function render(): Promise<Pick<SectionPages, 'linkParams' | 'pages' | 'shown'>> {
  const { shown, drawing } = await drawings(LOCALES);
  return { linkParams: [], pages: { 'balance/BalanceTab': drawing }, shown: { 'balance/BalanceTab': shown } };
}
