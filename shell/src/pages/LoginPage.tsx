import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Navigate, STORAGE_KEYS, useAuth, type SignOutReason } from '@portal/contract';
import { PRERENDER_ATTR } from '@portal/kit/config';
import { FRAME_PATHS, frameSections } from '@portal/host/sections';
import { useSectionsTable } from '../federation/sectionsTable';
import { ProviderUnavailableError } from '@portal/host/app';
import { rememberedReturnPath } from '@portal/host/sign-in';
import { usePortalConfig } from '@portal/contract';
import { pagesT as shellT, usePagesT as useT } from './i18n';
import { contentIsShown } from '../monitoring/monitoring';
import { takeEarlyLoginPress } from './loginPress';

/** '/' and '/login': one button that starts the provider's sign-in; a signed-in user goes on to the portal. */
export function LoginPage({
  returnPath,
  signInError,
  signedOut = null,
}: {
  returnPath: string | null;
  signInError: string | null;
  signedOut?: SignOutReason | null;
}) {
  const auth = useAuth();
  // Where a signed-in customer goes without a return path: the home frame's first tab (spec 2: the balance page).
  const homeTab = frameSections(useSectionsTable(), 'home', usePortalConfig().features)[0]?.path ?? FRAME_PATHS.home;
  const config = usePortalConfig();
  const [starting, setStarting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const t = useT();
  const start = () => {
    setStarting(true);
    setFailure(null);
    const wanted = rememberedReturnPath();
    void auth.login(wanted).catch((e: unknown) => {
      setStarting(false);
      setFailure(e instanceof ProviderUnavailableError ? e.message : t('login.startFailed'));
    });
  };
  // A press on the prerendered page (login.html) before this page could listen: carried out now, once (the press is
  // taken once; the effect runs again only if the sign-in state changes, and finds none).
  const startNow = useRef(start);
  startNow.current = start;
  useEffect(() => {
    if (takeEarlyLoginPress() && !auth.isAuthenticated) startNow.current();
  }, [auth.isAuthenticated]);
  // The login page is the page's content (monitoring starts after it is shown).
  useEffect(contentIsShown, []);
  if (auth.isAuthenticated) {
    sessionStorage.removeItem(STORAGE_KEYS.returnTo);
    return <Navigate to={returnPath ?? homeTab} replace />;
  }
  // The link sits inside the sentence wherever the language puts it.
  const [infoBefore, infoAfter] = t('login.info', { link: '\u0000' }).split('\u0000');
  return (
    <Paper component="section" sx={{ maxWidth: 560, mx: 'auto', mt: 6, p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
      <Typography component="h1" variant="h4" gutterBottom>
        {t('login.title')}
      </Typography>
      {signedOut && (
        <Alert severity="info" role="status" sx={{ mb: 2, textAlign: 'left' }}>
          {signOutMessage(signedOut, config.constants.idleMinutes)}
        </Alert>
      )}
      {failure && (
        <Alert severity="error" sx={{ mb: 2, textAlign: 'left' }}>
          {failure}
        </Alert>
      )}
      {signInError && (
        <Alert severity="error" sx={{ mb: 2, textAlign: 'left' }}>
          {t('login.signInError', { error: signInError })}
        </Alert>
      )}
      <Button variant="contained" size="large" onClick={start} disabled={starting} sx={{ my: 2 }} {...{ [PRERENDER_ATTR.action]: 'login' }}>
        {t('login.button')}
      </Button>
      <Typography variant="body2" color="text.secondary">
        {infoBefore}
        <Link href={config.transitInfoUrl} target="_blank" rel="noopener noreferrer">
          {t('login.infoLink')}
        </Link>
        {infoAfter}
      </Typography>
    </Paper>
  );
}

/** Why this tab was signed out, in the page's language. */
export function signOutMessage(reason: SignOutReason, idleMinutes: number): string {
  switch (reason) {
    case 'idle': {
      const time =
        idleMinutes >= 1
          ? shellT('login.minutes', { n: Math.round(idleMinutes) })
          : shellT('login.seconds', { n: Math.round(idleMinutes * 60) });
      return shellT('login.idle', { time });
    }
    case 'expired':
      return shellT('login.expired');
    case 'other-tab':
      return shellT('login.otherTab');
    default:
      return shellT('login.signedOut');
  }
}
