/** The sandbox's banner file (sandbox/banner.json), drawn in the prerendered pages by the shell's server. */
export const SANDBOX_BANNER = 'You are using the portal against the embedded sandbox: no real cards are charged.';
