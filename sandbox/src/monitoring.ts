/**
 * A stand-in for the agency's monitoring (docs/operations.md "Monitoring"). The shell sends OTLP/HTTP JSON logs
 * (shell/src/monitoring) to `monitoring.eventsUrl`; the sandbox receives them at `/monitoring/v1/logs` (as an
 * OpenTelemetry Collector does at `/v1/logs`) and at `/monitoring/events` (the flat JSON events of shells before
 * OTLP are still taken), keeps the latest in memory, lists them flat at GET `/monitoring/events` (tests read it),
 * and draws the operations page at `/monitoring`: each section's health by release.
 */
import express, { type NextFunction, type Request, type Response } from 'express';
import { rateLimit } from 'express-rate-limit';
import { esc } from './http.ts';
import { page } from './pages.ts';

export interface MonitoringEvent {
  received: string;
  type: string;
  [field: string]: unknown;
}

const KEPT = 5000;

type OtlpValue = { stringValue?: string; intValue?: string | number; doubleValue?: number; boolValue?: boolean };
const valueOf = (v: OtlpValue | undefined): unknown =>
  v?.stringValue ?? (v?.intValue !== undefined ? Number(v.intValue) : (v?.doubleValue ?? v?.boolValue));
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The events of an OTLP logs request, flat: `event.name` as type, `portal.x` as x, the resource's fields beside. */
export function flatten(body: unknown, received: string): MonitoringEvent[] | null {
  if (!isRecord(body) || !Array.isArray(body.resourceLogs)) return null;
  const out: MonitoringEvent[] = [];
  for (const rl of body.resourceLogs as unknown[]) {
    if (!isRecord(rl)) return null;
    const resource = Object.fromEntries(
      (isRecord(rl.resource) && Array.isArray(rl.resource.attributes) ? rl.resource.attributes : []).map(
        (a: { key: string; value?: OtlpValue }) => [
          a.key === 'service.version'
            ? 'shellRelease'
            : a.key === 'portal.contract'
              ? 'contract'
              : a.key === 'browser.engine'
                ? 'engine'
                : a.key,
          valueOf(a.value),
        ],
      ),
    );
    for (const sl of Array.isArray(rl.scopeLogs) ? (rl.scopeLogs as unknown[]) : []) {
      for (const lr of isRecord(sl) && Array.isArray(sl.logRecords) ? (sl.logRecords as unknown[]) : []) {
        if (!isRecord(lr)) return null;
        const fields: Record<string, unknown> = {};
        for (const a of Array.isArray(lr.attributes) ? (lr.attributes as Array<{ key: string; value?: OtlpValue }>) : [])
          fields[a.key.replace(/^portal\./, '')] = valueOf(a.value);
        const type = fields['event.name'] ?? (isRecord(lr.body) ? lr.body.stringValue : undefined);
        if (typeof type !== 'string') return null;
        delete fields['event.name'];
        const nanos = typeof lr.timeUnixNano === 'string' ? Number(lr.timeUnixNano.slice(0, -6)) : NaN;
        out.push({ ...resource, ...fields, type, at: Number.isFinite(nanos) ? new Date(nanos).toISOString() : received, received });
      }
    }
  }
  return out;
}

/** The 75th percentile (the value three in four page views are at or under), or null. */
export function p75(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.ceil(sorted.length * 0.75) - 1]!;
}

interface Health {
  remote: string;
  release: string;
  pageViews: number;
  errors: number;
  fingerprints: Array<{ fingerprint: string; kind: string; message: string; count: number }>;
  apiFailures: Array<{ operation: string; status: number; count: number }>;
  vitals: Record<'LCP' | 'INP' | 'CLS' | 'TTFB', number | null>;
  refused: number;
  failed: number;
  /** p75 of each vital by minute, oldest first. */
  overTime: Array<{ minute: string; LCP: number | null; INP: number | null; CLS: number | null }>;
}

const VITALS = ['LCP', 'INP', 'CLS', 'TTFB'] as const;

