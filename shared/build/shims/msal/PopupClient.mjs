/**
 * In the portal's build, MSAL's popup client. The portal signs in, renews and signs out by redirect only (B2C's
 * redirect flow); a popup call fails with this error, through MSAL's own error handling, instead of opening a
 * window (docs/decisions/0013-msal-without-popup-and-broker.md).
 */
export class PopupClient {
  constructor() {
    throw new Error("MSAL's popup flow is not part of the portal's build: the portal signs in by redirect (shared/build/shims/msal)");
  }
}
