/**
 * MSAL's client for this page, created once. No imports but MSAL's own file (msalLoader) and types: the shell's entry
 * starts it for a signed-in customer before any shared module has arrived (shell/src/startup.ts), and initMsal then
 * takes the same client, so MSAL is initialised once and a sign-in coming back is handled once.
 */
import type { AccountInfo, AuthenticationResult, PublicClientApplication } from '@azure/msal-browser';
import type { PortalAccount, PortalConfig } from '@portal/contract';
import { loadMsal } from './msalLoader';

export interface StartedMsal {
  pca: PublicClientApplication;
  /** MSAL's handling of a sign-in coming back to this page (null when none is). */
  redirect: Promise<AuthenticationResult | null>;
}

let started: Promise<StartedMsal> | null = null;

/** The page's MSAL client, initialised, with its redirect handling under way; created on the first call. */
export function startMsal(auth: PortalConfig['auth']): Promise<StartedMsal> {
  if (started) return started;
  const starting = (async () => {
    const { PublicClientApplication, ProtocolMode } = await loadMsal();
    const pca = new PublicClientApplication({
      auth: {
        clientId: auth.clientId,
        authority: auth.authority,
        knownAuthorities: auth.knownAuthorities,
        authorityMetadata: auth.authorityMetadata ?? '',
        redirectUri: auth.redirectUri,
        postLogoutRedirectUri: auth.postLogoutRedirectUri,
      },
      cache: { cacheLocation: 'localStorage' },
      system: { protocolMode: auth.protocolMode === 'OIDC' ? ProtocolMode.OIDC : ProtocolMode.AAD },
    });
    await pca.initialize();
    const redirect = pca.handleRedirectPromise();
    redirect.catch(() => undefined); // initMsal reports it
    return { pca, redirect };
  })();
  started = starting;
  // A start that failed is not kept: the next caller tries again.
  starting.catch(() => {
    if (started === starting) started = null;
  });
  return starting;
}

/** The account signed in on this page after the redirect handling: the active one, else the first MSAL knows. */
export function signedInAccount(pca: PublicClientApplication): AccountInfo | null {
  return pca.getActiveAccount() ?? pca.getAllAccounts()[0] ?? null;
}

/** The portal's account from MSAL's: the e-mail the customer signs in with, lowercased, and their name. */
export function toPortalAccount(account: AccountInfo | null): PortalAccount | null {
  if (!account) return null;
  const claims = (account.idTokenClaims ?? {}) as { username?: unknown; emails?: unknown };
  const email =
    typeof claims.username === 'string'
      ? claims.username
      : Array.isArray(claims.emails) && typeof claims.emails[0] === 'string'
        ? claims.emails[0]
        : account.username;
  return { username: email.toLowerCase(), name: account.name ?? '' };
}
