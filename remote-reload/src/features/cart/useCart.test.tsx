import { act, screen, waitFor } from '@testing-library/react';
import { useCards } from '@portal/kit';
import { STORAGE_KEYS } from '@portal/contract';
import { on, renderWithPortal } from '@portal/kit/testing';
import { eCashLine, serializeCart } from './model/cart';
import { useCart } from './useCart';

const CARD = { cardNumber: '10000001', cardType: 1 };
let api: ReturnType<typeof useCart> | undefined;

function Reader({ name }: { name: string }) {
  const cart = useCart();
  const { data: cards } = useCards();
  if (name === 'a') api = cart;
  return (
    <p data-testid={name}>
      {cart.count} items, {cart.total.toFixed(2)}, cards {cart.cart.map((c) => c.number).join(',')}
      {cards ? ' (account known)' : ''}
    </p>
  );
}

const cards = (list: Array<{ cardNumber: string; cardType: number }>) => on('GET', 'Card/GetCards', () => ({ body: list }));

beforeEach(() => {
  window.localStorage.clear();
  api = undefined;
});

test('two readers in a page see one cart; a change in another tab arrives through the storage event', async () => {
  renderWithPortal(
    <>
      <Reader name="a" />
      <Reader name="b" />
    </>,
    { routes: [cards([CARD])] },
  );
  await screen.findByText(/account known/, { selector: '[data-testid="a"]' });
  act(() => {
    api!.add(CARD, eCashLine(20));
  });
  expect(screen.getByTestId('b')).toHaveTextContent('1 items, 20.00, cards 10000001');

  // Another tab writes the cart; this tab hears of it through the storage event.
  const other = serializeCart([
    {
      number: '10000001',
      type: 1,
      products: [eCashLine(5), { productId: 101, productTypeId: 1, name: '10 E-Rides', quantity: 3, price: 32.5, total: 97.5 }],
    },
  ]);
  act(() => {
    window.localStorage.setItem(STORAGE_KEYS.cart, other);
    window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.cart, newValue: other }));
  });
  expect(screen.getByTestId('a')).toHaveTextContent('4 items, 102.50');
  expect(screen.getByTestId('b')).toHaveTextContent('4 items, 102.50');

  act(() => {
    api!.clear();
  });
  expect(screen.getByTestId('b')).toHaveTextContent('0 items, 0.00');
  expect(window.localStorage.getItem(STORAGE_KEYS.cart)).toBeNull();
});

test('two quick changes in a row both count (each reads the stored cart afresh)', async () => {
  renderWithPortal(<Reader name="a" />, { routes: [cards([CARD])] });
  await screen.findByText(/account known/);
  act(() => {
    api!.add(CARD, eCashLine(20));
    api!.add(CARD, eCashLine(10));
  });
  expect(screen.getByTestId('a')).toHaveTextContent('1 items, 30.00');
});

test('a corrupt stored cart is an empty cart and is replaced in storage', async () => {
  window.localStorage.setItem(STORAGE_KEYS.cart, '{"broken": tru');
  renderWithPortal(<Reader name="a" />, { routes: [cards([CARD])] });
  expect(screen.getByTestId('a')).toHaveTextContent('0 items, 0.00');
  await waitFor(() => expect(window.localStorage.getItem(STORAGE_KEYS.cart)).toBeNull());
  await screen.findByText(/account known/);
});

test('a card no longer on the account is dropped from the stored cart once the cards are known', async () => {
  window.localStorage.setItem(
    STORAGE_KEYS.cart,
    serializeCart([
      { number: '10000001', type: 1, products: [eCashLine(20)] },
      { number: '99999999', type: 1, products: [eCashLine(5)] },
    ]),
  );
  renderWithPortal(<Reader name="a" />, { routes: [cards([CARD])] });
  expect(screen.getByTestId('a')).toHaveTextContent('cards 10000001,99999999');
  await waitFor(() => expect(screen.getByTestId('a')).toHaveTextContent('1 items, 20.00, cards 10000001'));
  expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.cart)!)).toHaveLength(1);
});

test('a cart refused by the rules is not written', async () => {
  renderWithPortal(<Reader name="a" />, { routes: [cards([CARD])] });
  await screen.findByText(/account known/);
  let outcome: ReturnType<ReturnType<typeof useCart>['add']> | undefined;
  act(() => {
    outcome = api!.add(CARD, eCashLine(301), { eCashLimit: 300 });
  });
  expect(outcome).toEqual({ ok: false, toast: { title: 'Exceeds cash limit of $300.00', ms: 4000 } });
  expect(window.localStorage.getItem(STORAGE_KEYS.cart)).toBeNull();
});
