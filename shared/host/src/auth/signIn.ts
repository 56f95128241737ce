/**
 * The provider's sign-in, started for this page: by the app's login (MsalAuthProvider) and, on the login page drawn
 * before the JavaScript, by the shell's entry before the app (shell/src/startup.ts; docs/decisions/0020-the-login-page-
 * without-the-app.md). No imports but MSAL's own (msalStart) and dependency-free rules: the entry runs it before
 * federation has shared anything.
 */
import type { PublicClientApplication } from '@azure/msal-browser';
import type { PortalConfig, STORAGE_KEYS } from '@portal/contract';
import { safeReturnPath } from '@portal/kit/return-path';
import { startMsal } from './msalStart';

/** Where a guarded page asked for while signed out is remembered: the contract's STORAGE_KEYS.returnTo (the type checks it). */
const RETURN_TO: (typeof STORAGE_KEYS)['returnTo'] = 'portal.returnTo';

/** The identity provider does not answer (or MSAL could not reach its discovery document): the login page says so. */
export class ProviderDownError extends Error {
  constructor() {
    // eslint-disable-next-line lingui/no-unlocalized-strings -- never shown: the app's login page says auth.providerDown
    super('The identity provider did not answer');
    this.name = 'ProviderDownError';
  }
}

/** Where the provider's sign-in page is: the discovery document's authorization endpoint, or the authority. */
export function signInEndpoint(config: PortalConfig): string {
  try {
    const meta = JSON.parse(config.auth.authorityMetadata ?? '') as { authorization_endpoint?: unknown };
    if (typeof meta.authorization_endpoint === 'string') return meta.authorization_endpoint;
  } catch {
    /* no inline discovery: MSAL fetches it from the authority */
  }
  return config.auth.authority;
}

/**
 * Checks that the provider answers at all before the browser is sent there (any HTTP answer counts; only a
 * network failure or no answer within timeoutMs does not). A redirect to a provider that is down would leave the
 * customer on the browser's own error page, with the portal gone.
 */
export async function providerAnswers(url: string, timeoutMs = 8000, fetchImpl: typeof fetch = fetch): Promise<boolean> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    await fetchImpl(url, { mode: 'no-cors', cache: 'no-store', credentials: 'omit', signal: controller.signal });
    return true;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/** The page to come back to after sign-in that this tab remembers (a guarded page asked for while signed out), checked. */
export function rememberedReturnPath(storage: Pick<Storage, 'getItem'> = window.sessionStorage): string | null {
  try {
    return safeReturnPath(storage.getItem(RETURN_TO), window.location.origin);
  } catch {
    return null; // storage blocked: sign-in lands on the balance
  }
}

/**
 * Sends the browser to the provider's sign-in with MSAL's client `msal`: the portal's scopes, `returnPath` (checked
 * again) as the state to come back to, and the provider's pages in `uiLocale` (B2C: ui_locales). Rejects with
 * ProviderDownError when the provider does not answer or MSAL cannot reach its discovery document; with MSAL's own
 * error otherwise. Once MSAL has started the navigation the page is leaving.
 */
export async function signInRedirect(
  msal: Promise<PublicClientApplication>,
  config: PortalConfig,
  returnPath: string | null,
  uiLocale: string,
  answers: (url: string) => Promise<boolean> = providerAnswers,
): Promise<void> {
  const [pca, up] = await Promise.all([msal, answers(signInEndpoint(config))]);
  if (!up) throw new ProviderDownError();
  try {
    await pca.loginRedirect({
      scopes: config.auth.scopes,
      state: safeReturnPath(returnPath, window.location.origin) ?? undefined,
      extraQueryParameters: { ui_locales: uiLocale },
    });
  } catch (e) {
    // MSAL could not reach the provider's discovery document (a tenant without inline metadata).
    if (
      e instanceof Error &&
      /endpoints_resolution_error|network|fetch/i.test(`${(e as { errorCode?: string }).errorCode ?? ''} ${e.message}`)
    )
      throw new ProviderDownError();
    throw e;
  }
}

/**
 * signInRedirect with this page's MSAL client (msalStart.ts: the one the app takes, if it starts) and the return path
 * this tab remembers: what a press on 'Log in / Sign up' does, from the app's login page or before the app.
 */
export const signInFromThisPage = (config: PortalConfig, uiLocale: string): Promise<void> =>
  signInRedirect(
    startMsal(config.auth).then((started) => started.pca),
    config,
    rememberedReturnPath(),
    uiLocale,
  );
