import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import { fetchBanner } from '@portal/kit';
import { usePortalConfig, type Banner as BannerData } from '@portal/contract';
import { useT } from '../i18n';
import { takeStartedBanner } from './bannerStart';

/** The site banner from the banner file (fetched without a token). Everything in it is shown as text. */
export function Banner() {
  const config = usePortalConfig();
  // Asked for by bootstrap already (bannerStart.ts): shown with the page's first frame when it has come.
  const [early] = useState(() => takeStartedBanner(config.bannerUrl));
  const [banner, setBanner] = useState<BannerData | null>(early?.value ?? null);
  const t = useT();
  useEffect(() => {
    const controller = new AbortController();
    const answer = early && early.url === config.bannerUrl ? early.answer : fetchBanner(config.bannerUrl, controller.signal);
    void answer.then((b) => {
      if (!controller.signal.aborted) setBanner(b);
    });
    return () => controller.abort();
  }, [early, config.bannerUrl]);
  if (!banner) return null;
  return (
    <Container sx={{ pt: 2 }}>
      {/* Long words wrap instead of making the notice scroll sideways. */}
      <Alert
        severity={banner.type}
        role="region"
        aria-label={t('banner.region')}
        sx={{ '& .MuiAlert-message': { overflowWrap: 'anywhere', minWidth: 0 } }}
      >
        {banner.title && <AlertTitle>{banner.title}</AlertTitle>}
        {banner.body}
        {banner.link && (
          <>
            {' '}
            <Link href={banner.link} target="_blank" rel="noopener noreferrer">
              {t('banner.more')}
            </Link>
          </>
        )}
      </Alert>
    </Container>
  );
}
