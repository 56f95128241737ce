/**
 * In the portal's build, MSAL's client that redeems an authorization code a server obtained (`acquireTokenByCode`,
 * the hybrid SPA flow). The portal signs in by redirect and never hands MSAL a code of its own, so MSAL never creates
 * one; if it ever did, it says why rather than doing something else
 * (docs/decisions/0013-msal-without-popup-and-broker.md).
 */
export class SilentAuthCodeClient {
  constructor() {
    throw new Error(
      "MSAL's acquireTokenByCode is not part of the portal's build: the portal signs in by redirect (shared/build/shims/msal)",
    );
  }
}
