/**
 * In the portal's build, MSAL's interaction client for the platform broker. MSAL creates one only once a broker was
 * found, and the portal's build finds none (PlatformAuthProvider.mjs here), so this never runs; if it ever did, it
 * says why rather than doing something else (docs/decisions/0013-msal-without-popup-and-broker.md).
 */
export class PlatformAuthInteractionClient {
  constructor() {
    throw new Error("MSAL's platform broker is not part of the portal's build (shared/build/shims/msal)");
  }
}
