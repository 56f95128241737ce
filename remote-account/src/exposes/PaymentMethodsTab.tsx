import Typography from '@mui/material/Typography';

export default function PaymentMethodsTab() {
  return <Typography component="h1" variant="h4">Payment Methods</Typography>;
}
