import { isSigningOut } from '@portal/kit/host';
import { Navigate, Route, Routes, STORAGE_KEYS, useAuth, useLocation, type SignOutReason } from '@portal/contract';
import { safeReturnPath } from '@portal/kit';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { Layout } from '../chrome/Layout';
import { accountTabs } from '../frames/accountTabs';
import { loadPart } from '../federation/routeSections';
import { LoginPage } from '../pages/LoginPage';

// Only the login page and the layout are in the first download; everything a signed-in customer sees loads
// when first needed (first-load budget, README).
const RemoteSlot = lazy(() => loadPart.remoteSlot().then((m) => ({ default: m.RemoteSlot })));
const HomeFrame = lazy(() => loadPart.home().then((m) => ({ default: m.HomeFrame })));
const AccountFrame = lazy(() => loadPart.account().then((m) => ({ default: m.AccountFrame })));
const NotFoundPage = lazy(() => import('../pages/NotFoundPage').then((m) => ({ default: m.NotFoundPage })));
import { usePortalConfig } from '@portal/contract';

/** Signed-in routes: a signed-out visitor is sent to /login, and the path they asked for is kept for after. */
function RequireAuth({ children }: { children: ReactNode }) {
  const auth = useAuth();
  const location = useLocation();
  if (!auth.isAuthenticated) {
    const wanted = safeReturnPath(`${location.pathname}${location.search}${location.hash}`, window.location.origin);
    // Not while this page signs out: nothing of the session is written back after it was cleared.
    if (wanted && !isSigningOut()) sessionStorage.setItem(STORAGE_KEYS.returnTo, wanted);
    return <Navigate to="/login" replace />;
  }
  return <>{children}</>;
}

const ACCOUNT_SECTIONS = {
  info: <RemoteSlot remote="account" module="ManageAccountTab" section="section.info" />,
  payment: <RemoteSlot remote="account" module="PaymentMethodsTab" section="section.paymentMethods" />,
  manage: <RemoteSlot remote="account" module="ManageAccountTab" section="section.manageAccount" />,
};

const later = (node: ReactNode) => <Suspense fallback={null}>{node}</Suspense>;

export function PortalRoutes({ returnPath, onReturned, signInError, signedOut = null }: { returnPath: string | null; onReturned?(): void; signInError: string | null; signedOut?: SignOutReason | null }) {
  const config = usePortalConfig();
  const tabs = accountTabs(config.features);
  const auth = useAuth();
  const { pathname } = useLocation();
  // The return path of a sign-in is followed once: when the signed-in customer has left the login page, it is
  // spent, and a later visit to /login goes on to /home/balance.
  useEffect(() => {
    if (returnPath && auth.isAuthenticated && pathname !== '/' && pathname.toLowerCase() !== '/login') onReturned?.();
  }, [returnPath, auth.isAuthenticated, pathname, onReturned]);
  const login = <LoginPage returnPath={returnPath} signInError={signInError} signedOut={signedOut} />;
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route index element={login} />
        <Route path="login" element={login} />
        <Route path="home" element={<RequireAuth>{later(<HomeFrame />)}</RequireAuth>}>
          <Route index element={<Navigate to="/home/balance" replace />} />
          <Route path="balance" element={<RemoteSlot remote="balance" module="BalanceTab" section="section.balance" />} />
          <Route path="reload" element={<RemoteSlot remote="reload" module="ReloadTab" section="section.reload" />} />
          <Route path="manage" element={<RemoteSlot remote="account" module="ManageTab" section="section.manage" />} />
        </Route>
        <Route path="account" element={<RequireAuth>{later(<AccountFrame features={config.features} />)}</RequireAuth>}>
          <Route index element={ACCOUNT_SECTIONS[tabs[0]!.key]} />
          {tabs.map((t) => <Route key={t.key} path={t.key} element={ACCOUNT_SECTIONS[t.key]} />)}
        </Route>
        {/* Where payments end (spec 2): signed-in pages owned by remote-reload. */}
        <Route path="transaction_result" element={<RequireAuth>{later(<RemoteSlot remote="reload" module="TransactionResult" section="section.paymentResult" />)}</RequireAuth>} />
        <Route path="transaction_result_saved" element={<RequireAuth>{later(<RemoteSlot remote="reload" module="SavedCardResult" section="section.paymentResult" />)}</RequireAuth>} />
        <Route path="RequestMobileAccountDeletion" element={<RequireAuth>{later(<RemoteSlot remote="account" module="MobileAccountDeletion" section="section.mobileDeletion" />)}</RequireAuth>} />
        {/* Public pages reached from e-mail links: no sign-in. */}
        <Route path="confirm" element={later(<RemoteSlot remote="public" module="ConfirmEmail" section="section.confirmation" />)} />
        <Route path="ConfirmMobile" element={later(<RemoteSlot remote="public" module="ConfirmMobile" section="section.confirmation" />)} />
        <Route path="reset" element={later(<RemoteSlot remote="public" module="ResetPassword" section="section.passwordReset" />)} />
        <Route path="ResetPasswordMobile" element={later(<RemoteSlot remote="public" module="ResetPasswordMobile" section="section.passwordReset" />)} />
        <Route path="*" element={later(<NotFoundPage />)} />
      </Route>
    </Routes>
  );
}
