import { lazy, Suspense, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { ErrorBoundary, OfflineGate, st as sharedT } from '@portal/kit';
import type { RemoteName } from '@portal/contract';
import { PRERENDER_TAB } from '@portal/kit/config';
import { arrivedSection, isLoadFailure, loadRemoteComponent, releaseOfSection } from './remotes';
import { SectionRefusedError } from './refused';
import { SlotPreviews } from './slotPreview';
import { contentIsShown, note, reportEvent } from '../monitoring/monitoring';
import { AskedBy } from '../monitoring/AskedBy';
import { useT } from '../i18n';

/** The names of the sections, as messages of the shell. */
export type SectionName = Extract<Parameters<ReturnType<typeof useT>>[0], `section.${string}`>;

export function SectionSkeleton({ section }: { section: SectionName }) {
  const t = useT();
  return (
    <Stack
      spacing={1}
      aria-busy="true"
      aria-label={t('section.loading', { section: t(section) })}
      role="status"
      {...{ [PRERENDER_TAB.skeleton]: '' }}
    >
      <Skeleton variant="text" width="40%" height={40} />
      <Skeleton variant="rectangular" height={120} />
      <Skeleton variant="text" width="60%" />
    </Stack>
  );
}

/**
 * A section while it loads: what its frame already knows of it (SlotPreviews), then its skeleton. Also the home frame's
 * while the card list loads (HomeFrame), so the page the prerender draws is the one the slot shows next.
 */
export function SlotLoading({ preview, section }: { preview: ReactNode; section: SectionName }) {
  return (
    <>
      {preview}
      <SectionSkeleton section={section} />
    </>
  );
}

export interface RemoteSlotProps<P> {
  remote: RemoteName;
  module: string;
  /** The name people know the section by (a message key): shown while loading and when it fails. */
  section: SectionName;
  props?: P;
}

/**
 * One section of the portal that comes from a remote: a skeleton while it loads (below what its frame already knows of
 * it, SlotPreviews), its own failure with Retry.
 * Keyed by remote and module, so moving to another section never keeps this one's failure or state. A section the
 * shell refused to run (built for another runtime contract or React: plugins/compatibility.ts) says it is being
 * updated; every failure is reported for monitoring (monitoring/monitoring.ts).
 */
export function RemoteSlot<P extends object>(props: RemoteSlotProps<P>) {
  return <Slot key={`${props.remote}/${props.module}`} {...props} />;
}

function Slot<P extends object>({ remote, module, section, props }: RemoteSlotProps<P>) {
  const [attempt, setAttempt] = useState(0);
  const t = useT();
  const preview = useContext(SlotPreviews)[`${remote}/${module}`];
  // A section that has already arrived renders at once (no suspension, no throttled reveal); otherwise it loads.
  const Section = useMemo(
    () => (attempt === 0 && arrivedSection<P>(remote, module)) || lazy(() => loadRemoteComponent<P>(remote, module, attempt > 0)),
    [remote, module, attempt],
  );
  return (
    <ErrorBoundary
      key={attempt}
      onError={(error, info) => {
        console.error('Remote section failed:', error, info.componentStack);
        // Refused or not loaded: sent at once. Thrown by the section's own code: an error of that section and release.
        // The release, when its manifest was read (a section built for another contract: yes; a pin refused: no).
        const release = releaseOfSection(remote);
        if (error instanceof SectionRefusedError)
          reportEvent({ type: 'section-refused', remote, module, release, reason: error.reason, detail: error.detail });
        else if (isLoadFailure(error))
          reportEvent({ type: 'section-failed', remote, module, release, reason: 'load', detail: error.message });
        else
          note({
            type: 'error',
            at: Date.now(),
            page: window.location.pathname,
            kind: error.name,
            message: error.message,
            stack: error.stack ?? '',
            remote,
          });
      }}
      fallback={(error) => (
        <Alert
          severity={isUpdating(error) ? 'info' : 'error'}
          role="alert"
          action={
            <Button color="inherit" variant="outlined" onClick={() => setAttempt((a) => a + 1)}>
              {sharedT('ui.retry')}
            </Button>
          }
        >
          {isUpdating(error) ? t('section.updating') : t('section.failed', { section: t(section) })}
        </Alert>
      )}
    >
      <Suspense fallback={<SlotLoading preview={preview} section={section} />}>
        <AskedBy remote={remote}>
          {WORKS_OFFLINE.has(`${remote}/${module}`) ? (
            <Section {...(props as P)} />
          ) : (
            <OfflineGate>
              <Section {...(props as P)} />
            </OfflineGate>
          )}
          <Shown />
        </AskedBy>
      </Suspense>
    </ErrorBoundary>
  );
}

/** Rendered after the section: once it commits, the page's content is shown (monitoring starts after that). */
function Shown() {
  useEffect(contentIsShown, []);
  return null;
}

/**
 * Sections whose controls work without a connection (the Balance tab's history filter and pages, on the last known
 * data). In every other one, each action needs the network: disabled offline, with the reason (OfflineGate).
 */
const WORKS_OFFLINE = new Set(['balance/BalanceTab']);

/** A section built for another contract or React than this shell's: its team is deploying a matching shell or section. */
const isUpdating = (error: Error) => error instanceof SectionRefusedError && error.reason === 'incompatible';
