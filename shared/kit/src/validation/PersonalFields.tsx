/**
 * The personal-info fields (spec 3 and 5) for the home page's profile dialog and the Manage tab's Register form,
 * with the data-collection agreement and its notice. From
 * '@portal/kit/validation', imported with formik by the forms only, so neither is in every page's first download.
 */
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { FormikProps } from 'formik';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import type { PersonalFormValues } from './personal';
import { useSharedT } from '../i18n';
import { formsTexts, useFormsText } from './i18n';
import { FieldMessage, TextInput } from '../ui/TextInput';
import { CheckboxField } from '../ui/CheckboxField';

type FieldName = Exclude<keyof PersonalFormValues, 'agreement'>;

export const PERSONAL_FIELDS: ReadonlyArray<{ name: FieldName; required?: boolean; type?: string; autoComplete?: string }> = [
  { name: 'fname', required: true, autoComplete: 'given-name' },
  { name: 'mname', autoComplete: 'additional-name' },
  { name: 'lname', required: true, autoComplete: 'family-name' },
  { name: 'dob', required: true, type: 'date', autoComplete: 'bday' },
  { name: 'email', required: true, type: 'email', autoComplete: 'email' },
  { name: 'phone', required: true, type: 'tel', autoComplete: 'tel' },
  { name: 'address', autoComplete: 'street-address' },
  { name: 'city', autoComplete: 'address-level2' },
  { name: 'state', autoComplete: 'address-level1' },
  { name: 'country', autoComplete: 'country-name' },
  { name: 'postal', required: true, autoComplete: 'postal-code' },
  { name: 'notes' },
];

/** What the data collection notice says: what is collected, why, and the customer's choices. */
export const DATA_COLLECTION_NOTICE = formsTexts({ title: 'notice.title', text: 'notice.text' });

/**
 * The fields, laid out in a grid (two columns from `columnsFrom` up), and the required agreement checkbox: checking
 * it opens the notice (Cancel / Deny / Confirm: Confirm agrees, Deny declines), which a button also opens. The e-mail field is disabled once
 * the stored record has one (spec 5); `disabled` disables everything (a hotlisted or expired card).
 */
export function PersonalFields({
  form,
  idPrefix,
  disabled = false,
  columnsFrom = 'sm',
}: {
  form: FormikProps<PersonalFormValues>;
  idPrefix: string;
  disabled?: boolean;
  columnsFrom?: 'sm' | 'md' | 'lg';
}) {
  const [noticeOpen, setNoticeOpen] = useState(false);
  const t = useFormsText();
  const ui = useSharedT();
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
          <TextInput
            key={f.name}
            id={`${idPrefix}-${f.name}`}
            name={f.name}
            label={t(`field.${f.name}`)}
            required={f.required}
            type={f.type ?? 'text'}
            value={form.values[f.name]}
            onChange={form.handleChange}
            onBlur={form.handleBlur}
            // Spec 5: the e-mail cannot be changed once filled.
            disabled={disabled || (f.name === 'email' && Boolean(form.initialValues.email))}
            error={Boolean(err(f.name))}
            helperText={err(f.name)}
            fullWidth
            margin="dense"
            multiline={f.name === 'notes'}
            minRows={f.name === 'notes' ? 2 : undefined}
            sx={f.name === 'notes' ? { gridColumn: '1 / -1' } : undefined}
            htmlInput={{ autoComplete: f.autoComplete }}
          />
        ))}
      </Box>
      <Box sx={{ mt: 1 }}>
        {/* Checking the box opens the notice: Confirm agrees, Deny or Cancel leave it unchecked. Unchecking needs no notice. */}
        <CheckboxField
          name="agreement"
          label={t('notice.agree')}
          disabled={disabled}
          checked={form.values.agreement}
          onChange={(e) => {
            if (e.target.checked) setNoticeOpen(true);
            else void form.setFieldValue('agreement', false);
          }}
          describedBy={agreementError ? `${idPrefix}-agreement-error` : undefined}
        />
        <Box>
          <Button size="small" onClick={() => setNoticeOpen(true)} aria-haspopup="dialog">
            {t('notice.read')}
          </Button>
        </Box>
        {agreementError && (
          <FieldMessage id={`${idPrefix}-agreement-error`} error>
            {agreementError}
          </FieldMessage>
        )}
      </Box>
      <ConfirmDialog
        open={noticeOpen}
        title={DATA_COLLECTION_NOTICE.title}
        message={DATA_COLLECTION_NOTICE.text}
        denyLabel={ui('ui.deny')}
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
      {message && (
        <Typography role="alert" color="error" sx={{ mt: 1, fontWeight: 600 }}>
          {message}
        </Typography>
      )}
    </div>
  );
}
