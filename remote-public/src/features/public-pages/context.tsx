import { createContext, useContext } from 'react';
import type { PasswordPolicy } from './passwordRules';

/** What the public pages need from where they run: the portal (runtime config) or an integrator's page (embed options). */
export interface PublicPagesSettings {
  passwordPolicy: PasswordPolicy;
  /** Where the Login and Back to login buttons go; none hides them (e.g. inside the mobile app). */
  loginHref: string | null;
  /** Navigates inside the portal instead of loading the page again. */
  navigate?: (href: string) => void;
}

export const PublicPagesContext = createContext<PublicPagesSettings>({ passwordPolicy: 'strong', loginHref: null });

export const usePublicPages = () => useContext(PublicPagesContext);

/**
 * True while the build draws the pages (prerender.tsx): they then carry the marks the early script reads
 * (early/protocol.ts); the app's own pages never do.
 */
export const DrawingForEarlyScript = createContext(false);

export { LINK_PARAMS, linkParams } from './link';
