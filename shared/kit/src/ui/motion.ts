/**
 * A visitor who asked their system for less motion (prefers-reduced-motion) gets none: dialogs, menus and
 * accordions appear and disappear at once. Read once, when the theme is made.
 */
export const prefersReducedMotion =
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
