import { PortalProviders, type MsalSetup, type PortalConfig } from '@portal/shared';
import { PortalRoutes } from './PortalRoutes';

/** The providers the shell mounts once for itself and every remote, then the routes. */
export function App({ config, msal }: { config: PortalConfig; msal: MsalSetup }) {
  return (
    <PortalProviders config={config} msal={msal}>
      <PortalRoutes returnPath={msal.returnPath} signInError={msal.error} />
    </PortalProviders>
  );
}
