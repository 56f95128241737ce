/** Card rules of spec 4 and 5 as pure functions (badges, label, selection, add-card checks, money, fare caps). */
import { daysBetween, todayIso, type IsoDate } from './dates';
import { intlLocale } from '@portal/contract';
import { formatDateIn, formatMoneyIn, passDatesIn } from './format';
import { st, type SharedKey } from '../i18n';
import type { Balance, Card, FareCaps, FareCapUsage, HistoryEntry, HistoryKind } from '@portal/contract';

export type BadgeColor = 'green' | 'yellow' | 'orange' | 'red';

/** Status badge (spec 4): Suspended yellow; Hotlisted and Disabled red; any other status green. */
export function statusBadgeColor(status: string): BadgeColor {
  if (status === 'Suspended') return 'yellow';
  if (status === 'Hotlisted' || status === 'Disabled') return 'red';
  return 'green';
}

/** Days from today to the expiry date (0 = expires today, negative = expired). */
export function daysToExpiry(expiry: IsoDate, today: IsoDate = todayIso()): number {
  return daysBetween(today, expiry);
}

/** Expiry badge (spec 4): red at 0 days or fewer, orange up to 14, yellow up to 30, else green. */
export function expiryBadgeColor(daysLeft: number): BadgeColor {
  if (daysLeft <= 0) return 'red';
  if (daysLeft <= 14) return 'orange';
  if (daysLeft <= 30) return 'yellow';
  return 'green';
}

/** The card selector's text (spec 2): 'name - number', or just the number. */
export function cardLabel(card: Pick<Card, 'cardNumber' | 'userName'>): string {
  return card.userName.trim() ? st('card.label', { name: card.userName.trim(), number: card.cardNumber }) : card.cardNumber;
}

export { cardKey, pickSelectedCard } from './selection';

/** Money in Canadian dollars, in the page's language: $12.50 (en-CA), 12,50 $ (fr-CA). */
export const formatMoney = (amount: number, locale: string = intlLocale()): string => formatMoneyIn(locale, amount);

const amountFormats = new Map<string, Intl.NumberFormat>();
/**
 * An amount as a customer types it into a field, in the page's language: two decimals, no symbol, no grouping
 * (12.50 in en-CA, 12,50 in fr-CA), which the cart's amount check reads back.
 */
export function formatAmount(amount: number, locale: string = intlLocale()): string {
  let f = amountFormats.get(locale);
  if (!f) {
    f = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false });
    amountFormats.set(locale, f);
  }
  return f.format(amount);
}

/** A fare-cap bar: how full (0–100) and whether the cap is reached (used at or above the cap). */
export function fareCapProgress(usage: FareCapUsage): { percent: number; reached: boolean } {
  if (usage.cap === null || usage.cap <= 0) return { percent: 0, reached: false };
  return { percent: Math.min(100, Math.round((usage.used / usage.cap) * 100)), reached: usage.used >= usage.cap };
}

export type HistoryFilter = HistoryKind | 'all';

/** Empty message of the history table (spec 2): 'No reload history', … */
export const historyEmptyText = (filter: HistoryFilter) => st(`history.empty.${filter}`);

export function filterHistory(entries: HistoryEntry[], filter: HistoryFilter): HistoryEntry[] {
  return filter === 'all' ? entries : entries.filter((e) => e.kind === filter);
}

export type SortDirection = 'asc' | 'desc';

export function sortRows<T>(rows: T[], key: keyof T, direction: SortDirection): T[] {
  const sign = direction === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const x = a[key];
    const y = b[key];
    if (x === y) return 0;
    if (x === null || x === undefined) return 1;
    if (y === null || y === undefined) return -1;
    return (typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y))) * sign;
  });
}

/** One page of rows; the pager shows only with more than one page (spec 2). */
export function paginate<T>(rows: T[], page: number, pageSize: number): { rows: T[]; pageCount: number; page: number; showPager: boolean } {
  const pageCount = Math.max(1, Math.ceil(rows.length / pageSize));
  const current = Math.min(Math.max(0, page), pageCount - 1);
  return { rows: rows.slice(current * pageSize, (current + 1) * pageSize), pageCount, page: current, showPager: pageCount > 1 };
}

/** Card actions are blocked for hotlisted or expired cards (spec 4 'Blocking'). */
export const isCardBlocked = (b: Pick<Balance, 'isHotlisted' | 'isCardExpired'>) => b.isHotlisted || b.isCardExpired;

/** The red banner of the home page (spec 2): 'Hotlisted Card!' or 'Expired Card!', or none. */
export function cardStateAlert(b: Pick<Balance, 'isHotlisted' | 'isCardExpired'>): { title: string; text: string } | null {
  const text = st('cardState.text');
  if (b.isHotlisted) return { title: st('cardState.hotlisted'), text };
  if (b.isCardExpired) return { title: st('cardState.expired'), text };
  return null;
}

/** A calendar date for people, in the page's language: 'Nov 21, 2026' (en-CA), '21 nov. 2026' (fr-CA). */
export const formatDate = (iso: IsoDate | null, locale: string = intlLocale()): string => formatDateIn(locale, iso);

/** A card status from the API in the page's language when it is one the spec names; as sent otherwise. */
export function statusText(status: string): string {
  const key = `status.${status}` as SharedKey;
  const text = st(key);
  return text === key ? status : text;
}

/** The expiry badge's text: the date, the days left within 30 days, or that it has expired. Colour is never the only cue. */
export function expiryBadgeText(expiry: IsoDate | null, today: IsoDate = todayIso()): string {
  if (!expiry) return st('expiry.none');
  const days = daysToExpiry(expiry, today);
  if (days <= 0) return st('expiry.expired', { date: formatDate(expiry) });
  if (days <= 30) return st('expiry.inDays', { days });
  return st('expiry.on', { date: formatDate(expiry) });
}

/** The E-Pass line of the summary: validity dates and remaining days, or '---' when the pass is expired (spec 4). */
export function passSummary(b: Pick<Balance, 'isPassExpired' | 'passStart' | 'passEnd' | 'passDays'>): {
  dates: string;
  remaining: string;
} {
  if (b.isPassExpired) return { dates: '---', remaining: '---' };
  return { dates: passDatesIn(intlLocale(), b), remaining: st('pass.daysLeft', { days: b.passDays }) };
}

/** The fare caps as bars: rides, cash and paid trips, by day and month; reached when used is at or above the cap. */
export function fareCapBars(
  caps: FareCaps,
): Array<{ key: string; label: string; used: string; cap: string; percent: number; reached: boolean }> {
  const kinds = [
    { kind: 'ride', name: st('fareCap.rides'), fmt: (n: number) => String(n) },
    { kind: 'cash', name: st('fareCap.cash'), fmt: (n: number) => formatMoney(n) },
    { kind: 'paidTrip', name: st('fareCap.paidTrips'), fmt: (n: number) => String(n) },
  ] as const;
  return kinds.flatMap(({ kind, name, fmt }) =>
    (['day', 'month'] as const)
      .filter((period) => caps[kind][period].cap !== null)
      .map((period) => {
        const usage = caps[kind][period];
        return {
          key: `${kind}-${period}`,
          label: st(period === 'day' ? 'fareCap.day' : 'fareCap.month', { name }),
          used: fmt(usage.used),
          cap: fmt(usage.cap!),
          ...fareCapProgress(usage),
        };
      }),
  );
}
