import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate } from '@portal/shared';

export function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <Paper component="section" sx={{ maxWidth: 560, mx: 'auto', mt: 6, p: 4, textAlign: 'center' }}>
      <Typography component="h1" variant="h4" gutterBottom>Page not Found</Typography>
      <Typography sx={{ mb: 3 }}>The page you asked for does not exist.</Typography>
      <Stack direction="row" spacing={2} sx={{ justifyContent: "center" }}>
        <Button variant="outlined" onClick={() => navigate(-1)}>Back</Button>
        <Button variant="contained" component={RouterLink} to="/home/balance">Home</Button>
      </Stack>
    </Paper>
  );
}
