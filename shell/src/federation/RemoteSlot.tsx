import { lazy, Suspense, useContext, useEffect, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { ErrorBoundary, OfflineGate, SectionSkeleton as KitSectionSkeleton, st as sharedT } from '@portal/kit';
import { useLocale, usePortalConfig, type Texts } from '@portal/contract';
import { PRERENDER_TAB } from '@portal/kit/config';
import { textIn } from '@portal/host/sections';
import { arrivedSection, isLoadFailure, loadRemoteComponent, releaseOfSection } from './remotes';
import { SectionRefusedError } from './refused';
import { KeptDrawing } from './KeptDrawing';
import { PrerenderPlace } from './prerenderPlace';
import { keptDrawing } from './kept';
import { contentIsShown, note, reportEvent } from '../monitoring/monitoring';
import { AskedBy } from '../monitoring/AskedBy';
import { useT } from '../i18n';

/** A section's name in the page's language (its release's, from the sections table). */
export function useSectionName(name: Texts): string {
  return textIn(name, useLocale().locale);
}

/** A section's skeleton while it loads, named (the kit's, which a section's own drawing draws too). */
export function SectionSkeleton({ name }: { name: Texts }) {
  const t = useT();
  return <KitSectionSkeleton label={t('section.loading', { section: useSectionName(name) })} />;
}

/**
 * A section while it loads: the drawing its release drew into the page, where the app keeps one (KeptDrawing.tsx), else
 * its skeleton. Also the home frame's while the card list loads (HomeFrame), so the page the prerender draws is the one
 * the slot shows next.
 */
export function SlotLoading({ module, name }: { module: string; name: Texts }) {
  const place = useContext(PrerenderPlace);
  if (place) return <template {...{ [PRERENDER_TAB.place]: place }} />;
  return keptDrawing(module) ? <KeptDrawing module={module} /> : <SectionSkeleton name={name} />;
}

/** A section as the slot needs it (the sections table's): its remote and module, its name, whether it works offline. */
export interface SlotSection {
  remote: string;
  module: string;
  name: Texts;
  worksOffline?: boolean;
}

export interface RemoteSlotProps<P> {
  section: SlotSection;
  props?: P;
}

/**
 * One section of the portal that comes from a remote: its drawing or a skeleton while it loads (SlotLoading), its own
 * failure with Retry.
 * Keyed by remote and module, so moving to another section never keeps this one's failure or state. A section the
 * shell refused to run (built for another runtime contract or React: plugins/compatibility.ts) says it is being
 * updated; every failure is reported for monitoring (monitoring/monitoring.ts).
 */
export function RemoteSlot<P extends object>(props: RemoteSlotProps<P>) {
  return <Slot key={`${props.section.remote}/${props.section.module}`} {...props} />;
}

function Slot<P extends object>({ section, props }: RemoteSlotProps<P>) {
  const { remote, module, name } = section;
  const [attempt, setAttempt] = useState(0);
  const t = useT();
  const sectionName = useSectionName(name);
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
          {isUpdating(error) ? t('section.updating') : t('section.failed', { section: sectionName })}
        </Alert>
      )}
    >
      <Suspense fallback={<SlotLoading module={`${remote}/${module}`} name={name} />}>
        <AskedBy remote={remote}>
          {section.worksOffline ? (
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

/** A section built for another contract or React than this shell's: its team is deploying a matching shell or section. */
const isUpdating = (error: Error) => error instanceof SectionRefusedError && error.reason === 'incompatible';

/**
 * Where a section of a remote whose release could not be read would be (the runtime config gives it this address; the
 * shell's server could not read what its release declares): that this part could not be loaded, with Retry, which
 * reads the remote's release again and shows its section if it now can be had. The rest of the portal works.
 */
export function UnknownSection({ remote }: { remote: string }) {
  const t = useT();
  const config = usePortalConfig();
  const [trying, setTrying] = useState(false);
  useEffect(contentIsShown, []);
  return (
    <Alert
      severity="error"
      role="alert"
      action={
        <Button
          color="inherit"
          variant="outlined"
          disabled={trying}
          onClick={() => {
            setTrying(true);
            void import(/* webpackChunkName: "read-remotes" */ './readRemotes')
              .then((m) => m.retryRemote(config, remote))
              .finally(() => setTrying(false));
          }}
        >
          {sharedT('ui.retry')}
        </Button>
      }
    >
      {t('section.unavailable')}
    </Alert>
  );
}
