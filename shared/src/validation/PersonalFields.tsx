/**
 * The personal-info fields (spec 3 and 5) for the home page's profile dialog and the Manage tab's Register form,
 * with the data-collection agreement and its notice. Imported by path
 * ('@portal/shared/src/validation/PersonalFields') with formik, so neither is in every page's first download.
 */
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { FormikProps } from 'formik';
import { ConfirmDialog } from '@portal/shared';
import type { PersonalFormValues } from './personal';

type FieldName = Exclude<keyof PersonalFormValues, 'agreement'>;

export const PERSONAL_FIELDS: ReadonlyArray<{ name: FieldName; label: string; required?: boolean; type?: string; autoComplete?: string }> = [
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

/** What the data collection notice says: what is collected, why, and the customer's choices. */
export const DATA_COLLECTION_NOTICE = {
  title: 'Data collection notice',
  text: 'We collect the name, date of birth, e-mail address, phone number, postal address and notes you enter here '
    + 'to identify the holder of this card, so that we can replace a lost or stolen card, restore its balance and '
    + 'contact you about it. We use it for nothing else, share it with no one outside the transit agency, and keep it '
    + 'while the card is registered to you. You can change it at any time here, or ask customer service to delete it. '
    + 'Choose Confirm to agree, or Deny to decline.',
} as const;

/**
 * The fields, laid out in a grid (two columns from `columnsFrom` up), and the required agreement checkbox: checking
 * it opens the notice (Cancel / Deny / Confirm: Confirm agrees, Deny declines), which a button also opens. The e-mail field is disabled once
 * the stored record has one (spec 5); `disabled` disables everything (a hotlisted or expired card).
 */
export function PersonalFields({ form, idPrefix, disabled = false, columnsFrom = 'sm' }: {
  form: FormikProps<PersonalFormValues>; idPrefix: string; disabled?: boolean; columnsFrom?: 'sm' | 'md' | 'lg';
}) {
  const [noticeOpen, setNoticeOpen] = useState(false);
  const err = (name: keyof PersonalFormValues) => (form.touched[name] ? (form.errors[name] as string | undefined) : undefined);
  const agreementError = err('agreement');
  const decide = (agreed: boolean) => {
    void form.setFieldValue('agreement', agreed);
    void form.setFieldTouched('agreement', true, false);
    setNoticeOpen(false);
  };
  return (
    <>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', [columnsFrom]: '1fr 1fr' }, columnGap: 2 }}>
        {PERSONAL_FIELDS.map((f) => (
          <TextField
            key={f.name} id={`${idPrefix}-${f.name}`} name={f.name} label={f.label} required={f.required} type={f.type ?? 'text'}
            value={form.values[f.name]} onChange={form.handleChange} onBlur={form.handleBlur}
            // Spec 5: the e-mail cannot be changed once filled.
            disabled={disabled || (f.name === 'email' && Boolean(form.initialValues.email))}
            error={Boolean(err(f.name))} helperText={err(f.name)} fullWidth margin="dense"
            multiline={f.name === 'notes'} minRows={f.name === 'notes' ? 2 : undefined}
            sx={f.name === 'notes' ? { gridColumn: '1 / -1' } : undefined}
            slotProps={{ htmlInput: { autoComplete: f.autoComplete }, inputLabel: f.type === 'date' ? { shrink: true } : undefined }}
          />
        ))}
      </Box>
      <Box sx={{ mt: 1 }}>
        <FormControlLabel
          disabled={disabled}
          control={(
            // Checking the box opens the notice: Confirm agrees, Deny or Cancel leave it unchecked. Unchecking needs no notice.
            <Checkbox name="agreement" checked={form.values.agreement}
              onChange={(e) => { if (e.target.checked) setNoticeOpen(true); else void form.setFieldValue('agreement', false); }}
              slotProps={{ input: { 'aria-describedby': agreementError ? `${idPrefix}-agreement-error` : undefined } }} />
          )}
          label="I agree to the collection of my personal information as described in the data collection notice."
        />
        <Box>
          <Button size="small" onClick={() => setNoticeOpen(true)} aria-haspopup="dialog">Read the data collection notice</Button>
        </Box>
        {agreementError && <FormHelperText id={`${idPrefix}-agreement-error`} error>{agreementError}</FormHelperText>}
      </Box>
      <ConfirmDialog
        open={noticeOpen}
        title={DATA_COLLECTION_NOTICE.title}
        message={DATA_COLLECTION_NOTICE.text}
        denyLabel="Deny"
        onCancel={() => setNoticeOpen(false)}
        onDeny={() => decide(false)}
        onConfirm={() => decide(true)}
      />
    </>
  );
}

/** A form-level message for what the server refused (the field errors stay on their fields). */
export function ServerRefusal({ message }: { message: string | null }) {
  return (
    <div aria-live="polite">
      {message && <Typography role="alert" color="error" sx={{ mt: 1, fontWeight: 600 }}>{message}</Typography>}
    </div>
  );
}
