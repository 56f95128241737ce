/** The axe-core tags every page is checked against: WCAG 2.0, 2.1 and 2.2, levels A and AA (every engine's journeys). */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
/** Experimental in axe-core, so off unless asked for: a control's visible text must be part of its accessible name (WCAG 2.5.3). */
export const AXE_EXTRA_RULES = ['label-content-name-mismatch'];
