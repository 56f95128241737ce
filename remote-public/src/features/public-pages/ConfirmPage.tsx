import { useEffect, useMemo, useRef, useState } from 'react';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useApi, useLocation } from '@portal/shared';
import { linkParams } from './context';
import { LoginButton, PageCard } from './PageCard';

type State = 'working' | 'confirmed' | 'failed' | 'invalid';

/** E-mail confirmation from a link (spec 2): the web account (portal) or the mobile-app account. */
export function ConfirmPage({ kind }: { kind: 'web' | 'mobile' }) {
  const api = useApi();
  const { search } = useLocation();
  const params = useMemo(() => linkParams(search), [search]);
  const [state, setState] = useState<State>(params ? 'working' : 'invalid');
  const sent = useRef(false);

  useEffect(() => {
    if (!params || sent.current) return; // a code can be used once: never send it twice
    sent.current = true;
    const call = kind === 'web' ? api.public.confirmUser(params.userId, params.code) : api.public.confirmMobileUser(params.userId, params.code);
    call.then((r) => setState(r?.success === false ? 'failed' : 'confirmed'), () => setState('failed'));
  }, [api, kind, params]);

  if (state === 'invalid') {
    return (
      <PageCard title="Invalid confirmation link" tone="error">
        <Typography>The user id and/or confirmation code is missing</Typography>
        {kind === 'web' && <LoginButton label="Back to login" />}
      </PageCard>
    );
  }
  if (state === 'working') {
    return (
      <PageCard title="Confirming your e-mail address">
        <Stack direction="row" spacing={2} role="status" sx={{ alignItems: 'center' }}>
          <CircularProgress size={24} aria-hidden="true" /><Typography>Please wait…</Typography>
        </Stack>
      </PageCard>
    );
  }
  if (state === 'confirmed') {
    return (
      <PageCard title="Email has successfully been confirmed!" tone="success">
        <Typography role="status">{kind === 'web' ? 'You are now able to log into the reloading portal!' : 'You are now able to log into the mobile app!'}</Typography>
        {kind === 'web' && <LoginButton label="Login" />}
      </PageCard>
    );
  }
  return kind === 'web' ? (
    <PageCard title="An error occurred while processing the request" tone="error">
      <Typography role="alert">The confirmation link may have been used already or may have expired.</Typography>
      <LoginButton label="Back to login" />
    </PageCard>
  ) : (
    <PageCard title="Failed to confirm user!" tone="error">
      <Typography role="alert">The confirmation link may have been used already or may have expired.</Typography>
    </PageCard>
  );
}
