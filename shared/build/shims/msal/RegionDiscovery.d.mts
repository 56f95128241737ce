/** MSAL's region discovery in the portal's build: created, never asked (RegionDiscovery.mjs). */
export class RegionDiscovery {
  constructor(...args: unknown[]);
  detectRegion(...args: unknown[]): Promise<never>;
}
