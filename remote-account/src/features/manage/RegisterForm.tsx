import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import { useFormik } from 'formik';
import { ApiError, usePortalConfig, useToast, type Card, type ClientCard, useApiClient } from '@portal/contract';
import { RetryAlert, useClientCard, visuallyHidden } from '@portal/kit';
import { linkHolder, updateHolder } from './model/api';
import { fromPersonalForm, validatePersonal, type PersonalFormValues } from '@portal/kit/validation';
import { holderFormValues } from './model/holder';
import { PersonalFields, ServerRefusal } from '@portal/kit/validation';
import { useT } from './i18n';
import { st } from '@portal/kit';

/**
 * The Register form (spec 2 'Manage tab', spec 5): who holds the selected card. Loaded from
 * Clients/GetClienteTarjeta (the Mobile variant for card type 8); saved with UpdateCatClientesTarjetas, then
 * SetCardToClient with the id it returns (spec 4 'Registration save').
 */
export function RegisterForm({ card, blockedBy }: { card: Card; blockedBy?: string }) {
  const holder = useClientCard(card);
  const { data: client, error, mutate } = holder;
  const t = useT();
  if (!client) {
    return error ? (
      <RetryAlert onRetry={() => void mutate()} busy={holder.isValidating}>
        {t('manage.holderFailed', { card: card.cardNumber })}
      </RetryAlert>
    ) : (
      <Box role="status">
        <Box component="span" sx={visuallyHidden}>
          {t('manage.loadingHolder')}
        </Box>
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} height={56} />
        ))}
      </Box>
    );
  }
  // A new record (or a first e-mail) starts a fresh form: the e-mail then stays as saved.
  return (
    <HolderForm
      key={`${client.clientCardId}:${client.email}`}
      card={card}
      client={client}
      blockedBy={blockedBy}
      onSaved={async () => {
        await mutate();
      }}
    />
  );
}

function HolderForm({
  card,
  client,
  blockedBy,
  onSaved,
}: {
  card: Card;
  client: ClientCard;
  blockedBy?: string;
  onSaved(): Promise<void>;
}) {
  const apiClient = useApiClient();
  const toast = useToast();
  const { constants } = usePortalConfig();
  const [refusal, setRefusal] = useState<string | null>(null);
  const t = useT();
  const form = useFormik<PersonalFormValues>({
    initialValues: holderFormValues(client, constants.defaultCity),
    validate: (values) => validatePersonal(values),
    onSubmit: async (values) => {
      setRefusal(null);
      try {
        const id = await updateHolder(apiClient, card, client.clientCardId, fromPersonalForm(values, client.cityCode));
        await linkHolder(apiClient, card, id);
        toast.success(st('toast.updateSuccess'));
        await onSaved();
      } catch (e) {
        // Said in the form as well as the toast; every value stays for another try.
        setRefusal(e instanceof ApiError ? t('manage.notSavedBecause', { reason: e.message }) : t('manage.notSaved'));
      }
    },
  });
  const disabled = Boolean(blockedBy);
  return (
    <form noValidate onSubmit={form.handleSubmit} aria-describedby={blockedBy}>
      <PersonalFields form={form} idPrefix={`holder-${card.cardNumber}`} disabled={disabled} columnsFrom="lg" />
      <ServerRefusal message={refusal} />
      <Box sx={{ mt: 2 }}>
        <Button
          type="submit"
          variant="contained"
          disabled={disabled || form.isSubmitting}
          aria-describedby={blockedBy}
          sx={{ minHeight: 44 }}
        >
          {form.isSubmitting ? t('manage.saving') : st('ui.save')}
        </Button>
      </Box>
    </form>
  );
}
