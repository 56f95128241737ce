import Typography from '@mui/material/Typography';

export default function ReloadTab() {
  return <Typography component="h1" variant="h4">Reload</Typography>;
}
