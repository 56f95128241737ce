/** The marks of remote-balance's drawing of its Balance tab (drawing.tsx draws them, fill.ts reads them). */

/** On an empty element before the tab, in the drawing: the Intl locale its texts are in. */
export const DRAWING_ATTR = 'data-balance-drawing';
