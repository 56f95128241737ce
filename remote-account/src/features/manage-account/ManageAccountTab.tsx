import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { usePortalConfig } from '@portal/contract';
import { useT } from './i18n';
import { intlLocale } from '@portal/contract';

/** Account › Manage (spec 2): links to the identity provider's profile-edit and password-reset pages. */
export default function ManageAccountTab() {
  const { auth } = usePortalConfig();
  const back = `${window.location.origin}/account/manage`;
  const t = useT();
  const withReturn = (url: string) => {
    const u = new URL(url);
    u.searchParams.set('client_id', auth.clientId);
    u.searchParams.set('redirect_uri', back);
    // The provider's page in the portal's language.
    u.searchParams.set('ui_locales', intlLocale());
    return u.href;
  };
  return (
    <Paper component="section" aria-labelledby="manage-account-title" sx={{ p: 3, maxWidth: 640 }}>
      <Typography id="manage-account-title" component="h2" variant="h5" gutterBottom>
        {t('account.title')}
      </Typography>
      <List>
        <ListItem disableGutters>
          <ListItemText
            primary={<Link href={withReturn(auth.profileEditUrl)}>{t('account.edit')}</Link>}
            secondary={t('account.editText')}
          />
        </ListItem>
        <ListItem disableGutters>
          <ListItemText
            primary={<Link href={withReturn(auth.passwordResetUrl)}>{t('account.reset')}</Link>}
            secondary={t('account.resetText')}
          />
        </ListItem>
      </List>
    </Paper>
  );
}
