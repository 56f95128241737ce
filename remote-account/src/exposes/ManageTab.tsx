import Typography from '@mui/material/Typography';

export default function ManageTab() {
  return <Typography component="h1" variant="h4">Manage card</Typography>;
}
