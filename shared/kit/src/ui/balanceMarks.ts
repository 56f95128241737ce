/**
 * The marks of the balance's tiles drawn before the app (drawnBalance.ts): apart from the code that fills them in, so
 * the app's tiles (BalanceSummary.tsx), which carry the skeleton's mark and draw the template, take only these names.
 */
/** The drawn tiles' template, in each language's tree of the page. */
export const TILES_TEMPLATE_ATTR = 'data-balance-tiles';
/** The tiles' skeleton the drawn tiles take the place of (BalanceSummarySkeleton). */
export const TILES_SKELETON_ATTR = 'data-balance-skeleton';
/** An empty place for a figure, named by what goes there (a BalanceFigure). */
export const FIGURE_ATTR = 'data-balance-figure';
/** A text's forms by plural category, as JSON ('#' for the number), on the place of a text that counts something. */
export const FORMS_ATTR = 'data-forms';

/** The template of the line saying when a last known balance was read (AsOfTemplate), in each language's tree. */
export const AS_OF_TEMPLATE_ATTR = 'data-balance-as-of';
/** The empty place of that line's text: its two texts (AsOfForms), as JSON. */
export const AS_OF_FORMS_ATTR = 'data-as-of-forms';
/** Where the time and the date go in those texts. */
export const AS_OF_TIME = '{time}';
export const AS_OF_DATE = '{date}';
/** The line's texts: read today, or on another day. */
export interface AsOfForms {
  today: string;
  day: string;
}

export type BalanceFigure = 'cash' | 'rides' | 'ridesUnit' | 'passDates' | 'passLeft';
/** Texts by plural category (Intl.PluralRules), each with '#' where the number goes, as the messages have it. */
export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };
