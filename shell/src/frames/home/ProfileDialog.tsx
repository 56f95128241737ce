import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useFormik } from 'formik';
import { usePersonalInfo } from '@portal/kit';
import { addPersonalInfo, updatePersonalInfo } from './model/personalInfoApi';
import { useAuth, usePortalConfig, useToast, type PersonalInfo, useApiClient } from '@portal/contract';
import { fromPersonalForm, toPersonalForm, validatePersonal, type PersonalFormValues } from '@portal/kit/validation';
import { PersonalFields } from '@portal/kit/validation';
import { useFramesT } from '../i18n';
import { useSharedT } from '@portal/kit';

const LATER_KEY = 'portal.profileLater';

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
  const close = () => {
    sessionStorage.setItem(LATER_KEY, '1');
    setLater(true);
  };
  return (
    <ProfileForm
      info={info}
      email={email}
      onLater={close}
      onSaved={async () => {
        await mutate();
      }}
    />
  );
}

function ProfileForm({ info, email, onLater, onSaved }: { info: PersonalInfo; email: string; onLater(): void; onSaved(): Promise<void> }) {
  const client = useApiClient();
  const config = usePortalConfig();
  const toast = useToast();
  const t = useFramesT();
  const st = useSharedT();
  const form = useFormik<PersonalFormValues>({
    initialValues: toPersonalForm(info, { email, city: config.constants.defaultCity }),
    validate: (values) => validatePersonal(values),
    onSubmit: async (values) => {
      const details = fromPersonalForm(values, info.cityCode);
      try {
        if (info.customerCode > 0) await updatePersonalInfo(client, info.customerCode, details, info.nip);
        else await addPersonalInfo(client, 0, details);
        toast.success(st('toast.updateSuccess'));
        await onSaved();
      } catch {
        // The request error toast has been shown; the values stay.
      }
    },
  });
  return (
    <Dialog open onClose={onLater} aria-labelledby="profile-title" aria-describedby="profile-intro" fullWidth maxWidth="sm">
      <form noValidate onSubmit={form.handleSubmit}>
        <DialogTitle id="profile-title">{t('frames.profile')}</DialogTitle>
        <DialogContent>
          <DialogContentText id="profile-intro">{t('frames.profileIntro')}</DialogContentText>
          <PersonalFields form={form} idPrefix="profile" />
        </DialogContent>
        <DialogActions>
          <Button onClick={onLater} disabled={form.isSubmitting}>
            {t('frames.later')}
          </Button>
          <Button type="submit" variant="contained" disabled={form.isSubmitting}>
            {st('ui.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
