import type { PortalConfig } from '@portal/contract';
import { announceSession, claimProviderSignOut, markSigningOut, rememberSignOutReason } from '@portal/kit/session';
import { signOutHere } from './MsalAuthProvider';
import { signedInAccount, startMsal } from './msalStart';

/**
 * A session found past the inactivity limit as the page opened (session/gate.ts has wiped the portal's data): ended
 * as an idle sign-out is, without a token read or a call to the API. Every other tab of the portal is told; one tab
 * signs out at the identity provider (so the next person on this computer is not signed in by the provider's own
 * session) and comes back to the login page, which says why; MSAL's cache is cleared on the way.
 */
export async function endIdleSession(config: PortalConfig): Promise<void> {
  markSigningOut();
  rememberSignOutReason('idle');
  announceSession({ type: 'signed-out', reason: 'idle' });
  const { pca, redirect } = await startMsal(config.auth);
  await Promise.resolve(redirect).catch(() => undefined);
  if (!(await claimProviderSignOut())) {
    await signOutHere(pca, config, 'idle');
    return;
  }
  const account = signedInAccount(pca);
  await pca.logoutRedirect({ account: account ?? undefined, postLogoutRedirectUri: config.auth.postLogoutRedirectUri });
}
