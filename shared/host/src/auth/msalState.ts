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

/** MSAL's list of the accounts it has signed in (`msal.account.keys`; `msal.<schema>.account.keys` since v5). */
const ACCOUNT_KEYS = /^msal\.(?:\d+\.)?account\.keys$/;

/**
 * Whether an account is signed in on this origin, as far as a page can tell before MSAL has started: MSAL's list of
 * accounts is not empty (its tokens are encrypted; the list of their keys is not). After a sign-out only MSAL's
 * version is left, which hasMsalState still counts.
 */
export function hasMsalAccount(storages: Storage[] = [window.localStorage, window.sessionStorage]): boolean {
  return storages.some((s) =>
    Object.keys(s).some((k) => {
      if (!ACCOUNT_KEYS.test(k)) return false;
      try {
        const keys: unknown = JSON.parse(s.getItem(k) ?? '');
        return Array.isArray(keys) && keys.length > 0;
      } catch {
        return false;
      }
    }),
  );
}
