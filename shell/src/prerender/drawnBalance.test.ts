import { LOCALE_KEY } from '@portal/contract';
import { rawBalance } from '@portal/kit/testing';
import { render } from './renderPages';
import { startPrerenderedPage } from './early';
import { drawBalance } from './drawnBalance';

/**
 * The customer's balance drawn into the drawn Balance tab before the app (decision 0019), on the page the build
 * draws (the real render): in the language shown and in the one waiting for the switch, where the tiles' skeleton was;
 * never on another tab's page, a page the app has rendered over, or one emptied for a browser not signed in.
 */
const pages: Record<string, string> = {};
beforeAll(async () => {
  for (const page of (await render()).pages) pages[page.routes[0]!] = `<div id="root">${page.shown}</div>${page.templates}`;
});

const CARD = { cardNumber: '10000001', cardType: 1 };
const ACCOUNT = '["msal.3|home|localhost:4000|b2c_1_signupsignin"]';
const root = () => document.getElementById('root')!;
const tiles = (tree: ParentNode) => tree.querySelector('ul[aria-label="Balance summary"], ul[aria-label="Résumé du solde"]');
const skeleton = (tree: ParentNode) => tree.querySelector('[data-balance-skeleton]');
const french = () => document.querySelector<HTMLTemplateElement>('template[data-prerender-locale="fr"]')!.content;

function open(route: string): void {
  document.body.innerHTML = pages[route]!;
  startPrerenderedPage(document, window);
}

beforeEach(() => localStorage.setItem('msal.3.account.keys', ACCOUNT));
afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

test('the balance takes the tiles’ skeleton’s place, in the language shown and in the other', () => {
  open('/home/balance');
  expect(skeleton(root())).not.toBeNull();
  expect(tiles(root())).toBeNull();
  expect(drawBalance(document, CARD, rawBalance({ dNumSaldo: 12.5, smNumsaldoViaje: 3, smNumeroDias: 10 }))).toBe(true);
  expect(skeleton(root())).toBeNull();
  expect(Array.from(tiles(root())!.querySelectorAll('li'), (li) => li.textContent)).toEqual([
    'E-Cash$12.50',
    'E-Rides3rides',
    expect.stringMatching(/^E-Pass\w{3} \d{1,2}, \d{4} – \w{3} \d{1,2}, \d{4}10 days left$/),
  ]);
  // Its heading and the section's skeleton below stay as they were.
  expect(root().querySelector('h2')?.textContent).toBe('Balance');
  expect(tiles(french())?.textContent).toContain('12,50\u00a0$');
  expect(skeleton(french())).toBeNull();
  // The language switch shows the French tree, with the balance.
  root().querySelector<HTMLElement>('[data-prerender-action="locale:fr"]')!.click();
  expect(tiles(root())?.textContent).toMatch(/^E-Cash12,50\s\$E-Rides3trajets/);
});

test('in the customer’s language when it is the one shown', () => {
  localStorage.setItem(LOCALE_KEY, 'fr');
  open('/home/balance');
  drawBalance(document, CARD, rawBalance({ dNumSaldo: 7, smNumsaldoViaje: 1 }));
  expect(tiles(root())?.textContent).toMatch(/^E-Cash7,00\s\$E-Rides1trajet/);
});

test('nothing on another tab’s page, once the app has rendered over the page, or on a page emptied for a visitor', () => {
  open('/home/reload');
  expect(drawBalance(document, CARD, rawBalance())).toBe(false);
  open('/home/balance');
  root().replaceChildren(document.createElement('main')); // the app's page
  expect(drawBalance(document, CARD, rawBalance())).toBe(false);
  expect(tiles(document)).toBeNull();
  localStorage.clear(); // no account: the page is emptied
  open('/home/balance');
  expect(drawBalance(document, CARD, rawBalance())).toBe(false);
  expect(root().childNodes).toHaveLength(0);
});
