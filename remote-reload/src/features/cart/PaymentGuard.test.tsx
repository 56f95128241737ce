import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STORAGE_KEYS } from '@portal/contract';
import { eCashLine, serializeCart, type Cart } from './model/cart';
import { REQUEST_IN_FLIGHT_MS, type PendingPayment } from './model/checkout';
import { on, renderWithPortal } from '@portal/kit/testing';
import { useCheckoutBlocked } from './underWay';
import { PaymentGuard } from './PaymentGuard';

const CART: Cart = [{ number: '10000001', type: 1, products: [eCashLine(20)] }];

function Probe() {
  const blocked = useCheckoutBlocked();
  return <p>{blocked ? `Blocked: ${blocked}` : 'Checkout allowed'}</p>;
}

/** What the API says became of the payment (Payments/TransactionStatus), changed by a test as the agency's would. */
type Api = { answer: { status?: number; body?: unknown } };

function startWith(pending: Partial<PendingPayment> | null, api: Api) {
  window.localStorage.setItem(STORAGE_KEYS.cart, serializeCart(CART));
  if (pending)
    window.localStorage.setItem(
      STORAGE_KEYS.pendingPayment,
      JSON.stringify({
        key: 'K1',
        method: 'hosted',
        transactionId: 'T1',
        cart: serializeCart(CART),
        startedAt: Date.now() - 60_000,
        ...pending,
      }),
    );
  return renderWithPortal(
    <PaymentGuard>
      <Probe />
    </PaymentGuard>,
    { routes: [on('GET', 'Payments/TransactionStatus', () => api.answer)] },
  );
}
const stored = (key: string) => window.localStorage.getItem(key);
const PENDING = { body: { Status: 'pending', TransactionId: 'T1', ExpiresAt: new Date(Date.now() + 15 * 60_000).toISOString() } };
const PAID = { body: { Status: 'paid', TransactionId: 'T1', TransactionKey: 'k' } };
const statusAsks = (requests: Array<{ path: string; query: URLSearchParams }>) =>
  requests.filter((r) => r.path === 'Payments/TransactionStatus').map((r) => Object.fromEntries(r.query));

beforeEach(() => window.localStorage.clear());

test('no payment under way: nothing shown, checkout allowed, no request', () => {
  const { requests } = startWith(null, { answer: PENDING });
  expect(screen.getByText('Checkout allowed')).toBeInTheDocument();
  expect(requests).toHaveLength(0);
});

test('the API says it was paid: the cart it paid for is emptied, and the customer is told', async () => {
  const { requests } = startWith({}, { answer: PAID });
  expect(await screen.findByText(/^Your payment of \$20\.00 went through: the agency confirmed it/)).toBeInTheDocument();
  expect(stored(STORAGE_KEYS.cart)).toBeNull();
  expect(stored(STORAGE_KEYS.pendingPayment)).toBeNull();
  expect(screen.getByText('Checkout allowed')).toBeInTheDocument();
  expect(statusAsks(requests)).toEqual([{ transactionId: 'T1' }]);
});

test('still open on the payment page: checkout blocked, with until when the API says its page can take it; Check again learns it was paid', async () => {
  const api: Api = { answer: PENDING };
  const user = userEvent.setup();
  startWith({}, api);
  const region = await screen.findByRole('region', { name: 'Payment under way' });
  expect(region).toHaveTextContent(/A payment of \$20\.00 for this cart was started at .* The agency has not confirmed it yet/);
  expect(
    screen.getByText('Blocked: A payment for this cart is under way: Checkout is available again once its result is known.'),
  ).toBeInTheDocument();
  expect(region).toHaveTextContent(
    /It may be open in another tab or window of this browser: finish or cancel it there\. The payment page can take it until/,
  );
  expect(stored(STORAGE_KEYS.cart)).toBe(serializeCart(CART));
  api.answer = PAID;
  await user.click(screen.getByRole('button', { name: 'Check again' }));
  expect(await screen.findByText(/^Your payment of \$20\.00 went through/)).toBeInTheDocument();
  expect(stored(STORAGE_KEYS.cart)).toBeNull();
});

test('no clock decides: however old the record, a payment the API still calls pending stays under way', async () => {
  startWith({ startedAt: Date.now() - 3 * 3600_000 }, { answer: PENDING });
  expect(await screen.findByRole('region', { name: 'Payment under way' })).toBeInTheDocument();
  expect(stored(STORAGE_KEYS.pendingPayment)).not.toBeNull();
  expect(screen.getByText(/^Blocked: /)).toBeInTheDocument();
});

