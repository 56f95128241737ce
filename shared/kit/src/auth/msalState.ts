/**
 * Whether anybody is or was signing in on this page's origin. No imports: the shell's entry and login.html's inline
 * script (shell/src/prerender) ask it before any shared module has arrived, and index.html's inline script asks the
 * same with MSAL_KEY_PREFIX (shared/build/preloadPlugin.ts).
 */

/** MSAL keeps everything it knows under keys starting with this: none means nobody is or was signing in. */
export const MSAL_KEY_PREFIX = 'msal.';

export function hasMsalState(storages: Storage[] = [window.localStorage, window.sessionStorage]): boolean {
  return storages.some((s) => Object.keys(s).some((k) => k.startsWith(MSAL_KEY_PREFIX)));
}
