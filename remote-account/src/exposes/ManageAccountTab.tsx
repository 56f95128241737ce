import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { usePortalConfig } from '@portal/shared';

/** Account › Manage (spec 2): links to the identity provider's profile-edit and password-reset pages. */
export default function ManageAccountTab() {
  const { auth } = usePortalConfig();
  const back = `${window.location.origin}/account/manage`;
  const withReturn = (url: string) => {
    const u = new URL(url);
    u.searchParams.set('client_id', auth.clientId);
    u.searchParams.set('redirect_uri', back);
    return u.href;
  };
  return (
    <Paper component="section" aria-labelledby="manage-account-title" sx={{ p: 3, maxWidth: 640 }}>
      <Typography id="manage-account-title" component="h2" variant="h5" gutterBottom>Manage account</Typography>
      <List>
        <ListItem disableGutters>
          <ListItemText
            primary={<Link href={withReturn(auth.profileEditUrl)}>Edit</Link>}
            secondary="Change the name shown on your account."
          />
        </ListItem>
        <ListItem disableGutters>
          <ListItemText
            primary={<Link href={withReturn(auth.passwordResetUrl)}>Reset</Link>}
            secondary="Get an e-mail with a link to set a new password."
          />
        </ListItem>
      </List>
    </Paper>
  );
}
