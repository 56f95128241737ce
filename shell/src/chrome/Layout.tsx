import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { lazy, Suspense } from 'react';
import { Outlet, useAuth, useLocation } from '@portal/contract';
import { Banner } from './Banner';
import { OfflineNotice } from './OfflineNotice';
import { Footer } from './Footer';
import { NavBar } from './NavBar';
import { PageBoundary } from './PageBoundary';
import { useT } from '../i18n';

// One file with the signed-in menu (NavBar): both show on every signed-in page and never on the public ones.
const HelpButton = lazy(() => import(/* webpackChunkName: "signed-in-chrome" */ './HelpButton').then((m) => ({ default: m.HelpButton })));

/** Pages where the header menu and help button never show (spec 2, Shell). */
const PUBLIC_PATHS = new Set(['/', '/login', '/confirm', '/reset', '/confirmmobile', '/resetpasswordmobile']);

export function Layout() {
  const auth = useAuth();
  const { pathname } = useLocation();
  const t = useT();
  const signedInChrome = auth.isAuthenticated && !PUBLIC_PATHS.has(pathname.toLowerCase().replace(/\/+$/, '') || '/');
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <Box
        component="a"
        href="#main"
        sx={{ position: 'absolute', left: -9999, top: 8, zIndex: 2000, bgcolor: 'background.paper', p: 1, '&:focus': { left: 8 } }}
      >
        {t('layout.skip')}
      </Box>
      <NavBar showMenu={signedInChrome} />
      <OfflineNotice />
      <Banner />
      <Container component="main" id="main" tabIndex={-1} sx={{ flex: 1, py: 3, outline: 'none' }}>
        <PageBoundary resetKey={pathname}>
          <Outlet />
        </PageBoundary>
      </Container>
      <Footer />
      {signedInChrome && (
        <Suspense fallback={null}>
          <HelpButton />
        </Suspense>
      )}
    </Box>
  );
}
