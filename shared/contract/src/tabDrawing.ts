/**
 * A home tab drawn before the app by its section's own release (since 1.3.0; docs/decisions/0021): the release
 * publishes its tab's drawing in each language (its `prerendered-sections.json`), which the shell's server puts into the
 * tab's page, and an early script that registers a drawer for its module here. Once the answers the tab waits for are in,
 * the shell's entry calls the drawer once for each language's tree, with that tree's drawing; what it gives back takes
 * the section's skeleton's place, before any shared module has arrived. The app's first render then draws the same.
 */
import type { PortalConfig } from './config';
import type { Card } from './types';

/** Where a section's early script registers its drawers, by exposed module: `globalThis[TAB_DRAWERS]['reload/ReloadTab']`. */
export const TAB_DRAWERS = '_PORTAL_TAB_DRAWERS';

/** A release's drawing of its tab, in each language's tree of the page. */
export const TAB_DRAWING_SELECTOR = 'template[data-section-answer="drawing"]';

/** What the drawer is given: the customer's answers the shell's entry asked for, as it read them. */
export interface TabAnswers {
  /** The fresh card list, and the card the page selects. */
  cards: readonly Card[];
  card: Card;
  /** The API's answers as JSON, by call path: `Card/GetCardBalance`, and the tab's own first calls. */
  answers: Readonly<Record<string, unknown>>;
  features: PortalConfig['features'];
  constants: PortalConfig['constants'];
  /** The page's query string. */
  search: string;
}

/** Who is signed in, before any answer has come (since 1.4.0): what a drawer may draw from this device's last known data. */
export interface KnownCustomer {
  /** The signed-in customer (the portal's name for them): the owner of the last known data this device keeps. */
  userName: string;
  features: PortalConfig['features'];
  constants: PortalConfig['constants'];
  search: string;
}

export interface TabDrawer {
  /** The contract version the drawer was built against: a shell that does not provide it never calls it. */
  contract: string;
  /**
   * A filled-in copy of `drawing` (the tree's, its language the tree's) for these answers, text only; or null where the
   * app would show something else: nothing is drawn then, in any tree.
   */
  draw(drawing: HTMLTemplateElement, answers: TabAnswers): DocumentFragment | null;
  /**
   * Since 1.4.0, optional: a filled-in copy of `drawing` from what this device last knew of the customer (a returning
   * customer's last known balance, said as such), as soon as MSAL says who is signed in; or null (nothing known). The
   * fresh answers are drawn over it by `draw` once they are in.
   */
  drawKnown?(drawing: HTMLTemplateElement, known: KnownCustomer): DocumentFragment | null;
}

export type TabDrawers = Record<string, TabDrawer>;
