import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { AccountInfo, PublicClientApplication } from '@azure/msal-browser';
import type { PortalConfig } from '@portal/contract';
import { answerInQueryOf, safeReturnPath } from '@portal/kit';
import { clearPortalStorage } from '@portal/contract';
import { AuthContext, type PortalAuth } from '@portal/contract';
import {
  announceSession,
  claimProviderSignOut,
  markSigningOut,
  type SignOutReason,
  listenToSession,
  reasonInThisTab,
  rememberSignOutReason,
  writeLastActivity,
} from '@portal/kit/session';
import { intlLocale } from '@portal/contract';
import { hasMsalState, loadMsal } from './msalLoader';
import { signedInAccount, startMsal, toPortalAccount } from './msalStart';
import { ProviderDownError, signInRedirect } from './signIn';
import { st } from '@portal/kit';

export interface MsalSetup {
  /** null until MSAL is needed: a visitor with no sign-in state does not download it until they sign in. */
  pca: PublicClientApplication | null;
  account: AccountInfo | null;
  /** Where to go after a sign-in that just completed (already checked with safeReturnPath). */
  returnPath: string | null;
  /** A sign-in that came back with an error (shown on the login page). */
  error: string | null;
}

export { hasMsalState } from './msalLoader';

/** The page's MSAL client (msalStart.ts): the one the shell's entry may have started already. */
const createMsal = async (config: PortalConfig) => (await startMsal(config.auth)).pca;

/**
 * Creates the MSAL client from the runtime config and completes a sign-in redirect if one is coming back.
 * With no MSAL state at all (a first visit), MSAL is not even downloaded until the visitor signs in.
 */
export async function initMsal(config: PortalConfig, opts: { force?: boolean } = {}): Promise<MsalSetup> {
  if (!opts.force && !hasMsalState()) {
    // Back from a sign-out whose page also cleared MSAL's leftovers (a second widget signing out here): there is no
    // state for MSAL to read, and the address is cleaned all the same.
    cleanProviderState();
    return { pca: null, account: null, returnPath: null, error: null };
  }
  const { pca, redirect } = await startMsal(config.auth);
  let returnPath: string | null = null;
  let error: string | null = null;
  try {
    const result = await redirect;
    if (result?.account) {
      pca.setActiveAccount(result.account);
      returnPath = safeReturnPath(result.state, window.location.origin);
      // A sign-in is activity; other tabs still on a signed-out page pick the new session up.
      writeLastActivity(Date.now());
      announceSession({ type: 'signed-in' });
    }
  } catch (e) {
    error = (e as Error).message;
  }
  cleanProviderState();
  const account = signedInAccount(pca);
  if (account && !pca.getActiveAccount()) pca.setActiveAccount(account);
  return { pca, account, returnPath, error };
}

/**
 * Coming back from sign-out the provider hands MSAL its state in the query; once MSAL has read it (or when there is
 * nothing for it to read), the address is cleaned so the login page has a plain URL.
 */
function cleanProviderState(): void {
  const params = new URLSearchParams(window.location.search);
  if (params.has('state') && !params.has('code') && !params.has('error')) {
    window.history.replaceState(window.history.state, '', window.location.pathname);
  }
}

export { toPortalAccount };

/** The identity provider did not answer: the login page says so instead of the browser showing its error page. */
export class ProviderUnavailableError extends Error {
  constructor() {
    super(st('auth.providerDown'));
    this.name = 'ProviderUnavailableError';
  }
}

/**
 * Drops the session in this tab only: MSAL's cache and the portal's stored data are cleared, and a full
 * navigation to the login page leaves nothing of the portal in memory.
 */
export async function signOutHere(pca: PublicClientApplication | null, config: PortalConfig, reason: SignOutReason): Promise<void> {
  await Promise.resolve(pca?.clearCache()).catch(() => undefined);
  clearPortalStorage();
  if (reason !== 'logout') rememberSignOutReason(reason);
  window.location.replace(config.auth.postLogoutRedirectUri);
}

/**
 * The same signed-in account, as far as the portal can tell: MSAL gives a new object for it on every read of its
 * cache. A new ID token (its claims may have changed) counts as another.
 */
function sameAccount(a: AccountInfo | null, b: AccountInfo | null): boolean {
  if (a === b) return true;
  if (!a || !b) return false;
  return (
    a.homeAccountId === b.homeAccountId &&
    a.localAccountId === b.localAccountId &&
    a.username === b.username &&
    a.name === b.name &&
    a.idToken === b.idToken &&
    JSON.stringify(a.idTokenClaims ?? null) === JSON.stringify(b.idTokenClaims ?? null)
  );
}

