import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, usePortalConfig } from '@portal/shared';

const SITE_MAP = [
  ['Balance', '/home/balance'], ['Reload', '/home/reload'], ['Manage card', '/home/manage'],
  ['Payment Methods', '/account/payment'], ['Manage account', '/account/manage'], ['Request mobile account deletion', '/RequestMobileAccountDeletion'],
] as const;

export function Footer() {
  const config = usePortalConfig();
  const agency = new URL(config.transitInfoUrl);
  return (
    <Box component="footer" sx={{ bgcolor: '#1f2933', color: '#ffffff', mt: 4, py: 3, '& a': { color: '#ffffff' } }}>
      <Container>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 3, sm: 8 }}>
          <nav aria-label="Agency">
            <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>Transit Agency</Typography>
            <Stack component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} spacing={0.5}>
              <li><Link href={config.transitInfoUrl}>Routes, schedules and fares</Link></li>
              <li><Link href={new URL('/contact', agency).href}>Contact us</Link></li>
              <li><Link href={new URL('/accessibility', agency).href}>Accessibility</Link></li>
              <li><Link href={new URL('/privacy', agency).href}>Privacy</Link></li>
            </Stack>
          </nav>
          <nav aria-label="Site map">
            <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>Site map</Typography>
            <Stack component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} spacing={0.5}>
              {SITE_MAP.map(([label, to]) => <li key={to}><Link component={RouterLink} to={to}>{label}</Link></li>)}
            </Stack>
          </nav>
        </Stack>
      </Container>
    </Box>
  );
}
