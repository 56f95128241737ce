import Typography from '@mui/material/Typography';

export default function MobileAccountDeletion() {
  return <Typography component="h1" variant="h4">Request Mobile Account Deletion</Typography>;
}
