import type { ReactNode } from 'react';
import { useNavigate, usePortalConfig } from '@portal/contract';
import { PublicPagesContext } from './context';

/** Inside the portal (or the standalone page): the policy from the runtime config, Login goes to /login. */
export function InPortal({ children }: { children: ReactNode }) {
  const config = usePortalConfig();
  const navigate = useNavigate();
  return (
    <PublicPagesContext.Provider
      value={{ passwordPolicy: config.constants.passwordPolicy, loginHref: '/login', navigate: (href) => void navigate(href) }}
    >
      {children}
    </PublicPagesContext.Provider>
  );
}
