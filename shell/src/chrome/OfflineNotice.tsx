import { useSyncExternalStore } from 'react';
import Alert from '@mui/material/Alert';
import Container from '@mui/material/Container';
import { useT } from '../i18n';

const subscribe = (onChange: () => void) => {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
};
const isOffline = () => !navigator.onLine;

/**
 * Says so while the browser has no connection (phones lose it in tunnels): what is shown may be out of date and
 * nothing can be sent. When the connection is back the notice goes and the data cache revalidates by itself.
 */
export function OfflineNotice() {
  const offline = useSyncExternalStore(subscribe, isOffline, () => false);
  const t = useT();
  if (!offline) return null;
  return (
    <Container sx={{ pt: 2 }}>
      <Alert severity="warning" role="status">
        {t('offline.notice')}
      </Alert>
    </Container>
  );
}
