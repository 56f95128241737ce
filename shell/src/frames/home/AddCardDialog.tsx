import { useEffect, useRef } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useFormik } from 'formik';
import { useCardTypes } from '@portal/kit';
import { useApiClient } from '@portal/contract';
import type { Card } from '@portal/contract';
import { addCardSchema, addCardToAccount, type AddCardValues } from '@portal/kit/validation';
import { useFramesT } from '../i18n';
import { useSharedT } from '@portal/kit';

/**
 * 'Add New Card' (spec 5): card number and type, an optional label. Before adding, the card's activation status
 * and assignment are checked; a refusal is shown on the card number field and nothing is lost.
 */
export default function AddCardDialog({ onClose, onAdded }: { onClose(): void; onAdded(card: Card): void | Promise<void> }) {
  const client = useApiClient();
  const { data: types } = useCardTypes();
  const numberRef = useRef<HTMLInputElement>(null);
  const t = useFramesT();
  const st = useSharedT();
  const form = useFormik<AddCardValues>({
    initialValues: { cardNumber: '', cardType: '', label: '' },
    validationSchema: addCardSchema,
    onSubmit: async (values, helpers) => {
      try {
        const result = await addCardToAccount(client, values);
        if ('problem' in result) {
          helpers.setFieldError('cardNumber', result.problem);
          numberRef.current?.focus();
          return;
        }
        await onAdded(result.card);
      } catch {
        // The request error toast has been shown; the values stay for another try.
      }
    },
  });
  // The first type is preselected when the types arrive.
  const { values, setFieldValue } = form;
  useEffect(() => {
    if (!values.cardType && types?.[0]) void setFieldValue('cardType', String(types[0].id), false);
  }, [types, values.cardType, setFieldValue]);
  const field = (name: keyof AddCardValues) => ({
    id: `add-card-${name}`,
    name,
    value: form.values[name],
    onChange: form.handleChange,
    onBlur: form.handleBlur,
    error: Boolean(form.touched[name] && form.errors[name]),
    helperText: form.touched[name] ? form.errors[name] : undefined,
  });
  return (
    <Dialog open onClose={form.isSubmitting ? undefined : onClose} aria-labelledby="add-card-title" fullWidth maxWidth="xs">
      <form noValidate onSubmit={form.handleSubmit}>
        <DialogTitle id="add-card-title">{t('frames.addNewCard')}</DialogTitle>
        <DialogContent>
          <TextField
            {...field('cardNumber')}
            label={t('frames.cardNumber')}
            required
            fullWidth
            margin="normal"
            autoFocus
            inputRef={numberRef}
            slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off', maxLength: 20 } }}
          />
          <TextField
            {...field('cardType')}
            label={t('frames.cardType')}
            required
            fullWidth
            margin="normal"
            select
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            {!types && <option value="">{st('ui.loading')}</option>}
            {types?.map((t) => (
              <option key={t.id} value={String(t.id)}>
                {t.description}
              </option>
            ))}
          </TextField>
          <TextField {...field('label')} label={t('frames.label')} fullWidth margin="normal" slotProps={{ htmlInput: { maxLength: 50 } }} />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={form.isSubmitting}>
            {st('ui.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={form.isSubmitting}>
            {form.isSubmitting ? t('frames.adding') : t('frames.addCard')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
