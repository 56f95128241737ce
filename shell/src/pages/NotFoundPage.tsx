import { useEffect } from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate } from '@portal/contract';
import { FRAME_PATHS } from '@portal/host/sections';
import { usePagesT as useT } from './i18n';
import { contentIsShown } from '../monitoring/monitoring';
import { useT as useShellT } from '../i18n';

export function NotFoundPage() {
  const navigate = useNavigate();
  const t = useT();
  const shell = useShellT();
  // The page's content (monitoring starts after it is shown).
  useEffect(contentIsShown, []);
  return (
    <Paper component="section" sx={{ maxWidth: 560, mx: 'auto', mt: 6, p: 4, textAlign: 'center' }}>
      <Typography component="h1" variant="h4" gutterBottom>
        {t('notFound.title')}
      </Typography>
      <Typography sx={{ mb: 3 }}>{t('notFound.text')}</Typography>
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'center' }}>
        <Button variant="outlined" onClick={() => navigate(-1)}>
          {t('notFound.back')}
        </Button>
        <Button variant="contained" component={RouterLink} to={FRAME_PATHS.home}>
          {shell('nav.home')}
        </Button>
      </Stack>
    </Paper>
  );
}
