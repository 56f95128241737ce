import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { on, renderWithPortal, slowNetwork, testAuth } from '@portal/kit/testing';
import { cardRoutes, historyEntry, rawBalance } from '@portal/kit/testing';
import { applyLocale, STORAGE_KEYS, useSelectedCard } from '@portal/contract';
import BalanceTab from './BalanceTab';

const CARDS = [
  { cardNumber: '10000001', cardType: 1, userName: 'Commuter' },
  { cardNumber: '10000002', cardType: 1, userName: '' },
];
const rides = Array.from({ length: 23 }, (_, i) =>
  historyEntry(i % 3 === 0 ? 2 : 0, `2026-11-${String(28 - i).padStart(2, '0')}T08:05:44`, { Amount: 3.25, BusNumber: String(4100 + i) }),
);
const HISTORY = {
  '10000001': [
    ...rides,
    historyEntry(1, '2026-11-02T09:15:00', { Product: 'E-Cash', Amount: 20 }),
    historyEntry(4, '2026-11-10T06:00:00', { Product: '10 E-Rides', Operation: 'Auto-reload', Amount: 32.5 }),
    historyEntry(8, '2025-10-01T10:00:00', { Product: '', Operation: 'Card activated', Amount: null }),
  ],
};

let switchTo: ((n: number) => void) | null = null;
function WithSwitcher() {
  const { cards, select } = useSelectedCard();
  switchTo = (n) => select(cards![n]!);
  return <BalanceTab />;
}

beforeEach(() => {
  localStorage.clear();
  switchTo = null;
});

