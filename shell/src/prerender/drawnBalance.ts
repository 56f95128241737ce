/**
 * The customer's balance drawn into a drawn Balance tab before the app has started (issue 39;
 * docs/decisions/0019-the-balance-drawn-before-the-app.md). The entry loads this on that tab (startup.ts) and calls it
 * with the card the fresh card list selects and that card's balance, once the balance and its fare caps are in
 * (earlyAnswers.ts `onBalance`): what the app's first render will show of it (kit's api/primed.ts).
 *
 * In each language's tree of the drawn page (the one shown, and the others waiting in templates for the language
 * switch: early.ts), a filled-in copy of the tiles' template (the kit's BalanceSummaryTemplate) takes the place of the
 * tiles' skeleton. Nothing is drawn once the app has rendered over the page (the drawn page is gone, and the app shows
 * the balance itself), nor on a page emptied for a browser that is not signed in.
 */
import type { Card } from '@portal/contract';
import { PRERENDER_ATTR } from '@portal/kit/config';
import { deriveBalance, fillBalanceTiles, TILES_SKELETON_ATTR, TILES_TEMPLATE_ATTR } from '@portal/kit/drawn-balance';

/** Draws `raw` (the balance's answer) for `card`; whether any tree of the page got it. */
export function drawBalance(doc: Document, card: Pick<Card, 'cardNumber' | 'cardType'>, raw: Parameters<typeof deriveBalance>[0]): boolean {
  const shown = doc.getElementById('root')?.firstElementChild;
  if (!shown?.hasAttribute(PRERENDER_ATTR.signedIn)) return false;
  const balance = deriveBalance(raw, card);
  const others = Array.from(doc.querySelectorAll<HTMLTemplateElement>(`template[${PRERENDER_ATTR.locale}]`), (t) => t.content);
  let drawn = false;
  for (const tree of [shown, ...others]) {
    const skeleton = tree.querySelector(`[${TILES_SKELETON_ATTR}]`);
    const template = tree.querySelector<HTMLTemplateElement>(`template[${TILES_TEMPLATE_ATTR}]`);
    const locale = template?.getAttribute(TILES_TEMPLATE_ATTR);
    if (!skeleton || !template || !locale) continue;
    const tiles = template.content.cloneNode(true) as DocumentFragment;
    fillBalanceTiles(tiles, locale, balance);
    skeleton.replaceWith(tiles);
    drawn = true;
  }
  return drawn;
}
