import Typography from '@mui/material/Typography';

export default function BalanceTab() {
  return <Typography component="h2" variant="h5">Balance</Typography>;
}
