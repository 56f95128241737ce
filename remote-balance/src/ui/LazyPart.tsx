import { Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { ErrorBoundary, RetryAlert, useRetryableLazy } from '@portal/kit';

/**
 * A part downloaded when it is first shown: nothing while it downloads; if the download fails, its message with
 * Retry in its own place (Retry downloads it again), and the rest of the tab goes on working.
 */
export function LazyPart<P>({
  load,
  failed,
  render,
}: {
  load: () => Promise<{ default: ComponentType<P> }>;
  failed: string;
  render(Part: ComponentType<P>): ReactNode;
}) {
  const [Part, retry] = useRetryableLazy(load);
  const [attempt, setAttempt] = useState(0);
  return (
    <ErrorBoundary
      resetKey={String(attempt)}
      fallback={() => (
        <RetryAlert
          busy={false}
          onRetry={() => {
            retry();
            setAttempt((n) => n + 1);
          }}
        >
          {failed}
        </RetryAlert>
      )}
    >
      <Suspense fallback={null}>{render(Part)}</Suspense>
    </ErrorBoundary>
  );
}
