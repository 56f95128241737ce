/**
 * The Reload tab's drawing (drawing.tsx) filled in with a customer's answers before the app has arrived (issue 39,
 * docs/decisions/0021): what the app's first render with the same answers shows (ReloadTab, ProductCards), element
 * for element and text for text (drawing.test.tsx), or nothing where the app would show something else.
 *
 * Text only: nothing of an answer is read as HTML. Free of React and of the tab's catalogue: its texts are the
 * drawing's (ReloadForms), its rules the tab's own pure functions (model/products.ts).
 */
import type { Product } from '@portal/contract';
import { formatDateIn, formatMoneyIn, plural } from '@portal/kit/drawn-balance';
import { productGroups } from '../../cart/model/products';
import { DRAWING_ATTR, DRAWING_FORMS_ATTR, type ECashHintPart, type ReloadForms } from './marks';

/** What the drawing shows of a customer: their card's products and cash, the E-Cash settings, and their cart. */
export interface ReloadDrawingData {
  /** The card's products (the API's answer, as the app maps it: toProduct). */
  products: readonly Product[];
  /** The cash on the card (the balance's), or null when the balance does not say. */
  onCard: number | null;
  /** E-Cash is sold (the runtime config's feature), and at most how much a card holds (its constant). */
  eCash: boolean;
  eCashLimit: number;
  /** The cart's item count, and the E-Cash already in it for this card (the cart's own rules). */
  cartCount: number;
  cashInCart: number;
}

/**
 * A copy of the tab in a drawing's template (drawing.tsx), with the language and texts of its mark (which the copy no
 * longer holds); null for a template that is not one, or whose texts are not all there (nothing is drawn then).
 */
export function readDrawing(template: HTMLTemplateElement): { tab: DocumentFragment; locale: string; forms: ReloadForms } | null {
  const tab = template.content.cloneNode(true) as DocumentFragment;
  const mark = tab.querySelector(`[${DRAWING_ATTR}]`);
  const locale = mark?.getAttribute(DRAWING_ATTR);
  if (!mark || !locale) return null;
  mark.remove();
  let forms: ReloadForms;
  try {
    forms = JSON.parse(mark.getAttribute(DRAWING_FORMS_ATTR) ?? '') as ReloadForms;
  } catch {
    return null;
  }
  const texts = [forms?.option, forms?.valid, forms?.cartCount?.other, ...Object.values(forms?.hint ?? {})];
  if (texts.length !== 6 || !texts.every((t) => typeof t === 'string')) return null;
  return { tab, locale, forms };
}

/** `form` with each `{place}` of `values` replaced, in one pass (a value is never read for places). */
const fillForm = (form: string, values: Record<string, string>): string =>
  form.replace(/\{(\w+)\}/g, (place: string, name: string) => values[name] ?? place);

/**
 * Fills `tab` (a copy of the drawing's content) in `locale` (its Intl locale) with `data`; whether it could. It
 * cannot where the drawing has not the app's shape for these answers (a card offered no pass or no ride pack: the app
 * says so in the card's place), or where `tab` is not the drawing it knows: `tab` is then left as it was.
 */
export function fillReloadDrawing(tab: ParentNode, locale: string, forms: ReloadForms, data: ReloadDrawingData): boolean {
  const { passes, rides } = productGroups(data.products);
  if (!passes.length || !rides.length) return false;
  const cart = tab.querySelector('button[aria-describedby="cart-count"]');
  const badge = cart?.nextElementSibling;
  const count = tab.querySelector('#cart-count');
  const [ePass, eRide, eCash] = Array.from(tab.querySelectorAll('section'));
  const passSelect = ePass?.querySelector('select');
  const passDetails = passSelect?.parentElement?.nextElementSibling?.querySelectorAll('p');
  const rideSelect = eRide?.querySelector('select');
  const hint = eCash?.querySelector('p[id$="-hint"]');
  if (!badge || !count || !passSelect || passDetails?.length !== 3 || !rideSelect || !hint) return false;

  const money = (amount: number) => formatMoneyIn(locale, amount);
  badge.textContent = String(data.cartCount);
  count.textContent = plural(locale, forms.cartCount, data.cartCount);
  const options = (select: HTMLSelectElement, products: readonly Product[]) => {
    const sample = select.querySelector('option')!;
    sample.removeAttribute('selected'); // the first is chosen, as in the app
    select.replaceChildren(
      ...products.map((product) => {
        const option = sample.cloneNode() as HTMLOptionElement;
        option.value = String(product.productId);
        option.textContent = fillForm(forms.option, { name: product.name, price: money(product.price) });
        return option;
      }),
    );
  };
  options(passSelect, passes);
  options(rideSelect, rides);
  // The pass chosen (the first): its name, price and dates.
  const pass = passes[0]!;
  const [name, price, valid] = Array.from(passDetails);
  name!.textContent = pass.name;
  price!.textContent = money(pass.price);
  if (pass.startDate && pass.endDate)
    valid!.textContent = fillForm(forms.valid, { start: formatDateIn(locale, pass.startDate), end: formatDateIn(locale, pass.endDate) });
  else valid!.remove();
  hint.textContent = eCashHintParts({ onCard: data.onCard, inCart: data.cashInCart, limit: data.eCashLimit })
    .map(([key, amount]) => fillForm(forms.hint[key], { amount: money(amount) }))
    .join(' ');
  if (!data.eCash) eCash!.remove();
  return true;
}

/**
 * E-Cash's hint (spec 2, 5): what is on the card (when the balance says), what of it is in the cart already (when
 * any), and what a card holds at most, as ECashCard writes it (inline there: the tab's first load is at its budget's
 * edge; drawing.test.tsx checks both write the same).
 */
function eCashHintParts({ onCard, inCart, limit }: { onCard: number | null; inCart: number; limit: number }): ECashHintPart[] {
  const parts: ECashHintPart[] = [];
  if (onCard !== null) parts.push(['product.onCard', onCard]);
  if (inCart > 0) parts.push(['product.inCart', inCart]);
  parts.push(['product.cardHolds', limit]);
  return parts;
}
