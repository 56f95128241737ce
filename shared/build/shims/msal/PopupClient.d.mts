/** MSAL's popup client in the portal's build: refuses, the portal signs in by redirect (PopupClient.mjs). */
export class PopupClient {
  constructor(...args: unknown[]);
}
