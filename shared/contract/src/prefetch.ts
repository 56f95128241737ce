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

/**
 * The answers the shell's entry asked for early that had arrived when the app started, as JSON by the API's cache key
 * (since 1.4.0): a section reads the one its first render needs (primedAnswer) and shows it at once instead of its
 * skeleton, while its own call takes the same answer from the entry rather than asking the API again. What a release
 * declares its first render needs (SectionDeclaration `calls`) is asked for by the shell's entry, whose build knows
 * nothing of the section. Kept PRIMED_FRESH_MS, and dropped at sign-out.
 */
const primed = new Map<string, { at: number; json: unknown }>();

/** How long a primed answer is shown: spec 9's two minutes, after which data is revalidated before it is shown. */
const PRIMED_FRESH_MS = 120_000;

/** The shell, before its first render: the arrived answers' JSON, by cache key. */
export function primeAnswers(entries: Iterable<readonly [key: string, json: unknown]>, now: number = Date.now()): void {
  for (const [key, json] of entries) primed.set(key, { at: now, json });
}

/** The primed answer for `key` (its JSON as the API sent it), if it arrived within PRIMED_FRESH_MS; else undefined. */
export function primedAnswer(key: string, now: number = Date.now()): { json: unknown } | undefined {
  const known = primed.get(key);
  if (known && now - known.at > PRIMED_FRESH_MS) primed.delete(key);
  return known && now - known.at <= PRIMED_FRESH_MS ? { json: known.json } : undefined;
}

/**
 * Drops every primed answer: the customer signed out (nothing of theirs is shown to the next one). Called by
 * clearPortalStorage; not part of the surface.
 */
export function forgetPrimedAnswers(): void {
  primed.clear();
}
