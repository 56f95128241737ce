import { useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useFormik } from 'formik';
import { Link as RouterLink, MobileDeletionStatus, useAuth, useApiClient } from '@portal/contract';
import { TextInput } from '@portal/kit';
import { requestMobileDeletion } from './model/api';
import { featureT as accountT, useT, type FeatureKey as AccountKey } from './i18n';
import { formsT, isEmail } from '@portal/kit/validation';

/** What each refusal means for the customer (spec 3 statuses 1 to 3; the spec leaves the wording open). */
export const DELETION_FIELD_MESSAGES: Record<number, AccountKey> = {
  [MobileDeletionStatus.Failure]: 'deletion.failure',
  [MobileDeletionStatus.UserNotFound]: 'deletion.userNotFound',
  [MobileDeletionStatus.CardNotFound]: 'deletion.cardNotFound',
};

export interface DeletionValues {
  email: string;
  firstName: string;
  lastName: string;
}

/** The form's errors (Formik's `validate`): a valid e-mail address; names of at most 60 characters, or blank. */
export function validateDeletion(v: DeletionValues): Partial<Record<keyof DeletionValues, string>> {
  const errors: Partial<Record<keyof DeletionValues, string>> = {};
  if (!isEmail(v.email)) errors.email = formsT('personal.email');
  if (v.firstName.trim().length > 60) errors.firstName = accountT('deletion.maxLength');
  if (v.lastName.trim().length > 60) errors.lastName = accountT('deletion.maxLength');
  return errors;
}

/**
 * /RequestMobileAccountDeletion (spec 2): the signed-in customer asks to delete the mobile-app account with their
 * e-mail address. First and last name are sent only when not blank (spec 5); one request at a time.
 */
export function MobileAccountDeletion() {
  const client = useApiClient();
  const { account } = useAuth();
  const [sent, setSent] = useState(false);
  const [failed, setFailed] = useState(false);
  const inFlight = useRef(false);
  const t = useT();
  const form = useFormik<DeletionValues>({
    initialValues: { email: account?.username ?? '', firstName: '', lastName: '' },
    validate: validateDeletion,
    onSubmit: async (values, helpers) => {
      if (inFlight.current) return;
      inFlight.current = true;
      setFailed(false);
      try {
        const status = await requestMobileDeletion(client, { firstName: values.firstName, lastName: values.lastName });
        if (status === MobileDeletionStatus.Success) {
          setSent(true);
          return;
        }
        setFailed(true);
        helpers.setFieldError('email', t(DELETION_FIELD_MESSAGES[status] ?? 'deletion.other'));
      } catch {
        setFailed(true); // the request error toast says why
      } finally {
        inFlight.current = false;
      }
    },
  });

  if (sent) {
    return (
      <Paper component="section" aria-labelledby="deletion-title" sx={{ p: { xs: 2, sm: 4 }, maxWidth: 640, mx: 'auto' }}>
        <Typography id="deletion-title" component="h1" variant="h4" gutterBottom>
          {t('deletion.sentTitle')}
        </Typography>
        <Typography sx={{ mb: 3 }}>{t('deletion.sentText', { email: form.values.email })}</Typography>
        <Button component={RouterLink} to="/login" variant="contained">
          {t('deletion.backToLogin')}
        </Button>
      </Paper>
    );
  }
  const err = (name: 'email' | 'firstName' | 'lastName') => (form.touched[name] || failed ? form.errors[name] : undefined);
  return (
    <Paper component="section" aria-labelledby="deletion-title" sx={{ p: { xs: 2, sm: 4 }, maxWidth: 640, mx: 'auto' }}>
      <Typography id="deletion-title" component="h1" variant="h4" gutterBottom>
        {t('deletion.title')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{t('deletion.intro')}</Typography>
      <form noValidate onSubmit={form.handleSubmit}>
        <TextInput
          id="deletion-email"
          name="email"
          label={t('deletion.email')}
          type="email"
          value={form.values.email}
          required
          fullWidth
          margin="normal"
          error={Boolean(err('email'))}
          helperText={err('email') ?? t('deletion.emailHint')}
          htmlInput={{ readOnly: true, autoComplete: 'email' }}
        />
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
          <TextInput
            id="deletion-first"
            name="firstName"
            label={t('deletion.firstName')}
            value={form.values.firstName}
            onChange={form.handleChange}
            onBlur={form.handleBlur}
            error={Boolean(err('firstName'))}
            helperText={err('firstName')}
            fullWidth
            margin="normal"
            htmlInput={{ autoComplete: 'given-name' }}
          />
          <TextInput
            id="deletion-last"
            name="lastName"
            label={t('deletion.lastName')}
            value={form.values.lastName}
            onChange={form.handleChange}
            onBlur={form.handleBlur}
            error={Boolean(err('lastName'))}
            helperText={err('lastName')}
            fullWidth
            margin="normal"
            htmlInput={{ autoComplete: 'family-name' }}
          />
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('deletion.instructions')}
        </Typography>
        <div aria-live="polite">
          {failed && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {t('deletion.failed')}
            </Alert>
          )}
        </div>
        <Button type="submit" variant="contained" disabled={form.isSubmitting} sx={{ mt: 3, minHeight: 44 }}>
          {form.isSubmitting ? t('deletion.sending') : t('deletion.submit')}
        </Button>
      </form>
    </Paper>
  );
}
