/**
 * Answers asked for before any component wants them, so a request does not wait for a page to render first
 * (docs/performance-log.md "7. The balance is asked for with the card list"): the selected card's balance is asked for with the card list's answer. The hook
 * that wants it takes it once, and only while it is recent; an answer nobody took is never handed out as fresh.
 */
const early = new Map<string, { at: number; answer: Promise<unknown> }>();

/** How long an early answer counts as fresh: long enough for the page to render, as short as a reload would see. */
export const PREFETCH_FRESH_MS = 5_000;

/** Starts `fetch` for `key` unless it has already started. A failure is left to whoever takes the answer. */
export function prefetch(key: string, fetch: () => Promise<unknown>, now: number = Date.now()): void {
  const known = early.get(key);
  if (known && now - known.at <= PREFETCH_FRESH_MS) return;
  const answer = fetch();
  answer.catch(() => undefined); // not an unhandled rejection if nobody takes it
  early.set(key, { at: now, answer });
}

/** The early answer for `key`, once, if it started within PREFETCH_FRESH_MS; otherwise undefined (fetch anew). */
export function takePrefetched<T>(key: string, now: number = Date.now()): Promise<T> | undefined {
  const known = early.get(key);
  early.delete(key);
  return known && now - known.at <= PREFETCH_FRESH_MS ? (known.answer as Promise<T>) : undefined;
}