/** Each section's health by release, from the events kept (newest release first within a section). */
export function healthOf(events: MonitoringEvent[]): Health[] {
  const groups = new Map<string, MonitoringEvent[]>();
  for (const e of events) {
    const remote = typeof e.remote === 'string' ? e.remote : 'unknown';
    const release = typeof e.release === 'string' && e.release ? e.release : 'unknown';
    const key = `${remote}\u0000${release}`;
    groups.set(key, [...(groups.get(key) ?? []), e]);
  }
  const count = (e: MonitoringEvent) => (typeof e.count === 'number' ? e.count : 1);
  return [...groups.entries()]
    .map(([key, list]) => {
      const [remote, release] = key.split('\u0000') as [string, string];
      const byPrint = new Map<string, Health['fingerprints'][number]>();
      for (const e of list.filter((x) => x.type === 'error')) {
        const fp = String(e.fingerprint ?? '');
        const seen = byPrint.get(fp) ?? { fingerprint: fp, kind: String(e.kind ?? ''), message: String(e.message ?? ''), count: 0 };
        seen.count += count(e);
        byPrint.set(fp, seen);
      }
      const byCall = new Map<string, Health['apiFailures'][number]>();
      for (const e of list.filter((x) => x.type === 'api-failure')) {
        const k = `${String(e.operation)} ${String(e.status)}`;
        const seen = byCall.get(k) ?? { operation: String(e.operation ?? ''), status: Number(e.status), count: 0 };
        seen.count += count(e);
        byCall.set(k, seen);
      }
      const vital = (name: string, of: MonitoringEvent[] = list) =>
        p75(of.filter((x) => x.type === 'web-vital' && x['vital.name'] === name).map((x) => Number(x['vital.value'])));
      const minutes = [...new Set(list.filter((x) => x.type === 'web-vital').map((x) => String(x.at).slice(0, 16)))].sort();
      return {
        remote,
        release,
        pageViews: list.filter((x) => x.type === 'page-view').length,
        errors: [...byPrint.values()].reduce((a, f) => a + f.count, 0),
        fingerprints: [...byPrint.values()].sort((a, b) => b.count - a.count).slice(0, 5),
        apiFailures: [...byCall.values()].sort((a, b) => b.count - a.count).slice(0, 5),
        vitals: Object.fromEntries(VITALS.map((v) => [v, vital(v)])) as Health['vitals'],
        refused: list.filter((x) => x.type === 'section-refused' || x.type === 'file-refused').length,
        failed: list.filter((x) => x.type === 'section-failed' || x.type === 'file-failed').length,
        overTime: minutes.map((minute) => {
          const of = list.filter((x) => String(x.at).startsWith(minute));
          return { minute, LCP: vital('LCP', of), INP: vital('INP', of), CLS: vital('CLS', of) };
        }),
      };
    })
    .sort((a, b) => a.remote.localeCompare(b.remote) || b.release.localeCompare(a.release, undefined, { numeric: true }));
}

const ms = (v: number | null) => (v === null ? '–' : `${Math.round(v)} ms`);
const cls = (v: number | null) => (v === null ? '–' : v.toFixed(3));

/** A line per vital over the minutes (SVG, its numbers in the table beside it). */
function chart(h: Health, id: string): string {
  const points = h.overTime.filter((p) => p.LCP !== null);
  if (points.length === 0) return '';
  const max = Math.max(...points.map((p) => p.LCP!), 1);
  const w = 320;
  const x = (i: number) => (points.length === 1 ? w / 2 : (i * (w - 20)) / (points.length - 1) + 10);
  const y = (v: number) => 110 - (v / max) * 100;
  const line = points.map((p, i) => `${x(i).toFixed(1)},${y(p.LCP!).toFixed(1)}`).join(' ');
  return `<svg role="img" aria-labelledby="${id}" viewBox="0 0 ${w} 120" width="100%" height="120">
  <title id="${id}">p75 LCP of ${esc(h.remote)} ${esc(h.release)} by minute, from ${ms(Math.min(...points.map((p) => p.LCP!)))} to ${ms(max)} (the table below has each value)</title>
  <polyline fill="none" stroke="#003b71" stroke-width="2" points="${line}"/>
  ${points.map((p, i) => `<circle cx="${x(i).toFixed(1)}" cy="${y(p.LCP!).toFixed(1)}" r="3" fill="#003b71"/>`).join('')}
</svg>`;
}

/** The operations page: per section and release, what a team reads to see whether its last release made things worse. */
export function operationsPage(events: MonitoringEvent[]): string {
  const health = healthOf(events);
  const sections = health
    .map((h, i) => {
      const id = `s${i}`;
      return `<section aria-labelledby="${id}">
  <h2 id="${id}">${esc(h.remote)} ${esc(h.release)}</h2>
  <dl>
    <dt>Page views</dt><dd>${h.pageViews}</dd>
    <dt>Errors</dt><dd>${h.errors}</dd>
    <dt>p75 LCP</dt><dd>${ms(h.vitals.LCP)}</dd>
    <dt>p75 INP</dt><dd>${ms(h.vitals.INP)}</dd>
    <dt>p75 CLS</dt><dd>${cls(h.vitals.CLS)}</dd>
    <dt>p75 TTFB</dt><dd>${ms(h.vitals.TTFB)}</dd>
    <dt>Refused</dt><dd>${h.refused}</dd>
    <dt>Failed to load</dt><dd>${h.failed}</dd>
  </dl>
  ${
    h.fingerprints.length
      ? `<table><caption>Top errors of ${esc(h.remote)} ${esc(h.release)}</caption><thead><tr><th scope="col">Fingerprint</th><th scope="col">Error</th><th scope="col">Count</th></tr></thead><tbody>${h.fingerprints
          .map((f) => `<tr><td><code>${esc(f.fingerprint)}</code></td><td>${esc(f.kind)}: ${esc(f.message)}</td><td>${f.count}</td></tr>`)
          .join('')}</tbody></table>`
      : ''
  }
  ${
    h.apiFailures.length
      ? `<table><caption>Failed API calls of ${esc(h.remote)} ${esc(h.release)}</caption><thead><tr><th scope="col">Operation</th><th scope="col">Status</th><th scope="col">Count</th></tr></thead><tbody>${h.apiFailures
          .map((f) => `<tr><td>${esc(f.operation)}</td><td>${f.status}</td><td>${f.count}</td></tr>`)
          .join('')}</tbody></table>`
      : ''
  }
  ${chart(h, `${id}-chart`)}
  ${
    h.overTime.length
      ? `<table><caption>Web Vitals of ${esc(h.remote)} ${esc(h.release)} by minute (p75)</caption><thead><tr><th scope="col">Minute (UTC)</th><th scope="col">LCP</th><th scope="col">INP</th><th scope="col">CLS</th></tr></thead><tbody>${h.overTime
          .map(
            (p) => `<tr><td>${esc(p.minute.replace('T', ' '))}</td><td>${ms(p.LCP)}</td><td>${ms(p.INP)}</td><td>${cls(p.CLS)}</td></tr>`,
          )
          .join('')}</tbody></table>`
      : ''
  }
</section>`;
    })
    .join('\n');
  return page(
    'Operations: sections by release',
    `<h1>Operations: sections by release</h1>
<p class="hint">What the portal reported (${events.length} events kept in memory, newest ${esc(events[0]?.received ?? '–')}). Raw events: <a href="/monitoring/events">/monitoring/events</a>.</p>
${sections || '<p>Nothing reported yet.</p>'}`,
  ).replace('max-width: 28rem', 'max-width: 60rem');
}

