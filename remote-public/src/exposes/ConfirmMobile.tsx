import Typography from '@mui/material/Typography';

export default function ConfirmMobile() {
  return <Typography component="h1" variant="h4">Mobile email confirmation</Typography>;
}
