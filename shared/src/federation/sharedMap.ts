/**
 * What crosses the federation boundary as one shared instance (DESIGN.md "What crosses the boundary").
 * Defined once here and used by every app's build. Trailing-slash keys share deep imports (react-dom/client).
 *
 * The router is not listed: it is re-exported by @portal/shared (shared/src/router.ts), which makes it one
 * instance for every app and lets the build keep only the router parts the portal uses.
 *
 * MUI: its styling core is shared (theme context, emotion, system) so one theme reaches every remote, while
 * each app bundles the @mui/material components it uses. See the README for the measured trade-off.
 */
export const SHARED_SINGLETONS = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  '@emotion/react',
  '@emotion/styled',
  '@emotion/cache',
  '@mui/material/styles',
  '@mui/system',
  '@mui/system/',
  '@mui/styled-engine',
  '@mui/private-theming',
  'notistack',
  'swr',
  'swr/',
  '@portal/shared',
] as const;

/** The package a shared key belongs to ('react-dom/' → 'react-dom', '@mui/material/styles' → '@mui/material'). */
export function packageOf(key: string): string {
  const parts = key.split('/');
  return key.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!;
}

/** Container names (global-safe) and the aliases the shell loads them by: `loadRemote('balance/BalanceTab')`. */
export const REMOTES = {
  balance: { container: 'portal_balance', exposes: ['BalanceTab'] },
  reload: { container: 'portal_reload', exposes: ['ReloadTab', 'TransactionResult', 'SavedCardResult'] },
  account: { container: 'portal_account', exposes: ['ManageTab', 'PaymentMethodsTab', 'ManageAccountTab', 'MobileAccountDeletion'] },
  public: { container: 'portal_public', exposes: ['ConfirmEmail', 'ResetPassword', 'ConfirmMobile', 'ResetPasswordMobile', 'embed'] },
} as const;

export type RemoteName = keyof typeof REMOTES;
