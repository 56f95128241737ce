import { act, screen } from '@testing-library/react';
import { cardRoutes, rawBalance, renderWithPortal, slowNetwork } from '@portal/kit/testing';
import { Route, Routes } from '@portal/contract';

// The federation runtime is the boundary: remote-balance's Balance tab arrives when the test says so.
const loadRemote = jest.fn();
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: (...a: unknown[]) => loadRemote(...a),
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
}));

import { HomeFrame } from '../HomeFrame';
import { RemoteSlot } from '../../federation/RemoteSlot';

const CARDS = [{ cardNumber: '10000001', cardType: 1, userName: 'Commuter' }];
const routesWith = (cash: number) => cardRoutes({ cards: CARDS, balances: { '10000001': rawBalance({ dNumSaldo: cash }) } });

function renderHome(routes: ReturnType<typeof routesWith>) {
  return renderWithPortal(
    <Routes>
      <Route path="/home" element={<HomeFrame />}>
        <Route path="balance" element={<RemoteSlot remote="balance" module="BalanceTab" section="section.balance" />} />
        <Route path="reload" element={<RemoteSlot remote="reload" module="ReloadTab" section="section.reload" />} />
      </Route>
    </Routes>,
    { routes, path: '/home/balance', selectedCard: true },
  );
}

/**
 * The Balance tab, held until `arrive` is called. A section that has arrived stays for the page's life (remotes.ts), and
 * a pending load is shared by every slot: each test ends its own (a failed load is not kept), and only the last one
 * lets the section arrive.
 */
let pending: { arrive(): Promise<void>; fail(): void } | null = null;
function slowSection() {
  let arrive: () => void = () => undefined;
  let fail: () => void = () => undefined;
  loadRemote.mockReturnValue(
    new Promise((resolve, reject) => {
      arrive = () => resolve({ default: () => <h2>Balance section</h2> });
      fail = () => reject(new Error('test over'));
    }),
  );
  pending = { arrive: () => act(async () => arrive()), fail };
  return pending.arrive;
}

/** Holds the balance's answers (only) of the page rendered last until the returned function releases them. */
function holdBalance(): () => Promise<void> {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((r) => {
    release = r;
  });
  const fetch = global.fetch;
  global.fetch = jest.fn(async (...args: Parameters<typeof fetch>) => {
    if (String(args[0]).includes('Card/GetCardBalance')) await gate;
    return fetch(...args);
  }) as typeof fetch;
  return () => act(async () => release());
}

beforeEach(() => {
  localStorage.clear();
  loadRemote.mockReset();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(async () => {
  pending?.fail();
  pending = null;
  await act(async () => undefined);
});

describe("the Balance tab's preview while remote-balance loads", () => {
  test('on a first visit it is the skeleton until the balance is answered, then that balance, unmarked', async () => {
    slowSection();
    renderHome(routesWith(12.5));
    const release = slowNetwork();
    expect(await screen.findByText('Loading your cards…')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Balance summary' })).toBeNull();
    // While the card list loads, the frame is drawn already: its tabs, and the Balance tab's heading and skeleton.
    expect(screen.getByRole('navigation', { name: 'Card sections' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Balance', level: 2 })).toBeInTheDocument();
    await release();
    // The card list and the balance have arrived; the section has not: the answered balance is shown already.
    expect(await screen.findByRole('list', { name: 'Balance summary' })).toHaveTextContent('$12.50');
    expect(screen.queryByText(/^Last known, as of/)).toBeNull();
    expect(screen.getByRole('status', { name: 'Loading Balance' })).toBeInTheDocument();
  });

  test("while the selected card's balance is on its way: the heading and the tiles' skeleton, where the section shows them", async () => {
    slowSection();
    renderHome(routesWith(12.5));
    const release = holdBalance();
    // The card list has come, the balance has not: the tiles will come in place instead of pushing the page down.
    expect(await screen.findByRole('combobox', { name: 'Card' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Balance', level: 2 })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('Loading the balance…');
    expect(screen.queryByRole('list', { name: 'Balance summary' })).toBeNull();
    await release();
    expect(await screen.findByRole('list', { name: 'Balance summary' })).toHaveTextContent('$12.50');
    expect(screen.getAllByRole('heading', { name: 'Balance', level: 2 })).toHaveLength(1);
    expect(screen.queryByText('Loading the balance…')).toBeNull();
  });

  test('another tab of the frame has no preview: its skeleton only', async () => {
    slowSection();
    const before = renderHome(routesWith(12.5));
    expect(await screen.findByRole('list', { name: 'Balance summary' })).toHaveTextContent('$12.50');
    before.unmount();
    renderWithPortal(
      <Routes>
        <Route path="/home" element={<HomeFrame />}>
          <Route path="reload" element={<RemoteSlot remote="reload" module="ReloadTab" section="section.reload" />} />
        </Route>
      </Routes>,
      { routes: routesWith(12.5), path: '/home/reload', selectedCard: true },
    );
    expect(await screen.findByRole('status', { name: 'Loading Reload' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Balance summary' })).toBeNull();
  });

  test('a returning customer sees the last known balance, marked as such, until the section takes its place', async () => {
    // The visit before: the balance is read once (and kept).
    const arrive = slowSection();
    const before = renderHome(routesWith(12.5));
    expect(await screen.findByRole('list', { name: 'Balance summary' })).toHaveTextContent('$12.50');
    before.unmount();

    renderHome(routesWith(20));
    const release = slowNetwork();
    // Before any answer and before the section: the tab's heading, the marker and the tiles, then the rest loading.
    const summary = await screen.findByRole('list', { name: 'Balance summary' });
    expect(summary).toHaveTextContent('E-Cash$12.50');
    expect(screen.getByRole('heading', { name: 'Balance', level: 2 })).toBeInTheDocument();
    expect(screen.getByText(/^Last known, as of \d{1,2}:\d{2}/)).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading Balance' })).toBeInTheDocument();
    // The fresh balance replaces the last known one in the preview too.
    await release();
    expect(await screen.findByText('$20.00')).toBeInTheDocument();
    expect(screen.queryByText(/^Last known, as of/)).toBeNull();
    // The section arrives: it alone shows the tab.
    await arrive();
    expect(await screen.findByRole('heading', { name: 'Balance section' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Balance summary' })).toBeNull();
    expect(screen.queryByRole('status', { name: 'Loading Balance' })).toBeNull();
  });
});
