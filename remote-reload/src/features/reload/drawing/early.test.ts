import { TAB_DRAWERS, TAB_DRAWING_SELECTOR, type TabAnswers, type TabDrawers } from '@portal/contract';
import { rawBalance, testConfig } from '@portal/kit/testing';
import { drawReloadTab } from './drawing';
import { reloadTabDrawer } from './early';
import { COMMUTER, RIDES_10, THIS_MONTH_PASS } from '../../../testing/fixtures';

/**
 * remote-reload's early script registers its Reload tab's drawer (the contract's TabDrawer) for the shell's entry,
 * which gives it the tab's answers as the API sent them: it fills the release's drawing in, or gives nothing.
 */
const CARD = { cardNumber: String(COMMUTER.cardNumber), cardType: 1, userName: 'Commuter' };
const config = testConfig();
const answers = (over: Record<string, unknown> = {}): TabAnswers => ({
  cards: [CARD],
  card: CARD,
  answers: { 'Card/GetCardBalance': rawBalance(), 'Product/GetCardProducts': [THIS_MONTH_PASS, RIDES_10], ...over },
  features: config.features,
  constants: config.constants,
  search: '',
});

async function drawing(): Promise<HTMLTemplateElement> {
  const holder = document.createElement('div');
  holder.innerHTML = await drawReloadTab('en');
  return holder.querySelector<HTMLTemplateElement>(TAB_DRAWING_SELECTOR)!;
}

afterEach(() => localStorage.clear());

test('registered for its module, built against the contract it was built with', () => {
  const drawers = (globalThis as { [TAB_DRAWERS]?: TabDrawers })[TAB_DRAWERS];
  expect(drawers?.['reload/ReloadTab']).toBe(reloadTabDrawer);
  expect(reloadTabDrawer.contract).toMatch(/^1\.\d+\.\d+$/);
});

test('the tab filled in from the answers as the API sent them', async () => {
  const tab = reloadTabDrawer.draw(await drawing(), answers())!;
  const options = Array.from(tab.querySelectorAll('option'), (o) => o.textContent);
  expect(options).toEqual([`${THIS_MONTH_PASS.vchDescripcion} - $98.00`, '10 E-Rides - $32.50']);
  expect(tab.textContent).toContain('On this card: $12.50. A card holds at most $300.00.');
  expect(tab.querySelector('[data-reload-drawing]')).toBeNull();
});

test('nothing for a blocked card, a balance or products that are not answers, a cart with products, or a proposal', async () => {
  const template = await drawing();
  expect(reloadTabDrawer.draw(template, answers({ 'Card/GetCardBalance': rawBalance({ Status: 'Hotlisted' }) }))).toBeNull();
  expect(reloadTabDrawer.draw(template, answers({ 'Card/GetCardBalance': null }))).toBeNull();
  expect(reloadTabDrawer.draw(template, answers({ 'Product/GetCardProducts': null }))).toBeNull();
  expect(reloadTabDrawer.draw(template, { ...answers(), search: `?card=${CARD.cardNumber}&propose=next-pass` })).toBeNull();
  localStorage.setItem('portal.cart', '[]');
  expect(reloadTabDrawer.draw(template, answers())).toBeNull();
});
