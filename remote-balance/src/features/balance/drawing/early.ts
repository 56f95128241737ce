/**
 * remote-balance's early script (docs/decisions/0019 and 0021): run inline in the Balance tab's page, where the shell's
 * server put it with the release's drawing (checked against the sha256 the release's manifest records), long before
 * the app. It registers the tab's drawer (the contract's TabDrawer): the shell's entry calls `drawKnown` as soon as
 * MSAL says who is signed in (the balance this device last knew of that customer's card, said as such: the kit's
 * lastKnownBalance), then `draw` once the card's balance has come, for each language's tree; what they give back takes
 * the tab's first state's place. Without React or the federation runtime.
 */
import { CONTRACT_VERSION, TAB_DRAWERS, type KnownCustomer, type TabAnswers, type TabDrawer, type TabDrawers } from '@portal/contract';
import type { RawBalance } from '@portal/kit';
import { deriveBalance } from '@portal/kit/drawn-balance';
import { isRecord } from '@portal/kit/is-record';
import { lastKnownBalance } from '@portal/kit/last-known-balance';
import { fillBalanceDrawing } from './fill';

export const balanceTabDrawer: TabDrawer = {
  contract: CONTRACT_VERSION,
  draw(drawing: HTMLTemplateElement, input: TabAnswers) {
    const raw = input.answers['Card/GetCardBalance'];
    return isRecord(raw) ? fillBalanceDrawing(drawing, deriveBalance(raw as unknown as RawBalance, input.card), null) : null;
  },
  drawKnown(drawing: HTMLTemplateElement, known: KnownCustomer) {
    const kept = lastKnownBalance(known.userName);
    return kept ? fillBalanceDrawing(drawing, kept.balance, kept.at) : null;
  },
};

const page = globalThis as { [TAB_DRAWERS]?: TabDrawers };
(page[TAB_DRAWERS] ??= {})['balance/BalanceTab'] = balanceTabDrawer;
