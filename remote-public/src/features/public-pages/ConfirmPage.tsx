import { useEffect, useMemo, useRef, useState } from 'react';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { confirmMobileUser, confirmUser } from './model/api';
import { useLocation, useApiClient } from '@portal/contract';
import { linkParams } from './context';
import { answerOf, earlyCallOf, pageWindow, type EarlyAnswer } from './early/protocol';
import { LoginButton, PageCard } from './PageCard';
import { useT } from '../../i18n';

export type ConfirmState = 'working' | 'confirmed' | 'failed' | 'invalid';

const stateOf = (answer: EarlyAnswer): ConfirmState => (answer.ok ? 'confirmed' : 'failed');

/** E-mail confirmation from a link (spec 2): the web account (portal) or the mobile-app account. */
export function ConfirmPage({ kind }: { kind: 'web' | 'mobile' }) {
  const client = useApiClient();
  const { search } = useLocation();
  const params = useMemo(() => linkParams(search), [search]);
  // The call the early script made on the page drawn before the app (a code is used once: never sent again).
  const early = useMemo(() => earlyCallOf(pageWindow(), `confirm:${kind}`, params?.code), [kind, params]);
  const [state, setState] = useState<ConfirmState>(!params ? 'invalid' : early?.answer ? stateOf(early.answer) : 'working');
  const sent = useRef(false);

  useEffect(() => {
    if (!params || sent.current) return; // a code can be used once: never send it twice
    sent.current = true;
    if (early) {
      void early.settled.then((answer) => setState(stateOf(answer)));
      return;
    }
    const call = kind === 'web' ? confirmUser(client, params.userId, params.code) : confirmMobileUser(client, params.userId, params.code);
    call.then(
      (r) => setState(stateOf(answerOf(true, r))),
      () => setState('failed'),
    );
  }, [client, kind, params, early]);

  return <ConfirmView kind={kind} state={state} />;
}

/** The page in each of its states (the build also draws the answers for the early script, prerender.tsx). */
export function ConfirmView({ kind, state }: { kind: 'web' | 'mobile'; state: ConfirmState }) {
  const t = useT();
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
      <PageCard title={t('confirm.confirming')} early={`confirm:${kind}`}>
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