/** The largest request the collector takes: a batch of the shell's is a few KB. */
export const COLLECTOR_BODY_LIMIT = '32kb';

/**
 * What the collector takes (issue 86): JSON only (what OTLP/HTTP sends; a page elsewhere cannot post it without the
 * browser asking first, and only the configured origins are answered), from the configured origins or from no browser
 * at all (no Origin: the shell's own server, a script), a bounded body, and at most `perMinute` requests a minute from
 * one origin (or, without one, one address): a page cannot forge refusals, nor flood the kept events out of memory.
 */
export function monitoring(allowedOrigins: string[], opts: { perMinute?: number } = {}) {
  const events: MonitoringEvent[] = [];
  const router = express.Router();
  const allow = (req: Request, res: Response) => {
    const origin = req.get('origin');
    if (origin && allowedOrigins.includes(origin)) {
      res.set('Access-Control-Allow-Origin', origin);
      res.set('Vary', 'Origin');
    }
  };
  // The shell sends application/json (OTLP's), so the browser asks first.
  router.options(['/events', '/v1/logs'], (req, res) => {
    allow(req, res);
    res.set('Access-Control-Allow-Methods', 'POST');
    res.set('Access-Control-Allow-Headers', 'Content-Type');
    res.set('Access-Control-Max-Age', '600');
    res.status(204).end();
  });
  const fromAllowed = (req: Request, res: Response, next: NextFunction) => {
    const origin = req.get('origin');
    if (origin !== undefined && !allowedOrigins.includes(origin)) {
      res.status(403).json({ message: `The collector takes events from the portal's origins only, not ${origin}` });
      return;
    }
    if (!req.is('application/json')) {
      res.status(415).json({ message: 'The collector takes JSON only (Content-Type: application/json)' });
      return;
    }
    next();
  };
  const perOrigin = rateLimit({
    windowMs: 60_000,
    limit: opts.perMinute ?? 600,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    keyGenerator: (req) => req.get('origin') ?? `address ${req.ip ?? ''}`,
    // An origin is a key of its own, not an address: the library's IPv6 check is for keys made of addresses.
    validate: { keyGeneratorIpFallback: false },
    handler: (_req, res) => {
      res.status(429).json({ message: 'Too many events from this origin: try again in a minute' });
    },
  });
  router.post(
    ['/events', '/v1/logs'],
    fromAllowed,
    perOrigin,
    express.text({ type: 'application/json', limit: COLLECTOR_BODY_LIMIT }),
    (req, res) => {
      allow(req, res);
      let body: unknown;
      try {
        body = JSON.parse(typeof req.body === 'string' ? req.body : '');
      } catch {
        res.status(400).json({ message: 'An event is a JSON object' });
        return;
      }
      const received = new Date().toISOString();
      const otlp = flatten(body, received);
      if (otlp) events.unshift(...otlp.reverse());
      else if (isRecord(body) && typeof body.type === 'string') events.unshift({ ...body, type: body.type, received });
      else {
        res.status(400).json({ message: 'OTLP/HTTP JSON logs, or an event: a JSON object with a type' });
        return;
      }
      events.length = Math.min(events.length, KEPT);
      // OTLP/HTTP's answer to a full success.
      res.status(otlp ? 200 : 204);
      if (otlp) res.json({});
      else res.end();
    },
  );
  router.get('/events', (req, res) => {
    allow(req, res);
    const type = typeof req.query.type === 'string' ? req.query.type : undefined;
    res.set('Cache-Control', 'no-store').json(type ? events.filter((e) => e.type === type) : events);
  });
  router.get('/', (_req, res) => {
    res.set('Cache-Control', 'no-store').send(operationsPage(events));
  });
  return router;
}
