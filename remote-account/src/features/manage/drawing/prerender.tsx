/**
 * remote-account's drawing of its Manage tab, published with each release (issue 39, docs/decisions/0021, step 7):
 * shared/build/prerender.ts runs this in Node and writes it beside the release's mf-manifest.json (SECTION_PAGES_FILE),
 * by language, for the host's server to put into its home tab's page. No link parameters: the tab is drawn for every
 * address of its route.
 */
import { LOCALES } from '@portal/contract';
import type { SectionPages } from '@portal/kit/config';
import { drawings } from './drawing';

export async function render(): Promise<Pick<SectionPages, 'linkParams' | 'pages'>> {
  return { linkParams: [], pages: { 'account/ManageTab': await drawings(LOCALES) } };
}
