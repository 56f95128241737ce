/**
 * @portal/kit: what two apps use that need not be one instance in the page (pure rules, formatting, typed API calls
 * and data hooks, UI pieces). Bundled into each app that uses it, so a section always runs the helpers it was built
 * and tested with; only what an app imports reaches its bundle (the package is free of side effects). What must be
 * one instance (auth, config, router, toasts, the API client, the i18n instance) is @portal/contract.
 *
 * Areas with an entry point of their own: the package.json "exports" (scripts/test/kit-entries.test.mts checks that
 * each is used by two apps or says why not, and that docs/releases.md lists them all).
 */
// Texts: each app's catalogues, and the kit's own.
export * from './language/catalogue';
export * from './i18n';
export * from './language/LanguageSwitch';
// The customer API: typed calls and the data hooks (one SWR cache keyed by API paths).
export * from './api/endpoints';
export * as api from './api/calls';
// What an app builds its own calls with (a call one app makes lives in that app's feature, docs/decisions/0006).
export { clientVariant, httpGet, httpSend } from './api/calls/request';
export { str } from './api/cardAnswer';
export * from './api/hooks';
export type * from './api/raw';
// Domain rules and formatting (spec 3 and 4).
export * from './domain/dates';
export * from './domain/balance';
export * from './domain/history';
export * from './domain/cards';
export * from './domain/reloadProposal';
export * from './rules/returnPath';
export * from './rules/isRecord';
// UI pieces.
export * from './ui/theme';
export * from './ui/sx';
export * from './ui/ConfirmDialog';
export * from './ui/RetryAlert';
export * from './ui/ErrorBoundary';
export * from './ui/useMediaQuery';
export * from './ui/TextInput';
export * from './ui/CheckboxField';
export * from './ui/nativeControl';
export * from './ui/BalanceSummary';
export * from './ui/SectionSkeleton';
export * from './ui/pluralForms';
export * from './cards/CardSelect';
// Returning customers and offline: the last known data, and whether there is a connection.
export * from './offline/lastKnown';
export * from './offline/AsOf';
export * from './offline/online';
export * from './offline/OfflineGate';
