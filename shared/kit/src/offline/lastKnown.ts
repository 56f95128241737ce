/**
 * The last known data of the signed-in customer (docs/performance.md "Returning customers and offline"): their card
 * list, and each card's balance (with fare caps) and history as the API last answered them, kept in this browser so
 * that a home page can show them at once, marked with when they were read, and without a connection.
 *
 * - One record per browser, bound to the account that read it: another account never sees it, and its first answer
 *   replaces the record.
 * - Under the `portal.` prefix, so every sign-out path (the button, inactivity, a 401, another tab's sign-out) wipes it
 *   with the rest of the portal's stored data (clearPortalStorage in @portal/contract).
 * - Entries older than LAST_KNOWN_MAX_AGE_MS are not shown; a record that cannot be read (edited, truncated, another
 *   format) is removed and nothing is shown: the page loads as on a first visit.
 * - Only the API paths of `LAST_KNOWN_PATHS` are kept: never payment cards, personal details or anything else.
 *
 * Pure functions over a Storage (tests pass their own); no React.
 */
import { isRecord } from '../rules/isRecord';

export const LAST_KNOWN_KEY = 'portal.lastKnown';
/**
 * The session's last activity (@portal/contract's STORAGE_KEYS.lastActivity; a test keeps them equal: this module is
 * read before any shared module has arrived). Written while a customer is signed in, removed by every sign-out: an
 * answer that arrives once it is gone is never kept.
 */
export const SESSION_MARKER_KEY = 'portal.lastActivity';
/** What the record looks like; a record of another version is replaced. */
const VERSION = 1;
/** A week: long enough for a customer who checks weekly and rides offline, short enough not to mislead. */
export const LAST_KNOWN_MAX_AGE_MS = 7 * 24 * 60 * 60_000;
/** At most this many entries (a customer's cards × balance and history, and the list): the oldest go first. */
export const LAST_KNOWN_MAX_ENTRIES = 41;

/** The API paths (SWR keys) whose answers are kept, and what a kept answer must look like to be shown. */
export const LAST_KNOWN_PATHS: Record<string, (data: unknown) => boolean> = {
  'Card/GetCards?': (d) => Array.isArray(d) && d.every((c) => isRecord(c) && typeof c.cardNumber === 'string'),
  'Card/GetCardBalance?': (d) => isRecord(d) && typeof d.cash === 'number' && typeof d.rides === 'number' && isRecord(d.fareCaps),
  'Card/GetHistory?': (d) => Array.isArray(d) && d.every(isRecord),
};

export interface LastKnown<T = unknown> {
  data: T;
  /** When the API answered it (ms since the epoch). */
  at: number;
}

interface LastKnownRecord {
  v: typeof VERSION;
  account: string;
  entries: Record<string, LastKnown>;
}

const kindOf = (key: string) => Object.keys(LAST_KNOWN_PATHS).find((p) => key.startsWith(p));

/** Whether an API path's answers are kept at all. */
export const isRemembered = (key: string): boolean => kindOf(key) !== undefined;

function readRecord(storage: Storage | null): LastKnownRecord | null {
  if (!storage) return null;
  let raw: string | null;
  try {
    raw = storage.getItem(LAST_KNOWN_KEY);
  } catch {
    return null; // storage blocked
  }
  if (raw === null) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (
      isRecord(parsed) &&
      parsed.v === VERSION &&
      typeof parsed.account === 'string' &&
      isRecord(parsed.entries) &&
      Object.values(parsed.entries).every((e) => isRecord(e) && typeof e.at === 'number' && 'data' in e)
    )
      return parsed as unknown as LastKnownRecord;
  } catch {
    /* not JSON: replaced below */
  }
  forgetLastKnown(storage);
  return null;
}

/** Whether a kept answer may be shown: within the age limit, not from the future (a clock put back), of its path's shape. */
const showable = (kind: string, entry: LastKnown, now: number): boolean =>
  now - entry.at <= LAST_KNOWN_MAX_AGE_MS && entry.at <= now + 60_000 && LAST_KNOWN_PATHS[kind]!(entry.data);

/**
 * The last known answer of `key` for `account`, or null: none kept, another account's, older than the limit, from the
 * future (a clock put back), or not of the shape the path answers with. A corrupt record is removed.
 */
export function readLastKnown<T = unknown>(storage: Storage | null, account: string, key: string, now = Date.now()): LastKnown<T> | null {
  const kind = kindOf(key);
  if (!kind || !account) return null;
  const record = readRecord(storage);
  if (!record || record.account !== account) return null;
  const entry = record.entries[key];
  return entry && showable(kind, entry, now) ? (entry as LastKnown<T>) : null;
}

/**
 * Whether this device keeps a card list (a customer's, whoever it was) young enough to be shown: a returning customer's
 * first render shows it at once, where a first visit's waits for the API (read before MSAL has said who is signed in).
 */
export function keepsCardList(storage: Storage | null, now = Date.now()): boolean {
  const kind = 'Card/GetCards?';
  return Object.entries(readRecord(storage)?.entries ?? {}).some(([key, entry]) => kindOf(key) === kind && showable(kind, entry, now));
}

/**
 * Keeps an answer of `key` for `account` (ignored for paths that are not kept, and once the session has ended: no
 * SESSION_MARKER_KEY). Another account's record is replaced
 * whole; expired entries are dropped, and the oldest beyond LAST_KNOWN_MAX_ENTRIES. A full or blocked storage keeps
 * nothing, silently: this is a convenience, never a failure.
 */
export function writeLastKnown(storage: Storage | null, account: string, key: string, data: unknown, now = Date.now()): void {
  if (!storage || !account || !isRemembered(key)) return;
  // Signed out (or signing out: the portal's storage was just cleared): nothing is written back, in any bundle.
  try {
    if (storage.getItem(SESSION_MARKER_KEY) === null) return;
  } catch {
    return;
  }
  const record = readRecord(storage);
  const entries = record && record.account === account ? { ...record.entries } : {};
  entries[key] = { data, at: now };
  const kept = Object.entries(entries)
    .filter(([, e]) => now - e.at <= LAST_KNOWN_MAX_AGE_MS)
    .sort(([, a], [, b]) => b.at - a.at)
    .slice(0, LAST_KNOWN_MAX_ENTRIES);
  const next: LastKnownRecord = { v: VERSION, account, entries: Object.fromEntries(kept) };
  try {
    storage.setItem(LAST_KNOWN_KEY, JSON.stringify(next));
  } catch {
    forgetLastKnown(storage); // quota: better nothing than a record that stopped following the answers
  }
}

export function forgetLastKnown(storage: Storage | null): void {
  try {
    storage?.removeItem(LAST_KNOWN_KEY);
  } catch {
    /* storage blocked */
  }
}

/** The browser's localStorage, or null where it is blocked. */
export function lastKnownStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}