test('coming back to the page asks again', async () => {
  const api: Api = { answer: PENDING };
  startWith({}, api);
  await screen.findByRole('region', { name: 'Payment under way' });
  api.answer = PAID;
  act(() => {
    window.dispatchEvent(new Event('pageshow'));
  });
  expect(await screen.findByText(/^Your payment of \$20\.00 went through/)).toBeInTheDocument();
});

test.each(['expired', 'declined', 'superseded', 'not-started'])('the API says %s: the cart is offered again', async (status) => {
  startWith({}, { answer: { body: { Status: status, TransactionId: 'T1' } } });
  expect(await screen.findByText(/^The payment started at .* was not completed\. Your cart is kept/)).toBeInTheDocument();
  expect(stored(STORAGE_KEYS.cart)).toBe(serializeCart(CART));
  expect(stored(STORAGE_KEYS.pendingPayment)).toBeNull();
  expect(screen.getByText('Checkout allowed')).toBeInTheDocument();
});

test('the API cannot be asked: nothing is guessed, checkout stays blocked, and the customer is told', async () => {
  startWith({}, { answer: { status: 503, body: { message: 'down' } } });
  const region = await screen.findByRole('region', { name: 'Payment under way' });
  expect(region).toHaveTextContent(
    'The agency could not be asked about this payment just now, so the portal cannot tell whether it went through. Check again in a moment before you pay again.',
  );
  expect(stored(STORAGE_KEYS.cart)).toBe(serializeCart(CART));
  expect(screen.getByText(/^Blocked: /)).toBeInTheDocument();
});

test('a saved-card payment whose answer was lost is asked about by its key at once, and settled as the API says', async () => {
  const api: Api = { answer: { body: { Status: 'pending', TransactionId: 'S1' } } };
  const { requests } = startWith({ key: 'K7', method: 'saved', transactionId: '', answerLost: true, startedAt: Date.now() }, api);
  const region = await screen.findByRole('region', { name: 'Payment under way' });
  expect(region).toHaveTextContent(/with your saved payment card was sent at .*, and its answer did not arrive\. It is not sent again/);
  // Nothing to do on a payment page: no 'I did not pay'.
  expect(screen.queryByRole('button', { name: 'I did not pay' })).toBeNull();
  expect(statusAsks(requests)).toEqual([{ idempotencyKey: 'K7' }]);
  api.answer = { body: { Status: 'paid', TransactionId: 'S1', TransactionKey: 'k' } };
  await userEvent.setup().click(screen.getByRole('button', { name: 'Check again' }));
  expect(await screen.findByText(/^Your payment of \$20\.00 went through/)).toBeInTheDocument();
  expect(stored(STORAGE_KEYS.cart)).toBeNull();
});

test('a request still on its way in another tab is not asked about (asking would close its key), yet blocks Checkout', async () => {
  const { requests } = startWith({ method: 'saved', transactionId: '', startedAt: Date.now() }, { answer: PAID });
  expect(screen.getByText(/^Blocked: /)).toBeInTheDocument();
  await act(async () => {
    await new Promise((r) => setTimeout(r, 50));
  });
  expect(statusAsks(requests)).toEqual([]);
  expect(screen.queryByRole('region', { name: 'Payment under way' })).toBeNull();
  expect(REQUEST_IN_FLIGHT_MS).toBe(60_000);
});

test('“I did not pay” gives the cart back at once', async () => {
  const user = userEvent.setup();
  startWith({}, { answer: PENDING });
  await user.click(await screen.findByRole('button', { name: 'I did not pay' }));
  expect(screen.getByText('Checkout allowed')).toBeInTheDocument();
  expect(stored(STORAGE_KEYS.pendingPayment)).toBeNull();
  expect(stored(STORAGE_KEYS.cart)).toBe(serializeCart(CART));
});

test('a corrupt record of the payment under way is removed and treated as none', async () => {
  window.localStorage.setItem(STORAGE_KEYS.pendingPayment, '{oops');
  startWith(null, { answer: PENDING });
  await waitFor(() => expect(screen.getByText('Checkout allowed')).toBeInTheDocument());
  expect(stored(STORAGE_KEYS.pendingPayment)).toBeNull();
});

test('a payment started in another tab shows at once, blocks Checkout, and its result there frees it here', async () => {
  startWith(null, { answer: PENDING });
  expect(screen.getByText('Checkout allowed')).toBeInTheDocument();
  // Another tab leaves for the payment page: its record arrives by a storage event.
  const record = JSON.stringify({ key: 'K9', method: 'hosted', transactionId: 'T9', cart: serializeCart(CART), startedAt: Date.now() });
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
