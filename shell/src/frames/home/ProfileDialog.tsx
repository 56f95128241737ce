import { useState } from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import TextField from '@mui/material/TextField';
import { useFormik } from 'formik';
import { useApi, useAuth, usePersonalInfo, usePortalConfig, useToast, type PersonalInfo } from '@portal/shared';
import { fromPersonalForm, personalSchema, toPersonalForm, type PersonalFormValues } from '@portal/shared/src/validation/personal';

const LATER_KEY = 'portal.profileLater';

const FIELDS: Array<{ name: Exclude<keyof PersonalFormValues, 'agreement'>; label: string; required?: boolean; type?: string; autoComplete?: string }> = [
  { name: 'fname', label: 'First name', required: true, autoComplete: 'given-name' },
  { name: 'mname', label: 'Middle name', autoComplete: 'additional-name' },
  { name: 'lname', label: 'Last name', required: true, autoComplete: 'family-name' },
  { name: 'dob', label: 'Date of birth', required: true, type: 'date', autoComplete: 'bday' },
  { name: 'email', label: 'Email', required: true, type: 'email', autoComplete: 'email' },
  { name: 'phone', label: 'Phone', required: true, type: 'tel', autoComplete: 'tel' },
  { name: 'address', label: 'Address', autoComplete: 'street-address' },
  { name: 'city', label: 'City', autoComplete: 'address-level2' },
  { name: 'state', label: 'Province', autoComplete: 'address-level1' },
  { name: 'country', label: 'Country', autoComplete: 'country-name' },
  { name: 'postal', label: 'Postal code', required: true, autoComplete: 'postal-code' },
  { name: 'notes', label: 'Notes' },
];

/**
 * The profile dialog (spec 2): with legacy authentication on, a customer whose sign-in has no name is asked for
 * their details, unless their stored personal information already has one. 'Later' asks again next session.
 */
export default function ProfileDialog() {
  const { account } = useAuth();
  const email = account?.username ?? '';
  const { data: info, mutate } = usePersonalInfo();
  const [later, setLater] = useState(() => sessionStorage.getItem(LATER_KEY) === '1');
  if (!info || info.firstName.trim() || later) return null;
  const close = () => { sessionStorage.setItem(LATER_KEY, '1'); setLater(true); };
  return <ProfileForm info={info} email={email} onLater={close} onSaved={async () => { await mutate(); }} />;
}

function ProfileForm({ info, email, onLater, onSaved }: { info: PersonalInfo; email: string; onLater(): void; onSaved(): Promise<void> }) {
  const api = useApi();
  const config = usePortalConfig();
  const toast = useToast();
  const form = useFormik<PersonalFormValues>({
    initialValues: toPersonalForm(info, { email, city: config.constants.defaultCity }),
    validationSchema: personalSchema,
    onSubmit: async (values) => {
      const details = fromPersonalForm(values, info.cityCode);
      try {
        if (info.customerCode > 0) await api.personalInfo.update(info.customerCode, details, info.nip);
        else await api.personalInfo.add(0, details);
        toast.success('Update Success!');
        await onSaved();
      } catch {
        // The request error toast has been shown; the values stay.
      }
    },
  });
  const err = (name: keyof PersonalFormValues) => (form.touched[name] ? form.errors[name] : undefined);
  return (
    <Dialog open onClose={onLater} aria-labelledby="profile-title" aria-describedby="profile-intro" fullWidth maxWidth="sm">
      <form noValidate onSubmit={form.handleSubmit}>
        <DialogTitle id="profile-title">Your profile</DialogTitle>
        <DialogContent>
          <DialogContentText id="profile-intro">We do not have your name yet. Please complete your details.</DialogContentText>
          {FIELDS.map((f) => (
            <TextField
              key={f.name} id={`profile-${f.name}`} name={f.name} label={f.label} required={f.required} type={f.type ?? 'text'}
              value={form.values[f.name]} onChange={form.handleChange} onBlur={form.handleBlur}
              // Spec 5: the e-mail cannot be changed once filled.
              disabled={f.name === 'email' && Boolean(form.initialValues.email)}
              error={Boolean(err(f.name))} helperText={err(f.name)} fullWidth margin="dense"
              multiline={f.name === 'notes'} minRows={f.name === 'notes' ? 2 : undefined}
              slotProps={{ htmlInput: { autoComplete: f.autoComplete }, inputLabel: f.type === 'date' ? { shrink: true } : undefined }}
            />
          ))}
          <FormControlLabel
            sx={{ mt: 1 }}
            control={<Checkbox name="agreement" checked={form.values.agreement} onChange={form.handleChange} slotProps={{ input: { 'aria-describedby': err('agreement') ? 'profile-agreement-error' : undefined } }} />}
            label="I agree to the collection of my personal information to manage my transit account."
          />
          {err('agreement') && <FormHelperText id="profile-agreement-error" error>{err('agreement')}</FormHelperText>}
        </DialogContent>
        <DialogActions>
          <Button onClick={onLater} disabled={form.isSubmitting}>Later</Button>
          <Button type="submit" variant="contained" disabled={form.isSubmitting}>Save</Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
