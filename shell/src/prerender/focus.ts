/**
 * The app renders its login page over the prerendered one (login.html). A visitor who had already moved the focus
 * into the prerendered page (with a keyboard or a screen reader) keeps it on the same control of the app's page:
 * it is the same page, its controls in the same order. No imports (it is in the shell's first download).
 */
const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]';

/**
 * Renders the app into `container` (`render(true)` must commit synchronously, e.g. in flushSync) and puts the focus
 * back on the control at the same place, if it was inside. Without a focus inside, `render(false)`.
 */
export function renderKeepingFocus(container: HTMLElement, render: (sync: boolean) => void): void {
  const active = container.ownerDocument.activeElement;
  const at = active && active !== container && container.contains(active) ? Array.from(container.querySelectorAll(FOCUSABLE)).indexOf(active) : -1;
  if (at < 0) { render(false); return; }
  render(true);
  container.querySelectorAll<HTMLElement>(FOCUSABLE)[at]?.focus();
}
