/**
 * Money and calendar dates for people, in a given language, with nothing but the browser's Intl: what the kit's
 * cards.ts formats in the page's language, and what the shell's entry draws of a balance before the app has started
 * (ui/drawnBalance.ts), so both write the same. Free of imports but types: the entry runs it before any shared module.
 */
import type { Balance } from '@portal/contract';
import type { IsoDate } from './dates';

const moneyFormats = new Map<string, Intl.NumberFormat>();
/** Money in Canadian dollars in `locale` (an Intl locale): $12.50 (en-CA), 12,50 $ (fr-CA). */
export function formatMoneyIn(locale: string, amount: number): string {
  let f = moneyFormats.get(locale);
  if (!f) {
    f = new Intl.NumberFormat(locale, { style: 'currency', currency: 'CAD' });
    moneyFormats.set(locale, f);
  }
  return f.format(amount);
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();
/** A calendar date in `locale` (an Intl locale): 'Nov 21, 2026' (en-CA), '21 nov. 2026' (fr-CA); '' for none. */
export function formatDateIn(locale: string, iso: IsoDate | null): string {
  if (!iso) return '';
  const [y, m, d] = iso.split('-').map(Number);
  let f = dateFormats.get(locale);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });
    dateFormats.set(locale, f);
  }
  return f.format(new Date(Date.UTC(y!, m! - 1, d!)));
}

/** The E-Pass tile's dates (spec 4): 'start – end', or '---' when the pass is expired. */
export function passDatesIn(locale: string, b: Pick<Balance, 'isPassExpired' | 'passStart' | 'passEnd'>): string {
  return b.isPassExpired ? '---' : `${formatDateIn(locale, b.passStart)} – ${formatDateIn(locale, b.passEnd)}`;
}
