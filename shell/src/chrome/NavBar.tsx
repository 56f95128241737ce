import { Suspense } from 'react';
import AppBar from '@mui/material/AppBar';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useT } from '../i18n';
import { LanguageSwitch } from '@portal/kit';
import { part } from '../parts/part';
import { signedInChromePart } from './lazy';

// One file with the help button (Layout): both show on every signed-in page and never on the public ones.
const SignedInMenu = part(signedInChromePart, (m) => m.SignedInMenu);

/** The header: the portal's name, and when signed in the welcome name, Home, Account and Logout. */
export function NavBar({ showMenu }: { showMenu: boolean }) {
  const t = useT();
  return (
    <AppBar position="static" component="header" elevation={1}>
      <Toolbar sx={{ gap: 2 }}>
        <Typography component="p" variant="h6" sx={{ flexGrow: 1, fontWeight: 600 }}>
          {t('app.name')}
        </Typography>
        <LanguageSwitch />
        {showMenu && (
          <Suspense fallback={null}>
            <SignedInMenu />
          </Suspense>
        )}
      </Toolbar>
    </AppBar>
  );
}
