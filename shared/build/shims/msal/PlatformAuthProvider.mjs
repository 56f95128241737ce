/**
 * In the portal's build, MSAL's platform broker module (its discovery of the Windows account broker through a
 * browser extension or the DOM): the portal never allows the broker (`system.allowPlatformBroker` stays false, its
 * default), so no page has a broker, and its discovery, its two handlers and its interaction client are left out of
 * every app (docs/decisions/0013-msal-without-popup-and-broker.md). MSAL reads "no broker" from these, as it does
 * when a browser has none.
 */
export async function getPlatformAuthProvider() {
  return undefined;
}

export async function isPlatformBrokerAvailable() {
  return false;
}

export function isPlatformAuthAllowed() {
  return false;
}
