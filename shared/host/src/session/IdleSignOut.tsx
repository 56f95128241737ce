import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useAuth } from '@portal/contract';
import { usePortalConfig } from '@portal/contract';
import { STORAGE_KEYS } from '@portal/contract';
import { idlePhase, readLastActivity, writeLastActivity, type IdleSettings } from '@portal/kit/session';

const IdleWarningDialog = lazy(() => import('./IdleWarningDialog'));

/**
 * Input that counts as activity. While the warning shows, only its 'Stay signed in' does.
 *
 * Not `scroll`: it also fires when the page scrolls itself (a list shrinking under the window's scroll position,
 * MUI's tabs scrolling the selected one into view), with nobody there, and a page that keeps loading would then keep
 * a walked-away customer signed in on a shared computer. A person's scroll comes with one of these (a wheel, a touch,
 * a key, the pointer moved to or pressed on the scrollbar).
 */
const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart', 'mousemove'] as const;
/** Activity is written to storage at most this often (every tab reads it). */
const WRITE_EVERY_MS = 5_000;

/**
 * Signs a signed-in customer out after the configured time without input in any tab of the portal (WCAG 2.2.1:
 * a warning comes first, with 'Stay signed in' and 'Sign out'). Mounted once by PortalProviders; renders nothing
 * until the warning is due.
 */
export function IdleSignOut() {
  const auth = useAuth();
  const { constants } = usePortalConfig();
  if (!auth.isAuthenticated) return null;
  return (
    <IdleWatcher
      settings={{ idleMs: constants.idleMinutes * 60_000, warnMs: constants.idleWarningSeconds * 1000 }}
      onExpire={() => auth.logout('idle')}
      onSignOut={() => auth.logout()}
    />
  );
}

export function IdleWatcher({
  settings,
  onExpire,
  onSignOut,
  now = Date.now,
}: {
  settings: IdleSettings;
  onExpire(): void;
  onSignOut(): void;
  now?: () => number;
}) {
  const [signOutInMs, setSignOutInMs] = useState<number | null>(null);
  const warning = signOutInMs !== null;
  const warningRef = useRef(false);
  warningRef.current = warning;
  const expired = useRef(false);
  const lastWrite = useRef(0);
  const onExpireRef = useRef(onExpire);
  onExpireRef.current = onExpire;
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const check = useCallback(() => {
    clearTimeout(timer.current);
    if (expired.current) return;
    const t = now();
    let last = readLastActivity(t);
    if (last === null) {
      last = t;
      writeLastActivity(t);
    }
    const phase = idlePhase(t, last, settings);
    if (phase.phase === 'expired') {
      expired.current = true;
      setSignOutInMs(null);
      onExpireRef.current();
      return;
    }
    if (phase.phase === 'warning') {
      setSignOutInMs(phase.signOutInMs);
      // The countdown moves each second; the sign-out happens on time.
      timer.current = setTimeout(check, Math.min(1000, phase.signOutInMs));
    } else {
      setSignOutInMs(null);
      timer.current = setTimeout(check, phase.warnInMs);
    }
  }, [settings, now]);

  const recordActivity = useCallback(
    (force = false) => {
      const t = now();
      if (!force && t - lastWrite.current < WRITE_EVERY_MS) return;
      lastWrite.current = t;
      writeLastActivity(t);
      if (force) check();
    },
    [check, now],
  );

  useEffect(() => {
    // A session starts active when the stored time is unreadable (readLastActivity); a stale one (a browser
    // left signed in) signs out at once.
    check();
    const onInput = () => {
      if (!warningRef.current) recordActivity();
    };
    // A removed value means another tab is signing out (its broadcast follows): nothing is written back.
    const onStorage = (e: StorageEvent) => {
      if (e.key === STORAGE_KEYS.lastActivity && e.newValue !== null) check();
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') check();
    };
    for (const type of ACTIVITY_EVENTS) window.addEventListener(type, onInput, { passive: true, capture: true });
    window.addEventListener('storage', onStorage);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearTimeout(timer.current);
      for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, onInput, { capture: true });
      window.removeEventListener('storage', onStorage);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [check, recordActivity]);

  if (!warning) return null;
  return (
    <Suspense fallback={null}>
      <IdleWarningDialog signOutInMs={signOutInMs} onStay={() => recordActivity(true)} onSignOut={onSignOut} />
    </Suspense>
  );
}
