import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { ErrorBoundary } from '@portal/kit';
import { shellT } from '../i18n';
import { st as sharedT } from '@portal/kit';

/**
 * A page of the shell that fails to render, typically because its code could not be downloaded (the frames and
 * the 404 page load when first needed): a message with Retry in the page area, while the navigation, banner and
 * footer keep working. Navigating elsewhere (a new resetKey, the path) clears it.
 */
export function PageBoundary({ resetKey, children }: { resetKey: string; children: ReactNode }) {
  return (
    <ErrorBoundary
      resetKey={resetKey}
      onError={(error, info) => console.error('Page failed:', error, info.componentStack)}
      fallback={() => (
        // A downloaded chunk that failed stays failed in this page life: Retry loads the page again.
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => window.location.reload()}>
              {sharedT('ui.retry')}
            </Button>
          }
        >
          {shellT('page.failed')}
        </Alert>
      )}
    >
      {children}
    </ErrorBoundary>
  );
}