describe('BalanceTab', () => {
  test('summary: E-Cash in en-CA money, E-Rides, E-Pass dates and days left; fare caps with the banner', async () => {
    renderWithPortal(<BalanceTab />, {
      selectedCard: true,
      routes: cardRoutes({ cards: CARDS, balances: { '10000001': rawBalance({ dNumSaldo: 1234.5 }) }, history: HISTORY }),
    });
    const summary = await screen.findByRole('list', { name: 'Balance summary' });
    expect(within(summary).getByRole('heading', { name: 'E-Cash' }).nextSibling).toHaveTextContent('$1,234.50');
    expect(within(summary).getByRole('heading', { name: 'E-Rides' }).nextSibling).toHaveTextContent('3');
    expect(summary).toHaveTextContent(/E-Pass\w{3} \d{1,2}, \d{4} – \w{3} \d{1,2}, \d{4}10 days left/);
    const banner = screen.getByText('Fare cap reached!').closest('[role="status"]')!;
    expect(banner).toHaveTextContent('Rides today: 3 of 3');
    expect(banner).not.toHaveTextContent('this month');
    const bar = screen.getByRole('progressbar', { name: 'Rides today' });
    expect(bar).toHaveAttribute('aria-valuenow', '100');
    expect(bar).toHaveAttribute('aria-valuetext', '3 of 3, cap reached');
    expect(screen.getByRole('progressbar', { name: 'Cash this month' })).toHaveAttribute('aria-valuetext', '$45.00 of $98.00');
    expect(screen.getAllByRole('progressbar')).toHaveLength(6);
  });

  test('in French: the same summary with French texts, money and dates by fr-CA', async () => {
    await act(async () => {
      await applyLocale('fr');
    });
    try {
      renderWithPortal(<BalanceTab />, {
        selectedCard: true,
        routes: cardRoutes({
          cards: CARDS,
          balances: { '10000001': rawBalance({ dNumSaldo: 1234.5, PassStart: '2026-11-01T00:00:00', PassEnd: '2026-11-30T00:00:00' }) },
          history: HISTORY,
        }),
      });
      const summary = await screen.findByRole('list', { name: 'Résumé du solde' });
      expect(within(summary).getByRole('heading', { name: 'E-Cash' }).nextSibling).toHaveTextContent(/^1 234,50 \$$/);
      expect(summary).toHaveTextContent('1 nov. 2026 – 30 nov. 2026');
      expect(summary).toHaveTextContent('10 jours restants');
      expect(summary).not.toHaveTextContent('$1,234.50');
      expect(screen.getByText('Plafond tarifaire atteint!')).toBeInTheDocument();
      expect(screen.getByRole('progressbar', { name: 'Dépenses ce mois-ci' })).toHaveAttribute(
        'aria-valuetext',
        '45,00\u00a0$ sur 98,00\u00a0$',
      );
      expect(screen.getByRole('heading', { name: 'Historique' })).toBeInTheDocument();
    } finally {
      await act(async () => {
        await applyLocale('en');
      });
    }
  });

  test("an expired pass shows '---'; no cap reached, no banner", async () => {
    renderWithPortal(<BalanceTab />, {
      selectedCard: true,
      routes: cardRoutes({
        cards: CARDS,
        balances: {
          '10000001': rawBalance({
            PassStart: '1900-01-01T00:00:00',
            PassEnd: '1900-01-01T00:00:00',
            smNumeroDias: 0,
            iRidesFareCap: 1,
            iPaidTripsFareCap: 0,
          }),
        },
      }),
    });
    const summary = await screen.findByRole('list', { name: 'Balance summary' });
    expect(within(summary).getByRole('heading', { name: 'E-Pass' }).nextSibling).toHaveTextContent('---');
    expect(summary).not.toHaveTextContent('days left');
    expect(screen.queryByText('Fare cap reached!')).toBeNull();
  });

  test('loading shows skeletons; switching cards never shows the previous numbers', async () => {
    let release: () => void = () => undefined;
    const slow = new Promise<void>((r) => {
      release = r;
    });
    const routes = cardRoutes({
      cards: CARDS,
      balances: { '10000001': rawBalance({ dNumSaldo: 12.5 }), '10000002': rawBalance({ dNumSaldo: 5 }) },
      history: HISTORY,
    });
    renderWithPortal(<WithSwitcher />, { selectedCard: true, routes });
    expect(await screen.findByText('$12.50')).toBeInTheDocument();
    const realFetch = global.fetch;
    global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).includes('cardNumber=10000002')) await slow;
      return realFetch(input, init);
    }) as typeof fetch;
    act(() => switchTo!(1));
    expect(await screen.findByText('Loading the balance…')).toBeInTheDocument();
    expect(screen.queryByText('$12.50')).toBeNull();
    expect(screen.getByText('Loading the history…')).toBeInTheDocument();
    release();
    expect(await screen.findByText('$5.00')).toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.selectedCard)).toBe('10000002:1');
  });

  test('the history is shown once the balance above it is, so the balance never pushes it down', async () => {
    let release: () => void = () => undefined;
    const slow = new Promise<void>((r) => {
      release = r;
    });
    renderWithPortal(<BalanceTab />, {
      selectedCard: true,
      routes: cardRoutes({ cards: CARDS, balances: { '10000001': rawBalance({ dNumSaldo: 12.5 }) }, history: HISTORY }),
    });
    // The balance is held on its way; the history answers.
    const realFetch = global.fetch;
    global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).includes('GetCardBalance')) await slow;
      return realFetch(input, init);
    }) as typeof fetch;
    const history = await screen.findByRole('table', { hidden: true, name: 'History' });
    expect(screen.getByText('Loading the balance…')).toBeInTheDocument();
    expect(history).not.toBeVisible();
    release();
    expect(await screen.findByText('$12.50')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'History' })).toBeVisible();
  });

  test('history: the selector shows each kind, sorted by date, newest first; the empty message per kind', async () => {
    const user = userEvent.setup();
    renderWithPortal(<BalanceTab />, {
      selectedCard: true,
      routes: cardRoutes({ cards: CARDS, balances: { '10000001': rawBalance() }, history: HISTORY }),
    });
    const table = await screen.findByRole('table', { name: 'History' });
    const group = screen.getByRole('group', { name: 'History type' });
    expect(within(group).getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Date', 'Type', 'Product', 'Operation', 'Amount']);
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('2026-11-28 08:05Ride');

    await user.click(within(group).getByRole('button', { name: 'Reload' }));
    expect(within(group).getByRole('button', { name: 'Reload' })).toHaveAttribute('aria-pressed', 'true');
    const reloads = within(screen.getByRole('table', { name: 'History' }))
      .getAllByRole('row')
      .slice(1);
    expect(reloads.map((r) => r.textContent)).toEqual([
      '2026-11-10 06:0010 E-RidesAuto-reload$32.50',
      '2026-11-02 09:15E-CashOnline reload$20.00',
    ]);
    expect(screen.queryByRole('navigation', { name: 'History pages' })).toBeNull();

    await user.click(within(group).getByRole('button', { name: 'Admin' }));
    expect(within(screen.getByRole('table', { name: 'History' })).getAllByRole('row')).toHaveLength(2);
    expect(screen.getByRole('table', { name: 'History' })).toHaveTextContent('Card activated');
  });

  test('rides page through ten at a time; pager only with more than one page; columns sort', async () => {
    const user = userEvent.setup();
    renderWithPortal(<BalanceTab />, {
      selectedCard: true,
      routes: cardRoutes({ cards: CARDS, balances: { '10000001': rawBalance() }, history: HISTORY }),
    });
    await screen.findByRole('table', { name: 'History' });
    await user.click(screen.getByRole('button', { name: 'Ride' }));
    const table = () => screen.getByRole('table', { name: 'History' });
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Date', 'Product', 'Route', 'Bus', 'Stop', 'Amount']);
    const pager = screen.getByRole('navigation', { name: 'History pages' });
    expect(pager).toHaveTextContent('Page 1 of 3');
    expect(within(pager).getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(within(table()).getAllByRole('row')).toHaveLength(11);
    await user.click(within(pager).getByRole('button', { name: 'Next page' }));
    await user.click(within(pager).getByRole('button', { name: 'Next page' }));
    expect(pager).toHaveTextContent('Page 3 of 3');
    expect(within(table()).getAllByRole('row')).toHaveLength(4);
    expect(within(pager).getByRole('button', { name: 'Next page' })).toBeDisabled();

    await user.click(within(table()).getByRole('button', { name: 'Bus' }));
    expect(pager).toHaveTextContent('Page 1 of 3');
    expect(within(table()).getByRole('columnheader', { name: /Bus/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(within(table()).getAllByRole('row')[1]).toHaveTextContent('4100');
    await user.click(within(table()).getByRole('button', { name: /Bus/ }));
    expect(within(table()).getAllByRole('row')[1]).toHaveTextContent('4122');
    // Many clicks through a table of 25 rides: seconds on a busy 2-core machine (it once passed 5 s there).
  }, 20_000);

  test("a card without history: 'No all history', and per kind", async () => {
    const user = userEvent.setup();
    renderWithPortal(<BalanceTab />, {
      selectedCard: true,
      routes: cardRoutes({ cards: CARDS, balances: { '10000001': rawBalance() }, history: {} }),
    });
    expect(await screen.findByText('No all history')).toBeInTheDocument();
    for (const [kind, message] of [
      ['Reload', 'No reload history'],
      ['Ride', 'No ride history'],
      ['Admin', 'No admin history'],
    ]) {
      await user.click(screen.getByRole('button', { name: kind }));
      expect(screen.getByText(message!)).toBeInTheDocument();
    }
    expect(screen.queryByRole('table')).toBeNull();
  });

  test('a balance that cannot be loaded: a toast, a message and Retry', async () => {
    const user = userEvent.setup();
    let fail = true;
    renderWithPortal(<BalanceTab />, {
      selectedCard: true,
      routes: [
        on('GET', 'Card/GetCardBalance', () => (fail ? { status: 500, body: { message: 'Balance service down' } } : (undefined as never))),
        ...cardRoutes({ cards: CARDS, balances: { '10000001': rawBalance() } }),
      ],
    });
    expect(await screen.findByText('The balance of card Commuter - 10000001 could not be loaded.')).toBeInTheDocument();
    expect(screen.getByText('Balance service down')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getByText('$12.50')).toBeInTheDocument());
  });

  test('an active auto-reload rule that cannot run is said on the Balance tab too, with a link to fix it', async () => {
    const activeRule = {
      iCodReloadThreshold: 1,
      TriggerType: 0,
      vchDescripcion: 'd',
      Rides_Threshold: 2,
      Cash_Threshold: null,
      Cash_To_Reload: null,
      Days_To_Reload: null,
      Product_To_Reload: 101,
      vchProducto: '10 E-Rides',
      dPrecio: 32.5,
      tiEstatusReg: 1,
    };
    renderWithPortal(<BalanceTab />, {
      selectedCard: true,
      routes: [
        on('GET', 'Threshold/GetThresholdReload', () => ({ body: [activeRule] })),
        on('GET', 'CreditCard/Check_For_Default_Credit_Debit_Card', () => ({ body: false })),
        ...cardRoutes({ cards: CARDS, balances: { '10000001': rawBalance() }, history: HISTORY }),
      ],
    });
    await screen.findByRole('list', { name: 'Balance summary' });
    const warning = (await screen.findByText('Auto-reload cannot run')).closest('[role="status"]')!;
    expect(warning).toHaveTextContent('Your active auto-reload rule needs a default saved payment card, and your account has none.');
    expect(within(warning as HTMLElement).getByRole('link', { name: 'Set a default payment card' })).toHaveAttribute(
      'href',
      '/account/payment',
    );
  });
});

describe('the last known balance', () => {
  const routesWith = (cash: number) =>
    cardRoutes({ cards: CARDS, balances: { '10000001': rawBalance({ dNumSaldo: cash }) }, history: HISTORY });

  test('shown at once from the visit before, marked with when it was read, then replaced by the fresh one', async () => {
    const first = renderWithPortal(<BalanceTab />, { selectedCard: true, routes: routesWith(12.5) });
    expect(await screen.findByRole('list', { name: 'Balance summary' })).toHaveTextContent('$12.50');
    expect(screen.queryByText(/^Last known, as of/)).toBeNull();
    first.unmount();

    renderWithPortal(<BalanceTab />, { selectedCard: true, routes: routesWith(20) });
    const release = slowNetwork();
    // Before any answer: the card list and its balance as they were, with the time they were read.
    expect(await screen.findByRole('list', { name: 'Balance summary' })).toHaveTextContent('$12.50');
    expect(screen.getByText(/^Last known, as of \d{1,2}:\d{2}/)).toBeInTheDocument();
    expect(screen.getByText('Fare cap reached!')).toBeInTheDocument();
    await release();
    await waitFor(() => expect(screen.getByRole('list', { name: 'Balance summary' })).toHaveTextContent('$20.00'));
    expect(screen.queryByText(/^Last known, as of/)).toBeNull();
  });

  test('a fresh balance equal to the last known one still takes its mark away', async () => {
    const first = renderWithPortal(<BalanceTab />, { selectedCard: true, routes: routesWith(12.5) });
    expect(await screen.findByRole('list', { name: 'Balance summary' })).toHaveTextContent('$12.50');
    first.unmount();

    renderWithPortal(<BalanceTab />, { selectedCard: true, routes: routesWith(12.5) });
    const release = slowNetwork();
    expect(await screen.findByText(/^Last known, as of \d{1,2}:\d{2}/)).toBeInTheDocument();
    await release();
    await waitFor(() => expect(screen.queryByText(/^Last known, as of/)).toBeNull());
    expect(screen.getByRole('list', { name: 'Balance summary' })).toHaveTextContent('$12.50');
  });

  test('when the refresh fails, the last known balance stays, and the failure is said with Retry', async () => {
    const first = renderWithPortal(<BalanceTab />, { selectedCard: true, routes: routesWith(12.5) });
    expect(await screen.findByRole('list', { name: 'Balance summary' })).toHaveTextContent('$12.50');
    first.unmount();

    const failing = [on('GET', 'Card/GetCardBalance', () => ({ status: 500, body: { message: 'Down' } })), ...routesWith(20)];
    renderWithPortal(<BalanceTab />, { selectedCard: true, routes: failing });
    expect(
      await screen.findByText('The balance of card Commuter - 10000001 could not be refreshed: this is the last known one.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Balance summary' })).toHaveTextContent('$12.50');
    expect(screen.getByText(/^Last known, as of/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeEnabled();
  });

  test('never shown to another account signed in on the same browser', async () => {
    const first = renderWithPortal(<BalanceTab />, { selectedCard: true, routes: routesWith(12.5) });
    expect(await screen.findByRole('list', { name: 'Balance summary' })).toHaveTextContent('$12.50');
    first.unmount();

    renderWithPortal(<BalanceTab />, {
      selectedCard: true,
      routes: routesWith(20),
      auth: testAuth({ account: { username: 'other@transit.example', name: 'Oliver Other' } }),
    });
    const release = slowNetwork();
    // Nothing of demo's: no card list yet, so no card and no balance until the API answers.
    expect(await screen.findByRole('heading', { name: 'Balance' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Balance summary' })).toBeNull();
    expect(screen.queryByText('$12.50')).toBeNull();
    await release();
    expect(await screen.findByRole('list', { name: 'Balance summary' })).toHaveTextContent('$20.00');
  });
});
