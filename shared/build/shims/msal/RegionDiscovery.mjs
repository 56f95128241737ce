/**
 * In the portal's build, MSAL's (common) discovery of the Azure region a confidential client runs in (it asks the
 * instance metadata service of a virtual machine). MSAL's Authority creates one with every authority, and calls it
 * only for an `azureRegionConfiguration`, which a browser's configuration has not; so it never runs here; if it ever
 * did, it says why rather than asking a network address the browser cannot reach
 * (docs/decisions/0013-msal-without-popup-and-broker.md).
 */
export class RegionDiscovery {
  async detectRegion() {
    throw new Error("MSAL's Azure region discovery is not part of the portal's build: a browser has no region (shared/build/shims/msal)");
  }
}
