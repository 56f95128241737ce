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
const PARTS = {
  remoteSlot: () => import('./RemoteSlot'),
  home: () => import('../frames/HomeFrame'),
  account: () => import('../frames/AccountFrame'),
  // The signed-in menu and the help button: fetched early for a signed-in page, so the header is whole when first
  // drawn (a menu arriving after it widened the header's right side and moved the page below it).
  signedInChrome: () => import(/* webpackChunkName: "signed-in-chrome" */ '../chrome/signedInChrome'),
  // The login page: fetched by bootstrap before the first render where it shows (a signed-out visitor, /, /login), so
  // it takes over the prerendered page at once; a signed-in customer's pages never download it.
  login: () => import('../pages/LoginPage'),
};
export type PartName = keyof typeof PARTS;
export type PartModule<K extends PartName> = Awaited<ReturnType<(typeof PARTS)[K]>>;

const arrived = new Map<PartName, unknown>();

export const loadPart = Object.fromEntries(
  (Object.keys(PARTS) as PartName[]).map((name) => [
    name,
    () =>
      PARTS[name]().then((m) => {
        arrived.set(name, m);
        return m;
      }),
  ]),
) as { [K in PartName]: () => Promise<PartModule<K>> };

/**
 * A part whose module has already arrived (the early fetch got it while MSAL started), or undefined. The routes render
 * it at once instead of through React.lazy, which would suspend once more and reveal it a frame, or a throttled
 * 300 ms, later (docs/performance.md "Returning customers and offline").
 */
export const arrivedPart = <K extends PartName>(name: K): PartModule<K> | undefined => arrived.get(name) as PartModule<K> | undefined;
