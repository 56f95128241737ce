/**
 * Monitoring's reporting (monitoring.ts loads it once the page's content is shown and the browser is idle):
 * - one page view per route shown, with its section and that section's release;
 * - the landing page's Web Vitals (LCP, INP, CLS, TTFB) with the web-vitals library's attribution;
 * - errors attributed to a section and release by where their code came from, with a fingerprint, repeats within a
 *   page view counted rather than sent again;
 * - failed API calls: the operation, the status and the section that asked.
 * A page view is sampled (`monitoring.sampleRate`) as a whole. Records wait in a batch, sent when the page is hidden
 * (or when 50 wait), redacted (monitoring.ts `send`).
 */
import { onCLS, onINP, onLCP, onTTFB, type MetricWithAttribution } from 'web-vitals/attribution';
import { attribute, fingerprint } from './attribution';
import { monitoringSettings, takeNotes, SHELL_RELEASE, type Noted } from './monitoring';
import { send } from './send';
import type { MonitoringRecord } from '@portal/host/otlp';

export interface ReportingOptions {
  sectionOf: (url: string) => { remote: string; release: string } | undefined;
  releaseOf: (remote: string) => string | undefined;
  /** The remote whose section a page shows ('shell' for the shell's own pages), from the sections table. */
  remoteOfPage?: (page: string) => string;
  random?: () => number;
  win?: Window;
  /** web-vitals' callbacks (a test gives its own). */
  vitals?: Array<(report: (metric: MetricWithAttribution) => void) => void>;
  send?: (records: MonitoringRecord[]) => void;
}

const BATCH = 50;
const round = (n: number, places = 1) => Math.round(n * 10 ** places) / 10 ** places;

/** The fields of a metric's attribution that say where the time went or what moved (no text of the page). */
export function vitalFields(metric: MetricWithAttribution): Record<string, string | number | undefined> {
  const a = metric.attribution as unknown as Record<string, unknown>;
  const pick = (keys: string[]) =>
    Object.fromEntries(
      keys.flatMap((k): Array<[string, string | number]> => {
        const v = a[k];
        return typeof v === 'number' ? [[`vital.${k}`, round(v, 3)]] : typeof v === 'string' ? [[`vital.${k}`, v]] : [];
      }),
    );
  switch (metric.name) {
    case 'LCP':
      return pick(['target', 'url', 'timeToFirstByte', 'resourceLoadDelay', 'resourceLoadDuration', 'elementRenderDelay']);
    case 'INP':
      return pick(['interactionTarget', 'interactionType', 'loadState', 'inputDelay', 'processingDuration', 'presentationDelay']);
    case 'CLS':
      return pick(['largestShiftTarget', 'largestShiftTime', 'largestShiftValue', 'loadState']);
    case 'TTFB':
      return pick(['waitingDuration', 'cacheDuration', 'dnsDuration', 'connectionDuration', 'requestDuration']);
    default:
      return {};
  }
}

export function startReporting(opts: ReportingOptions): { flush: () => void } {
  const win = opts.win ?? window;
  const sendNow = opts.send ?? send;
  const sampled = (opts.random ?? Math.random)() < monitoringSettings().sampleRate;
  const batch = new Map<string, MonitoringRecord & { count: number }>();
  const landing = win.location.pathname;
  const remoteOfPage = opts.remoteOfPage ?? (() => 'shell');

  const add = (key: string, record: MonitoringRecord) => {
    const seen = batch.get(key);
    if (seen) seen.count += 1;
    else batch.set(key, { ...record, count: 1 });
    if (batch.size >= BATCH) flush();
  };
  const flush = () => {
    if (batch.size === 0) return;
    const records = [...batch.values()].map((r) => {
      // A page view's section may have arrived since: its release is read when the batch goes.
      const release = r.release ?? (r.remote && r.remote !== 'shell' ? opts.releaseOf(String(r.remote)) : SHELL_RELEASE);
      return { ...r, release };
    });
    batch.clear();
    sendNow(records);
  };

  const onNote = (n: Noted) => {
    if (!sampled) return;
    if (n.type === 'page-view') {
      add(`page-view ${n.at} ${n.page}`, { type: 'page-view', at: n.at, page: n.page, remote: remoteOfPage(n.page) });
    } else if (n.type === 'api-failure') {
      add(`api ${n.operation} ${n.status} ${n.remote} ${n.page}`, {
        type: 'api-failure',
        at: n.at,
        page: n.page,
        operation: n.operation,
        status: n.status,
        remote: n.remote,
      });
    } else {
      const by = attribute(n.stack, opts.sectionOf, win.location.origin, SHELL_RELEASE) ?? { remote: n.remote ?? 'unknown' };
      const print = fingerprint(n.kind, n.message, n.stack);
      add(`error ${print} ${n.page}`, {
        type: 'error',
        at: n.at,
        page: n.page,
        remote: by.remote,
        release: by.release ?? (n.remote ? opts.releaseOf(n.remote) : undefined),
        fingerprint: print,
        kind: n.kind,
        message: n.message,
      });
    }
  };
  for (const n of takeNotes(onNote)) onNote(n);
  // What was noted while the page loaded goes now, while the page is open: the browser asks the collector its CORS
  // question once (a keepalive request sent as the page goes may not be let ask it), and the answer is kept.
  flush();

  if (sampled) {
    const vital = (metric: MetricWithAttribution) =>
      add(`vital ${metric.id}`, {
        type: 'web-vital',
        at: Date.now(),
        page: landing,
        remote: remoteOfPage(landing),
        'vital.name': metric.name,
        'vital.value': round(metric.value, metric.name === 'CLS' ? 4 : 1),
        'vital.rating': metric.rating,
        'vital.navigationType': metric.navigationType,
        ...vitalFields(metric),
      });
    for (const on of opts.vitals ?? [onLCP, onINP, onCLS, onTTFB]) on(vital);
  }
  // Sent when the page is hidden (another tab, the phone locked, the page left): web-vitals reports its last values
  // on the same event, before this listener (it was added first).
  win.addEventListener('visibilitychange', () => {
    if (win.document.visibilityState === 'hidden') flush();
  });
  win.addEventListener('pagehide', flush);
  // For whoever watches the page (an operator's script, the journeys): reporting has started.
  win.performance?.mark?.('portal:reporting-started');
  return { flush };
}
