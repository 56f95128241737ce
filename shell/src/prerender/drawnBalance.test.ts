import { LOCALE_KEY } from '@portal/contract';
import { rawBalance } from '@portal/kit/testing';
import { render } from './renderPages';
import { startPrerenderedPage } from './early';
import { drawBalance, drawBalanceKnownTo, drawLastKnownBalance } from './drawnBalance';
import { deriveBalance } from '@portal/kit/drawn-balance';
import { lastKnownBalance } from '@portal/kit/last-known-balance';

// What this device keeps of whom is the kit's (its lastKnownBalance.test.ts): here, what is drawn of it.
jest.mock('@portal/kit/last-known-balance', () => ({ lastKnownBalance: jest.fn(() => null) }));

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

describe('a returning customer’s last known balance (drawLastKnownBalance)', () => {
  const kept = deriveBalance(rawBalance({ dNumSaldo: 4.75, smNumsaldoViaje: 2 }), CARD);
  const asOf = (tree: ParentNode) => tree.querySelector('[data-testid="last-known"]');

  test('the line saying when it was read, then the tiles, where the skeleton was, in both languages', () => {
    open('/home/balance');
    const at = new Date();
    at.setHours(10, 42, 0, 0);
    expect(drawLastKnownBalance(document, kept, at.getTime())).toBe(true);
    expect(skeleton(root())).toBeNull();
    expect(asOf(root())?.textContent).toMatch(/^Last known, as of 10:42\sa\.m\.$/);
    // The line comes right before the tiles, under the heading, as the app's preview draws them (BalancePreview).
    expect(asOf(root())?.nextElementSibling).toBe(tiles(root()));
    expect(tiles(root())?.textContent).toMatch(/^E-Cash\$4\.75E-Rides2rides/);
    expect(asOf(french())?.textContent).toBe('Dernières données connues, à 10 h 42');
    expect(tiles(french())?.textContent).toMatch(/^E-Cash4,75\s\$/);
    // Another day's data says its date.
    open('/home/balance');
    drawLastKnownBalance(document, kept, at.getTime() - 3 * 24 * 60 * 60_000);
    expect(asOf(root())?.textContent).toMatch(/^Last known, as of \w{3}\.? \d{1,2}, 10:42\sa\.m\.$/);
  });

  test('a kept balance the tiles cannot be drawn from, or a page without the line’s template, draws nothing', () => {
    // A record edited in storage: its shape passed the kept data's check, its pass dates are no dates.
    open('/home/balance');
    const edited = { ...kept, isPassExpired: false, passStart: 'not a date', passEnd: 'not a date' } as typeof kept;
    expect(drawLastKnownBalance(document, edited, Date.now())).toBe(false);
    expect(skeleton(root())).not.toBeNull();
    expect(skeleton(french())).not.toBeNull();
    open('/home/balance');
    for (const t of Array.from(document.querySelectorAll('template[data-balance-as-of]'))) t.remove();
    for (const t of Array.from(document.querySelectorAll<HTMLTemplateElement>('template[data-prerender-locale]')))
      t.content.querySelector('template[data-balance-as-of]')?.remove();
    expect(drawLastKnownBalance(document, kept, Date.now())).toBe(false);
    expect(skeleton(root())).not.toBeNull();
    expect(asOf(root())).toBeNull();
  });

  test('what this device keeps of the customer signed in: drawn; nothing kept, or unreadable, draws nothing', () => {
    const known = jest.mocked(lastKnownBalance);
    open('/home/balance');
    expect(drawBalanceKnownTo(document, 'ada@transit.example')).toBe(false);
    expect(skeleton(root())).not.toBeNull();
    known.mockImplementation(() => {
      throw new Error('storage refused');
    });
    expect(drawBalanceKnownTo(document, 'ada@transit.example')).toBe(false);
    expect(skeleton(root())).not.toBeNull();
    known.mockImplementation((userName) =>
      userName === 'ada@transit.example' ? { card: { ...CARD } as never, balance: kept, at: Date.now() } : null,
    );
    expect(drawBalanceKnownTo(document, 'someone.else@transit.example')).toBe(false);
    expect(drawBalanceKnownTo(document, 'ada@transit.example')).toBe(true);
    expect(known).toHaveBeenLastCalledWith('ada@transit.example');
    expect(asOf(root())?.textContent).toMatch(/^Last known, as of /);
    expect(tiles(root())?.textContent).toMatch(/^E-Cash\$4\.75/);
  });
});
