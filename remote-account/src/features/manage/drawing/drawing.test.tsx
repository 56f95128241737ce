import { screen } from '@testing-library/react';
import { applyLocale, STORAGE_KEYS, TAB_DRAWING_SELECTOR, type Locale } from '@portal/contract';
import { deriveBalance, type RawClientCard } from '@portal/kit';
import { cardRoutes, on, rawBalance, renderWithPortal, testConfig } from '@portal/kit/testing';
import { ManageTab } from '../ManageTab';
import { HOLDER, NOBODY } from '../../../testing/holders';
import { asSmallScreen } from '../../../testing/screen';
import { drawManageTab, SMALL_SCREENS } from './drawing';
import { manageDrawingData } from './drawingData';
import { fillManageDrawing, readDrawing } from './fill';
import { DRAWING_ATTR } from './marks';

/**
 * The Manage tab drawn before the app (remote-account's build draws it, fill.ts fills it in: decision 0021, step 7) is
 * the app's tab: filled in with a customer's card and holder, the drawing is, element for element, attribute for
 * attribute (ids included) and text for text, what ManageTab renders on a small screen with the same answers, in each
 * language, for a registered holder, a card without one, and a mobile card.
 */

jest.setTimeout(20_000);

/**
 * The elements of `root` as a person's browser has them, written out the same way whatever wrote them (the server's
 * HTML or the app's DOM): attributes in order of name, the style as the browser reads it, without the drawing's styles
 * (they go to the page's head). A text area's height is left out: the app's sizes it to its text from the layout
 * (GrowingTextArea), and the drawing draws only empty notes (drawingData.ts), which are the text area's own height.
 */
function comparable(root: Element): string {
  const write = (node: Node): string => {
    if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
    if (!(node instanceof HTMLElement) || node.tagName === 'STYLE') return '';
    const attributes = Array.from(node.attributes)
      .filter(({ name }) => !(node.tagName === 'TEXTAREA' && name === 'style'))
      .map(({ name, value }) => (name === 'style' ? `${name}="${node.style.cssText}"` : `${name}="${value}"`))
      .sort();
    const tag = node.tagName.toLowerCase();
    // A field's value as it shows (the drawing's is its attribute; the app's is the element's).
    const shown = node instanceof HTMLInputElement || node instanceof HTMLTextAreaElement ? `{${node.value}|${String(node.disabled)}}` : '';
    return `<${tag} ${attributes.join(' ')}${shown}>${Array.from(node.childNodes).map(write).join('')}</${tag}>`;
  };
  return Array.from(root.childNodes).map(write).join('');
}

async function drawing(locale: Locale): Promise<HTMLTemplateElement> {
  const holder = document.createElement('div');
  holder.innerHTML = await drawManageTab(locale);
  return holder.querySelector<HTMLTemplateElement>(TAB_DRAWING_SELECTOR)!;
}

async function drawnAndRendered(locale: Locale, holder: RawClientCard, cardType = 1): Promise<{ drawn: string; rendered: string }> {
  await applyLocale(locale);
  const config = testConfig();
  const card = { cardNumber: cardType === 8 ? '80000001' : '10000001', cardType, userName: 'Commuter' };
  window.localStorage.clear();
  window.localStorage.setItem(STORAGE_KEYS.selectedCard, `${card.cardNumber}:${card.cardType}`);

  const drawn = readDrawing(await drawing(locale))!;
  const data = manageDrawingData({
    card,
    balance: deriveBalance(rawBalance(), card),
    holder,
    small: true,
    defaultCity: config.constants.defaultCity,
  });
  expect(data).not.toBeNull();
  expect(fillManageDrawing(drawn.tab, drawn.sampleCard, data!)).toBe(true);
  const tab = document.createElement('div');
  tab.append(drawn.tab);

  const restore = asSmallScreen();
  const { container, unmount } = renderWithPortal(<ManageTab />, {
    selectedCard: true,
    config,
    routes: [
      on('GET', cardType === 8 ? 'Clients/GetClienteTarjetaMobile' : 'Clients/GetClienteTarjeta', () => ({ body: holder })),
      ...cardRoutes({ cards: [card], balances: { [card.cardNumber]: rawBalance() } }),
    ],
  });
  await screen.findByRole('textbox', { name: locale === 'fr' ? /^Prénom/ : /^First name/ });
  const rendered = comparable(container);
  unmount();
  restore();
  return { drawn: comparable(tab), rendered };
}

afterAll(() => applyLocale('en'));

describe.each(['en', 'fr'] as const)('in %s', (locale) => {
  test.each([
    ['a registered holder', HOLDER, 1],
    ['a card without a holder', NOBODY, 1],
    ['a mobile card’s holder', HOLDER, 8],
  ] as const)('the drawn tab is the app’s: %s', async (_, holder, cardType) => {
    const { drawn, rendered } = await drawnAndRendered(locale, holder, cardType);
    expect(drawn).toBe(rendered);
  });
});

/** The drawing filled in for card 10000001 and `holder`, as the drawer would on a small screen. */
async function filledFor(holder: unknown) {
  const drawn = readDrawing(await drawing('en'))!;
  const card = { cardNumber: '10000001', cardType: 1, userName: '' };
  const data = manageDrawingData({ card, balance: deriveBalance(rawBalance(), card), holder, small: true, defaultCity: 'Winnipeg' })!;
  return { ...drawn, data, filled: fillManageDrawing(drawn.tab, drawn.sampleCard, data) };
}

test('the holder’s details in their fields, the card’s number in its fields’ ids, the e-mail kept once saved', async () => {
  const { tab, sampleCard, filled } = await filledFor(HOLDER);
  expect(filled).toBe(true);
  expect(tab.querySelector<HTMLInputElement>('#holder-10000001-fname')!.value).toBe('Dana');
  expect(tab.querySelector('label[for="holder-10000001-fname"]')!.textContent).toMatch(/^First name/);
  expect(tab.querySelector<HTMLInputElement>('#holder-10000001-email')!.disabled).toBe(true);
  expect(tab.querySelector<HTMLInputElement>('#holder-10000001-dob')!.value).toBe('1988-04-12');
  expect(tab.querySelector(`[${DRAWING_ATTR}]`)).toBeNull();
  expect(Array.from(tab.querySelectorAll('[id]'), (e) => e.id).join(' ')).not.toContain(sampleCard);
});

test('nothing of an answer is read as HTML', async () => {
  const name = '<img src=x onerror="alert(1)">" autofocus onfocus="alert(2)';
  const { tab, filled } = await filledFor({ ...HOLDER, vchNombre: name });
  expect(filled).toBe(true);
  expect(tab.querySelector('img, [onfocus], [autofocus]')).toBeNull();
  expect(tab.querySelector<HTMLInputElement>('[name="fname"]')!.value).toBe(name);
});

test('a drawing without its mark, or not the tab’s, draws nothing', async () => {
  const { data } = await filledFor(HOLDER);
  const template = await drawing('en');
  const copy = readDrawing(template)!;
  copy.tab.querySelector('[name="postal"]')!.remove();
  expect(fillManageDrawing(copy.tab, copy.sampleCard, data)).toBe(false);
  template.content.querySelector(`[${DRAWING_ATTR}]`)!.remove();
  expect(readDrawing(template)).toBeNull();
});

test('laid out for the small screens the tab lays out as an accordion', () => {
  expect(SMALL_SCREENS).toBe('(max-width:899.95px)');
});
