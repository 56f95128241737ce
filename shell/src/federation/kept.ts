/**
 * A tab's drawing the app keeps on screen until the section itself renders (drawnTab.ts, decision 0021): the box its
 * section's release drew into, taken as the app renders over the drawn page (bootstrap.tsx), and shown by the section's
 * slot while the section loads (KeptDrawing.tsx) in the place of its skeleton. Only a drawing without controls (the
 * Balance tab's tiles): a press or typing must reach the section's own controls, so a drawing with controls gives way to
 * the section as before (the app waits for it a moment; docs/decisions/0021). Small: the entry's chunk holds it.
 */
let kept: { module: string; box: Element } | null = null;

/** Something a person can press, type into or move the focus to. */
const CONTROLS = 'a[href], button, input, select, textarea, [tabindex]';

/** Keeps the drawn box of `module`, unless it has controls; whether it is kept. */
export function keepDrawing(module: string, box: Element | null): boolean {
  kept = box && !box.querySelector(CONTROLS) ? { module, box } : null;
  return kept !== null;
}

/** The drawn box kept for `module`, if any. */
export const keptDrawing = (module: string): Element | null => (kept?.module === module ? kept.box : null);

/** The section rendered, or its drawing no longer holds (another card, another language): never shown again. */
export function dropDrawing(module: string): void {
  if (kept?.module === module) kept = null;
}
