import { useEffect, useMemo, useRef, useState } from 'react';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useApi } from '@portal/kit';
import { useLocation } from '@portal/contract';
import { linkParams } from './context';
import { LoginButton, PageCard } from './PageCard';
import { useT } from '../../i18n';

type State = 'working' | 'confirmed' | 'failed' | 'invalid';

/** E-mail confirmation from a link (spec 2): the web account (portal) or the mobile-app account. */
export function ConfirmPage({ kind }: { kind: 'web' | 'mobile' }) {
  const api = useApi();
  const t = useT();
  const { search } = useLocation();
  const params = useMemo(() => linkParams(search), [search]);
  const [state, setState] = useState<State>(params ? 'working' : 'invalid');
  const sent = useRef(false);

  useEffect(() => {
    if (!params || sent.current) return; // a code can be used once: never send it twice
    sent.current = true;
    const call =
      kind === 'web' ? api.public.confirmUser(params.userId, params.code) : api.public.confirmMobileUser(params.userId, params.code);
    call.then(
      (r) => setState(r?.success === false ? 'failed' : 'confirmed'),
      () => setState('failed'),
    );
  }, [api, kind, params]);

  if (state === 'invalid') {
    return (
      <PageCard title={t('confirm.invalidTitle')} tone="error">
        <Typography>{t('confirm.invalidText')}</Typography>
        {kind === 'web' && <LoginButton label={t('confirm.backToLogin')} />}
      </PageCard>
    );
  }
  if (state === 'working') {
    return (
      <PageCard title={t('confirm.confirming')}>
        <Stack direction="row" spacing={2} role="status" sx={{ alignItems: 'center' }}>
          <CircularProgress size={24} aria-hidden="true" />
          <Typography>{t('confirm.wait')}</Typography>
        </Stack>
      </PageCard>
    );
  }
  if (state === 'confirmed') {
    return (
      <PageCard title={t('confirm.successTitle')} tone="success">
        <Typography role="status">{t(kind === 'web' ? 'confirm.successWeb' : 'confirm.successMobile')}</Typography>
        {kind === 'web' && <LoginButton label={t('confirm.login')} />}
      </PageCard>
    );
  }
  return kind === 'web' ? (
    <PageCard title={t('confirm.errorTitle')} tone="error">
      <Typography role="alert">{t('confirm.linkUsed')}</Typography>
      <LoginButton label={t('confirm.backToLogin')} />
    </PageCard>
  ) : (
    <PageCard title={t('confirm.failedTitle')} tone="error">
      <Typography role="alert">{t('confirm.linkUsed')}</Typography>
    </PageCard>
  );
}
