/** Calendar dates as the agency API sends them ('YYYY-MM-DDT00:00:00', local, no zone). */
export type IsoDate = string; // 'YYYY-MM-DD'

/** The date part of an API date-time, or null. */
export function apiDateToIso(value: unknown): IsoDate | null {
  if (typeof value !== 'string') return null;
  const m = /^(\d{4}-\d{2}-\d{2})/.exec(value);
  return m ? m[1]! : null;
}

export function todayIso(now: Date = new Date()): IsoDate {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${p(now.getMonth() + 1)}-${p(now.getDate())}`;
}

/** Whole days from a to b (b − a), by calendar date. */
export function daysBetween(a: IsoDate, b: IsoDate): number {
  const [ay, am, ad] = a.split('-').map(Number);
  const [by, bm, bd] = b.split('-').map(Number);
  return Math.round((Date.UTC(by!, bm! - 1, bd!) - Date.UTC(ay!, am! - 1, ad!)) / 86_400_000);
}
