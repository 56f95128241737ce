import type { TabAnswers, TabDrawer } from '@portal/contract';
import { render } from './renderPages';
import { startPrerenderedPage } from './early';
import { drawKnownTab, drawTab, DRAWN_ATTR, provides } from './drawnTab';
import { frameTabPage } from '../testing/drawnPage';
import type { RenderedPage } from '@portal/kit/config';

/**
 * A home tab drawn by its section's release (decision 0021), on the page the build draws (the real render) with a
 * release's drawing put in each language's place as the server does: the drawer's copy takes the section's skeleton's
 * place in the language shown and in the other; nothing where the drawer is missing, built for another contract, or
 * gives nothing for one language; nothing on a page the app has rendered over.
 */
let home: RenderedPage;
beforeAll(async () => {
  home = (await render()).pages.find((p) => p.frame === 'home')!;
});

const ACCOUNT = '["msal.3|home|localhost:4000|b2c_1_signupsignin"]';
const MODULE = 'reload/ReloadTab';
const root = () => document.getElementById('root')!;
const french = () => document.querySelector<HTMLTemplateElement>('template[data-prerender-locale="fr"]')!.content;
const skeleton = (tree: ParentNode) => tree.querySelector('[data-section-skeleton]');
const drawn = (tree: ParentNode) => tree.querySelector('[data-drawn]')?.textContent ?? null;
const ANSWERS: TabAnswers = {
  cards: [{ cardNumber: '10000001', cardType: 1, userName: 'Home' }],
  card: { cardNumber: '10000001', cardType: 1, userName: 'Home' },
  answers: { 'Product/GetCardProducts': [] },
  features: {} as TabAnswers['features'],
  constants: {} as TabAnswers['constants'],
  search: '',
};

/** The tab's page with a release's drawing in each language's place (the server's fillTabPage), its drawer registered. */
function open(drawer: Partial<TabDrawer> | null = null): { page: object } {
  document.body.innerHTML = frameTabPage(home, {
    drawing: (locale) => `<template data-section-answer="drawing"><p data-drawn>${locale}</p></template>`,
  });
  startPrerenderedPage(document, window);
  const draw = (template: HTMLTemplateElement) => template.content.cloneNode(true) as DocumentFragment;
  return { page: drawer ? { _PORTAL_TAB_DRAWERS: { [MODULE]: { contract: '1.3.0', draw, ...drawer } } } : {} };
}

beforeEach(() => localStorage.setItem('msal.3.account.keys', ACCOUNT));
afterEach(() => localStorage.clear());

test('the drawer’s copy takes the section’s skeleton’s place, in the language shown and in the other', () => {
  const { page } = open({});
  expect(skeleton(root())).not.toBeNull();
  expect(drawTab(document, MODULE, ANSWERS, page, '1.3.0')).toBe(true);
  expect(skeleton(root())).toBeNull();
  expect(drawn(root())).toBe('en');
  expect(skeleton(french())).toBeNull();
  expect(drawn(french())).toBe('fr');
});

test('the drawer is given each tree’s own drawing and the answers', () => {
  const seen: string[] = [];
  const { page } = open({
    draw: (template, answers) => {
      seen.push(`${template.content.textContent}:${answers.card.cardNumber}`);
      return template.content.cloneNode(true) as DocumentFragment;
    },
  });
  drawTab(document, MODULE, ANSWERS, page, '1.3.0');
  expect(seen).toEqual(['en:10000001', 'fr:10000001']);
});

test('nothing is drawn without a drawer, for a drawer of another contract, or one that gives nothing for a language', () => {
  const cases: Array<[Partial<TabDrawer> | null, string]> = [
    [null, '1.3.0'],
    [{ contract: '1.4.0' }, '1.3.0'],
    [{ contract: '1.3.0' }, '2.0.0'],
    [{ contract: 'latest' }, '1.3.0'],
    [{ draw: (t) => (t.content.textContent === 'fr' ? null : (t.content.cloneNode(true) as DocumentFragment)) }, '1.3.0'],
    [{ draw: () => document.createElement('div') as unknown as DocumentFragment }, '1.3.0'],
  ];
  for (const [drawer, provided] of cases) {
    const { page } = open(drawer);
    expect(drawTab(document, MODULE, ANSWERS, page, provided)).toBe(false);
    expect(skeleton(root())).not.toBeNull();
    expect(skeleton(french())).not.toBeNull();
  }
});

test('nothing on a page the app has rendered over, nor on one without the release’s drawing', () => {
  const { page } = open({});
  root().replaceChildren(document.createElement('main'));
  expect(drawTab(document, MODULE, ANSWERS, page, '1.3.0')).toBe(false);
  document.body.innerHTML = frameTabPage(home);
  startPrerenderedPage(document, window);
  expect(drawTab(document, MODULE, ANSWERS, page, '1.3.0')).toBe(false);
  expect(skeleton(root())).not.toBeNull();
});

test('from the last known data first (drawKnown), then the fresh answers drawn into the same box, in each language', () => {
  const KNOWN = { userName: 'demo@transit.example', features: ANSWERS.features, constants: ANSWERS.constants, search: '' };
  const mark = (text: string) => (template: HTMLTemplateElement) => {
    const copy = template.content.cloneNode(true) as DocumentFragment;
    copy.querySelector('[data-drawn]')!.textContent += ` ${text}`;
    return copy;
  };
  const { page } = open({ draw: mark('fresh'), drawKnown: mark('known') });
  expect(drawKnownTab(document, MODULE, KNOWN, page, '1.4.0')).toBe(true);
  expect(drawn(root())).toBe('en known');
  expect(drawn(french())).toBe('fr known');
  expect(drawTab(document, MODULE, ANSWERS, page, '1.4.0')).toBe(true);
  expect(drawn(root())).toBe('en fresh');
  expect(drawn(french())).toBe('fr fresh');
  expect(root().querySelectorAll(`[${DRAWN_ATTR}]`)).toHaveLength(1);
  // A drawer without drawKnown (the Reload tab's) draws nothing before the answers.
  const { page: reload } = open({});
  expect(drawKnownTab(document, MODULE, KNOWN, reload, '1.4.0')).toBe(false);
  expect(skeleton(root())).not.toBeNull();
});

test('the box the app keeps (the drawn page gone) is drawn into again; once the section has rendered, nothing is', () => {
  const { page } = open({ draw: (t) => t.content.cloneNode(true) as DocumentFragment });
  drawTab(document, MODULE, ANSWERS, page, '1.3.0');
  const box = root().querySelector(`[${DRAWN_ATTR}]`)!;
  // The app renders over the page and keeps the box in its slot (KeptDrawing.tsx).
  const slot = document.createElement('div');
  root().replaceChildren(slot);
  slot.append(box);
  box.replaceChildren();
  expect(drawTab(document, MODULE, ANSWERS, page, '1.3.0')).toBe(true);
  expect(drawn(root())).toBe('en');
  // The section renders: the box is gone, and so is the drawing.
  box.remove();
  expect(drawTab(document, MODULE, ANSWERS, page, '1.3.0')).toBe(false);
});

test('a drawer built against the contract this shell provides or an older minor of it runs; a newer minor or another major not', () => {
  expect(provides('1.3.0', '1.3.0')).toBe(true);
  expect(provides('1.3.2', '1.2.0')).toBe(true);
  expect(provides('1.3.0', '1.4.0')).toBe(false);
  expect(provides('2.0.0', '1.3.0')).toBe(false);
  expect(provides('1.3.0', undefined)).toBe(false);
});
