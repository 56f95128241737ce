import { intlLocale } from '@portal/contract';
import type { PluralForms } from './balanceMarks';

/**
 * A number's forms of a text in the current language, with '#' for the number, by plural category: what a text drawn
 * before the app counts with (the balance's tiles, drawnBalance.ts; the Reload tab's cart, remote-reload's drawing),
 * written at build time by the app's own messages and chosen by `plural` (drawnBalance.ts) once the number is known.
 */
export function pluralFormsOf(text: (n: number) => string): PluralForms {
  const locale = intlLocale();
  const rules = new Intl.PluralRules(locale);
  const forms: Partial<PluralForms> = {};
  for (const category of rules.resolvedOptions().pluralCategories) {
    // A number of this category, if a small one has it (French's 'many' is for millions: its texts are 'other')
    const n = Array.from({ length: 101 }, (_, i) => i).find((i) => rules.select(i) === category);
    if (n === undefined) continue;
    const written = text(n);
    const number = new Intl.NumberFormat(locale).format(n);
    const at = written.indexOf(number);
    if (at !== -1 && written.indexOf(number, at + 1) !== -1) throw new Error(`The text for ${n} has its number twice: ${written}`);
    forms[category] = at === -1 ? written : `${written.slice(0, at)}#${written.slice(at + number.length)}`;
  }
  if (forms.other === undefined) throw new Error('A text without its "other" form');
  return forms as PluralForms;
}
