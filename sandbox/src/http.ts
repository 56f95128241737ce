import type { NextFunction, Request, Response } from 'express';

/** An error that answers with its status and a JSON message; nothing the request wanted is written. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** Escapes text for HTML, so user- and server-supplied text is shown as text. */
export function esc(value: unknown): string {
  return String(value ?? '').replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

export function str(source: Record<string, unknown>, name: string, opts: { optional?: boolean; max?: number } = {}): string {
  const v = source[name];
  if (v === undefined || v === null || v === '') {
    if (opts.optional) return '';
    throw new HttpError(400, `${name} is required`);
  }
  if (typeof v !== 'string' && typeof v !== 'number') throw new HttpError(400, `${name} must be text`);
  const s = String(v).trim();
  if (opts.max && s.length > opts.max) throw new HttpError(400, `${name} must be at most ${opts.max} characters`);
  return s;
}

export function num(source: Record<string, unknown>, name: string, opts: { optional?: boolean; min?: number; max?: number } = {}): number {
  const v = source[name];
  if (v === undefined || v === null || v === '') {
    if (opts.optional) return Number.NaN;
    throw new HttpError(400, `${name} is required`);
  }
  const n = typeof v === 'string' ? Number(v) : v;
  if (typeof n !== 'number' || !Number.isFinite(n)) throw new HttpError(400, `${name} must be a number`);
  if (opts.min !== undefined && n < opts.min) throw new HttpError(400, `${name} must be at least ${opts.min}`);
  if (opts.max !== undefined && n > opts.max) throw new HttpError(400, `${name} must be at most ${opts.max}`);
  return n;
}

export function int(source: Record<string, unknown>, name: string, opts: { optional?: boolean; min?: number; max?: number } = {}): number {
  const n = num(source, name, opts);
  if (!Number.isNaN(n) && !Number.isInteger(n)) throw new HttpError(400, `${name} must be a whole number`);
  return n;
}

export function cardNumber(source: Record<string, unknown>, name: string): string {
  const s = str(source, name, { max: 20 });
  if (!/^\d+$/.test(s)) throw new HttpError(400, `${name} must be numeric`);
  return s;
}

/** Body as a record; a body that is not a JSON object is a 400. */
export function body(req: Request): Record<string, unknown> {
  const b: unknown = req.body;
  if (!b || typeof b !== 'object' || Array.isArray(b)) throw new HttpError(400, 'The request body must be a JSON object');
  return b as Record<string, unknown>;
}

export function query(req: Request): Record<string, unknown> {
  return req.query as Record<string, unknown>;
}

export function errorHandler(err: unknown, _req: Request, res: Response, _next: NextFunction): void {
  if (err instanceof HttpError) {
    res.status(err.status).json({ message: err.message });
    return;
  }
  const e = err as { type?: string; status?: number; message?: string };
  if (e?.type === 'entity.parse.failed') {
    res.status(400).json({ message: 'The request body is not valid JSON' });
    return;
  }
  if (e?.status && e.status >= 400 && e.status < 500) {
    res.status(e.status).json({ message: e.message ?? 'Bad request' });
    return;
  }
  console.error(err);
  res.status(500).json({ message: 'Internal error in the sandbox' });
}
