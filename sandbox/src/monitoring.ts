/**
 * A stand-in for the agency's monitoring: the portal's shell reports events (a section refused, a section that
 * failed: shell/src/app/monitoring.ts) to `monitoring.eventsUrl`; the sandbox keeps the latest in memory for people
 * (its home page links them) and tests to read. Beacons are simple requests (text/plain), so no preflight.
 */
import express, { type Request, type Response } from 'express';

export interface MonitoringEvent {
  received: string;
  type: string;
  [field: string]: unknown;
}

const KEPT = 500;

export function monitoring(allowedOrigins: string[]) {
  const events: MonitoringEvent[] = [];
  const router = express.Router();
  const allow = (req: Request, res: Response) => {
    const origin = req.get('origin');
    if (origin && allowedOrigins.includes(origin)) {
      res.set('Access-Control-Allow-Origin', origin);
      res.set('Vary', 'Origin');
    }
  };
  router.post('/events', express.text({ type: () => true, limit: '16kb' }), (req, res) => {
    allow(req, res);
    let event: unknown;
    try {
      event = JSON.parse(typeof req.body === 'string' ? req.body : '');
    } catch {
      res.status(400).json({ message: 'An event is a JSON object' });
      return;
    }
    if (typeof event !== 'object' || event === null || Array.isArray(event) || typeof (event as { type?: unknown }).type !== 'string') {
      res.status(400).json({ message: 'An event is a JSON object with a type' });
      return;
    }
    events.unshift({ ...(event as Record<string, unknown>), type: (event as { type: string }).type, received: new Date().toISOString() });
    events.length = Math.min(events.length, KEPT);
    res.status(204).end();
  });
  router.get('/events', (req, res) => {
    allow(req, res);
    const type = typeof req.query.type === 'string' ? req.query.type : undefined;
    res.set('Cache-Control', 'no-store').json(type ? events.filter((e) => e.type === type) : events);
  });
  return router;
}
