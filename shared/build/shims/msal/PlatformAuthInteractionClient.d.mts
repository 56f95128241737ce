/** MSAL's platform broker client in the portal's build: never created (PlatformAuthInteractionClient.mjs). */
export class PlatformAuthInteractionClient {
  constructor(...args: unknown[]);
}
