import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays, cardRoutes, on, rawBalance, renderWithPortal, slowNetwork, testConfig } from '@portal/kit/testing';
import { applyLocale } from '@portal/contract';
import CardsOverview from './CardsOverview';

const at = (iso: string) => `${iso}T00:00:00`;
const CARDS = [
  { cardNumber: '10000001', cardType: 1, userName: 'Commuter' },
  { cardNumber: '10000003', cardType: 1, userName: '' },
  { cardNumber: '10000005', cardType: 1, userName: 'Spare' },
  { cardNumber: '80000001', cardType: 8, userName: 'Phone' },
  { cardNumber: '10000009', cardType: 1, userName: 'Lost' },
];
const BALANCES = {
  // Nothing needs attention: its pass ends in 9 days, E-Cash $12.50.
  '10000001': rawBalance(),
  '10000003': rawBalance({ Status: 'Hotlisted', dNumSaldo: 0 }),
  '10000005': rawBalance({ dtFechaCaduca: at(addDays(10)), dNumSaldo: 0 }),
  '80000001': rawBalance({ PassEnd: at(addDays(3)), dNumSaldo: 2 }),
};

/** The tiles in the order shown, by their headings. */
const tileHeadings = () =>
  within(screen.getByRole('list', { name: 'Your cards' }))
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);
const tile = (name: string) => screen.getByRole('listitem', { name });

beforeEach(() => localStorage.clear());

