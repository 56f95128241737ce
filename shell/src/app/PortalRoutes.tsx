import { isSigningOut } from '@portal/kit/session';
import {
  Navigate,
  Route,
  Routes,
  STORAGE_KEYS,
  useAuth,
  useLocation,
  usePortalConfig,
  type Frame,
  type SignOutReason,
  type TableSection,
} from '@portal/contract';
import { answerInQueryOf, safeReturnPath } from '@portal/kit';
import { routesOf } from '@portal/host/config';
import { basePath, FRAME_PATHS, frameAt, frameSections, nests, pageSections } from '@portal/host/sections';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { Layout } from '../chrome/Layout';
import { part } from '../parts/part';
import { remoteSlotPart } from '../federation/lazy';
import { useSectionsTable } from '../federation/sectionsTable';
import { accountFramePart, homeFramePart } from '../frames/lazy';
import { loginPagePart } from '../pages/lazy';
import { pageView } from '../monitoring/monitoring';

// Only the layout is in the first download; the login page, and everything a signed-in customer sees, load when first
// needed (docs/performance.md "What is shared, and what each choice bought"); bootstrap fetches the page's own first.
const RemoteSlot = part(remoteSlotPart, (m) => m.RemoteSlot);
const UnknownSection = part(remoteSlotPart, (m) => m.UnknownSection);
const LoginPage = part(loginPagePart, (m) => m.LoginPage);
const HomeFrame = part(homeFramePart, (m) => m.HomeFrame);
const AccountFrame = part(accountFramePart, (m) => m.AccountFrame);
const NotFoundPage = lazy(() => import('../pages/NotFoundPage').then((m) => ({ default: m.NotFoundPage })));

/** Signed-in routes: a signed-out visitor is sent to /login, and the path they asked for is kept for after. */
function RequireAuth({ children }: { children: ReactNode }) {
  const auth = useAuth();
  const location = useLocation();
  const table = useSectionsTable();
  const config = usePortalConfig();
  if (!auth.isAuthenticated) {
    const wanted = safeReturnPath(`${location.pathname}${location.search}${location.hash}`, window.location.origin, {
      answerInQuery: answerInQueryOf(table),
      landing: frameSections(table, 'home', config.features)[0]?.path,
    });
    // Not while this page signs out: nothing of the session is written back after it was cleared.
    if (wanted && !isSigningOut()) sessionStorage.setItem(STORAGE_KEYS.returnTo, wanted);
    return <Navigate to="/login" replace />;
  }
  return <>{children}</>;
}

const later = (node: ReactNode) => <Suspense fallback={null}>{node}</Suspense>;

const slot = (s: TableSection) => <RemoteSlot section={s} />;
/**
 * A section's route below its frame's ('/home/balance' → 'balance') or as a page ('/reset' → 'reset'); one that routes
 * the addresses under its own keeps its `/*` ('/account/history/*' → 'history/*').
 */
const segment = (s: TableSection, frame?: string) => {
  const base = s.path.replace(/\/\*$/, '');
  const own = frame ? base.slice(frame.length + 1) : base.replace(/^\//, '');
  return nests(s.path) ? `${own}/*` : own;
};

/**
 * The portal's routes: the shell's own pages and frames, and every section of the sections table, as the releases
 * that are live declare them (docs/sections.md). An address the runtime config gives a remote whose release could not
 * be read says so in its own area, with Retry.
 */
export function PortalRoutes({
  returnPath,
  onReturned,
  signInError,
  signedOut = null,
  prerenderSlot,
}: {
  /** The prerender's stand-in for a signed-out page's section, whose own release draws it (shell/src/prerender). */
  prerenderSlot?: (s: TableSection) => ReactNode;
  returnPath: string | null;
  onReturned?(): void;
  signInError: string | null;
  signedOut?: SignOutReason | null;
}) {
  const config = usePortalConfig();
  const table = useSectionsTable();
  // Each frame's sections, as the runtime config switches them on.
  const home = frameSections(table, 'home', config.features);
  const account = frameSections(table, 'account', config.features);
  const pages = pageSections(table, config.features);
  // Where a remote whose release could not be read would have its sections.
  const unknown = (table.unavailable ?? []).flatMap((remote) => (routesOf(config)[remote] ?? []).map((route) => ({ remote, route })));
  const auth = useAuth();
  const { pathname } = useLocation();
  // The return path of a sign-in is followed once: when the signed-in customer has left the login page, it is
  // spent, and a later visit to /login goes on to the home frame.
  useEffect(() => {
    if (returnPath && auth.isAuthenticated && pathname !== '/' && pathname.toLowerCase() !== '/login') onReturned?.();
  }, [returnPath, auth.isAuthenticated, pathname, onReturned]);
  // Every page shown, for monitoring (its page views and their sections).
  useEffect(() => pageView(pathname), [pathname]);
  const login = later(<LoginPage returnPath={returnPath} signInError={signInError} signedOut={signedOut} />);
  // In its frame where the address is one of a frame's, else a page of its own.
  const unknownRoutes = (frame: Frame | null) =>
    unknown
      .filter(({ route }) => frameAt(basePath(route)) === frame)
      .flatMap(({ remote, route }) => {
        const own = frame ? basePath(route).slice(FRAME_PATHS[frame].length + 1) : basePath(route).slice(1);
        const element = later(<UnknownSection remote={remote} />);
        // A route of the whole frame ('/account/*') is every address under it, the frame's own included.
        if (nests(route) && !own)
          return [<Route key={`${route}:index`} index element={element} />, <Route key={route} path="*" element={element} />];
        return [<Route key={route} path={nests(route) ? `${own}/*` : own} element={element} />];
      });
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route index element={login} />
        <Route path="login" element={login} />
        <Route path={FRAME_PATHS.home.slice(1)} element={<RequireAuth>{later(<HomeFrame />)}</RequireAuth>}>
          {home[0] && <Route index element={<Navigate to={home[0].path.replace(/\/\*$/, '')} replace />} />}
          {home.map((s) => (
            <Route key={s.path} path={segment(s, FRAME_PATHS.home)} element={slot(s)} />
          ))}
          {unknownRoutes('home')}
        </Route>
        <Route
          path={FRAME_PATHS.account.slice(1)}
          element={<RequireAuth>{later(<AccountFrame features={config.features} />)}</RequireAuth>}
        >
          {account[0] && <Route index element={slot(account[0])} />}
          {account.map((s) => (
            <Route key={s.path} path={segment(s, FRAME_PATHS.account)} element={slot(s)} />
          ))}
          {unknownRoutes('account')}
        </Route>
        {pages.map((s) => (
          <Route
            key={s.path}
            path={segment(s)}
            element={s.signedIn ? <RequireAuth>{later(slot(s))}</RequireAuth> : (prerenderSlot?.(s) ?? later(slot(s)))}
          />
        ))}
        {unknownRoutes(null)}
        <Route path="*" element={later(<NotFoundPage />)} />
      </Route>
    </Routes>
  );
}
