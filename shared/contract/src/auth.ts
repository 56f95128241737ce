import { createContext, useContext } from 'react';

/** Why a tab was signed out: what its login page tells the customer. */
export type SignOutReason = 'logout' | 'idle' | 'expired' | 'other-tab';

export interface PortalAccount {
  /** The lowercased username the agency API knows the customer by (their e-mail). */
  username: string;
  /** The name to greet the customer with; empty when the provider has none. */
  name: string;
}

/** The one sign-in state of the portal, provided by the shell (or a standalone page) and read by every remote. */
export interface PortalAuth {
  account: PortalAccount | null;
  isAuthenticated: boolean;
  displayName: string;
  /** An access token for the customer API with the read and write scopes. */
  getAccessToken(): Promise<string>;
  /** Starts the provider's redirect sign-in; after it the user comes back to returnPath when it is safe. */
  login(returnPath?: string | null): Promise<void>;
  /**
   * Signs out at the provider and clears the portal's stored data; every other tab of the portal signs out too.
   * The reason (default 'logout') is what the login page tells the customer ('idle', 'expired').
   */
  logout(reason?: SignOutReason): Promise<void>;
}

export const AuthContext = createContext<PortalAuth | null>(null);

export function useAuth(): PortalAuth {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error('useAuth() needs an AuthProvider above it (the shell, or a standalone page, provides one)');
  return auth;
}
