/**
 * The one table of the portal's sections: which address shows which exposed module of which remote, in which frame,
 * whether it needs a sign-in and whether the shell fetches it with its own start. Everything else is derived from it:
 * each remote's `exposes` (@portal/build), the shell's routes, its frames' tabs and its early fetch, and the checks of
 * the single-app build and of the docs' route table. Adding a section is one entry here plus its code (its
 * `src/exposes/<module>.tsx` in the remote, and its names in the shell's messages).
 *
 * Imports nothing but types: the build reads it too.
 */
import type { FeatureSwitches, RemoteName } from '@portal/contract';

/** The frame a section shows in: the home frame (card header and tabs) or the account frame (tabs). */
export type Frame = 'home' | 'account';

export interface Section {
  /** The address customers use. Matched without regard to case or a trailing slash. */
  path: string;
  remote: RemoteName;
  /** The exposed module: `src/exposes/<module>.tsx` of the remote, loaded as `<remote>/<module>`. */
  module: string;
  /** Its name for customers, as the shell's message `section.<name>` (loading and failure messages). */
  name: string;
  /** The frame it shows in, or null for a page of its own. */
  frame: Frame | null;
  /** In a frame, its tab's label, as the shell's message `frames.tab.<tab>`. */
  tab?: string;
  /** Only for a signed-in customer (others are sent to the login page). */
  signedIn: boolean;
  /** Fetched while the shell starts, when a page opens on it. */
  early: boolean;
  /** A tab the runtime config switches on or off (spec 6). */
  feature?: keyof FeatureSwitches;
}

export const SECTIONS = [
  {
    path: '/home/balance',
    remote: 'balance',
    module: 'BalanceTab',
    name: 'balance',
    frame: 'home',
    tab: 'balance',
    signedIn: true,
    early: true,
  },
  {
    path: '/home/reload',
    remote: 'reload',
    module: 'ReloadTab',
    name: 'reload',
    frame: 'home',
    tab: 'reload',
    signedIn: true,
    early: true,
  },
  {
    path: '/home/manage',
    remote: 'account',
    module: 'ManageTab',
    name: 'manage',
    frame: 'home',
    tab: 'manage',
    signedIn: true,
    early: true,
  },
  // Every card of the account at a glance (issue 40): last of the home tabs, so /home stays the Balance tab.
  {
    path: '/home/cards',
    remote: 'balance',
    module: 'CardsOverview',
    name: 'cards',
    frame: 'home',
    tab: 'cards',
    signedIn: true,
    early: true,
  },
  {
    path: '/account/info',
    remote: 'account',
    module: 'ManageAccountTab',
    name: 'info',
    frame: 'account',
    tab: 'info',
    signedIn: true,
    early: false,
    feature: 'accountInfoTab',
  },
  {
    path: '/account/payment',
    remote: 'account',
    module: 'PaymentMethodsTab',
    name: 'paymentMethods',
    frame: 'account',
    tab: 'payment',
    signedIn: true,
    early: true,
  },
  {
    path: '/account/manage',
    remote: 'account',
    module: 'ManageAccountTab',
    name: 'manageAccount',
    frame: 'account',
    tab: 'manage',
    signedIn: true,
    early: true,
    feature: 'manageAccount',
  },
  // Where payments end (spec 2). Open without sign-in (issue 25): the provider's answer is read once, and is not kept
  // across a sign-in, so a customer whose portal session lapsed, or who paid from a widget on another site, sees it
  // here. What needs the customer (the new balance, saving the card, the receipt) shows when signed in.
  {
    path: '/transaction_result',
    remote: 'reload',
    module: 'TransactionResult',
    name: 'paymentResult',
    frame: null,
    signedIn: false,
    early: true,
  },
  {
    path: '/transaction_result_saved',
    remote: 'reload',
    module: 'SavedCardResult',
    name: 'paymentResult',
    frame: null,
    signedIn: false,
    early: true,
  },
  {
    path: '/RequestMobileAccountDeletion',
    remote: 'account',
    module: 'MobileAccountDeletion',
    name: 'mobileDeletion',
    frame: null,
    signedIn: true,
    early: true,
  },
  // Public pages reached from e-mail links.
  { path: '/confirm', remote: 'public', module: 'ConfirmEmail', name: 'confirmation', frame: null, signedIn: false, early: true },
  { path: '/ConfirmMobile', remote: 'public', module: 'ConfirmMobile', name: 'confirmation', frame: null, signedIn: false, early: true },
  { path: '/reset', remote: 'public', module: 'ResetPassword', name: 'passwordReset', frame: null, signedIn: false, early: true },
  {
    path: '/ResetPasswordMobile',
    remote: 'public',
    module: 'ResetPasswordMobile',
    name: 'passwordReset',
    frame: null,
    signedIn: false,
    early: true,
  },
] as const satisfies readonly Section[];

export type SectionEntry = (typeof SECTIONS)[number];
export type SectionName = SectionEntry['name'];
export type FrameTab = Extract<SectionEntry, { tab: string }>['tab'];

/** Each remote's federation container (global-safe name); the shell loads its modules as `<remote>/<module>`. */
export const REMOTES: Record<RemoteName, { container: string }> = {
  balance: { container: 'portal_balance' },
  reload: { container: 'portal_reload' },
  account: { container: 'portal_account' },
  public: { container: 'portal_public' },
};

export const REMOTE_NAMES = Object.keys(REMOTES) as RemoteName[];

/** What a remote exposes: its sections' modules, once each, and its embed. */
export function exposesOf(remote: RemoteName): string[] {
  return [...new Set(SECTIONS.filter((s) => s.remote === remote).map((s) => s.module as string)), 'embed'];
}

/** A path as the table compares it: lower case, no trailing slash. */
const normal = (pathname: string) => pathname.toLowerCase().replace(/\/+$/, '') || '/';

/** The section at an address (`/home` is its frame's first section), or null. */
export function sectionAt(pathname: string): SectionEntry | null {
  const path = normal(pathname);
  if (path === '/home') return SECTIONS.find((s) => s.frame === 'home') ?? null;
  return SECTIONS.find((s) => normal(s.path) === path) ?? null;
}

/** A frame's tabs in order, those the runtime config switches off left out. */
export function frameSections(frame: Frame, features?: FeatureSwitches): Array<Extract<SectionEntry, { tab: string }>> {
  return SECTIONS.filter(
    (s): s is Extract<SectionEntry, { tab: string }> => s.frame === frame && (!('feature' in s) || !features || features[s.feature]),
  );
}
