/**
 * remote-account's early script (issue 39, docs/decisions/0021, step 7): run inline in the Manage tab's page, where the
 * shell's server put it with the release's drawing (checked against the sha256 the release's manifest records), long
 * before the app. It registers the tab's drawer (the contract's TabDrawer): the shell's entry calls it once the tab's
 * answers are in, for each language's tree, and puts the filled-in drawing in the section's skeleton's place. The tab's
 * own rules decide (drawingData.ts); the values are its form's (model/holder.ts). Without React or the federation runtime.
 */
import { CONTRACT_VERSION, TAB_DRAWERS, type TabAnswers, type TabDrawer, type TabDrawers } from '@portal/contract';
import type { RawBalance } from '@portal/kit';
import { deriveBalance } from '@portal/kit/drawn-balance';
import { isRecord } from '@portal/kit/is-record';
import { manageDrawingData } from './drawingData';
import { fillManageDrawing, readDrawing } from './fill';

/** The holder's record, by either of its calls (the Mobile variant for a mobile card; the entry asks the card's one). */
const HOLDER_CALLS = ['Clients/GetClienteTarjeta', 'Clients/GetClienteTarjetaMobile'];

export const manageTabDrawer: TabDrawer = {
  contract: CONTRACT_VERSION,
  draw(drawing: HTMLTemplateElement, input: TabAnswers) {
    const drawn = readDrawing(drawing);
    const raw = input.answers['Card/GetCardBalance'];
    if (!drawn || !isRecord(raw)) return null;
    const data = manageDrawingData({
      card: input.card,
      balance: deriveBalance(raw as unknown as RawBalance, input.card),
      holder: HOLDER_CALLS.map((call) => input.answers[call]).find((answer) => answer !== undefined),
      small: typeof window.matchMedia === 'function' && window.matchMedia(drawn.screen).matches,
      defaultCity: input.constants.defaultCity,
    });
    return data && fillManageDrawing(drawn.tab, drawn.sampleCard, data) ? drawn.tab : null;
  },
};

const page = globalThis as { [TAB_DRAWERS]?: TabDrawers };
(page[TAB_DRAWERS] ??= {})['account/ManageTab'] = manageTabDrawer;
