import Typography from '@mui/material/Typography';

export default function ConfirmEmail() {
  return <Typography component="h1" variant="h4">Email confirmation</Typography>;
}
