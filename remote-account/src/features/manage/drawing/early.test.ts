import { TAB_DRAWERS, TAB_DRAWING_SELECTOR, type TabAnswers, type TabDrawers } from '@portal/contract';
import type { RawClientCard } from '@portal/kit';
import { rawBalance, testConfig } from '@portal/kit/testing';
import { drawManageTab } from './drawing';
import { manageTabDrawer } from './early';

/**
 * remote-account's early script registers its Manage tab's drawer (the contract's TabDrawer) for the shell's entry,
 * which gives it the tab's answers as the API sent them: it fills the release's drawing in, or gives nothing.
 */
const CARD = { cardNumber: '10000001', cardType: 1, userName: 'Commuter' };
const MOBILE = { cardNumber: '80000001', cardType: 8, userName: 'Phone' };
const HOLDER: Partial<RawClientCard> = {
  iCodClienteTarjeta: 7,
  vchNombre: 'Dana',
  vchMaterno: 'Demo',
  vchCorreo: 'dana@example.org',
  vchNota: '',
};
const config = testConfig();
const answers = (over: Record<string, unknown> = {}, card = CARD): TabAnswers => ({
  cards: [CARD, MOBILE],
  card,
  answers: { 'Card/GetCardBalance': rawBalance(), 'Clients/GetClienteTarjeta': HOLDER, ...over },
  features: config.features,
  constants: config.constants,
  search: '',
});

let small = true;
const matchMedia = window.matchMedia;
beforeEach(() => {
  small = true;
  window.matchMedia = ((query: string) => ({
    matches: small && query === '(max-width:899.95px)',
    media: query,
  })) as typeof window.matchMedia;
});
afterAll(() => {
  window.matchMedia = matchMedia;
});

async function drawing(): Promise<HTMLTemplateElement> {
  const holder = document.createElement('div');
  holder.innerHTML = await drawManageTab('en');
  return holder.querySelector<HTMLTemplateElement>(TAB_DRAWING_SELECTOR)!;
}

test('registered for its module, built against the contract it was built with', () => {
  const drawers = (globalThis as { [TAB_DRAWERS]?: TabDrawers })[TAB_DRAWERS];
  expect(drawers?.['account/ManageTab']).toBe(manageTabDrawer);
  expect(manageTabDrawer.contract).toMatch(/^1\.\d+\.\d+$/);
});

test('the tab filled in from the answers as the API sent them, a mobile card’s from its own call', async () => {
  const tab = manageTabDrawer.draw(await drawing(), answers())!;
  expect(tab.querySelector<HTMLInputElement>('#holder-10000001-fname')!.value).toBe('Dana');
  expect(tab.querySelector<HTMLInputElement>('#holder-10000001-email')!.disabled).toBe(true);
  const mobile = manageTabDrawer.draw(
    await drawing(),
    answers({ 'Clients/GetClienteTarjeta': undefined, 'Clients/GetClienteTarjetaMobile': { ...HOLDER, vchNombre: 'Pat' } }, MOBILE),
  )!;
  expect(mobile.querySelector<HTMLInputElement>('#holder-80000001-fname')!.value).toBe('Pat');
});

test('nothing on a wide screen, for a blocked card, or a balance or holder that is not an answer', async () => {
  const template = await drawing();
  expect(manageTabDrawer.draw(template, answers({ 'Card/GetCardBalance': rawBalance({ Status: 'Hotlisted' }) }))).toBeNull();
  expect(manageTabDrawer.draw(template, answers({ 'Card/GetCardBalance': null }))).toBeNull();
  expect(manageTabDrawer.draw(template, answers({ 'Clients/GetClienteTarjeta': null }))).toBeNull();
  small = false;
  expect(manageTabDrawer.draw(template, answers())).toBeNull();
});
