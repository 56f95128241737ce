/**
 * The marks of the Manage tab drawn before the app (docs/decisions/0021, step 7): the template remote-account's build
 * draws (drawing.tsx) and the code that fills it in (fill.ts) share only these names. No imports.
 */

/** The empty mark before the tab in that template: its value is the sample card's number, which the drawing's ids hold. */
export const DRAWING_ATTR = 'data-manage-drawing';
/** On the same mark: the media query of the screens the drawing is laid out for (the tab's small screens). */
export const DRAWING_SCREEN_ATTR = 'data-manage-screen';
