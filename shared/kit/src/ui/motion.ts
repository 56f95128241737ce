/**
 * A visitor who asked their system for less motion (prefers-reduced-motion) gets none: dialogs, menus and
 * accordions appear and disappear at once. Read once, when the theme is made. The kit's own (its theme and toasts
 * read it); not exported to the apps, which get it through the theme.
 */
export const prefersReducedMotion =
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
