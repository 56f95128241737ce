import { isSigningOut } from '@portal/kit/host';
import { Navigate, Route, Routes, STORAGE_KEYS, useAuth, useLocation, usePortalConfig, type SignOutReason } from '@portal/contract';
import { frameSections, safeReturnPath, SECTIONS, type SectionEntry, type SectionName } from '@portal/kit';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { Layout } from '../chrome/Layout';
import { part } from '../parts/part';
import { remoteSlotPart } from '../federation/lazy';
import { accountFramePart, homeFramePart } from '../frames/lazy';
import { loginPagePart } from '../pages/lazy';
import type { SectionName as SectionKey } from '../federation/RemoteSlot';
import { pageView } from '../monitoring/monitoring';

// Only the layout is in the first download; the login page, and everything a signed-in customer sees, load when first
// needed (docs/performance.md "What is shared, and what each choice bought"); bootstrap fetches the page's own first.
const RemoteSlot = part(remoteSlotPart, (m) => m.RemoteSlot);
const LoginPage = part(loginPagePart, (m) => m.LoginPage);
const HomeFrame = part(homeFramePart, (m) => m.HomeFrame);
const AccountFrame = part(accountFramePart, (m) => m.AccountFrame);
const NotFoundPage = lazy(() => import('../pages/NotFoundPage').then((m) => ({ default: m.NotFoundPage })));

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

const later = (node: ReactNode) => <Suspense fallback={null}>{node}</Suspense>;

/** Every section name of the table is a message of the shell (a missing one fails the type check). */
const sectionKey = (name: SectionName): SectionKey => `section.${name}` satisfies SectionKey;
const slot = (s: SectionEntry) => <RemoteSlot remote={s.remote} module={s.module} section={sectionKey(s.name)} />;
/** A section's route path in its frame ('/home/balance' → 'balance') or as a page ('/reset' → 'reset'). */
const segment = (s: SectionEntry) => s.path.split('/').pop()!;
/** Sections that are pages of their own: where payments end and mobile deletion (signed in), the e-mail links' pages. */
const PAGES = SECTIONS.filter((s) => s.frame === null);

/** The portal's routes: the shell's own pages, and every section of the sections table (@portal/kit's SECTIONS). */
export function PortalRoutes({
  returnPath,
  onReturned,
  signInError,
  signedOut = null,
  prerenderSlot,
}: {
  /** The prerender's stand-in for a signed-out page's section, whose own release draws it (shell/src/prerender). */
  prerenderSlot?: (s: SectionEntry) => ReactNode;
  returnPath: string | null;
  onReturned?(): void;
  signInError: string | null;
  signedOut?: SignOutReason | null;
}) {
  const config = usePortalConfig();
  // Each frame's sections, as the runtime config switches them on.
  const home = frameSections('home', config.features);
  const account = frameSections('account', config.features);
  const auth = useAuth();
  const { pathname } = useLocation();
  // The return path of a sign-in is followed once: when the signed-in customer has left the login page, it is
  // spent, and a later visit to /login goes on to /home/balance.
  useEffect(() => {
    if (returnPath && auth.isAuthenticated && pathname !== '/' && pathname.toLowerCase() !== '/login') onReturned?.();
  }, [returnPath, auth.isAuthenticated, pathname, onReturned]);
  // Every page shown, for monitoring (its page views and their sections).
  useEffect(() => pageView(pathname), [pathname]);
  const login = later(<LoginPage returnPath={returnPath} signInError={signInError} signedOut={signedOut} />);
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route index element={login} />
        <Route path="login" element={login} />
        <Route path="home" element={<RequireAuth>{later(<HomeFrame />)}</RequireAuth>}>
          <Route index element={<Navigate to={home[0]!.path} replace />} />
          {home.map((s) => (
            <Route key={s.path} path={segment(s)} element={slot(s)} />
          ))}
        </Route>
        <Route path="account" element={<RequireAuth>{later(<AccountFrame features={config.features} />)}</RequireAuth>}>
          <Route index element={slot(account[0]!)} />
          {account.map((s) => (
            <Route key={s.path} path={segment(s)} element={slot(s)} />
          ))}
        </Route>
        {PAGES.map((s) => (
          <Route
            key={s.path}
            path={segment(s)}
            element={s.signedIn ? <RequireAuth>{later(slot(s))}</RequireAuth> : (prerenderSlot?.(s) ?? later(slot(s)))}
          />
        ))}
        <Route path="*" element={later(<NotFoundPage />)} />
      </Route>
    </Routes>
  );
}
