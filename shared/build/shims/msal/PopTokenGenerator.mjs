/**
 * In the portal's build, MSAL's (common) generator of proof-of-possession tokens. MSAL creates one only for a token
 * asked for with `authenticationScheme: 'pop'`; the portal asks for bearer tokens only (the API's and B2C's), so it
 * never does; if it ever did, it says why rather than doing something else
 * (docs/decisions/0013-msal-without-popup-and-broker.md).
 */
export class PopTokenGenerator {
  constructor() {
    throw new Error(
      "MSAL's proof-of-possession tokens are not part of the portal's build: the portal asks for bearer tokens (shared/build/shims/msal)",
    );
  }
}
