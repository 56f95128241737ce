/**
 * Events for monitoring (docs/releases.md "Monitoring"): a section the shell refused to run, a section that failed to
 * load, a section's file that was refused (not the released bytes) or failed to load.
 * Each is logged, dispatched on the window as `portal:event` (for a tag manager or an operator's script), and sent to
 * the runtime config's `monitoring.eventsUrl` when there is one, as a beacon (it survives the page being left). An
 * event holds no personal data: the page's path without its query, the section, and why.
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

let eventsUrl: string | null = null;

export function configureMonitoring(config: Pick<PortalConfig, 'monitoring'>): void {
  eventsUrl = config.monitoring?.eventsUrl ?? null;
}

export function reportEvent(event: PortalEvent): ReportedEvent {
  const reported: ReportedEvent = { ...event, at: new Date().toISOString(), page: window.location.pathname, contract: CONTRACT_VERSION };
  console.warn(
    `[portal] ${event.type}: ${event.remote}${event.module ? `/${event.module}` : ''}${event.release ? ` ${event.release}` : ''} (${event.reason}) ${event.detail}`,
  );
  window.dispatchEvent(new CustomEvent('portal:event', { detail: reported }));
  if (eventsUrl) {
    const body = JSON.stringify(reported);
    // text/plain: a simple request, so no preflight (a beacon cannot make one); nothing of the answer is read.
    let sent = false;
    try {
      sent =
        typeof navigator.sendBeacon === 'function' &&
        navigator.sendBeacon(eventsUrl, new Blob([body], { type: 'text/plain;charset=UTF-8' }));
    } catch {
      sent = false;
    }
    if (!sent)
      void fetch(eventsUrl, {
        method: 'POST',
        body,
        keepalive: true,
        mode: 'no-cors',
        credentials: 'omit',
        headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
      }).catch(() => undefined);
  }
  return reported;
}
