/**
 * A home tab drawn before the app by its section's own release (issue 39, docs/decisions/0021; the runtime contract's
 * TabDrawer, since 1.3.0). The shell's server put the release's drawing of the tab into each language's tree of the page
 * and its early script, which registered the tab's drawer; once the tab's answers are in (earlyAnswers.ts `onTab`), the
 * entry calls the drawer for each tree with that tree's drawing, and puts what it gives back in the section's
 * skeleton's place. Nothing is drawn where the drawer is missing, was built against a contract this shell does not
 * provide, or gives nothing for one tree; nor once the app has rendered over the page, nor on an emptied page.
 *
 * Free of shared modules (the entry runs it before any has arrived): the contract's names are copied, typed against it.
 */
import type {
  TAB_DRAWERS as TAB_DRAWERS_OF_CONTRACT,
  TAB_DRAWING_SELECTOR as SELECTOR_OF_CONTRACT,
  TabAnswers,
  TabDrawer,
  TabDrawers,
} from '@portal/contract';
import { PRERENDER_ATTR, PRERENDER_TAB } from '@portal/kit/config';

const TAB_DRAWERS: typeof TAB_DRAWERS_OF_CONTRACT = '_PORTAL_TAB_DRAWERS';
export const TAB_DRAWING_SELECTOR: typeof SELECTOR_OF_CONTRACT = 'template[data-section-answer="drawing"]';

/** The contract this shell provides, as its build wrote it (the contract's CONTRACT_VERSION). */
const PROVIDED = process.env.PORTAL_CONTRACT ?? '';

/** Whether a drawer built against `built` may run on a shell providing `provided`: the same major, no newer minor. */
export function provides(provided: string, built: unknown): boolean {
  const [major, minor] = provided.split('.').map(Number);
  const m = typeof built === 'string' ? /^(\d+)\.(\d+)\.\d+$/.exec(built) : null;
  return m !== null && Number(m[1]) === major && Number(m[2]) <= minor!;
}

/** Draws the tab of `module` with `answers`; whether every tree of the page got it. */
export function drawTab(doc: Document, module: string, answers: TabAnswers, page: object = globalThis, provided = PROVIDED): boolean {
  const drawer: TabDrawer | undefined = (page as { [TAB_DRAWERS]?: TabDrawers })[TAB_DRAWERS]?.[module];
  if (!drawer || typeof drawer.draw !== 'function' || !provides(provided, drawer.contract)) return false;
  const shown = doc.getElementById('root')?.firstElementChild;
  if (!shown?.hasAttribute(PRERENDER_ATTR.signedIn)) return false;
  const others = Array.from(doc.querySelectorAll<HTMLTemplateElement>(`template[${PRERENDER_ATTR.locale}]`), (t) => t.content);
  // Each tree drawn first, then put in place: a tab the drawer cannot draw in one language changes no tree.
  const drawn: Array<[Element, DocumentFragment]> = [];
  for (const tree of [shown, ...others]) {
    const skeleton = tree.querySelector(`[${PRERENDER_TAB.skeleton}]`);
    const drawing = tree.querySelector<HTMLTemplateElement>(TAB_DRAWING_SELECTOR);
    if (!skeleton || !drawing) return false;
    const fragment = drawer.draw(drawing, answers);
    if (!(fragment instanceof DocumentFragment)) return false;
    drawn.push([skeleton, fragment]);
  }
  for (const [skeleton, fragment] of drawn) skeleton.replaceWith(fragment);
  return drawn.length > 0;
}
