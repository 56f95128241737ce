import { lazy, Suspense, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useAuth, useLocale, usePortalConfig } from '@portal/contract';
import { FRAME_PATHS, linksOf, textIn } from '@portal/host/sections';
import { useSectionsTable } from '../federation/sectionsTable';
import { useT } from '../i18n';

/** The header's links between Home and Account, as the sections' releases declare them (`nav`), in the page's language. */
export function useNavLinks(): Array<{ to: string; label: string }> {
  const { locale } = useLocale();
  return linksOf(useSectionsTable(), 'nav', usePortalConfig().features).map(({ entry, to }) => ({
    to,
    label: textIn(entry.label, locale),
  }));
}

// The small-screen menu is downloaded when it is first opened.
const SmallScreenMenu = lazy(() => import('./SmallScreenMenu').then((m) => ({ default: m.SmallScreenMenu })));

function MenuIcon() {
  return (
    <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24" fill="currentColor">
      <path d="M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z" />
    </svg>
  );
}

/** The signed-in part of the header: the welcome name, Home, Account and Logout (a menu on small screens). */
export function SignedInMenu() {
  const auth = useAuth();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const logout = () => {
    setAnchor(null);
    void auth.logout();
  };
  const t = useT();
  const links = useNavLinks();
  const name = auth.displayName || auth.account?.username || '';
  return (
    <>
      <Box component="nav" aria-label={t('nav.main')} sx={{ display: { xs: 'none', md: 'flex' }, alignItems: 'center', gap: 1 }}>
        {/* Without a name (the page drawn before the JavaScript knows it), no 'Welcome,' alone: its place stays. */}
        <Typography component="p" sx={{ mr: 2 }}>
          {name && t('nav.welcome', { name })}
        </Typography>
        <Button color="inherit" component={RouterLink} to={FRAME_PATHS.home}>
          {t('nav.home')}
        </Button>
        {links.map(({ to, label }) => (
          <Button key={to} color="inherit" component={RouterLink} to={to}>
            {label}
          </Button>
        ))}
        <Button color="inherit" component={RouterLink} to={FRAME_PATHS.account}>
          {t('nav.account')}
        </Button>
        <Button color="inherit" onClick={logout}>
          {t('nav.logout')}
        </Button>
      </Box>
      <Box sx={{ display: { xs: 'flex', md: 'none' } }}>
        <IconButton
          color="inherit"
          aria-label={t('nav.openMenu')}
          aria-controls={anchor ? 'main-menu' : undefined}
          aria-haspopup="true"
          aria-expanded={anchor ? 'true' : undefined}
          onClick={(e) => setAnchor(e.currentTarget)}
        >
          <MenuIcon />
        </IconButton>
        {anchor && (
          <Suspense fallback={null}>
            <SmallScreenMenu anchor={anchor} name={name} onClose={() => setAnchor(null)} onLogout={logout} />
          </Suspense>
        )}
      </Box>
    </>
  );
}
