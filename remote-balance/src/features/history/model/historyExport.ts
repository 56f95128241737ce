/**
 * A card's history for the customer to keep (issue 26): the choice of kind and dates, the entries that can be read,
 * the CSV file, the statement's totals and the months of the chart. Pure: the Balance tab's pieces only render them.
 *
 * Dates: the API writes each entry's date in the agency's local time, without a zone ('2026-11-03T08:15:00'), so an
 * entry's month is its date's first seven characters: months begin and end where the agency's do, whatever the
 * device's time zone. The ranges are counted from the device's date (`today`), as everywhere in the portal.
 */
import type { HistoryEntry } from '@portal/contract';
import type { HistoryFilter, IsoDate } from '@portal/kit';

// ------------------------------------------------------------------ the range

export const RANGE_CHOICES = ['thisMonth', 'lastMonth', 'last3Months', 'thisYear', 'custom'] as const;
export type RangeChoice = (typeof RANGE_CHOICES)[number];
export interface DateRange {
  /** First day, included. */
  from: IsoDate;
  /** Last day, included. */
  to: IsoDate;
}

const pad = (n: number) => String(n).padStart(2, '0');
const isoOf = (y: number, m: number, d: number): IsoDate => {
  const t = new Date(Date.UTC(y, m - 1, d));
  return `${t.getUTCFullYear()}-${pad(t.getUTCMonth() + 1)}-${pad(t.getUTCDate())}`;
};
/** A real calendar date written 'YYYY-MM-DD'. */
export function isIsoDate(v: unknown): v is IsoDate {
  if (typeof v !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
  const [y, m, d] = v.split('-').map(Number) as [number, number, number];
  return isoOf(y, m, d) === v;
}

/**
 * The days a choice covers, counted from `today`: this month and this year up to today; last month whole; the last
 * 3 months as this month and the two before it. A custom range must be two real dates in order (null otherwise,
 * and the form says why).
 */
export function rangeOf(choice: RangeChoice, today: IsoDate, custom?: Partial<DateRange>): DateRange | null {
  const [y, m] = today.split('-').map(Number) as [number, number];
  switch (choice) {
    case 'thisMonth':
      return { from: isoOf(y, m, 1), to: today };
    case 'lastMonth':
      return { from: isoOf(y, m - 1, 1), to: isoOf(y, m, 0) };
    case 'last3Months':
      return { from: isoOf(y, m - 2, 1), to: today };
    case 'thisYear':
      return { from: isoOf(y, 1, 1), to: today };
    case 'custom':
      return custom && isIsoDate(custom.from) && isIsoDate(custom.to) && custom.from <= custom.to
        ? { from: custom.from, to: custom.to }
        : null;
  }
}

// ------------------------------------------------------------------ the entries that can be read

/**
 * An entry whose date and amount can be read: its date as 'YYYY-MM-DDTHH:mm:ss', its amount a number (an admin
 * entry, such as a status change, may have none).
 */
export interface ReadEntry extends HistoryEntry {
  date: string;
}

const DATE_TIME = /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?)?$/;

/** The date of an entry as ISO 8601 ('2026-11-03T08:15:00'), or null when it is missing or not a real date and time. */
export function entryDateTime(date: unknown): string | null {
  if (typeof date !== 'string') return null;
  const m = DATE_TIME.exec(date.trim());
  if (!m || !isIsoDate(m[1])) return null;
  const [h, min, s] = [m[2] ?? '00', m[3] ?? '00', m[4] ?? '00'];
  if (Number(h) > 23 || Number(min) > 59 || Number(s) > 59) return null;
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an ISO 8601 date and time, not words
  return `${m[1]}T${h}:${min}:${s}`;
}

/** The entries whose date and amount can be read, and how many could not (they are left out, and counted). */
export function readableEntries(entries: readonly HistoryEntry[]): { rows: ReadEntry[]; unreadable: number } {
  const rows: ReadEntry[] = [];
  let unreadable = 0;
  for (const e of entries) {
    const date = entryDateTime(e.date);
    const amountOk = e.amount === null ? e.kind === 'admin' : typeof e.amount === 'number' && Number.isFinite(e.amount);
    if (date === null || !amountOk) unreadable += 1;
    else rows.push({ ...e, date });
  }
  return { rows, unreadable };
}

