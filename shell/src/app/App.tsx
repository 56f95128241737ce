import { useCallback, useState } from 'react';
import { sectionFor } from '../federation/routeSections';
import { PortalProviders, takeSignOutReason, type MsalSetup, type PortalConfig } from '@portal/shared';
import { PortalRoutes } from './PortalRoutes';

/** The providers the shell mounts once for itself and every remote, then the routes. */
export function App({ config, msal }: { config: PortalConfig; msal: MsalSetup }) {
  // Where a sign-in asked to come back to is used once: a later visit to /login goes on to /home/balance.
  const [returnPath, setReturnPath] = useState(msal.returnPath);
  const onReturned = useCallback(() => setReturnPath(null), []);
  // Why the last page of this tab was signed out (an idle timeout, an expired session, another tab): read once
  // when the page loads, so the login page shown for a moment before the sign-out navigation cannot use it up.
  const [signedOut] = useState(takeSignOutReason);
  // Every home tab shows the selected card's balance: opened on one, the balance is asked for with the card list.
  const [withBalance] = useState(() => sectionFor(window.location.pathname, true)?.frame === 'home');
  return (
    <PortalProviders config={config} msal={msal} withBalance={withBalance}>
      <PortalRoutes returnPath={returnPath} onReturned={onReturned} signInError={msal.error} signedOut={signedOut} />
    </PortalProviders>
  );
}
