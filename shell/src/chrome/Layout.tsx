import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { Suspense } from 'react';
import { Outlet, useAuth, useLocation } from '@portal/contract';
import { Banner } from './Banner';
import { OfflineNotice } from './OfflineNotice';
import { Footer } from './Footer';
import { NavBar } from './NavBar';
import { PageBoundary } from './PageBoundary';
import { part } from '../parts/part';
import { signedInChromePart } from './lazy';
import { isPublicPage } from '@portal/host/sections';
import { useSectionsTable } from '../federation/sectionsTable';
import { useT } from '../i18n';

// One file with the signed-in menu (NavBar): both show on every signed-in page and never on the public ones.
const HelpButton = part(signedInChromePart, (m) => m.HelpButton);

export function Layout() {
  const auth = useAuth();
  const { pathname } = useLocation();
  const t = useT();
  // Not on the pages for anyone (spec 2: login, confirmation and reset pages; the sections table says which are).
  const table = useSectionsTable();
  const signedInChrome = auth.isAuthenticated && !isPublicPage(table, pathname);
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
      {/* At least a screen high: the footer starts below the fold, so a page's content arriving never moves it in
          view (it was pinned to the bottom of a page still loading, then pushed down: a layout shift on every route). */}
      <Container component="main" id="main" tabIndex={-1} sx={{ flex: 1, py: 3, outline: 'none', minHeight: '100vh' }}>
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
