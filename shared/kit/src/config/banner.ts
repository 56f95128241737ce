/**
 * The banner file's answer, read the same way by the app and by the shell's server, which draws it in the
 * prerendered login page (scripts/static-server.mts). Dependency-free: the server bundles it.
 */
import type { Banner } from '@portal/contract';

/** Every type a banner can have (the prerendered login page draws each). */
export const BANNER_TYPES: ReadonlyArray<Banner['type']> = ['error', 'warning', 'info', 'success'];

/** The banner file (spec 3): title, body, type (default warning) and link; only http(s) links are kept. */
export function toBanner(raw: unknown): Banner | null {
  if (!raw || typeof raw !== 'object') return null;
  const r = raw as Record<string, unknown>;
  const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
  const title = text(r.title);
  const body = text(r.body);
  if (!title && !body) return null;
  const type = (BANNER_TYPES as readonly string[]).includes(text(r.type)) ? (text(r.type) as Banner['type']) : 'warning';
  const link = /^https?:\/\//i.test(text(r.link)) ? text(r.link) : '';
  return { title, body, type, link };
}
