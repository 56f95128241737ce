/**
 * The app renders its page over the prerendered one (login.html; a section's page, section.html; a home tab). Only
 * type imports, constants and small functions (it is in the shell's first download).
 */
import { controlKey, PRESSABLE, PRESSED_CONTROL, SUBMITTED, type PressWindow } from '../pages/loginPress';

const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]';
const FIELDS = 'input:not([type="checkbox"]):not([type="radio"]):not([type="hidden"]), textarea';

/**
 * Renders the app into `container`. Over a prerendered page (the container is not empty), `render(true)` must
 * commit synchronously (e.g. in flushSync): no press can then land on the prerendered page between the app's last
 * look at it (its language, a press on Log in) and its own page. A visitor who had moved the focus into the
 * prerendered page (with a keyboard or a screen reader) keeps it on the same control of the app's page: it is the
 * same page, its controls in the same order. What was typed into its fields is typed into the same fields of the app's
 * page (as input events, so the app's forms hold it), the caret where it was; an option chosen in a select is chosen in
 * the same select of the app's page (as a change event); a form submitted before the app started
 * (early.ts kept it) is submitted then, so its validation and its call run as if pressed now; a button of a home tab
 * pressed before the app (its header's menu, Logout, Help: early.ts kept the last press) is pressed once on the app's
 * page, where it is the same button. On an empty container, `render(false)`.
 */
export function renderOver(container: HTMLElement, render: (sync: boolean) => void, win: PressWindow = window as PressWindow): void {
  if (!container.firstChild) {
    render(false);
    return;
  }
  const active = container.ownerDocument.activeElement;
  const at =
    active && active !== container && container.contains(active) ? Array.from(container.querySelectorAll(FOCUSABLE)).indexOf(active) : -1;
  const was = at >= 0 ? controlKey(active!) : null;
  const typed = Array.from(container.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(FIELDS)).map((f) => ({
    value: f.value,
    // Typed into: what a drawn field showed (a holder's name on the Manage tab) may have been changed or emptied.
    changed: f.value !== f.defaultValue,
    caret: f === active && f.selectionStart !== null ? { start: f.selectionStart, end: f.selectionEnd ?? f.selectionStart } : null,
  }));
  const chosen = Array.from(container.querySelectorAll('select'), (select) => ({
    key: selectKey(select),
    value: select.value,
    changed: !select.options[select.selectedIndex]?.defaultSelected && select.selectedIndex > 0,
  }));
  const submitted = win[SUBMITTED];
  delete win[SUBMITTED];
  const pressed = win[PRESSED_CONTROL];
  delete win[PRESSED_CONTROL];
  render(true);
  const fields = Array.from(container.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(FIELDS));
  // Only into the same page: the same fields in the same order (else nothing is typed anywhere it was not).
  if (fields.length === typed.length)
    typed.forEach(({ value, changed }, i) => {
      const field = fields[i]!;
      if (!changed || field.value === value) return;
      // The element's own value setter, as typing does: React notes the change and the form's handler receives it.
      const proto = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
      Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(field, value);
      field.dispatchEvent(new Event('input', { bubbles: true }));
    });
  // A choice made in a drawn select (a product of the Reload tab): chosen in the same select of the app's page, found
  // by its label and options (the app's page may have a select more, the card selector), as a change event.
  const selects = Array.from(container.querySelectorAll('select'));
  for (const { key, value, changed } of chosen) {
    if (!changed) continue;
    const same = selects.find((select) => selectKey(select) === key);
    if (!same || same.value === value || same.disabled) continue;
    Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')?.set?.call(same, value);
    same.dispatchEvent(new Event('change', { bubbles: true }));
  }
  if (at >= 0 && was !== null) {
    // The same control: at the same place, else the one that is the same (a home tab's page has the card's selector
    // before the tabs once the cards are known, and its skeleton before).
    const controls = Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE));
    const target = sameControl(controls, at, was) ?? controls[at];
    target?.focus();
    const caret = typed.find((t) => t.caret)?.caret;
    if (caret && (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement))
      try {
        target.setSelectionRange(caret.start, caret.end);
      } catch {
        /* a field without a caret (e.g. type=email in some engines) */
      }
  }
  if (submitted !== undefined && submitted >= 0) container.querySelectorAll('form')[submitted]?.requestSubmit();
  // A button of a drawn home tab pressed before the app (early.ts kept it): pressed once on the same button of the
  // app's page, if it has one and it can be pressed there; on another page, nothing.
  if (pressed) {
    const same = sameControl(
      Array.from(container.querySelectorAll<HTMLButtonElement | HTMLInputElement>(PRESSABLE)),
      pressed.at,
      pressed.key,
    );
    if (same && !same.disabled && same.getAttribute('aria-disabled') !== 'true') same.click();
  }
}

/** What makes a select the same on a drawn page and on the app's: its label's text and its options' values. */
function selectKey(select: HTMLSelectElement): string {
  const label = select.labels?.[0]?.textContent ?? select.getAttribute('aria-label') ?? '';
  return `${label}|${Array.from(select.options, (o) => o.value).join(',')}`;
}

/** The control of the app's page that is `key` (controlKey): at the place it had on the drawn page, else wherever it is. */
function sameControl<E extends Element>(controls: E[], at: number, key: string): E | undefined {
  const there = controls[at];
  return there && controlKey(there) === key ? there : controls.find((c) => controlKey(c) === key);
}
