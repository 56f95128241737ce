/** MSAL's proof-of-possession token generator in the portal's build: refuses, the portal asks for bearer tokens (PopTokenGenerator.mjs). */
export class PopTokenGenerator {
  constructor(...args: unknown[]);
}
