/**
 * One charge per payment attempt (issue 86, docs/payments.md "One charge per cart attempt"): the two payment calls
 * take an `Idempotency-Key` header (the IETF httpapi draft's name), made by the portal once per attempt. The sandbox
 * keeps each customer's keys for 24 hours with the request they came with and the first answer:
 * - a repeat with the same key and the same request gets the first answer again (`Idempotent-Replayed: true`), and
 *   nothing is charged or started twice;
 * - a repeat with the same key and another request (another body, or the other payment call) is refused with 422;
 * - a key the portal asked about (Payments/TransactionStatus) before any request with it arrived is closed: a request
 *   that arrives later with it (one the network held back) is refused with 409 and starts nothing.
 * A request without the header (a portal release from before keys, still served to a rollback pin or an open tab) is
 * taken as sent, with nothing to deduplicate it by; a malformed key is refused with 400.
 */
import crypto from 'node:crypto';
import type { Request, Response } from 'express';
import type { Db } from './db.ts';
import { HttpError } from './http.ts';

/** How long a key is remembered (the draft's advice: at least 24 hours). */
export const KEY_LIFETIME_MS = 24 * 3600_000;

/** A stored answer: its status and body. */
export interface Answer {
  status: number;
  body: unknown;
}

interface KeyRow {
  route: string;
  fingerprint: string;
  status: number | null;
  answer: string | null;
  created_ms: number;
}

/** The route name a closed key carries: no request was made with it, and none will be taken. */
const CLOSED = 'closed';

/** The request's key: 1 to 255 visible ASCII characters, quoted or not (the draft uses a quoted string); null without one. */
export function idempotencyKey(req: Request): string | null {
  const raw = req.get('idempotency-key');
  if (raw === undefined) return null;
  const key = raw.trim().replace(/^"(.*)"$/, '$1');
  if (!/^[\x21-\x7e]{1,255}$/.test(key)) throw new HttpError(400, 'The Idempotency-Key header must be 1 to 255 visible characters');
  return key;
}

const fingerprintOf = (route: string, body: unknown) =>
  crypto
    .createHash('sha256')
    .update(`${route}\n${JSON.stringify(body ?? null)}`)
    .digest('hex');

function forget(db: Db, now: number): void {
  db.run('DELETE FROM idempotency_keys WHERE created_ms < ?', [now - KEY_LIFETIME_MS]);
}

function row(db: Db, owner: string, key: string): KeyRow | undefined {
  forget(db, Date.now());
  return db.get<KeyRow>('SELECT route, fingerprint, status, answer, created_ms FROM idempotency_keys WHERE owner = ? AND key = ?', [
    owner,
    key,
  ]);
}

/**
 * Runs a payment call once per key: the first request runs `run` and its answer is kept (a refusal too, so a repeat
 * is refused the same way); a repeat is answered from the store. Everything happens synchronously in one database
 * transaction, so two requests with one key can never both run.
 */
export function once(db: Db, req: Request, res: Response, owner: string, route: string, run: () => Answer): void {
  const key = idempotencyKey(req);
  if (key === null) {
    // A portal release from before keys (a rollback pin, a tab left open across a deploy): taken as sent, as before,
    // with nothing to deduplicate it by. Every release since sends one.
    const answer = db.tx(run);
    res.status(answer.status).json(answer.body);
    return;
  }
  const fingerprint = fingerprintOf(route, req.body);
  const answer = db.tx((): Answer & { replayed?: true } => {
    const seen = row(db, owner, key);
    if (seen?.route === CLOSED)
      return { status: 409, body: { message: 'This payment attempt was closed before it reached the agency: nothing was charged' } };
    if (seen && seen.fingerprint !== fingerprint)
      return { status: 422, body: { message: 'This Idempotency-Key was already used with a different request' } };
    if (seen) return { status: seen.status ?? 500, body: seen.answer === null ? null : JSON.parse(seen.answer), replayed: true };
    const fresh = run();
    db.run('INSERT INTO idempotency_keys (owner, key, route, fingerprint, status, answer, created_ms) VALUES (?, ?, ?, ?, ?, ?, ?)', [
      owner,
      key,
      route,
      fingerprint,
      fresh.status,
      JSON.stringify(fresh.body),
      Date.now(),
    ]);
    return fresh;
  });
  if (answer.replayed) res.set('Idempotent-Replayed', 'true');
  res.status(answer.status).json(answer.body);
}

/** What a key led to, for the status call: nothing yet (the key is then closed), or the call and its answer. */
export function keyOutcome(db: Db, owner: string, key: string): { route: string; answer: Answer } | null {
  return db.tx(() => {
    const seen = row(db, owner, key);
    if (!seen) {
      db.run(
        'INSERT INTO idempotency_keys (owner, key, route, fingerprint, status, answer, created_ms) VALUES (?, ?, ?, ?, NULL, NULL, ?)',
        [owner, key, CLOSED, '', Date.now()],
      );
      return null;
    }
    if (seen.route === CLOSED) return null;
    return { route: seen.route, answer: { status: seen.status ?? 500, body: seen.answer === null ? null : JSON.parse(seen.answer) } };
  });
}
