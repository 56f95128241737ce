/**
 * '@portal/kit/host': what a page that hosts sections mounts once (the shell, a remote's standalone page, an embed):
 * the providers that fill the runtime contract's contexts, sign-in, the session and inactivity rules, the API client
 * and its cache, the toast stack.
 */
export * from './app/PortalProviders';
export * from './auth/MsalAuthProvider';
export * from './api/client';
export * from './api/ApiProvider';
export * from './api/primed';
export * from './cards/SelectedCard';
export * from './session/session';
export * from './ui/PortalToasts';
export * from './ui/NotistackToasts';
