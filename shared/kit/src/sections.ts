import type { RemoteName } from '@portal/contract';

/** Container names (global-safe) and the aliases the shell loads them by: `loadRemote('balance/BalanceTab')`. */
export const REMOTES = {
  balance: { container: 'portal_balance', exposes: ['BalanceTab', 'embed'] },
  reload: { container: 'portal_reload', exposes: ['ReloadTab', 'TransactionResult', 'SavedCardResult', 'embed'] },
  account: { container: 'portal_account', exposes: ['ManageTab', 'PaymentMethodsTab', 'ManageAccountTab', 'MobileAccountDeletion', 'embed'] },
  public: { container: 'portal_public', exposes: ['ConfirmEmail', 'ResetPassword', 'ConfirmMobile', 'ResetPasswordMobile', 'embed'] },
} as const satisfies Record<RemoteName, { container: string; exposes: readonly string[] }>;

export const REMOTE_NAMES = Object.keys(REMOTES) as RemoteName[];
