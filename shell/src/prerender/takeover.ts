/**
 * The app renders its login page over the prerendered one (login.html). No imports (it is in the shell's first
 * download).
 */
const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]';

/**
 * Renders the app into `container`. Over a prerendered page (the container is not empty), `render(true)` must
 * commit synchronously (e.g. in flushSync): no press can then land on the prerendered page between the app's last
 * look at it (its language, a press on Log in) and its own page. A visitor who had moved the focus into the
 * prerendered page (with a keyboard or a screen reader) keeps it on the same control of the app's page: it is the
 * same page, its controls in the same order. On an empty container, `render(false)`.
 */
export function renderOver(container: HTMLElement, render: (sync: boolean) => void): void {
  if (!container.firstChild) {
    render(false);
    return;
  }
  const active = container.ownerDocument.activeElement;
  const at =
    active && active !== container && container.contains(active) ? Array.from(container.querySelectorAll(FOCUSABLE)).indexOf(active) : -1;
  render(true);
  if (at >= 0) container.querySelectorAll<HTMLElement>(FOCUSABLE)[at]?.focus();
}
