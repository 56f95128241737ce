import { useEffect, useState } from 'react';
import Alert, { type AlertColor } from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import { usePortalConfig } from '@portal/shared';

interface BannerFile { title?: unknown; body?: unknown; type?: unknown; link?: unknown }

const SEVERITIES: AlertColor[] = ['error', 'warning', 'info', 'success'];
const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

/** The site banner from the banner file (fetched without a token). Everything in it is shown as text. */
export function Banner() {
  const config = usePortalConfig();
  const [banner, setBanner] = useState<BannerFile | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    fetch(config.bannerUrl, { signal: controller.signal, credentials: 'omit' })
      .then((r) => (r.ok ? (r.json() as Promise<BannerFile>) : null))
      .then(setBanner)
      .catch(() => undefined); // no banner is not an error the customer needs to see
    return () => controller.abort();
  }, [config.bannerUrl]);
  const title = text(banner?.title);
  const body = text(banner?.body);
  if (!title && !body) return null;
  const severity = SEVERITIES.includes(text(banner?.type) as AlertColor) ? (text(banner?.type) as AlertColor) : 'warning';
  const link = text(banner?.link);
  const safeLink = /^https?:\/\//i.test(link) ? link : '';
  return (
    <Container sx={{ pt: 2 }}>
      <Alert severity={severity} role="region" aria-label="Site notice">
        {title && <AlertTitle>{title}</AlertTitle>}
        {body}
        {safeLink && <> <Link href={safeLink} target="_blank" rel="noopener noreferrer">More information</Link></>}
      </Alert>
    </Container>
  );
}
