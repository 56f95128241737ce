import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Navigate, ProviderUnavailableError, safeReturnPath, STORAGE_KEYS, useAuth, type SignOutReason } from '@portal/shared';
import { usePortalConfig } from '@portal/shared';

/** '/' and '/login': one button that starts the provider's sign-in; a signed-in user goes on to the portal. */
export function LoginPage({ returnPath, signInError, signedOut = null }: { returnPath: string | null; signInError: string | null; signedOut?: SignOutReason | null }) {
  const auth = useAuth();
  const config = usePortalConfig();
  const [starting, setStarting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  if (auth.isAuthenticated) {
    sessionStorage.removeItem(STORAGE_KEYS.returnTo);
    return <Navigate to={returnPath ?? '/home/balance'} replace />;
  }
  const start = () => {
    setStarting(true);
    setFailure(null);
    const wanted = safeReturnPath(sessionStorage.getItem(STORAGE_KEYS.returnTo), window.location.origin);
    void auth.login(wanted).catch((e: unknown) => {
      setStarting(false);
      setFailure(e instanceof ProviderUnavailableError ? e.message : 'Sign-in could not be started. Please try again.');
    });
  };
  return (
    <Paper component="section" sx={{ maxWidth: 560, mx: 'auto', mt: 6, p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
      <Typography component="h1" variant="h4" gutterBottom>Welcome to the Transit Reloading Portal</Typography>
      {signedOut && <Alert severity="info" role="status" sx={{ mb: 2, textAlign: 'left' }}>{signOutMessage(signedOut, config.constants.idleMinutes)}</Alert>}
      {failure && <Alert severity="error" sx={{ mb: 2, textAlign: 'left' }}>{failure}</Alert>}
      {signInError && <Alert severity="error" sx={{ mb: 2, textAlign: 'left' }}>Sign-in did not complete: {signInError}</Alert>}
      <Button variant="contained" size="large" onClick={start} disabled={starting} sx={{ my: 2 }}>Log in / Sign up</Button>
      <Typography variant="body2" color="text.secondary">
        Check balances, reload your fare cards and manage auto-reloads online. For routes, schedules and fares, visit the{' '}
        <Link href={config.transitInfoUrl} target="_blank" rel="noopener noreferrer">transit agency's website</Link>.
      </Typography>
    </Paper>
  );
}

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

export function signOutMessage(reason: SignOutReason, idleMinutes: number): string {
  switch (reason) {
    case 'idle': {
      const time = idleMinutes >= 1 ? plural(Math.round(idleMinutes), 'minute') : plural(Math.round(idleMinutes * 60), 'second');
      return `You were signed out after ${time} without activity, to keep your account safe. Log in again to continue.`;
    }
    case 'expired': return 'Your session has expired. Log in again to continue.';
    case 'other-tab': return 'You signed out in another tab or window.';
    default: return 'You have signed out.';
  }
}
