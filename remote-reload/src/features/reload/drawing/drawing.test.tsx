import { screen, within } from '@testing-library/react';
import { applyLocale, INTL_LOCALES, STORAGE_KEYS, TAB_DRAWING_SELECTOR, type Locale } from '@portal/contract';
import { toProduct, type RawProduct } from '@portal/kit';
import { renderWithPortal, testConfig } from '@portal/kit/testing';
import { ReloadTab } from '../ReloadTab';
import { COMMUTER, NEXT_MONTH_PASS, reloadRoutes, RIDES_10, RIDES_20, THIS_MONTH_PASS } from '../../../testing/fixtures';
import { eCashLine, lineFromProduct, type Cart } from '../../cart/model/cart';
import { serializeCart } from '../../cart/model/cart';
import { drawReloadTab } from './drawing';
import { fillReloadDrawing, readDrawing, type ReloadDrawingData } from './fill';
import { DRAWING_ATTR, DRAWING_FORMS_ATTR, type ReloadForms } from './marks';

/**
 * The Reload tab drawn before the app (remote-reload's build draws it, fill.ts fills it in: decision 0021) is the
 * app's tab: filled in with a customer's answers, the drawing is, element for element and text for text, what
 * ReloadTab renders with the same answers, in each language, whatever the products, the cart and the E-Cash settings.
 */

/**
 * The elements of `root` as a person's browser has them, written out the same way whatever wrote them (the server's
 * HTML or the app's DOM): attributes in order of name, the style as the browser reads it, the ids renamed in the order
 * they appear (the drawing's ids and the app's differ), without the drawing's styles (they go to the page's head).
 */
function comparable(root: Element): string {
  const ids = new Map<string, string>();
  const idOf = (id: string) => ids.get(id) ?? (ids.set(id, `id${ids.size}`), ids.get(id)!);
  const write = (node: Node): string => {
    if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
    if (!(node instanceof HTMLElement) || node.tagName === 'STYLE') return '';
    const attributes = Array.from(node.attributes)
      .map(({ name, value }) => {
        if (name === 'style') return `${name}="${node.style.cssText}"`;
        if (name === 'id' || name === 'for' || name === 'aria-labelledby' || name === 'aria-describedby')
          return `${name}="${value
            .split(' ')
            .map((id) => idOf(id.replace(/-(hint|title|error)$/, '')) + (/-(hint|title|error)$/.exec(id)?.[0] ?? ''))
            .join(' ')}"`;
        return `${name}="${value}"`;
      })
      .sort();
    return `<${node.tagName.toLowerCase()} ${attributes.join(' ')}>${Array.from(node.childNodes).map(write).join('')}</${node.tagName.toLowerCase()}>`;
  };
  return Array.from(root.childNodes).map(write).join('');
}

/** The tab's drawing in a page's HTML: a copy of the tab (in an element, to be written out), its language and texts. */
function drawingIn(holder: Element): { tab: HTMLElement; forms: ReloadForms; locale: string } {
  const drawing = readDrawing(holder.querySelector<HTMLTemplateElement>(TAB_DRAWING_SELECTOR)!)!;
  const tab = document.createElement('div');
  tab.append(drawing.tab);
  return { ...drawing, tab };
}

interface Case {
  products?: RawProduct[];
  cart?: Cart;
  eCash?: boolean;
}

async function drawnAndRendered(locale: Locale, c: Case): Promise<{ drawn: string; rendered: string; filled: boolean }> {
  await applyLocale(locale);
  const config = testConfig();
  config.features.eCash = c.eCash ?? true;
  const products = c.products ?? [THIS_MONTH_PASS, NEXT_MONTH_PASS, RIDES_10, RIDES_20];
  window.localStorage.clear();
  window.localStorage.setItem(STORAGE_KEYS.selectedCard, `${COMMUTER.cardNumber}:1`);
  if (c.cart) window.localStorage.setItem(STORAGE_KEYS.cart, serializeCart(c.cart));

  const holder = document.createElement('div');
  holder.innerHTML = await drawReloadTab(locale);
  const { tab, forms, locale: drawnIn } = drawingIn(holder);
  expect(drawnIn).toBe(INTL_LOCALES[locale]);
  const cashInCart = (c.cart ?? [])
    .filter((x) => x.number === COMMUTER.cardNumber)
    .flatMap((x) => x.products.filter((l) => l.productId === 0));
  const data: ReloadDrawingData = {
    products: products.map(toProduct),
    onCard: 12.5,
    eCash: config.features.eCash,
    eCashLimit: config.constants.eCashLimit,
    cartCount: (c.cart ?? []).reduce((n, x) => n + x.products.reduce((m, l) => m + l.quantity, 0), 0),
    cashInCart: cashInCart.reduce((s, l) => s + l.total, 0),
  };
  const filled = fillReloadDrawing(tab, INTL_LOCALES[locale], forms, data);

  const { container, unmount } = renderWithPortal(<ReloadTab />, { selectedCard: true, routes: reloadRoutes({ products }), config });
  await screen.findByRole('region', { name: 'E-Pass' }).catch(() => screen.findByRole('region', { name: /E-Pass/ }));
  await within(container).findAllByRole('option');
  // The header and the products, as the app's first render with the answers shows them (the rules come after).
  const rendered = document.createElement('div');
  rendered.append(
    ...Array.from(container.children)
      .slice(0, 2)
      .map((e) => e.cloneNode(true)),
  );
  unmount();
  return { drawn: comparable(tab), rendered: comparable(rendered), filled };
}

