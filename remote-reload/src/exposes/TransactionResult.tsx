import Typography from '@mui/material/Typography';

export default function TransactionResult() {
  return <Typography component="h1" variant="h4">Payment result</Typography>;
}
