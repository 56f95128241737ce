/**
 * Monitoring (docs/operations.md "Monitoring"): what the shell reports of the portal's health, attributed to the
 * section and release that caused it, as OTLP/HTTP JSON logs to the runtime config's `monitoring.eventsUrl`.
 *
 * This part is in the shell's entry and stays small: it notes errors, unhandled rejections, failed API calls and page
 * views from the start, and has sent at once what a team must hear of at once (a section refused or failed to load, a
 * file refused: `reportEvent`, through send.ts loaded then). The rest (attribution, fingerprints, counting, sampling, Web Vitals, batches sent when
 * the page is hidden) is `reporting.ts`, loaded once the page's content is shown and the browser is idle.
 * Nothing personal is sent: every text goes through `redact` (send.ts).
 */
import type { ApiClient, PortalConfig } from '@portal/contract';
import { ApiError, CONTRACT_VERSION } from '@portal/contract';

export interface PortalEvent {
  type: 'section-refused' | 'section-failed' | 'file-refused' | 'file-failed' | 'files-unchecked';
  remote: string;
  module?: string;
  /** The section's release, when known (a file's events). */
  release?: string;
  /** The file, without its query (a file's events). */
  file?: string;
  /** Why, in a word a dashboard can group by ('incompatible', 'integrity', 'pin', 'load', 'unchecked'). */
  reason: string;
  detail: string;
}

export interface ReportedEvent extends PortalEvent {
  at: string;
  page: string;
  contract: string;
}

/** What happened before reporting.ts took over (and, after, what is handed to it). */
export type Noted =
  | { type: 'error'; at: number; page: string; kind: string; message: string; stack: string; remote?: string }
  | { type: 'api-failure'; at: number; page: string; operation: string; status: number; remote: string }
  | { type: 'page-view'; at: number; page: string };

/** The shell's release (its package.json version, set at build time). */
export const SHELL_RELEASE = process.env.PORTAL_RELEASE ?? 'dev';
/** At most this many notes wait for reporting.ts (a page that throws in a loop before it loads). */
const MAX_NOTED = 100;

let settings: { eventsUrl: string | null; sampleRate: number } = { eventsUrl: null, sampleRate: 1 };
let noted: Noted[] = [];
let sink: ((n: Noted) => void) | null = null;

/**
 * The runtime config's `monitoring`, as the shell reads it: the contract's (`eventsUrl`), and `sampleRate`, which only
 * the shell reads. A setting of the host alone is not part of the contract, so it never makes a section need a newer
 * shell (docs/operations.md "Monitoring").
 */
export type MonitoringSettings = NonNullable<PortalConfig['monitoring']> & { sampleRate?: number };

export function configureMonitoring(config: { monitoring?: MonitoringSettings }): void {
  settings = { eventsUrl: config.monitoring?.eventsUrl ?? null, sampleRate: config.monitoring?.sampleRate ?? 1 };
}
export const monitoringSettings = () => settings;

/** Notes an error, a failed API call or a page view: kept until reporting.ts takes over, then handed to it. */
export function note(n: Noted): void {
  if (sink) sink(n);
  else if (noted.length < MAX_NOTED) noted.push(n);
}

/** Notes a route shown (the shell's routes call it on each change of page). */
export const pageView = (page: string): void => note({ type: 'page-view', at: Date.now(), page });

/** reporting.ts takes over: what was noted so far, and every note after. */
export function takeNotes(onNote: (n: Noted) => void): Noted[] {
  sink = onNote;
  const before = noted;
  noted = [];
  return before;
}

/** An error's note: its own name, message and stack where it has them, else what its event says. */
function errorNote(win: Window, thrown: unknown, said: { kind: string; message: string; stack: string }): Noted {
  const e = (typeof thrown === 'object' && thrown !== null ? thrown : {}) as { name?: unknown; message?: unknown; stack?: unknown };
  return {
    type: 'error',
    at: Date.now(),
    page: win.location.pathname,
    kind: typeof e.name === 'string' ? e.name : said.kind,
    // The error's own message ('Uncaught Error: …' is the event's).
    message: typeof e.message === 'string' ? e.message : said.message,
    stack: typeof e.stack === 'string' ? e.stack : said.stack,
  };
}

