/**
 * @portal/contract: the runtime contract between the shell and the sections. What must be one instance in the page
 * (auth, session state, toasts, the runtime config, the router, the selected card, the API client and its SWR cache
 * keys, the i18n instance) and the types they exchange. Shared as one singleton, kept small, versioned with semver:
 * a change to anything exported here is a new version (CHANGELOG.md; api/contract.api.md is checked in CI).
 * Helpers and UI pieces are not here: they are @portal/kit, bundled into each app.
 */
export { CONTRACT_VERSION } from './version';
export * from './config';
export * from './auth';
export * from './api';
export * from './toast';
export * from './selectedCard';
export * from './storage';
export { prefetch, takePrefetched, PREFETCH_FRESH_MS, primeAnswers, primedAnswer } from './prefetch';
export * from './types';
export * from './router';
export * from './i18n/i18n';
export * from './i18n/LocaleContext';
export type * from './federation';
export * from './tabDrawing';
export * from './sections';