/** Provides PortalAuth over MSAL: silent tokens with the API scopes, a redirect when interaction is required. */
export function MsalAuthProvider({ setup, config, children }: { setup: MsalSetup; config: PortalConfig; children: ReactNode }) {
  const [pca, setPca] = useState<PublicClientApplication | null>(setup.pca);
  const [account, setAccount] = useState<AccountInfo | null>(setup.account);

  useEffect(() => {
    if (!pca) return undefined;
    let id: string | null = null;
    void loadMsal().then(({ EventType }) => {
      id = pca.addEventCallback((event) => {
        if (
          event.eventType === EventType.LOGIN_SUCCESS ||
          event.eventType === EventType.ACQUIRE_TOKEN_SUCCESS ||
          event.eventType === EventType.LOGOUT_SUCCESS
        ) {
          // Every silent token (each API call's, from MSAL's cache too) says so: the same account is kept, so the whole
          // page under this provider does not render again for it (on a first visit, a render of the whole page
          // between the app's first one and its first paint).
          const next = pca.getActiveAccount() ?? pca.getAllAccounts()[0] ?? null;
          setAccount((current) => (sameAccount(current, next) ? current : next));
        }
      });
    });
    return () => {
      if (id) pca.removeEventCallback(id);
    };
  }, [pca]);

  // One session for every tab: another tab's sign-out replaces this tab's pages with the login page, with nothing
  // of the portal left in memory or storage (a full navigation, after MSAL's cache and the portal's data are
  // cleared); another tab's sign-in is picked up by a tab that is signed out.
  const signedIn = Boolean(account);
  const signingOut = useRef(false);
  useEffect(() => {
    if (!signedIn) return undefined;
    // The customer's other tabs signed out, or one of them timed out: no provider round trip from here.
    return listenToSession((message) => {
      if (message.type !== 'signed-out' || signingOut.current) return;
      signingOut.current = true;
      markSigningOut();
      void signOutHere(pca, config, reasonInThisTab(message.reason));
    });
  }, [signedIn, pca, config]);
  useEffect(() => {
    if (signedIn) return undefined;
    return listenToSession((message) => {
      if (message.type === 'signed-in') window.location.reload();
    });
  }, [signedIn]);

  const value = useMemo<PortalAuth>(() => {
    const scopes = config.auth.scopes;
    const portalAccount = toPortalAccount(account);
    const client = async () => {
      if (pca) return pca;
      const created = await createMsal(config);
      setPca(created);
      return created;
    };
    return {
      account: portalAccount,
      isAuthenticated: Boolean(account),
      displayName: portalAccount?.name ?? '',
      async getAccessToken() {
        if (!account || !pca) throw new Error('Not signed in');
        const { InteractionRequiredAuthError } = await loadMsal();
        try {
          return (await pca.acquireTokenSilent({ scopes, account })).accessToken;
        } catch (e) {
          if (e instanceof InteractionRequiredAuthError) {
            const here = `${window.location.pathname}${window.location.search}`;
            await pca.acquireTokenRedirect({
              scopes,
              account,
              state: safeReturnPath(here, window.location.origin, { answerInQuery: answerInQueryOf(config.sections) }) ?? undefined,
            });
          }
          throw e;
        }
      },
      async login(returnPath) {
        try {
          // The provider's pages speak the portal's language (B2C: ui_locales).
          await signInRedirect(client(), config, returnPath ?? null, intlLocale());
        } catch (e) {
          throw e instanceof ProviderDownError ? new ProviderUnavailableError() : e;
        }
      },
      async logout(reason = 'logout') {
        if (signingOut.current) return;
        signingOut.current = true;
        markSigningOut();
        clearPortalStorage();
        if (reason !== 'logout') rememberSignOutReason(reason);
        announceSession({ type: 'signed-out', reason });
        if (!pca) {
          window.location.assign(config.auth.postLogoutRedirectUri);
          return;
        }
        // Two tabs timing out together: one signs out at the provider, the other only here.
        if (!(await claimProviderSignOut())) {
          await signOutHere(pca, config, reason);
          return;
        }
        await pca.logoutRedirect({ account: account ?? undefined, postLogoutRedirectUri: config.auth.postLogoutRedirectUri });
      },
    };
  }, [account, config, pca]);

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