/** The entries of a kind within a range (both days included), oldest first. */
export function historyIn(rows: readonly ReadEntry[], kind: HistoryFilter, range: DateRange): ReadEntry[] {
  return rows
    .filter((e) => (kind === 'all' || e.kind === kind) && e.date.slice(0, 10) >= range.from && e.date.slice(0, 10) <= range.to)
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

// ------------------------------------------------------------------ the CSV file (RFC 4180)

export interface CsvHeaders {
  date: string;
  type: string;
  product: string;
  operation: string;
  amount: string;
  currency: string;
  route: string;
  bus: string;
  stop: string;
}

/** One field: quoted when it holds a comma, a quote or a line break, quotes doubled (RFC 4180 §2.5–2.7). */
export function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/**
 * The CSV of a history: a header row in the page's language, then one row per entry with its ISO 8601 date, its
 * kind in the page's language, product, operation, the amount as a plain number ('-2.50') with its currency in a
 * column of its own, route, bus and stop. Lines end with CRLF (RFC 4180); the text starts with a byte order mark so
 * that spreadsheets read its accented letters as UTF-8.
 */
export function historyCsv(
  rows: readonly ReadEntry[],
  headers: CsvHeaders,
  kindLabel: (kind: HistoryEntry['kind']) => string,
  currency = 'CAD',
): string {
  const line = (fields: string[]) => fields.map(csvField).join(',');
  const lines = [
    line([
      headers.date,
      headers.type,
      headers.product,
      headers.operation,
      headers.amount,
      headers.currency,
      headers.route,
      headers.bus,
      headers.stop,
    ]),
    ...rows.map((e) =>
      line([
        e.date,
        kindLabel(e.kind),
        e.product,
        e.operation,
        e.amount === null ? '' : e.amount.toFixed(2),
        e.amount === null ? '' : currency,
        e.routeNumber,
        e.busNumber,
        e.stop,
      ]),
    ),
  ];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** The file's name: the card and the range ('transit-card-10000001-2026-11-01-to-2026-11-30.csv'). */
export function historyFileName(cardNumber: string, range: DateRange, extension = 'csv'): string {
  const safe = cardNumber.replace(/[^0-9A-Za-z-]/g, '');
  return `transit-card-${safe}-${range.from}-to-${range.to}.${extension}`;
}

// ------------------------------------------------------------------ totals and months

export interface HistoryTotals {
  /** Money put on the card by reloads (a refunded reload, negative, takes its amount off). */
  loaded: number;
  /** Money taken off the card by rides (a transfer costs nothing; a refunded fare, negative, gives it back). */
  spent: number;
  /** Rides taken (transfers included: each boarding is a ride). */
  rides: number;
}

const cents = (n: number) => Math.round(n * 100);

/**
 * The totals of a statement. Reload amounts are what was loaded; ride amounts are what a ride cost, whichever sign the
 * API writes fares with (a refunded fare has the other sign, and gives its amount back). Admin entries count in none.
 */
export function historyTotals(rows: readonly ReadEntry[], faresNegative = faresAreNegative(rows)): HistoryTotals {
  let loaded = 0;
  let spent = 0;
  let rides = 0;
  for (const e of rows) {
    const amount = e.amount ?? 0;
    if (e.kind === 'reload') loaded += cents(amount);
    if (e.kind === 'ride') {
      rides += 1;
      spent += cents(faresNegative ? -amount : amount);
    }
  }
  return { loaded: loaded / 100, spent: spent / 100, rides };
}

/** Whether the API writes fares as negative amounts: the sign of most of the card's non-zero fares (a refund has the other). */
export function faresAreNegative(rows: readonly ReadEntry[]): boolean {
  const fares = rows.filter((e) => e.kind === 'ride' && e.amount !== null && e.amount !== 0);
  return fares.filter((e) => e.amount! < 0).length > fares.length / 2;
}

export interface MonthFigures extends HistoryTotals {
  /** 'YYYY-MM', in the agency's time. */
  month: string;
}

/**
 * The last `count` months up to `today`'s (or as far back as the history goes, when it is shorter), each with its
 * rides and money spent and loaded; months without entries are there with zeros, so the chart has no gaps.
 */
export function monthlyFigures(rows: readonly ReadEntry[], today: IsoDate, count = 12): MonthFigures[] {
  const [y, m] = today.split('-').map(Number) as [number, number];
  const months: string[] = [];
  for (let i = count - 1; i >= 0; i--) months.push(isoOf(y, m - i, 1).slice(0, 7));
  const first = rows.reduce<string | null>((min, e) => (min === null || e.date < min ? e.date : min), null);
  const shown = first === null ? [] : months.filter((month) => month >= first.slice(0, 7));
  const negative = faresAreNegative(rows);
  return shown.map((month) => ({
    month,
    ...historyTotals(
      rows.filter((e) => e.date.startsWith(month)),
      negative,
    ),
  }));
}
