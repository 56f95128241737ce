/**
 * The Manage tab's drawing (drawing.tsx) filled in with a customer's answers before the app has arrived (issue 39,
 * docs/decisions/0021, step 7): what the app's first render with the same answers shows on a small screen (ManageTab's
 * accordion, the Register form open), element for element (drawing.test.tsx), or nothing where it cannot be.
 *
 * Text only: nothing of an answer is read as HTML. Free of React: the values are the form's own (model/holder.ts).
 */
import type { PersonalFormValues } from '@portal/kit/personal-form';
import { DRAWING_ATTR, DRAWING_SCREEN_ATTR } from './marks';

/** What the drawing shows of a customer: the selected card's number, and its holder's form as the app starts it. */
export interface ManageDrawingData {
  cardNumber: string;
  values: PersonalFormValues;
}

/** The attributes that name an element of the drawing: they hold the card's number (the form's fields' ids). */
const NAMING = ['id', 'for', 'aria-describedby', 'aria-labelledby', 'aria-controls'];

/**
 * A copy of the tab in a drawing's template (drawing.tsx), with the sample card's number and the media query of its
 * mark (which the copy no longer holds); null for a template that is not one (nothing is drawn then).
 */
export function readDrawing(template: HTMLTemplateElement): { tab: DocumentFragment; sampleCard: string; screen: string } | null {
  const tab = template.content.cloneNode(true) as DocumentFragment;
  const mark = tab.querySelector(`[${DRAWING_ATTR}]`);
  const sampleCard = mark?.getAttribute(DRAWING_ATTR);
  const screen = mark?.getAttribute(DRAWING_SCREEN_ATTR);
  if (!mark || !sampleCard || !screen) return null;
  mark.remove();
  return { tab, sampleCard, screen };
}

/**
 * Fills `tab` (a copy of the drawing's content, drawn for `sampleCard`) with `data`; whether it could. It cannot where
 * `tab` is not the drawing it knows (no form, or a field of the form missing): `tab` is then of no use.
 */
export function fillManageDrawing(tab: ParentNode, sampleCard: string, data: ManageDrawingData): boolean {
  const form = tab.querySelector('form');
  if (!form) return false;
  const { agreement, ...fields } = data.values;
  const controls = Object.entries(fields).map(
    ([name, value]) => [form.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[name="${name}"]`), value] as const,
  );
  const agreementBox = form.querySelector<HTMLInputElement>('input[type="checkbox"][name="agreement"]');
  if (!agreementBox || controls.some(([control]) => !control)) return false;
  // The card's ids: the fields' (holder-<card>-<field>), their labels' and descriptions'.
  for (const element of Array.from(tab.querySelectorAll('*')))
    for (const name of NAMING) {
      const value = element.getAttribute(name);
      if (value?.includes(sampleCard)) element.setAttribute(name, value.split(sampleCard).join(data.cardNumber));
    }
  for (const [control, value] of controls) {
    if (control instanceof HTMLTextAreaElement) control.textContent = value;
    else control!.setAttribute('value', value);
  }
  agreementBox.toggleAttribute('checked', agreement);
  // Spec 5: the e-mail cannot be changed once the record has one.
  form.querySelector('[name="email"]')!.toggleAttribute('disabled', Boolean(data.values.email));
  return true;
}
