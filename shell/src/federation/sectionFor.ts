import type { FeatureSwitches, SectionsTable, TableSection } from '@portal/contract';
import { sectionAt } from '@portal/host/sections';

/**
 * What to fetch early for this address (docs/performance-log.md "2. Nothing waits for the shell to start"): its section and frame, from the
 * sections table, so the shell starts fetching it together with its own start instead of after it. Signed-in pages
 * are fetched only for a visitor with a sign-in in storage; the others would be sent to the login page.
 */
export function sectionFor(table: SectionsTable, pathname: string, signedIn: boolean, features?: FeatureSwitches): TableSection | null {
  const found = sectionAt(table, pathname, features);
  return found && found.early && (!found.signedIn || signedIn) ? found : null;
}
