/**
 * The balance's tiles drawn before the app has started (issue 39; docs/decisions/0019-the-balance-drawn-before-the-app.md):
 * the shell's build draws, in each language of a drawn Balance tab, the kit's tiles with an empty place for each figure
 * (BalanceSummaryTemplate), and the shell's entry fills a copy of them in with the customer's balance as soon as the
 * answers it asked for early are in, where the tiles' skeleton was. The app's first render then draws the same tiles
 * over them (BalanceSummary), from the same answers.
 *
 * Free of imports but dependency-free modules and types: the entry runs it before any shared module has arrived.
 */
import type { Balance } from '@portal/contract';
import { formatMoneyIn, passDatesIn } from '../domain/format';
import { asOfParts } from '../offline/asOfParts';
import {
  AS_OF_DATE,
  AS_OF_FORMS_ATTR,
  AS_OF_TIME,
  FIGURE_ATTR,
  FORMS_ATTR,
  type AsOfForms,
  type BalanceFigure,
  type PluralForms,
} from './balanceMarks';

export * from './balanceMarks';

/** `forms` for `n` in `locale`, as the app's messages choose (a category without its own form takes 'other'). */
export function plural(locale: string, forms: PluralForms, n: number): string {
  const form = forms[new Intl.PluralRules(locale).select(n)] ?? forms.other;
  return form.replace('#', new Intl.NumberFormat(locale).format(n));
}

/**
 * Fills in the tiles of `tiles` (a copy of the template) with `balance` in `locale` (an Intl locale): each figure's
 * place becomes its text, as BalanceSummary writes it; the E-Pass's days left go, with their line, when the pass is
 * expired. Text only: nothing of the answer is read as HTML.
 */
export function fillBalanceTiles(tiles: ParentNode, locale: string, balance: Balance): void {
  const texts: Record<BalanceFigure, (forms: PluralForms | null) => string | null> = {
    cash: () => formatMoneyIn(locale, balance.cash),
    rides: () => String(balance.rides),
    ridesUnit: (forms) => forms && plural(locale, forms, balance.rides),
    passDates: () => passDatesIn(locale, balance),
    passLeft: (forms) => (balance.isPassExpired || !forms ? null : plural(locale, forms, balance.passDays)),
  };
  for (const place of Array.from(tiles.querySelectorAll(`[${FIGURE_ATTR}]`))) {
    const text = texts[place.getAttribute(FIGURE_ATTR) as BalanceFigure]?.(readForms(place.getAttribute(FORMS_ATTR)));
    // A place without its text is a line the tiles do not show (the E-Pass's days left when it is expired).
    if (text == null) place.parentElement?.remove();
    else place.replaceWith(place.ownerDocument.createTextNode(text));
  }
}

/**
 * Fills in the line of `line` (a copy of AsOfTemplate) saying when a last known balance was read (`at`), in `locale`,
 * as AsOf writes it: whether any place got its text. Text only.
 */
export function fillAsOf(line: ParentNode, locale: string, at: number, now: number = Date.now()): boolean {
  const place = line.querySelector(`[${AS_OF_FORMS_ATTR}]`);
  const forms = readAsOfForms(place?.getAttribute(AS_OF_FORMS_ATTR) ?? null);
  if (!place || !forms) return false;
  const { time, date } = asOfParts(at, locale, now);
  // Each place once, the date first: a date or time that happens to hold the other's mark is never read again.
  const text = date
    ? forms.day.replace(AS_OF_DATE, () => date).replace(AS_OF_TIME, () => time)
    : forms.today.replace(AS_OF_TIME, () => time);
  place.replaceWith(place.ownerDocument.createTextNode(text));
  return true;
}

/** Texts kept as JSON in an attribute of the drawn page, if they are what `isForms` expects; otherwise null. */
function readJson<T>(json: string | null, isForms: (forms: Partial<T>) => boolean): T | null {
  if (!json) return null;
  try {
    const forms = JSON.parse(json) as unknown;
    return forms && typeof forms === 'object' && isForms(forms as Partial<T>) ? (forms as T) : null;
  } catch {
    return null;
  }
}

const readAsOfForms = (json: string | null) => readJson<AsOfForms>(json, (f) => typeof f.today === 'string' && typeof f.day === 'string');
const readForms = (json: string | null) => readJson<PluralForms>(json, (f) => typeof f.other === 'string');

/** The derived balance (spec 3) the tiles show, from the balance's answer: as the app's call derives it. */
export { deriveBalance } from '../domain/balance';
/** Money and dates as the app writes them (domain/format.ts), for a section's own drawing (remote-reload's Reload tab). */
export { formatDateIn, formatMoneyIn } from '../domain/format';
