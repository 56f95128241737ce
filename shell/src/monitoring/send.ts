import { CONTRACT_VERSION } from '@portal/contract';
import { monitoringSettings, SHELL_RELEASE } from './monitoring';
import { otlpLogs, type Fields, type MonitoringRecord } from '@portal/host/otlp';
import { redact } from './redact';

/** The browser engine and its major version ('Blink 156', 'Gecko 153', 'WebKit 605'), never the whole user agent. */
export function engineOf(userAgent: string): string {
  const m = /(Firefox)\/(\d+)/.exec(userAgent) ?? /(Chrom(?:e|ium))\/(\d+)/.exec(userAgent) ?? /(AppleWebKit)\/(\d+)/.exec(userAgent);
  if (!m) return 'other';
  // eslint-disable-next-line lingui/no-unlocalized-strings -- engine names, for operators, never shown to customers
  return `${m[1] === 'Firefox' ? 'Gecko' : m[1] === 'AppleWebKit' ? 'WebKit' : 'Blink'} ${m[2]}`;
}

/** What every record says of where it comes from, as OTLP's resource (service.name, service.version…). */
const resource = (): Fields => ({
  'service.name': 'transit-portal',
  'service.version': SHELL_RELEASE,
  'portal.contract': CONTRACT_VERSION,
  'browser.engine': typeof navigator === 'undefined' ? 'other' : engineOf(navigator.userAgent),
});

/**
 * Sends records to the configured collector, redacted, with a `keepalive` fetch: it outlives the page, as a beacon
 * does, for the batch sent as the page is hidden or left. Not a beacon: a beacon always carries the browser's cookies
 * (the collector would have to allow credentials), and its `application/json` body, what an OTLP collector takes,
 * needs the same CORS question across origins anyway. reporting.ts sends its first batch while the page is open, so
 * the browser has its answer (Access-Control-Max-Age) before the page goes.
 */
export function send(records: MonitoringRecord[]): void {
  const url = monitoringSettings().eventsUrl;
  if (!url || records.length === 0) return;
  const clean = records.map((r) =>
    Object.fromEntries(Object.entries(r).map(([k, v]) => [k, typeof v === 'string' ? redact(v) : v])),
  ) as MonitoringRecord[];
  void fetch(url, {
    method: 'POST',
    body: JSON.stringify(otlpLogs(clean, resource())),
    keepalive: true,
    mode: 'cors',
    credentials: 'omit',
    headers: { 'Content-Type': 'application/json' },
  }).catch(() => undefined);
}
