import { useState } from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import { useCardBalance } from '../api/hooks';
import { formatMoney } from '../domain/cards';
import { cardRoutes, rawBalance } from '../testing/cardFixtures';
import { on, renderWithPortal, TEST_API } from '../testing/renderWithPortal';
import { createApiClient } from '../api/client';
import * as api from '../api/calls';
import { writeLastKnown } from '../offline/lastKnown';
import { STORAGE_KEYS } from '@portal/contract';
import { SelectedCardProvider } from './SelectedCard';
import { useSelectedCard, type SelectedCardState } from '@portal/contract';

const cards = [
  { cardNumber: '10000001', cardType: 1, userName: 'Commuter' },
  { cardNumber: '10000002', cardType: 1, userName: '' },
];
let state: SelectedCardState;
function Show() {
  state = useSelectedCard();
  return <p>{state.selected ? state.selected.cardNumber : 'none'}</p>;
}
const render = (list = cards) =>
  renderWithPortal(
    <SelectedCardProvider>
      <Show />
    </SelectedCardProvider>,
    { routes: [on('GET', 'Card/GetCards', () => ({ body: list }))] },
  );

describe('SelectedCardProvider', () => {
  afterEach(() => localStorage.clear());

  test('the first card by default, for the signed-in user', async () => {
    const { requests } = render();
    expect(await screen.findByText('10000001')).toBeInTheDocument();
    expect(requests[0]!.query.get('userName')).toBe('demo@transit.example');
  });

  test('the remembered card, and selecting one remembers it', async () => {
    localStorage.setItem(STORAGE_KEYS.selectedCard, '10000002:1');
    render();
    expect(await screen.findByText('10000002')).toBeInTheDocument();
    act(() => state.select(state.cards![0]!));
    expect(screen.getByText('10000001')).toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.selectedCard)).toBe('10000001:1');
  });

  test('the last known list is not loading; the same list coming fresh renders nothing showing the card again', async () => {
    const client = createApiClient({ apiBase: TEST_API, getAccessToken: async () => 't', onUnauthorized: () => {}, onError: () => {} });
    localStorage.setItem(STORAGE_KEYS.lastActivity, String(Date.now()));
    writeLastKnown(localStorage, 'demo@transit.example', api.keys.cards(client, 'demo@transit.example'), cards);
    const seen: boolean[] = [];
    function Counted() {
      const { selected, isLoading } = useSelectedCard();
      seen.push(isLoading);
      return <p>{selected ? `counted ${selected.cardNumber}` : 'counted none'}</p>;
    }
    const { requests } = renderWithPortal(
      <SelectedCardProvider>
        <Counted />
      </SelectedCardProvider>,
      { routes: [on('GET', 'Card/GetCards', () => ({ body: cards }))] },
    );
    expect(screen.getByText('counted 10000001')).toBeInTheDocument();
    await waitFor(() => expect(requests).toHaveLength(1));
    await act(() => new Promise((r) => setTimeout(r, 20)));
    expect(seen).toEqual([false]);
  });

  test('loading while no list is shown', async () => {
    render();
    expect(state.isLoading).toBe(true);
    expect(await screen.findByText('10000001')).toBeInTheDocument();
    expect(state.isLoading).toBe(false);
  });

  test('falls back to the first card when the remembered one is gone; none without cards', async () => {
    localStorage.setItem(STORAGE_KEYS.selectedCard, '99999999:1');
    const { unmount } = render();
    expect(await screen.findByText('10000001')).toBeInTheDocument();
    unmount();
    render([]);
    expect(await screen.findByText('none')).toBeInTheDocument();
  });
});

describe('SelectedCardProvider withBalance', () => {
  afterEach(() => localStorage.clear());
  const isBalance = (r: { path: string }) => r.path === 'Card/GetCardBalance';
  let showTab: (shown: boolean) => void = () => undefined;
  function Tab() {
    const { selected } = useSelectedCard();
    const { data } = useCardBalance(selected);
    return <p>{data ? formatMoney(data.cash) : 'loading'}</p>;
  }
  function Frame() {
    const [shown, setShown] = useState(false);
    const { selected } = useSelectedCard();
    showTab = setShown;
    return shown ? <Tab /> : <p>frame {selected?.cardNumber ?? 'loading'}</p>;
  }
  const routes = cardRoutes({ cards, balances: { 10000001: rawBalance(), 10000002: rawBalance({ dNumSaldo: 40 }) } });

  test("the selected card's balance is asked for as the card list arrives, before anything shows it, and only once", async () => {
    localStorage.setItem(STORAGE_KEYS.selectedCard, '10000002:1');
    const { requests } = renderWithPortal(
      <SelectedCardProvider withBalance>
        <Frame />
      </SelectedCardProvider>,
      { routes },
    );
    await waitFor(() => expect(requests.filter(isBalance)).toHaveLength(1));
    expect(requests.find(isBalance)!.query.get('cardNumber')).toBe('10000002');
    act(() => showTab(true));
    expect(await screen.findByText('$40.00')).toBeInTheDocument();
    expect(requests.filter(isBalance)).toHaveLength(1);
  });

  test('without it, nothing is asked for until a component wants the balance', async () => {
    const { requests } = renderWithPortal(
      <SelectedCardProvider>
        <Frame />
      </SelectedCardProvider>,
      { routes },
    );
    // The list has arrived and is shown (an early request would have been made before that).
    expect(await screen.findByText('frame 10000001')).toBeInTheDocument();
    expect(requests.filter(isBalance)).toHaveLength(0);
    act(() => showTab(true));
    expect(await screen.findByText('$12.50')).toBeInTheDocument();
    expect(requests.filter(isBalance)).toHaveLength(1);
  });
});