/** Every uncaught error and unhandled rejection of the page, from the start. */
/* eslint-disable lingui/no-unlocalized-strings -- the names of errors and a stack's line, for operators, never shown to customers */
export function watchErrors(win: Window = window): void {
  win.addEventListener('error', (e) =>
    note(errorNote(win, e.error, { kind: 'Error', message: e.message, stack: `at ${e.filename}:${e.lineno}:${e.colno}` })),
  );
  win.addEventListener('unhandledrejection', (e) =>
    note(errorNote(win, e.reason, { kind: 'UnhandledRejection', message: String(e.reason), stack: '' })),
  );
}
/* eslint-enable lingui/no-unlocalized-strings */

/**
 * A section refused, failed to load, or one of its files refused: logged, dispatched on the window as `portal:event`
 * (for a tag manager or an operator's script), and sent at once (never sampled).
 */
export function reportEvent(event: PortalEvent): ReportedEvent {
  const reported: ReportedEvent = { ...event, at: new Date().toISOString(), page: window.location.pathname, contract: CONTRACT_VERSION };
  console.warn(
    `[portal] ${event.type}: ${event.remote}${event.module ? `/${event.module}` : ''}${event.release ? ` ${event.release}` : ''} (${event.reason}) ${event.detail}`,
  );
  window.dispatchEvent(new CustomEvent('portal:event', { detail: reported }));
  // The sender loads with the first event (rare: refusals and failures), never with the page.
  const record = { ...event, at: Date.now(), page: reported.page };
  if (settings.eventsUrl)
    void import(/* webpackChunkName: "monitoring-send" */ './send').then(
      ({ send }) => send([record]),
      () => undefined,
    );
  return reported;
}

let markShown: () => void = () => undefined;
/** Resolved when the page's content is first shown: a section's own content, or the shell's own page (login, not found). */
export const contentShown = new Promise<void>((resolve) => {
  markShown = resolve;
});
/** The page's content is shown (RemoteSlot when its section commits, the shell's own pages when they mount). */
export const contentIsShown = (): void => markShown();

/**
 * Loads reporting.ts once the page's content is shown and the browser is idle, at least 2 s after: never on the path
 * to the content (docs/performance.md "Monitoring's cost").
 */
export function startReportingWhenIdle(start: () => Promise<void>, win: Window = window, shown: Promise<void> = contentShown): void {
  if (!settings.eventsUrl) return;
  void shown.then(() => {
    win.setTimeout(() => {
      const idle = (win as Window & { requestIdleCallback?: (cb: () => void, o?: { timeout: number }) => number }).requestIdleCallback;
      const go = () => void start().catch((e: unknown) => console.warn('[portal] monitoring could not start', e));
      if (idle) idle.call(win, go, { timeout: 5000 });
      else go();
    }, 2000);
  });
}

const unwrapped = new WeakMap<ApiClient, ApiClient>();

/**
 * The API client as one section uses it: a call that fails is noted for monitoring with the operation (its path
 * without the query, never the values), the status and the section that asked. Offline failures and answers dropped
 * at sign-out are not failures of the API.
 */
export function askedBy(client: ApiClient, remote: string): ApiClient {
  const base = unwrapped.get(client) ?? client;
  const wrapped: ApiClient = {
    apiBase: base.apiBase,
    key: (path, query) => base.key(path, query),
    request: <T>(method: Parameters<ApiClient['request']>[0], path: string, options?: Parameters<ApiClient['request']>[2]) =>
      base.request<T>(method, path, options).catch((error: unknown): never => {
        if (error instanceof ApiError && error.name !== 'SignedOutError' && navigator.onLine)
          note({
            type: 'api-failure',
            at: Date.now(),
            page: window.location.pathname,
            operation: path.split('?')[0]!,
            status: error.status,
            remote,
          });
        throw error;
      }),
  };
  unwrapped.set(wrapped, base);
  return wrapped;
}
