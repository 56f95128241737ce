import { sectionAt, type SectionEntry } from '@portal/kit';

/**
 * What to fetch early for this address (docs/performance.md "2. Nothing waits for the shell to start"): its section and frame, from the
 * sections table, so the shell starts fetching it together with its own start instead of after it. Signed-in pages
 * are fetched only for a visitor with a sign-in in storage; the others would be sent to the login page.
 */
export function sectionFor(pathname: string, signedIn: boolean): SectionEntry | null {
  const found = sectionAt(pathname);
  return found && found.early && (!found.signedIn || signedIn) ? found : null;
}

/**
 * What a route shows that loads when first needed. Each has this one import, used by the early fetch (bootstrap)
 * and by the routes (PortalRoutes): two imports of one module made two files of it, and the slot downloaded twice.
 */
export const loadPart = {
  remoteSlot: () => import('./RemoteSlot'),
  home: () => import('../frames/HomeFrame'),
  account: () => import('../frames/AccountFrame'),
};
