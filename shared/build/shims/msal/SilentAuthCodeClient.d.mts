/** MSAL's code-redeeming client in the portal's build: refuses, the portal signs in by redirect (SilentAuthCodeClient.mjs). */
export class SilentAuthCodeClient {
  constructor(...args: unknown[]);
}
