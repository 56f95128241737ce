import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { safeReturnPath, STORAGE_KEYS, useAuth } from '@portal/shared';
import type { ReactNode } from 'react';
import { RemoteSlot } from '../federation/RemoteSlot';
import { Layout } from '../chrome/Layout';
import { AccountFrame, accountTabs } from '../frames/AccountFrame';
import { HomeFrame } from '../frames/HomeFrame';
import { LoginPage } from '../pages/LoginPage';
import { NotFoundPage } from '../pages/NotFoundPage';
import { usePortalConfig } from '@portal/shared';

/** Signed-in routes: a signed-out visitor is sent to /login, and the path they asked for is kept for after. */
function RequireAuth({ children }: { children: ReactNode }) {
  const auth = useAuth();
  const location = useLocation();
  if (!auth.isAuthenticated) {
    const wanted = safeReturnPath(`${location.pathname}${location.search}${location.hash}`, window.location.origin);
    if (wanted) sessionStorage.setItem(STORAGE_KEYS.returnTo, wanted);
    return <Navigate to="/login" replace />;
  }
  return <>{children}</>;
}

const ACCOUNT_SECTIONS = {
  info: <RemoteSlot remote="account" module="ManageAccountTab" section="Info" />,
  payment: <RemoteSlot remote="account" module="PaymentMethodsTab" section="Payment Methods" />,
  manage: <RemoteSlot remote="account" module="ManageAccountTab" section="Manage account" />,
};

export function PortalRoutes({ returnPath, signInError }: { returnPath: string | null; signInError: string | null }) {
  const config = usePortalConfig();
  const tabs = accountTabs(config.features);
  const login = <LoginPage returnPath={returnPath} signInError={signInError} />;
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route index element={login} />
        <Route path="login" element={login} />
        <Route path="home" element={<RequireAuth><HomeFrame /></RequireAuth>}>
          <Route index element={<Navigate to="/home/balance" replace />} />
          <Route path="balance" element={<RemoteSlot remote="balance" module="BalanceTab" section="Balance" />} />
          <Route path="reload" element={<RemoteSlot remote="reload" module="ReloadTab" section="Reload" />} />
          <Route path="manage" element={<RemoteSlot remote="account" module="ManageTab" section="Manage" />} />
        </Route>
        <Route path="account" element={<RequireAuth><AccountFrame features={config.features} /></RequireAuth>}>
          <Route index element={ACCOUNT_SECTIONS[tabs[0]!.key]} />
          {tabs.map((t) => <Route key={t.key} path={t.key} element={ACCOUNT_SECTIONS[t.key]} />)}
        </Route>
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
