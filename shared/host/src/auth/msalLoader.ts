/**
 * When MSAL downloads. It has no React and no shared module in it, so the shell's entry can start it before the
 * shared libraries have arrived (shell/src/index.ts), and every later use takes the same download.
 */

/** MSAL's code (~58 KB, the chunk `msal`), fetched once; index.html preloads it for a visitor with MSAL state. */
export const loadMsal = () => import('./msalLibrary');

export { hasMsalAccount, hasMsalState, MSAL_KEY_PREFIX } from './msalState';
