import { useContext, useEffect, useMemo, useRef, useState } from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useFormik } from 'formik';
import { ApiError, useLocation, useApiClient } from '@portal/contract';
import { TextInput } from '@portal/kit';
import { resetMobilePassword, resetPassword } from './model/api';
import { PASSWORD_MESSAGES, PASSWORD_RULES, validateResetPassword } from './password';
import { DrawingForEarlyScript, linkParams, usePublicPages } from './context';
import {
  answerOf,
  EARLY_ATTR,
  earlyCallOf,
  earlyLeftOf,
  earlyShownOf,
  pageWindow,
  type EarlyAnswer,
  type EarlyTexts,
} from './early/protocol';
import { LoginButton, PageCard } from './PageCard';
import { publicT, useT } from '../../i18n';

/**
 * Both eyes, the one that fits the toggle's state shown by its `aria-pressed` (a page drawn before the app has its
 * toggle pressed by the early script, which sets only that).
 */
function EyeIcons() {
  return (
    <>
      <svg data-eye="open" aria-hidden="true" width="24" height="24" viewBox="0 0 24 24" fill="currentColor">
        <path d="M12 4.5C7 4.5 2.7 7.6 1 12c1.7 4.4 6 7.5 11 7.5s9.3-3.1 11-7.5c-1.7-4.4-6-7.5-11-7.5m0 12.5a5 5 0 1 1 0-10 5 5 0 0 1 0 10m0-8a3 3 0 1 0 0 6 3 3 0 0 0 0-6" />
      </svg>
      <svg data-eye="closed" aria-hidden="true" width="24" height="24" viewBox="0 0 24 24" fill="currentColor">
        <path d="M12 7a5 5 0 0 1 5 5c0 .6-.1 1.3-.4 1.8l2.9 2.9c1.5-1.3 2.7-2.9 3.5-4.7-1.7-4.4-6-7.5-11-7.5-1.4 0-2.7.3-4 .7l2.2 2.2c.5-.3 1.1-.4 1.8-.4M2 4.3l2.3 2.3.5.5C3.1 8.3 1.8 10 1 12c1.7 4.4 6 7.5 11 7.5 1.6 0 3-.3 4.4-.8l.4.4 2.9 2.9 1.3-1.3L3.3 3zm5.5 5.5 1.5 1.5q-.1.3-.1.7a3 3 0 0 0 3 3q.4 0 .7-.1l1.5 1.5c-.7.3-1.4.6-2.2.6a5 5 0 0 1-5-5c0-.8.2-1.5.6-2.2" />
      </svg>
    </>
  );
}

