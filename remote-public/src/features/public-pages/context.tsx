import { createContext, useContext } from 'react';
import type { PasswordPolicy } from '@portal/kit/validation';

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

/** An e-mail link's parameters: the page needs every one (the prerendered pages' state follows the same rule). */
export const LINK_PARAMS = ['code', 'userId'] as const;

/** The code and userId of an e-mail link. */
export function linkParams(search: string): { code: string; userId: string } | null {
  const q = new URLSearchParams(search);
  const code = q.get('code')?.trim() ?? '';
  const userId = q.get('userId')?.trim() ?? '';
  return code && userId ? { code, userId } : null;
}
