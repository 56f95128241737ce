import { useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useFormik } from 'formik';
import * as yup from 'yup';
import { Link as RouterLink, MobileDeletionStatus, useApi, useAuth } from '@portal/shared';

/** What each refusal means for the customer (spec 3 statuses 1 to 3; the spec leaves the wording open). */
export const DELETION_FIELD_MESSAGES: Record<number, string> = {
  [MobileDeletionStatus.Failure]: 'The first or last name does not match the mobile account with this e-mail address.',
  [MobileDeletionStatus.UserNotFound]: 'There is no mobile-app account with this e-mail address.',
  [MobileDeletionStatus.CardNotFound]: 'The mobile-app account with this e-mail address has no card, so it cannot be deleted here. Please contact customer service.',
};
const OTHER_REFUSAL = 'The request could not be completed. Please try again later.';

const schema = yup.object({
  email: yup.string().trim().required('A valid email is required').email('A valid email is required'),
  firstName: yup.string().trim().max(60, 'Use at most 60 characters'),
  lastName: yup.string().trim().max(60, 'Use at most 60 characters'),
});

/**
 * /RequestMobileAccountDeletion (spec 2): the signed-in customer asks to delete the mobile-app account with their
 * e-mail address. First and last name are sent only when not blank (spec 5); one request at a time.
 */
export function MobileAccountDeletion() {
  const api = useApi();
  const { account } = useAuth();
  const [sent, setSent] = useState(false);
  const [failed, setFailed] = useState(false);
  const inFlight = useRef(false);
  const form = useFormik({
    initialValues: { email: account?.username ?? '', firstName: '', lastName: '' },
    validationSchema: schema,
    onSubmit: async (values, helpers) => {
      if (inFlight.current) return;
      inFlight.current = true;
      setFailed(false);
      try {
        const status = await api.account.requestMobileDeletion({ firstName: values.firstName, lastName: values.lastName });
        if (status === MobileDeletionStatus.Success) { setSent(true); return; }
        setFailed(true);
        helpers.setFieldError('email', DELETION_FIELD_MESSAGES[status] ?? OTHER_REFUSAL);
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
        <Typography id="deletion-title" component="h1" variant="h4" gutterBottom>Request successfully sent!</Typography>
        <Typography sx={{ mb: 3 }}>
          We have received your request to delete the mobile-app account of {form.values.email}. You will receive an e-mail when it is done.
        </Typography>
        <Button component={RouterLink} to="/login" variant="contained">Back to Login</Button>
      </Paper>
    );
  }
  const err = (name: 'email' | 'firstName' | 'lastName') => (form.touched[name] || failed ? form.errors[name] : undefined);
  return (
    <Paper component="section" aria-labelledby="deletion-title" sx={{ p: { xs: 2, sm: 4 }, maxWidth: 640, mx: 'auto' }}>
      <Typography id="deletion-title" component="h1" variant="h4" gutterBottom>Request Mobile Account Deletion</Typography>
      <Typography sx={{ mb: 2 }}>Enter the email address of the mobile account you want to delete.</Typography>
      <form noValidate onSubmit={form.handleSubmit}>
        <TextField
          id="deletion-email" name="email" label="Email" type="email" value={form.values.email} required fullWidth margin="normal"
          error={Boolean(err('email'))} helperText={err('email') ?? 'The e-mail address you sign in with; it cannot be changed here.'}
          slotProps={{ htmlInput: { readOnly: true, autoComplete: 'email' } }}
        />
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
          <TextField id="deletion-first" name="firstName" label="First name (optional)" value={form.values.firstName} onChange={form.handleChange}
            onBlur={form.handleBlur} error={Boolean(err('firstName'))} helperText={err('firstName')} fullWidth margin="normal" slotProps={{ htmlInput: { autoComplete: 'given-name' } }} />
          <TextField id="deletion-last" name="lastName" label="Last name (optional)" value={form.values.lastName} onChange={form.handleChange}
            onBlur={form.handleBlur} error={Boolean(err('lastName'))} helperText={err('lastName')} fullWidth margin="normal" slotProps={{ htmlInput: { autoComplete: 'family-name' } }} />
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          The mobile-app account with this e-mail address, its sign-in and its card link are deleted within 30 days. Your cards and
          this online account are not affected. If you give a first or last name, it must match the name on the mobile account.
        </Typography>
        <div aria-live="polite">
          {failed && <Alert severity="error" sx={{ mt: 2 }}>Mobile account deletion request failed.</Alert>}
        </div>
        <Button type="submit" variant="contained" disabled={form.isSubmitting} sx={{ mt: 3, minHeight: 44 }}>
          {form.isSubmitting ? 'Sending…' : 'Request Deletion'}
        </Button>
      </form>
    </Paper>
  );
}
