import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocale, usePortalConfig } from '@portal/contract';
import { linksOf, textIn } from '@portal/host/sections';
import { useSectionsTable } from '../federation/sectionsTable';
import { useT } from '../i18n';

export function Footer() {
  const config = usePortalConfig();
  const agency = new URL(config.transitInfoUrl);
  const t = useT();
  const { locale } = useLocale();
  // The site map's links, as the sections' releases declare them (a page drawn before the JavaScript has them from the
  // shell's server, which fills in the same list: scripts/static-server.mts).
  const siteMap = linksOf(useSectionsTable(), 'siteMap', config.features);
  return (
    <Box component="footer" sx={{ bgcolor: '#1f2933', color: '#ffffff', mt: 4, py: 3, '& a': { color: '#ffffff' } }}>
      <Container>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 3, sm: 8 }}>
          <nav aria-label={t('footer.agency')}>
            <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
              {t('footer.agencyTitle')}
            </Typography>
            <Stack component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} spacing={0.5}>
              <li>
                <Link href={config.transitInfoUrl}>{t('footer.routes')}</Link>
              </li>
              <li>
                <Link href={new URL('/contact', agency).href}>{t('footer.contact')}</Link>
              </li>
              <li>
                <Link href={new URL('/accessibility', agency).href}>{t('footer.accessibility')}</Link>
              </li>
              <li>
                <Link href={new URL('/privacy', agency).href}>{t('footer.privacy')}</Link>
              </li>
            </Stack>
          </nav>
          <nav aria-label={t('footer.siteMap')}>
            <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
              {t('footer.siteMap')}
            </Typography>
            <Stack component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} spacing={0.5}>
              {siteMap.map(({ entry, to }) => (
                <li key={to}>
                  <Link component={RouterLink} to={to}>
                    {textIn(entry.label, locale)}
                  </Link>
                </li>
              ))}
            </Stack>
          </nav>
        </Stack>
      </Container>
    </Box>
  );
}
