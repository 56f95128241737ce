/**
 * When last known data was read, as the page says it (AsOf.tsx): free of imports, so the shell's entry can say it too
 * before any shared module has arrived (drawnBalance.ts, decision 0019).
 */

/** '10:42 a.m.' today, 'Nov. 20, 10:42 a.m.' before: when last known data was read, in `locale` (an Intl locale). */
export function asOfParts(at: number, locale: string, now = Date.now()): { time: string; date: string | null } {
  const when = new Date(at);
  const time = new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit' }).format(when);
  const sameDay = new Date(now).toDateString() === when.toDateString();
  return { time, date: sameDay ? null : new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric' }).format(when) };
}