describe('the cards overview', () => {
  test('every card, what needs attention first and in words, each with its one step to the Reload tab', async () => {
    renderWithPortal(<CardsOverview />, { routes: cardRoutes({ cards: CARDS, balances: BALANCES }) });
    expect(await screen.findByText('3 cards need your attention, shown first.', undefined, { timeout: 5000 })).toBeInTheDocument();
    // Hotlisted, then expiring, then a pass ending; the others in the account's order (a failed one keeps its place).
    expect(tileHeadings()).toEqual(['10000003', 'Spare - 10000005', 'Phone - 80000001', 'Commuter - 10000001', 'Lost - 10000009']);

    const hotlisted = tile('10000003');
    expect(hotlisted).toHaveTextContent('Needs attention');
    expect(hotlisted).toHaveTextContent('Hotlisted: this card can no longer be used or reloaded.');
    expect(within(hotlisted).queryByRole('link')).toBeNull();

    const spare = tile('Spare - 10000005');
    expect(spare).toHaveTextContent(/The card expires in 10 days, on \w{3} \d{1,2}, \d{4}\./);
    expect(spare).toHaveTextContent('E-Cash is under $5.00: $0.00 left.');
    expect(within(spare).getByRole('link', { name: 'Reload this card' })).toHaveAttribute('href', '/home/reload?card=10000005&cardType=1');

    const phone = tile('Phone - 80000001');
    expect(phone).toHaveTextContent(/The pass ends in 3 days, on \w{3} \d{1,2}, \d{4}, and no next pass is bought\./);
    expect(within(phone).getByRole('link', { name: 'Buy the next pass' })).toHaveAttribute(
      'href',
      '/home/reload?card=80000001&cardType=8&propose=next-pass',
    );

    const commuter = tile('Commuter - 10000001');
    expect(commuter).not.toHaveTextContent('Needs attention');
    expect(within(commuter).getByText('E-Cash').nextSibling).toHaveTextContent('$12.50');
    expect(within(commuter).getByText('E-Rides').nextSibling).toHaveTextContent('3');
    expect(within(commuter).getByRole('list', { name: 'Card details' })).toHaveTextContent(/ActiveAdultExpires \w{3} \d{1,2}, \d{4}/);
    expect(within(commuter).getByRole('progressbar', { name: 'Rides today' })).toHaveAttribute('aria-valuetext', '3 of 3, cap reached');
    expect(within(commuter).getByRole('link', { name: 'Reload this card' })).toBeInTheDocument();
  });

  test('a card whose balance fails: its own tile says so with Retry, the others show; Retry brings its figures', async () => {
    let lostAnswers = false;
    renderWithPortal(<CardsOverview />, {
      routes: [
        on('GET', 'Card/GetCardBalance', (r) =>
          r.query.get('cardNumber') === '10000009'
            ? lostAnswers
              ? { body: rawBalance({ dNumSaldo: 40 }) }
              : { status: 500, body: {} }
            : undefined,
        ),
        ...cardRoutes({ cards: CARDS, balances: BALANCES }),
      ],
    });
    const lost = await waitFor(() => {
      const t = tile('Lost - 10000009');
      expect(t).toHaveTextContent('The balance of card Lost - 10000009 could not be loaded.');
      return t;
    });
    expect(within(tile('Commuter - 10000001')).getByText('E-Cash').nextSibling).toHaveTextContent('$12.50');
    lostAnswers = true;
    await userEvent.click(within(lost).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(within(tile('Lost - 10000009')).getByText('E-Cash').nextSibling).toHaveTextContent('$40.00'));
  });

  test('loading is said, then every tile is drawn at once, in its final place (nothing moves under the reader)', async () => {
    const release = slowNetwork();
    renderWithPortal(<CardsOverview />, { routes: cardRoutes({ cards: CARDS, balances: BALANCES }) });
    expect(screen.getByRole('status')).toHaveTextContent('Loading your cards');
    await release();
    expect(await screen.findByText('3 cards need your attention, shown first.', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByText(/Loading the balance/)).toBeNull();
    expect(screen.getByRole('list', { name: 'Your cards' })).toBeVisible();
  });

  test('while one balance is still on its way, the list is a skeleton: no tile is shown to move later', async () => {
    let answer: () => void = () => undefined;
    const late = new Promise<void>((resolve) => (answer = resolve));
    renderWithPortal(<CardsOverview />, { routes: cardRoutes({ cards: CARDS.slice(0, 2), balances: BALANCES }) });
    // The second card's balance is held on its way (the page's fetch is renderWithPortal's).
    const fetch = global.fetch;
    global.fetch = jest.fn(async (...args: Parameters<typeof fetch>) => {
      if (String(args[0]).includes(`cardNumber=${CARDS[1]!.cardNumber}`)) await late;
      return fetch(...args);
    }) as typeof fetch;
    // A hidden element has no accessible name: the list is found by its label.
    const list = () => document.querySelector<HTMLElement>('ul[aria-label="Your cards"]');
    // The first card's balance has come: its tile exists, but is not shown until the other's has come too.
    await waitFor(() => expect(list()).toHaveTextContent('$12.50'));
    expect(list()).not.toBeVisible();
    expect(screen.getByText('Loading your cards')).toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: 'Commuter - 10000001' })).toBeNull();
    answer();
    await waitFor(() => expect(screen.getByRole('list', { name: 'Your cards' })).toBeVisible());
    expect(screen.queryByText('Loading your cards')).toBeNull();
  });

  test("the E-Cash threshold is the runtime config's: over it, an amount is proposed (at least $20.00)", async () => {
    const config = testConfig();
    config.constants.lowCashThreshold = 15;
    renderWithPortal(<CardsOverview />, { config, routes: cardRoutes({ cards: CARDS.slice(0, 1), balances: BALANCES }) });
    const commuter = await screen.findByRole('listitem', { name: 'Commuter - 10000001' });
    await waitFor(() => expect(commuter).toHaveTextContent('E-Cash is under $15.00: $12.50 left.'));
    expect(within(commuter).getByRole('link', { name: 'Add $20.00 of E-Cash' })).toHaveAttribute(
      'href',
      '/home/reload?card=10000001&cardType=1&propose=e-cash&amount=20.00',
    );
    expect(screen.getByText('1 card needs your attention, shown first.')).toBeInTheDocument();
  });

  test('in French', async () => {
    await act(async () => {
      await applyLocale('fr');
    });
    try {
      renderWithPortal(<CardsOverview />, { routes: cardRoutes({ cards: CARDS, balances: BALANCES }) });
      expect(await screen.findByRole('heading', { name: 'Toutes les cartes' })).toBeInTheDocument();
      expect(
        await screen.findByText('3 cartes demandent votre attention, affichées en premier.', undefined, { timeout: 5000 }),
      ).toBeInTheDocument();
      expect(tile('10000003')).toHaveTextContent('Carte signalée : elle ne peut plus être utilisée ni rechargée.');
      expect(within(tile('Phone - 80000001')).getByRole('link', { name: 'Acheter le laissez-passer suivant' })).toBeInTheDocument();
      expect(tile('Spare - 10000005')).toHaveTextContent('Le solde E-Cash est sous 5,00 $ : il reste 0,00 $.');
      await waitFor(() =>
        expect(within(tile('Commuter - 10000001')).getAllByRole('progressbar')[0]).toHaveAttribute(
          'aria-valuetext',
          '3 sur 3, plafond atteint',
        ),
      );
    } finally {
      await act(async () => {
        await applyLocale('en');
      });
    }
  });

  test('no cards', async () => {
    renderWithPortal(<CardsOverview />, { routes: cardRoutes({ cards: [] }) });
    expect(await screen.findByText('There are no cards on your account yet.')).toBeInTheDocument();
  });

  test('cards that cannot be read: said with Retry', async () => {
    renderWithPortal(<CardsOverview />, { routes: [on('GET', 'Card/GetCards', () => ({ status: 500, body: {} }))] });
    expect(await screen.findByText('Your cards could not be loaded.', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
