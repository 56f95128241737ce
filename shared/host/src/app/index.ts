/**
 * '@portal/host/app': what a page that hosts sections mounts once (the shell, a remote's standalone page, an embed):
 * the providers that fill the runtime contract's contexts, sign-in with MSAL, the session's inactivity rules, the toast
 * stack, and the first render's data the shell's entry asked for (primed). The kit's own pieces the providers are made
 * of (the API client and its cache, the selected card, the toasts' stack) are '@portal/kit/host'.
 */
export * from './PortalProviders';
export * from '../auth/MsalAuthProvider';
export * from '../early/primed';
export * from '../ui/PortalToasts';
