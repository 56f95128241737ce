import Typography from '@mui/material/Typography';

export default function ManageAccountTab() {
  return <Typography component="h1" variant="h4">Manage account</Typography>;
}
