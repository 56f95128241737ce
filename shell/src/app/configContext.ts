import { createContext, useContext } from 'react';
import type { PortalConfig } from '@portal/shared';

export const PortalConfigContext = createContext<PortalConfig | null>(null);

export function usePortalConfig(): PortalConfig {
  const c = useContext(PortalConfigContext);
  if (!c) throw new Error('usePortalConfig() outside the shell');
  return c;
}
