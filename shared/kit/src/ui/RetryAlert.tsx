import { useId, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useSharedT } from '../i18n';

/** Data that could not be loaded, in its own area, with Retry (the request error toast has been shown too). */
export function RetryAlert({ onRetry, busy, children }: { onRetry(): void; busy: boolean; children: ReactNode }) {
  // Several may show at once: each Retry is described by what it retries.
  const id = useId();
  const t = useSharedT();
  return (
    <Alert
      severity="error"
      sx={{ mb: 3 }}
      action={
        <Button color="inherit" onClick={onRetry} disabled={busy} aria-describedby={id}>
          {t('ui.retry')}
        </Button>
      }
    >
      <span id={id}>{children}</span>
    </Alert>
  );
}
