import { act, screen } from '@testing-library/react';
import { on, renderWithPortal } from '../testing/renderWithPortal';
import { STORAGE_KEYS } from '../storage';
import { SelectedCardProvider, useSelectedCard, type SelectedCardState } from './SelectedCard';

const cards = [{ cardNumber: '10000001', cardType: 1, userName: 'Commuter' }, { cardNumber: '10000002', cardType: 1, userName: '' }];
let state: SelectedCardState;
function Show() { state = useSelectedCard(); return <p>{state.selected ? state.selected.cardNumber : 'none'}</p>; }
const render = (list = cards) => renderWithPortal(<SelectedCardProvider><Show /></SelectedCardProvider>, { routes: [on('GET', 'Card/GetCards', () => ({ body: list }))] });

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

  test('falls back to the first card when the remembered one is gone; none without cards', async () => {
    localStorage.setItem(STORAGE_KEYS.selectedCard, '99999999:1');
    const { unmount } = render();
    expect(await screen.findByText('10000001')).toBeInTheDocument();
    unmount();
    render([]);
    expect(await screen.findByText('none')).toBeInTheDocument();
  });
});
