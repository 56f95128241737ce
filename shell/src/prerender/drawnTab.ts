/**
 * A home tab drawn before the app by its section's own release (issue 39, docs/decisions/0021; the runtime contract's
 * TabDrawer, since 1.3.0). The shell's server put the release's drawing of the tab into each language's tree of the page
 * and its early script, which registered the tab's drawer; the entry calls the drawer for each tree with that tree's
 * drawing: once the tab's answers are in (earlyAnswers.ts `onTab`), and before that, where the drawer can draw from what
 * this device last knew of the customer (since contract 1.4.0, `drawKnown`: a returning customer's last known balance),
 * as soon as MSAL says who is signed in. What it gives back takes the section's skeleton's place, in a box of its own
 * (DRAWN_ATTR) that a later drawing (the fresh answers after the last known ones) fills again, and that the app keeps on
 * screen until the section itself has rendered (KeptDrawing.tsx). Nothing is drawn where the drawer is missing, was
 * built against a contract this shell does not provide, or gives nothing for one tree; nor once the section has rendered.
 *
 * Free of shared modules (the entry runs it before any has arrived): the contract's names are copied, typed against it.
 */
import type {
  KnownCustomer,
  TAB_DRAWERS as TAB_DRAWERS_OF_CONTRACT,
  TAB_DRAWING_SELECTOR as SELECTOR_OF_CONTRACT,
  TabAnswers,
  TabDrawer,
  TabDrawers,
} from '@portal/contract';
import { PRERENDER_ATTR, PRERENDER_TAB } from '@portal/kit/config';

const TAB_DRAWERS: typeof TAB_DRAWERS_OF_CONTRACT = '_PORTAL_TAB_DRAWERS';
export const TAB_DRAWING_SELECTOR: typeof SELECTOR_OF_CONTRACT = 'template[data-section-answer="drawing"]';

/** The box a tab's drawing is in (its module): drawn into again by a later drawing, kept by the app until the section renders. */
export const DRAWN_ATTR = 'data-section-drawn';

/** The contract this shell provides, as its build wrote it (the contract's CONTRACT_VERSION). */
const PROVIDED = process.env.PORTAL_CONTRACT ?? '';

/** Whether a drawer built against `built` may run on a shell providing `provided`: the same major, no newer minor. */
export function provides(provided: string, built: unknown): boolean {
  const [major, minor] = provided.split('.').map(Number);
  const m = typeof built === 'string' ? /^(\d+)\.(\d+)\.\d+$/.exec(built) : null;
  return m !== null && Number(m[1]) === major && Number(m[2]) <= minor!;
}

/** The drawer a section's early script registered for `module`, if this shell may call it. */
function drawerOf(module: string, page: object, provided: string): TabDrawer | null {
  const drawer: TabDrawer | undefined = (page as { [TAB_DRAWERS]?: TabDrawers })[TAB_DRAWERS]?.[module];
  return drawer && typeof drawer.draw === 'function' && provides(provided, drawer.contract) ? drawer : null;
}

/**
 * Draws with `draw` into each tree of the page: where the tab's box is (drawn before), or the section's skeleton is
 * (the first drawing); whether every tree got it. Each tree drawn first, then put in place: a tab the drawer cannot
 * draw in one language changes no tree. The tree shown is the drawn page's, or the box the app keeps (KeptDrawing.tsx);
 * none once the section itself has rendered.
 */
function drawInto(doc: Document, module: string, draw: (drawing: HTMLTemplateElement) => DocumentFragment | null): boolean {
  const root = doc.getElementById('root');
  const drawnPage = root?.firstElementChild?.hasAttribute(PRERENDER_ATTR.signedIn) ? root.firstElementChild : null;
  const kept = drawnPage ? null : root?.querySelector(`[${DRAWN_ATTR}="${CSS.escape(module)}"]`);
  const shown = drawnPage ?? kept?.parentElement;
  if (!shown) return false;
  const others = Array.from(doc.querySelectorAll<HTMLTemplateElement>(`template[${PRERENDER_ATTR.locale}]`), (t) => t.content);
  const drawn: Array<[Element, DocumentFragment]> = [];
  for (const tree of [shown, ...others]) {
    const place = tree.querySelector(`[${DRAWN_ATTR}="${CSS.escape(module)}"]`) ?? tree.querySelector(`[${PRERENDER_TAB.skeleton}]`);
    const drawing = tree.querySelector<HTMLTemplateElement>(TAB_DRAWING_SELECTOR) ?? (kept ? keptDrawing.get(kept) : null);
    if (!place || !drawing) return false;
    const fragment = draw(drawing);
    if (!(fragment instanceof DocumentFragment)) return false;
    drawn.push([place, fragment]);
  }
  for (const [place, fragment] of drawn) {
    if (place.hasAttribute(DRAWN_ATTR)) {
      place.replaceChildren(fragment);
      continue;
    }
    const box = doc.createElement('div');
    box.setAttribute(DRAWN_ATTR, module);
    box.append(fragment);
    // The tree's drawing goes with its box: the app keeps the box, and the tree it was in is gone then.
    const drawing =
      place.ownerDocument === doc && place.isConnected ? shown.querySelector<HTMLTemplateElement>(TAB_DRAWING_SELECTOR) : null;
    if (drawing) keptDrawing.set(box, drawing);
    place.replaceWith(box);
  }
  return drawn.length > 0;
}

/** The drawing of the tree a box was drawn in, for a box the app keeps once that tree is gone. */
const keptDrawing = new WeakMap<Element, HTMLTemplateElement>();

/** Draws the tab of `module` with `answers`; whether every tree of the page got it. */
export function drawTab(doc: Document, module: string, answers: TabAnswers, page: object = globalThis, provided = PROVIDED): boolean {
  const drawer = drawerOf(module, page, provided);
  return drawer !== null && drawInto(doc, module, (drawing) => drawer.draw(drawing, answers));
}

/**
 * Draws the tab of `module` from what this device last knew of the customer (the drawer's `drawKnown`, since contract
 * 1.4.0); whether every tree got it. Nothing where the drawer has no such drawing or knows nothing of them.
 */
export function drawKnownTab(doc: Document, module: string, known: KnownCustomer, page: object = globalThis, provided = PROVIDED): boolean {
  const drawer = drawerOf(module, page, provided);
  const drawKnown = drawer?.drawKnown;
  return typeof drawKnown === 'function' && drawInto(doc, module, (drawing) => drawKnown.call(drawer, drawing, known));
}
