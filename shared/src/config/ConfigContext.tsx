import { createContext, useContext } from 'react';
import type { PortalConfig } from './portalConfig';

/** The runtime config, provided by the shell (or a standalone page) to every remote. */
export const PortalConfigContext = createContext<PortalConfig | null>(null);

export function usePortalConfig(): PortalConfig {
  const config = useContext(PortalConfigContext);
  if (!config) throw new Error('usePortalConfig() needs the PortalConfigContext the shell provides');
  return config;
}
