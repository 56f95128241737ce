/**
 * Events for monitoring (docs/operations.md "Monitoring"): a section the shell refused to run, a section that failed
 * to load, a section's file that was refused (not the released bytes) or failed to load.
 * Each is logged, dispatched on the window as `portal:event` (for a tag manager or an operator's script), and sent to
 * the runtime config's `monitoring.eventsUrl` when there is one, as OTLP/HTTP JSON logs (send.ts, loaded with the
 * first event, never with the page). Nothing personal is sent: every text goes through `redact`.
 */
import type { PortalConfig } from '@portal/contract';
import { CONTRACT_VERSION } from '@portal/contract';

export interface PortalEvent {
  type: 'section-refused' | 'section-failed' | 'file-refused' | 'file-failed';
  remote: string;
  module?: string;
  /** The section's release, when known (a file's events). */
  release?: string;
  /** The file, without its query (a file's events). */
  file?: string;
  /** Why, in a word a dashboard can group by ('incompatible', 'integrity', 'pin', 'load'). */
  reason: string;
  detail: string;
}

export interface ReportedEvent extends PortalEvent {
  at: string;
  page: string;
  contract: string;
}

/** The shell's release (its package.json version, set at build time). */
export const SHELL_RELEASE = process.env.PORTAL_RELEASE ?? 'dev';

let settings: { eventsUrl: string | null } = { eventsUrl: null };

export function configureMonitoring(config: Pick<PortalConfig, 'monitoring'>): void {
  settings = { eventsUrl: config.monitoring?.eventsUrl ?? null };
}
export const monitoringSettings = () => settings;

export function reportEvent(event: PortalEvent): ReportedEvent {
  const reported: ReportedEvent = { ...event, at: new Date().toISOString(), page: window.location.pathname, contract: CONTRACT_VERSION };
  console.warn(
    `[portal] ${event.type}: ${event.remote}${event.module ? `/${event.module}` : ''}${event.release ? ` ${event.release}` : ''} (${event.reason}) ${event.detail}`,
  );
  window.dispatchEvent(new CustomEvent('portal:event', { detail: reported }));
  const record = { ...event, at: Date.now(), page: reported.page };
  if (settings.eventsUrl)
    void import(/* webpackChunkName: "monitoring-send" */ './send').then(
      ({ send }) => send([record]),
      () => undefined,
    );
  return reported;
}
