import { useCallback, useState } from 'react';
import { PortalProviders, type MsalSetup } from '@portal/host/app';
import { takeSignOutReason } from '@portal/kit/session';
import type { PortalConfig } from '@portal/contract';
import { PortalRoutes } from './PortalRoutes';
import { AskedBy } from '../monitoring/AskedBy';

/** The providers the shell mounts once for itself and every remote, then the routes. */
/**
 * `withBalance`: the page opened is a home tab, which shows the selected card's balance; `primed`: the data the first
 * render has already (bootstrap.tsx decides both).
 */
export function App({
  config,
  msal,
  withBalance = false,
  primed,
}: {
  config: PortalConfig;
  msal: MsalSetup;
  withBalance?: boolean;
  primed?: ReadonlyMap<string, unknown>;
}) {
  // Where a sign-in asked to come back to is used once: a later visit to /login goes on to /home/balance.
  const [returnPath, setReturnPath] = useState(msal.returnPath);
  const onReturned = useCallback(() => setReturnPath(null), []);
  // Why the last page of this tab was signed out (an idle timeout, an expired session, another tab): read once
  // when the page loads, so the login page shown for a moment before the sign-out navigation cannot use it up.
  const [signedOut] = useState(takeSignOutReason);
  return (
    <PortalProviders config={config} msal={msal} withBalance={withBalance} primed={primed}>
      <AskedBy remote="shell">
        <PortalRoutes returnPath={returnPath} onReturned={onReturned} signInError={msal.error} signedOut={signedOut} />
      </AskedBy>
    </PortalProviders>
  );
}
