import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STORAGE_KEYS } from '@portal/contract';
import { eCashLine, serializeCart, type Cart } from './model/cart';
import { PAYMENT_PAGE_WINDOW_MS, reloadSignatures, type PendingPayment } from './model/checkout';
import { historyEntry, on, renderWithPortal } from '@portal/kit/testing';
import { toHistoryEntry, type RawHistoryEntry } from '@portal/kit';
import { useCheckoutBlocked } from './underWay';
import { PaymentGuard } from './PaymentGuard';

const CART: Cart = [{ number: '10000001', type: 1, products: [eCashLine(20)] }];
const BEFORE: RawHistoryEntry[] = [historyEntry(1, '2026-11-01T09:00:00', { Amount: 20 })];
const PAID: RawHistoryEntry[] = [historyEntry(1, '2026-11-24T10:43:00', { Amount: 20 }), ...BEFORE];

function Probe() {
  const blocked = useCheckoutBlocked();
  return <p>{blocked ? `Blocked: ${blocked}` : 'Checkout allowed'}</p>;
}

function startWith(pending: Partial<PendingPayment> | null, history: { now: RawHistoryEntry[] }) {
  window.localStorage.setItem(STORAGE_KEYS.cart, serializeCart(CART));
  if (pending)
    window.localStorage.setItem(
      STORAGE_KEYS.pendingPayment,
      JSON.stringify({
        transactionId: 'T1',
        cart: serializeCart(CART),
        startedAt: Date.now() - 60_000,
        reloadsBefore: { '10000001:1': reloadSignatures(BEFORE.map(toHistoryEntry)) },
        ...pending,
      }),
    );
  return renderWithPortal(
    <PaymentGuard>
      <Probe />
    </PaymentGuard>,
    { routes: [on('GET', 'Card/GetHistory', () => ({ body: history.now }))] },
  );
}
const stored = (key: string) => window.localStorage.getItem(key);

beforeEach(() => window.localStorage.clear());

test('no payment under way: nothing shown, checkout allowed, no request', () => {
  const { requests } = startWith(null, { now: BEFORE });
  expect(screen.getByText('Checkout allowed')).toBeInTheDocument();
  expect(requests).toHaveLength(0);
});

test("the payment is on the card's history: the cart it paid for is emptied, and the customer is told", async () => {
  startWith({}, { now: PAID });
  expect(await screen.findByText(/^Your payment of \$20\.00 went through/)).toBeInTheDocument();
  expect(stored(STORAGE_KEYS.cart)).toBeNull();
  expect(stored(STORAGE_KEYS.pendingPayment)).toBeNull();
  expect(screen.getByText('Checkout allowed')).toBeInTheDocument();
});

test('not on the history yet: checkout blocked with the reason; Check again finds it once it is there', async () => {
  const history = { now: BEFORE };
  const user = userEvent.setup();
  startWith({}, history);
  const region = await screen.findByRole('region', { name: 'Payment under way' });
  expect(region).toHaveTextContent(/A payment of \$20\.00 for this cart was started at/);
  expect(
    screen.getByText('Blocked: A payment for this cart is under way: Checkout is available again once its result is known.'),
  ).toBeInTheDocument();
  // What is known, and how to end it: where it may be open, until when the payment page can take it.
  expect(region).toHaveTextContent(
    /It may be open in another tab or window of this browser: finish or cancel it there\. The payment page can take it until/,
  );
  expect(stored(STORAGE_KEYS.cart)).toBe(serializeCart(CART));
  history.now = PAID;
  await user.click(screen.getByRole('button', { name: 'Check again' }));
  expect(await screen.findByText(/^Your payment of \$20\.00 went through/)).toBeInTheDocument();
  expect(stored(STORAGE_KEYS.cart)).toBeNull();
});

test('coming back to the page checks again', async () => {
  const history = { now: BEFORE };
  startWith({}, history);
  await screen.findByRole('region', { name: 'Payment under way' });
  history.now = PAID;
  act(() => {
    window.dispatchEvent(new Event('pageshow'));
  });
  expect(await screen.findByText(/^Your payment of \$20\.00 went through/)).toBeInTheDocument();
});

test('the payment page expired with nothing on the history: the cart is offered again', async () => {
  startWith({ startedAt: Date.now() - PAYMENT_PAGE_WINDOW_MS - 1000 }, { now: BEFORE });
  expect(await screen.findByText(/^The payment started at .* was not completed\. Your cart is kept/)).toBeInTheDocument();
  expect(stored(STORAGE_KEYS.cart)).toBe(serializeCart(CART));
  expect(stored(STORAGE_KEYS.pendingPayment)).toBeNull();
  expect(screen.getByText('Checkout allowed')).toBeInTheDocument();
});

test('“I did not pay” gives the cart back at once', async () => {
  const user = userEvent.setup();
  startWith({}, { now: BEFORE });
  await user.click(await screen.findByRole('button', { name: 'I did not pay' }));
  expect(screen.getByText('Checkout allowed')).toBeInTheDocument();
  expect(stored(STORAGE_KEYS.pendingPayment)).toBeNull();
  expect(stored(STORAGE_KEYS.cart)).toBe(serializeCart(CART));
});

test('a corrupt record of the payment under way is removed and treated as none', async () => {
  window.localStorage.setItem(STORAGE_KEYS.pendingPayment, '{oops');
  startWith(null, { now: BEFORE });
  await waitFor(() => expect(screen.getByText('Checkout allowed')).toBeInTheDocument());
  expect(stored(STORAGE_KEYS.pendingPayment)).toBeNull();
});

test('a payment started in another tab shows at once, blocks Checkout, and its result there frees it here', async () => {
  startWith(null, { now: BEFORE });
  expect(screen.getByText('Checkout allowed')).toBeInTheDocument();
  // Another tab leaves for the payment page: its record arrives by a storage event.
  const record = JSON.stringify({
    transactionId: 'T9',
    cart: serializeCart(CART),
    startedAt: Date.now(),
    reloadsBefore: { '10000001:1': reloadSignatures(BEFORE.map(toHistoryEntry)) },
  });
  act(() => {
    window.localStorage.setItem(STORAGE_KEYS.pendingPayment, record);
    window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.pendingPayment, newValue: record }));
  });
  expect(screen.getByText(/^Blocked: /)).toBeInTheDocument();
  expect(await screen.findByRole('region', { name: 'Payment under way' })).toBeInTheDocument();
  // Its result page settles it there: the record goes, and so does the block here.
  act(() => {
    window.localStorage.removeItem(STORAGE_KEYS.pendingPayment);
    window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.pendingPayment, newValue: null }));
  });
  await waitFor(() => expect(screen.getByText('Checkout allowed')).toBeInTheDocument());
  expect(screen.queryByRole('region', { name: 'Payment under way' })).toBeNull();
});

test('a card whose history could not be read before the payment: never taken as paid, and the customer is told to check it', async () => {
  // The history from before was not remembered for the card; an older $20 reload is on it now.
  startWith({ reloadsBefore: {} }, { now: PAID });
  const region = await screen.findByRole('region', { name: 'Payment under way' });
  expect(region).toHaveTextContent(
    "The history of card 10000001 could not be read, so the portal cannot tell whether this payment went through. Check that card's history before you pay again.",
  );
  expect(stored(STORAGE_KEYS.cart)).toBe(serializeCart(CART));
  expect(screen.queryByText(/^Your payment of/)).toBeNull();
  expect(screen.getByText(/^Blocked: /)).toBeInTheDocument();
});
