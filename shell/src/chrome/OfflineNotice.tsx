import Alert from '@mui/material/Alert';
import Container from '@mui/material/Container';
import { useOnline } from '@portal/kit';
import { useT } from '../i18n';

/**
 * Says so while the browser has no connection (phones lose it in tunnels): what is shown may be out of date and
 * nothing can be sent. When the connection is back the notice goes and the data cache revalidates by itself.
 */
/** The notice's id: controls disabled offline are described by it. */
export const OFFLINE_NOTICE_ID = 'offline-notice';

export function OfflineNotice() {
  const offline = !useOnline();
  const t = useT();
  if (!offline) return null;
  return (
    <Container sx={{ pt: 2 }}>
      <Alert severity="warning" role="status" id={OFFLINE_NOTICE_ID}>
        {t('offline.notice')}
      </Alert>
    </Container>
  );
}
