/**
 * Whether anybody is or was signing in on this page's origin. No imports: the shell's entry and login.html's inline
 * script (shell/src/prerender) ask it before any shared module has arrived.
 */

/** MSAL keeps everything it knows under keys starting with 'msal.': none means nobody is or was signing in. */
export function hasMsalState(storages: Storage[] = [window.localStorage, window.sessionStorage]): boolean {
  return storages.some((s) => Object.keys(s).some((k) => k.startsWith('msal.')));
}
