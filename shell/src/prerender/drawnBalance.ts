/**
 * The customer's balance drawn into a drawn Balance tab before the app has started (issue 39;
 * docs/decisions/0019-the-balance-drawn-before-the-app.md). The entry loads this on that tab (startup.ts) and calls it
 * with the card the fresh card list selects and that card's balance, once the balance is in (earlyAnswers.ts
 * `onBalance`), or, for a returning customer, with who is signed in as soon as MSAL says so (`onSignedIn`): it then
 * reads the balance this device last knew of the card the page will select, and when it was read (the kit's
 * lastKnownBalance.ts). Either is what the app's first render will show of it (kit's api/primed.ts; its preview's last
 * known balance, BalancePreview).
 *
 * In each language's tree of the drawn page (the one shown, and the others waiting in templates for the language
 * switch: early.ts), a filled-in copy of the tiles' template (the kit's BalanceSummaryTemplate), after a last known
 * balance the line saying when it was read (AsOfTemplate), takes the place of the tiles' skeleton. Nothing is drawn
 * once the app has rendered over the page (the drawn page is gone, and the app shows the balance itself), nor on a
 * page emptied for a browser that is not signed in.
 */
import type { Balance, Card } from '@portal/contract';
import { PRERENDER_ATTR } from '@portal/kit/config';
import {
  AS_OF_TEMPLATE_ATTR,
  deriveBalance,
  fillAsOf,
  fillBalanceTiles,
  TILES_SKELETON_ATTR,
  TILES_TEMPLATE_ATTR,
} from '@portal/kit/drawn-balance';
import { lastKnownBalance } from '@portal/kit/last-known-balance';

/** Draws `raw` (the balance's answer) for `card`; whether any tree of the page got it. */
export function drawBalance(doc: Document, card: Pick<Card, 'cardNumber' | 'cardType'>, raw: Parameters<typeof deriveBalance>[0]): boolean {
  return draw(doc, deriveBalance(raw, card), null);
}

/**
 * Draws the last known `balance` (as the app keeps it: lastKnown.ts), read at `at`, with the line saying so; whether
 * any tree of the page got it. A kept balance the tiles cannot be drawn from draws nothing: the app shows what it can.
 */
export function drawLastKnownBalance(doc: Document, balance: Balance, at: number): boolean {
  try {
    return draw(doc, balance, at);
  } catch {
    return false;
  }
}

/**
 * Draws the balance this device last knew of `userName`'s selected card (lastKnownBalance), with the line saying when
 * it was read; whether any tree of the page got it. Nothing without one: the app's first render shows the skeleton.
 */
export function drawBalanceKnownTo(doc: Document, userName: string): boolean {
  try {
    const known = lastKnownBalance(userName);
    return known !== null && drawLastKnownBalance(doc, known.balance, known.at);
  } catch {
    return false;
  }
}

function draw(doc: Document, balance: Balance, at: number | null): boolean {
  const shown = doc.getElementById('root')?.firstElementChild;
  if (!shown?.hasAttribute(PRERENDER_ATTR.signedIn)) return false;
  const others = Array.from(doc.querySelectorAll<HTMLTemplateElement>(`template[${PRERENDER_ATTR.locale}]`), (t) => t.content);
  // Each tree filled in first, then put in place: a balance that cannot be drawn in one language changes no tree.
  const filled: Array<[Element, DocumentFragment]> = [];
  for (const tree of [shown, ...others]) {
    const skeleton = tree.querySelector(`[${TILES_SKELETON_ATTR}]`);
    const template = tree.querySelector<HTMLTemplateElement>(`template[${TILES_TEMPLATE_ATTR}]`);
    const locale = template?.getAttribute(TILES_TEMPLATE_ATTR);
    if (!skeleton || !template || !locale) continue;
    const drawn = doc.createDocumentFragment();
    if (at !== null) {
      const line = tree.querySelector<HTMLTemplateElement>(`template[${AS_OF_TEMPLATE_ATTR}]`);
      const asOf = line?.content.cloneNode(true) as DocumentFragment | undefined;
      // Without its line a last known balance would pass for a fresh one: nothing is drawn then.
      if (!asOf || !fillAsOf(asOf, locale, at)) return false;
      drawn.append(asOf);
    }
    const tiles = template.content.cloneNode(true) as DocumentFragment;
    fillBalanceTiles(tiles, locale, balance);
    drawn.append(tiles);
    filled.push([skeleton, drawn]);
  }
  for (const [skeleton, drawn] of filled) skeleton.replaceWith(drawn);
  return filled.length > 0;
}
