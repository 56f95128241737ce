import { createContext } from 'react';

/**
 * In the shell's prerender of a frame's page (prerender/renderPages.tsx), the language of the tree drawn: where the
 * tab's section goes, the slot then draws an empty place (PRERENDER_TAB.place) for the server to fill from the live
 * release (its first state, else the section's skeleton). Null in the app.
 */
export const PrerenderPlace = createContext<string | null>(null);
