import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { ErrorBoundary } from '@portal/kit';
import { ToastContext, type Toast } from '@portal/contract';

const loadStack = () => import('@portal/kit/toast-stack');

/**
 * The portal's toast stack, downloaded when it is first needed: the first toast, or the customer's first press or
 * key (what usually comes before one), so no page's first load carries it. Toasts asked for before it arrives are
 * shown when it does, in order.
 */
export function PortalToasts({ autoHideMs, children }: { autoHideMs?: number; children: ReactNode }) {
  const live = useRef<Toast | null>(null);
  const queue = useRef<Array<(t: Toast) => void>>([]);
  const [wanted, setWanted] = useState(false);
  const [attempt, setAttempt] = useState(0);

  const toast = useMemo<Toast>(() => {
    const call = (show: (t: Toast) => void) => {
      if (live.current) {
        show(live.current);
        return;
      }
      queue.current.push(show);
      setWanted(true);
    };
    return {
      success: (message, ms) => call((t) => t.success(message, ms)),
      info: (message, ms) => call((t) => t.info(message, ms)),
      warning: (title, detail, ms) => call((t) => t.warning(title, detail, ms)),
      error: (title, detail, ms) => call((t) => t.error(title, detail, ms)),
    };
  }, []);

  useEffect(() => {
    const early = () => setWanted(true);
    const opts = { once: true, capture: true, passive: true } as const;
    window.addEventListener('pointerdown', early, opts);
    window.addEventListener('keydown', early, opts);
    return () => {
      window.removeEventListener('pointerdown', early, opts);
      window.removeEventListener('keydown', early, opts);
    };
  }, []);

  const onReady = useCallback((t: Toast) => {
    live.current = t;
    for (const show of queue.current.splice(0)) show(t);
  }, []);
  const onFail = useCallback(() => {
    setWanted(false);
    setAttempt((a) => a + 1);
  }, []);
  // A new lazy component for each attempt: React keeps a failed one failed.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `attempt` is not read: it is the reason to make a new one
  const NotistackStack = useMemo(() => lazy(loadStack), [attempt]);

  return (
    <ToastContext.Provider value={toast}>
      {children}
      {wanted && (
        // A stack that failed to download lets the next toast try again (a phone offline for a moment).
        <ErrorBoundary key={attempt} onError={onFail}>
          <Suspense fallback={null}>
            <NotistackStack autoHideMs={autoHideMs} onReady={onReady} />
          </Suspense>
        </ErrorBoundary>
      )}
    </ToastContext.Provider>
  );
}
