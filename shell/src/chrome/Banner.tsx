import { createContext, useContext, useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import { fetchBanner } from '@portal/kit';
import { PRERENDER_BANNER } from '@portal/kit/config';
import { usePortalConfig, type Banner as BannerData } from '@portal/contract';
import { useT } from '../i18n';
import { takeStartedBanner } from './bannerStart';

/**
 * Set by the build's prerender (prerender/renderPages.tsx) to the language of the tree it renders: with no banner,
 * the banner's place is marked for the server, which puts the banner file's answer there.
 */
export const PrerenderBannerSlot = createContext<string | null>(null);

/** The site banner from the banner file (fetched without a token). Everything in it is shown as text. */
export function Banner() {
  const config = usePortalConfig();
  const slot = useContext(PrerenderBannerSlot);
  // Asked for by bootstrap already (bannerStart.ts), or drawn by the server in the prerendered page: shown with the
  // page's first frame when it is known.
  const [early] = useState(() => takeStartedBanner(config.bannerUrl));
  const [banner, setBanner] = useState<BannerData | null>(early?.value ?? null);
  useEffect(() => {
    const controller = new AbortController();
    const answer = early && early.url === config.bannerUrl ? early.answer : fetchBanner(config.bannerUrl, controller.signal);
    void answer.then((b) => {
      if (!controller.signal.aborted) setBanner(b);
    });
    return () => controller.abort();
  }, [early, config.bannerUrl]);
  if (!banner) return slot ? <template {...{ [PRERENDER_BANNER.slot]: slot }} /> : null;
  return <BannerView banner={banner} />;
}

/** How the banner looks: the app's and the prerendered page's (the build renders it with placeholders). */
export function BannerView({ banner }: { banner: BannerData }) {
  const t = useT();
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
