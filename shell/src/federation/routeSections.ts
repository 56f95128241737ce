import type { RemoteName } from '@portal/contract';

/**
 * The section each page address shows first (as PortalRoutes places them), so the shell can start fetching it
 * together with its own start instead of after it (README "Speed on a phone"). Signed-in pages are fetched only
 * for a visitor with a sign-in in storage; the others would be sent to the login page.
 */
export const ROUTE_SECTIONS: ReadonlyArray<{ path: RegExp; remote: RemoteName; module: string; signedIn: boolean; frame?: 'home' | 'account' }> = [
  { path: /^\/home\/?(balance\/?)?$/i, remote: 'balance', module: 'BalanceTab', signedIn: true, frame: 'home' },
  { path: /^\/home\/reload\/?$/i, remote: 'reload', module: 'ReloadTab', signedIn: true, frame: 'home' },
  { path: /^\/home\/manage\/?$/i, remote: 'account', module: 'ManageTab', signedIn: true, frame: 'home' },
  { path: /^\/account\/payment\/?$/i, remote: 'account', module: 'PaymentMethodsTab', signedIn: true, frame: 'account' },
  { path: /^\/account\/manage\/?$/i, remote: 'account', module: 'ManageAccountTab', signedIn: true, frame: 'account' },
  { path: /^\/transaction_result\/?$/i, remote: 'reload', module: 'TransactionResult', signedIn: true },
  { path: /^\/transaction_result_saved\/?$/i, remote: 'reload', module: 'SavedCardResult', signedIn: true },
  { path: /^\/RequestMobileAccountDeletion\/?$/i, remote: 'account', module: 'MobileAccountDeletion', signedIn: true },
  { path: /^\/confirm\/?$/i, remote: 'public', module: 'ConfirmEmail', signedIn: false },
  { path: /^\/ConfirmMobile\/?$/i, remote: 'public', module: 'ConfirmMobile', signedIn: false },
  { path: /^\/reset\/?$/i, remote: 'public', module: 'ResetPassword', signedIn: false },
  { path: /^\/ResetPasswordMobile\/?$/i, remote: 'public', module: 'ResetPasswordMobile', signedIn: false },
];

/** What to fetch early for this address: its section and frame, or nothing. */
export function sectionFor(pathname: string, signedIn: boolean) {
  const found = ROUTE_SECTIONS.find((r) => r.path.test(pathname));
  return found && (!found.signedIn || signedIn) ? found : null;
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
