/**
 * Style objects (MUI sx) the apps share. A file of their own, apart from the theme: an app's chunk that takes one of
 * them does not carry the theme, nor make it as it runs (theme.ts is used by every app's standalone page, so its
 * export is kept in every chunk that imports from it).
 */

/** A panel on the page (a product card, a card's tile): the same frame wherever an app draws one (MUI sx). */
export const panelSx = { border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper', p: 2 } as const;

/** Styles for text read by screen readers but not shown (e.g. 'Status: ' before a badge, 'Loading…' in a skeleton). */
export const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
