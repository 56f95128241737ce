/**
 * remote-reload's early script (issue 39, docs/decisions/0021): run inline in the Reload tab's page, where the shell's
 * server put it with the release's drawing (checked against the sha256 the release's manifest records), long before
 * the app. It registers the tab's drawer (the contract's TabDrawer): the shell's entry calls it once the tab's answers
 * are in, for each language's tree, and puts the filled-in drawing in the section's skeleton's place. The tab's own
 * rules decide (drawingData.ts); the drawing's texts are its (fill.ts). Without React or the federation runtime.
 */
import { CONTRACT_VERSION, STORAGE_KEYS, TAB_DRAWERS, type TabAnswers, type TabDrawer, type TabDrawers } from '@portal/contract';
import type { RawBalance } from '@portal/kit';
import { deriveBalance } from '@portal/kit/drawn-balance';
import { isRecord } from '@portal/kit/is-record';
import { reloadDrawingData } from './drawingData';
import { fillReloadDrawing, readDrawing } from './fill';

/** This browser's stored text of `key`, or null (none, or storage that cannot be read: an empty cart, as the app reads it). */
function stored(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export const reloadTabDrawer: TabDrawer = {
  contract: CONTRACT_VERSION,
  draw(drawing: HTMLTemplateElement, input: TabAnswers) {
    const drawn = readDrawing(drawing);
    const raw = input.answers['Card/GetCardBalance'];
    if (!drawn || !isRecord(raw)) return null;
    const data = reloadDrawingData({
      cards: input.cards,
      card: input.card,
      balance: deriveBalance(raw as unknown as RawBalance, input.card),
      products: input.answers['Product/GetCardProducts'],
      storedCart: stored(STORAGE_KEYS.cart),
      pendingPayment: stored(STORAGE_KEYS.pendingPayment),
      search: input.search,
      eCash: input.features.eCash,
      eCashLimit: input.constants.eCashLimit,
    });
    return data && fillReloadDrawing(drawn.tab, drawn.locale, drawn.forms, data) ? drawn.tab : null;
  },
};

const page = globalThis as { [TAB_DRAWERS]?: TabDrawers };
(page[TAB_DRAWERS] ??= {})['reload/ReloadTab'] = reloadTabDrawer;
