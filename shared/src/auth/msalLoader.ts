/**
 * When MSAL downloads. It has no React and no shared module in it, so the shell's entry can start it before the
 * shared libraries have arrived (shell/src/index.ts), and every later use takes the same download.
 */

/** MSAL's code (~58 KB), fetched once. */
export const loadMsal = () => import('./msalLibrary');

/** MSAL keeps everything it knows under keys starting with 'msal.': none means nobody is or was signing in. */
export function hasMsalState(storages: Storage[] = [window.localStorage, window.sessionStorage]): boolean {
  return storages.some((s) => Object.keys(s).some((k) => k.startsWith('msal.')));
}
