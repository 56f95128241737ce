import Typography from '@mui/material/Typography';

export default function ResetPassword() {
  return <Typography component="h1" variant="h4">Password Reset</Typography>;
}
