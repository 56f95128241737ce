/**
 * The Balance tab's drawing filled in (early.ts), text only: a copy of the drawing's template with the balance's
 * figures in their places (the kit's fillBalanceTiles, as the tiles write them), and, for a last known balance, the
 * line saying when it was read (fillAsOf); a fresh balance has no such line. Null where the drawing is not this
 * release's (no language mark), or a last known balance's line cannot be said: it would pass for a fresh one.
 */
import type { Balance } from '@portal/contract';
import { AS_OF_FORMS_ATTR, fillAsOf, fillBalanceTiles } from '@portal/kit/drawn-balance';
import { DRAWING_ATTR } from './marks';

export function fillBalanceDrawing(
  drawing: HTMLTemplateElement,
  balance: Balance,
  at: number | null,
  now?: number,
): DocumentFragment | null {
  const tab = drawing.content.cloneNode(true) as DocumentFragment;
  const mark = tab.querySelector(`[${DRAWING_ATTR}]`);
  const locale = mark?.getAttribute(DRAWING_ATTR);
  if (!mark || !locale) return null;
  mark.remove();
  if (at === null) tab.querySelector(`[${AS_OF_FORMS_ATTR}]`)?.parentElement?.remove();
  else if (!fillAsOf(tab, locale, at, now)) return null;
  fillBalanceTiles(tab, locale, balance);
  return tab;
}