afterAll(() => applyLocale('en'));

const PASS_WITHOUT_DATES: RawProduct = {
  ...THIS_MONTH_PASS,
  iCodProducto: 555,
  dtFechaIni: undefined,
  dtFechaFin: undefined,
  tiTipoProducto: 2,
};
const cases: Array<[string, Case]> = [
  ['two passes, two ride packs, an empty cart', {}],
  [
    'a cart with rides and E-Cash for this card',
    {
      cart: [
        {
          number: String(COMMUTER.cardNumber),
          type: 1,
          products: [lineFromProduct(toProduct(RIDES_10), 3), eCashLine(20)],
        },
      ],
    },
  ],
  ['E-Cash not sold', { eCash: false }],
  ['a pass without dates, one ride pack', { products: [PASS_WITHOUT_DATES, THIS_MONTH_PASS, RIDES_20] }],
];

describe.each(['en', 'fr'] as const)('in %s', (locale) => {
  test.each(cases)('the drawn tab is the app’s: %s', async (_, c) => {
    const { drawn, rendered, filled } = await drawnAndRendered(locale, c);
    expect(filled).toBe(true);
    expect(drawn).toBe(rendered);
  });
});

test('the customer’s answers as they read them, in English and in French', async () => {
  const en = await drawnAndRendered('en', {});
  expect(en.drawn).toContain(`>${THIS_MONTH_PASS.vchDescripcion} - $98.00<`);
  expect(en.drawn).toContain('>10 E-Rides - $32.50<');
  expect(en.drawn).toContain('On this card: $12.50. A card holds at most $300.00.');
  expect(en.drawn).toContain('>0 items<');
  const fr = await drawnAndRendered('fr', { cart: [{ number: String(COMMUTER.cardNumber), type: 1, products: [eCashLine(20)] }] });
  expect(fr.drawn).toContain('>10 E-Rides - 32,50\u00a0$<');
  expect(fr.drawn).toContain('Dans le panier : 20,00\u00a0$.');
  expect(fr.drawn).toContain('>1 article<');
});

test('a card offered no pass or no ride pack is not drawn: the app says so in the card’s place', async () => {
  for (const products of [[RIDES_10], [THIS_MONTH_PASS]]) {
    const { filled } = await drawnAndRendered('en', { products });
    expect(filled).toBe(false);
  }
});

test('nothing of an answer is read as HTML', async () => {
  const holder = document.createElement('div');
  holder.innerHTML = await drawReloadTab('en');
  const { tab, forms } = drawingIn(holder);
  const name = '<img src=x onerror="alert(1)"> {price}';
  const products = [{ ...THIS_MONTH_PASS, vchDescripcion: name }, RIDES_10].map(toProduct);
  expect(fillReloadDrawing(tab, 'en-CA', forms, { products, onCard: 1, eCash: true, eCashLimit: 300, cartCount: 0, cashInCart: 0 })).toBe(
    true,
  );
  expect(tab.querySelector('img')).toBeNull();
  expect(tab.querySelector('option')!.textContent).toBe(`${name} - $98.00`);
  expect(tab.querySelector('section p')!.textContent).toBe(name);
});

test('a drawing whose mark or texts are missing or corrupt draws nothing', async () => {
  const holder = document.createElement('div');
  holder.innerHTML = await drawReloadTab('en');
  const template = holder.querySelector<HTMLTemplateElement>(TAB_DRAWING_SELECTOR)!;
  expect(readDrawing(template)).not.toBeNull();
  const mark = template.content.querySelector(`[${DRAWING_ATTR}]`)!;
  const texts = mark.getAttribute(DRAWING_FORMS_ATTR)!;
  mark.setAttribute(DRAWING_FORMS_ATTR, '{"option":');
  expect(readDrawing(template)).toBeNull();
  mark.setAttribute(DRAWING_FORMS_ATTR, JSON.stringify({ ...(JSON.parse(texts) as ReloadForms), valid: 3 }));
  expect(readDrawing(template)).toBeNull();
  mark.remove();
  expect(readDrawing(template)).toBeNull();
});
