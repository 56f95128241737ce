/**
 * In the portal's build, MSAL's (common) generator of DPoP proofs, and its reading of a DPoP resource request (which
 * only the platform broker's client calls, left out too). MSAL creates one only for a token asked for with
 * `authenticationScheme: 'dpop'`; the portal asks for bearer tokens only, so it never does; if it ever did, it says
 * why rather than doing something else (docs/decisions/0013-msal-without-popup-and-broker.md).
 */
const refused = () =>
  new Error("MSAL's DPoP proofs are not part of the portal's build: the portal asks for bearer tokens (shared/build/shims/msal)");

export class DpopProofGenerator {
  constructor() {
    throw refused();
  }
}

export function normalizeDpopResourceRequestContext() {
  throw refused();
}