/** Password reset from an e-mail link (spec 2 and 5): the web account or the mobile-app account. */
export function ResetPasswordPage({ kind }: { kind: 'web' | 'mobile' }) {
  const client = useApiClient();
  const t = useT();
  const drawing = useContext(DrawingForEarlyScript);
  const { search } = useLocation();
  const { passwordPolicy } = usePublicPages();
  const params = useMemo(() => linkParams(search), [search]);
  // A submit the early script made on the page drawn before the app: its answer, or the wait for it (never sent again).
  const early = useMemo(() => earlyCallOf(pageWindow(), `reset:${kind}`, params?.code), [kind, params]);
  // Passwords shown: as the early script left the toggle on the page drawn before the app, else hidden.
  const [shown, setShown] = useState(() => earlyShownOf(pageWindow(), `reset:${kind}`, params?.code));
  const [done, setDone] = useState(early?.answer?.ok === true);
  const [waiting, setWaiting] = useState(Boolean(early && !early.answer));
  const failed = (answer: EarlyAnswer) => (answer.ok ? undefined : answer.error || publicT('reset.fallbackError'));
  // Enter in a field submits again even while the button is disabled: a request in flight is never sent twice.
  const inFlight = useRef(waiting);

  const form = useFormik({
    initialValues: early?.values ?? { password: '', confirm: '' },
    // What the early script showed when its call failed: the same fields, touched, with the API's message.
    initialTouched: early?.answer ? { password: true, confirm: true } : {},
    initialErrors: early?.answer && failed(early.answer) ? { confirm: failed(early.answer) } : {},
    validate: validateResetPassword(passwordPolicy),
    onSubmit: async (values, helpers) => {
      if (!params || inFlight.current) return;
      inFlight.current = true;
      try {
        const result =
          kind === 'web'
            ? await resetPassword(client, params.userId, values.password, params.code)
            : await resetMobilePassword(client, {
                userId: params.userId,
                token: params.code,
                password: values.password,
                currentPassword: '',
                email: '',
              });
        const error = failed(answerOf(true, result));
        if (error) helpers.setFieldError('confirm', error);
        else setDone(true);
      } catch (e) {
        helpers.setFieldError('confirm', failed(answerOf(false, e instanceof ApiError ? e.body : undefined)));
      } finally {
        inFlight.current = false;
      }
    },
  });

  const { setFieldError, setTouched } = form;
  // The fields whose errors the early script showed (left, or all at a refused submit): left here too, validated as
  // typed (the shell types what was typed into them as the app takes over), so the same errors stay shown.
  useEffect(() => {
    const left = earlyLeftOf(pageWindow(), `reset:${kind}`, params?.code);
    if (left.length && !early?.answer) void setTouched(Object.fromEntries(left.map((f) => [f, true])), true);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- taken once, when the page first shows
  }, []);
  useEffect(() => {
    if (!early || early.answer) return;
    let current = true;
    void early.settled.then((answer) => {
      if (!current) return;
      inFlight.current = false;
      setWaiting(false);
      if (answer.ok) return setDone(true);
      void setTouched({ password: true, confirm: true }, false);
      setFieldError('confirm', failed(answer));
    });
    return () => {
      current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- taken once, when the page first shows
  }, [early]);

  if (!params) {
    return (
      <PageCard title={t('reset.invalidTitle')} tone="error">
        <Typography>{t('reset.invalidText')}</Typography>
        {kind === 'web' && <LoginButton label={t('confirm.backToLogin')} />}
      </PageCard>
    );
  }
  if (done) return <ResetDone kind={kind} />;

  const field = (name: 'password' | 'confirm', label: string) => {
    const error = form.touched[name] ? form.errors[name] : undefined;
    return (
      <TextInput
        id={`reset-${name}`}
        name={name}
        label={label}
        type={shown ? 'text' : 'password'}
        value={form.values[name]}
        onChange={form.handleChange}
        onBlur={form.handleBlur}
        required
        fullWidth
        error={Boolean(error)}
        helperText={error}
        htmlInput={{ autoComplete: 'new-password', 'aria-describedby': 'password-rules' }}
      />
    );
  };

  return (
    <PageCard title={t('reset.title')} early={`reset:${kind}`}>
      <form
        noValidate
        onSubmit={form.handleSubmit}
        aria-busy={form.isSubmitting || waiting}
        {...(drawing ? { [EARLY_ATTR.policy]: passwordPolicy, [EARLY_ATTR.texts]: JSON.stringify(earlyTexts(t)) } : {})}
      >
        <Stack spacing={1}>
          {field('password', t('reset.newPassword'))}
          {field('confirm', t('reset.confirmPassword'))}
        </Stack>
        <Stack direction="row" sx={{ alignItems: 'center', mb: 1 }}>
          <IconButton
            onClick={() => setShown((s) => !s)}
            aria-pressed={shown}
            aria-label={t(shown ? 'reset.hide' : 'reset.show')}
            edge="start"
            sx={{ '&[aria-pressed="true"] [data-eye="open"], &[aria-pressed="false"] [data-eye="closed"]': { display: 'none' } }}
          >
            <EyeIcons />
          </IconButton>
          <Typography variant="body2">{t(shown ? 'reset.hide' : 'reset.show')}</Typography>
        </Stack>
        <Typography id="password-rules" component="h2" variant="subtitle2">
          {t('reset.rules')}
        </Typography>
        <List dense disablePadding sx={{ listStyle: 'disc', pl: 3, mb: 2 }}>
          {PASSWORD_RULES[passwordPolicy].map((rule) => (
            <ListItem key={rule} sx={{ display: 'list-item', py: 0 }}>
              {rule}
            </ListItem>
          ))}
        </List>
        <Button type="submit" variant="contained" fullWidth disabled={form.isSubmitting || waiting}>
          {form.isSubmitting || waiting ? t('reset.resetting') : t('reset.submit')}
        </Button>
      </form>
    </PageCard>
  );
}

/** The page once the password is reset (the build also draws it for the early script, prerender.tsx). */
export function ResetDone({ kind }: { kind: 'web' | 'mobile' }) {
  const t = useT();
  return (
    <PageCard title={t('reset.successTitle')} tone="success">
      <Typography role="status">{t('reset.successText')}</Typography>
      {kind === 'web' && <LoginButton label={t('confirm.login')} />}
    </PageCard>
  );
}

/** What the early script shows on the form, in the page's language. */
const earlyTexts = (t: ReturnType<typeof useT>): EarlyTexts => ({
  ...PASSWORD_MESSAGES,
  resetting: t('reset.resetting'),
  fallback: t('reset.fallbackError'),
  show: t('reset.show'),
  hide: t('reset.hide'),
});
