import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, STORAGE_KEYS, useLocation } from '@portal/contract';
import { eCashLine, serializeCart, type Cart } from './model/cart';
import { renderWithPortal, type RecordedRequest } from '@portal/kit/testing';
import { ReloadTab } from '../reload/ReloadTab';
import { NEXT_MONTH_PASS, passProduct, reloadRoutes } from '../../testing/fixtures';
import { leavePortal } from './leavePortal';

// jsdom cannot leave the page: the one function that sends the browser to the payment page is watched instead.
jest.mock('./leavePortal', () => ({ leavePortal: jest.fn() }));

const rides = { productId: 101, productTypeId: 1, name: '10 E-Rides', quantity: 2, price: 32.5, total: 65 };
const pass = (p = NEXT_MONTH_PASS) => ({
  productId: p.iCodProducto!,
  productTypeId: 3,
  name: p.vchDescripcion,
  quantity: 1,
  price: 98,
  total: 98,
  dtFechaIni: p.dtFechaIni,
  dtFechaFin: p.dtFechaFin,
  startDate: p.dtFechaIni!.slice(0, 10),
  endDate: p.dtFechaFin!.slice(0, 10),
  days: p.iNumDias,
});
const CART: Cart = [
  { number: '10000001', type: 1, products: [rides, eCashLine(20), pass()] },
  { number: '10000005', type: 1, products: [{ productId: 102, productTypeId: 1, name: '20 E-Rides', quantity: 1, price: 62, total: 62 }] },
];

function Where() {
  const l = useLocation();
  return (
    <p>
      At {l.pathname}
      {l.search}
    </p>
  );
}

async function openCart(opts: { cart?: Cart; routes?: Parameters<typeof reloadRoutes>[0] } = {}) {
  window.localStorage.setItem(STORAGE_KEYS.selectedCard, '10000001:1');
  if (opts.cart) window.localStorage.setItem(STORAGE_KEYS.cart, serializeCart(opts.cart));
  const rendered = renderWithPortal(
    <Routes>
      <Route path="/home/reload" element={<ReloadTab />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    { selectedCard: true, routes: reloadRoutes(opts.routes), path: '/home/reload' },
  );
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Cart' }));
  const dialog = await screen.findByRole('dialog', { name: 'Cart' });
  return { ...rendered, user, dialog };
}

/** The routes option: Payments/StartPaymentTransaction answers this (the rest as the fixtures do). */
const startAnswers = (answer: { status?: number; body?: unknown }) => ({
  extra: [(r: RecordedRequest) => (r.path === 'Payments/StartPaymentTransaction' ? answer : undefined)],
});
async function checkoutAndConfirm(dialog: HTMLElement, user: ReturnType<typeof userEvent.setup>): Promise<void> {
  await user.click(within(dialog).getByRole('button', { name: 'Checkout' }));
  await user.click(within(await screen.findByRole('dialog', { name: 'Confirm payment' })).getByRole('button', { name: 'Confirm' }));
}

const calls = (requests: RecordedRequest[], path: string) => requests.filter((r) => r.path === path);
const stored = () => JSON.parse(window.localStorage.getItem(STORAGE_KEYS.cart) ?? 'null') as Cart | null;

beforeEach(() => {
  window.localStorage.clear();
  jest.mocked(leavePortal).mockClear();
});

test('an empty cart: No products added!, and nothing to check out or clear', async () => {
  const { dialog } = await openCart();
  expect(within(dialog).getByText('No products added!')).toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: 'Checkout' })).toBeDisabled();
  expect(within(dialog).getByRole('button', { name: 'Clear Cart' })).toBeDisabled();
  expect(within(dialog).getByText('Cart has 0 items with a total of $0.00')).toBeInTheDocument();
});

test('per card its lines: steppers only for ride products, --- otherwise; count and Order Total over every card', async () => {
  const { dialog } = await openCart({ cart: CART });
  const first = within(dialog).getByRole('table', { name: 'Card: 10000001' });
  const rows = within(first)
    .getAllByRole('row')
    .map((r) => Array.from(r.querySelectorAll('th, td'), (c) => c.textContent));
  expect(rows[0]).toEqual(['Product', 'Qty', 'Price', 'Total', 'Remove']);
  expect(rows.slice(1).map((r) => r.slice(0, 4))).toEqual([
    ['10 E-Rides', '2', '$32.50', '$65.00'],
    ['E-Cash', '---', '$20.00', '$20.00'],
    [NEXT_MONTH_PASS.vchDescripcion, '---', '$98.00', '$98.00'],
  ]);
  expect(within(first).getAllByRole('group')).toHaveLength(1);
  expect(within(dialog).getByRole('table', { name: 'Card: 10000005' })).toBeInTheDocument();
  expect(within(dialog).getByText('Cart has 5 items with a total of $245.00')).toBeInTheDocument();
  expect(within(dialog).getByText('Order Total').nextSibling).toHaveTextContent('$245.00');
});

test('quantity steppers, removing a line, removing the last line of a card and removing a card', async () => {
  const { dialog, user } = await openCart({ cart: CART });
  await user.click(within(dialog).getByRole('button', { name: 'More 10 E-Rides' }));
  expect(within(dialog).getByRole('group', { name: 'Quantity of 10 E-Rides' })).toHaveTextContent('3');
  expect(within(dialog).getByText('Cart has 6 items with a total of $277.50')).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Fewer 10 E-Rides' }));
  await user.click(within(dialog).getByRole('button', { name: 'Fewer 10 E-Rides' }));
  expect(within(dialog).getByRole('button', { name: 'Fewer 10 E-Rides' })).toBeDisabled();

  await user.click(within(dialog).getByRole('button', { name: 'Remove 20 E-Rides from the cart' }));
  expect(within(dialog).queryByRole('table', { name: 'Card: 10000005' })).toBeNull();
  await user.click(within(dialog).getByRole('button', { name: 'Remove E-Cash from the cart' }));
  expect(within(dialog).getByText('Cart has 2 items with a total of $130.50')).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Remove card 10000001 from the cart' }));
  expect(within(dialog).getByText('No products added!')).toBeInTheDocument();
  expect(stored()).toBeNull();
  expect(screen.getByRole('button', { name: 'Cart', hidden: true })).toHaveAccessibleDescription('0 items');
});

test('Clear Cart empties it', async () => {
  const { dialog, user } = await openCart({ cart: CART });
  await user.click(within(dialog).getByRole('button', { name: 'Clear Cart' }));
  expect(within(dialog).getByText('No products added!')).toBeInTheDocument();
  expect(stored()).toBeNull();
});

test('Pay with saved card is disabled without a default saved card, and says so', async () => {
  const { dialog } = await openCart({ cart: CART, routes: { hasDefault: false } });
  const box = await within(dialog).findByRole('checkbox', { name: 'Pay with saved card' });
  await waitFor(() => expect(box).toBeDisabled());
  expect(box).toHaveAccessibleDescription(/no default saved payment card/);
});

test('errors from the server are listed, prefixed with card and product, toasted, and block payment', async () => {
  const validation = () => ({
    status: 1,
    cardAndProductErrorsDict: { 10000001: [{ cardId: '10000001', productName: 'E-Cash', status: 2 }] },
    cardErrors: [{ cardId: '10000005', productName: null, status: 4 }],
    productErrors: [
      { cardId: '10000001', productName: '10 E-Rides', status: 2 },
      { cardId: '10000001', productName: '10 E-Rides', status: 3 },
    ],
  });
  const { dialog, user, requests } = await openCart({ cart: CART, routes: { validation } });
  await user.click(within(dialog).getByRole('button', { name: 'Checkout' }));
  const list = await within(dialog).findByRole('alert');
  expect(
    within(list)
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual(['10000005: Card suspended', '10000001 - E-Cash: E-Cash reload out of range', '10000001 - 10 E-Rides: Product not available']);
  expect(await screen.findByText('3 problems are listed in the cart.')).toBeInTheDocument();
  expect(screen.getAllByText('Cart validation error').length).toBeGreaterThanOrEqual(2);
  expect(screen.queryByRole('dialog', { name: 'Confirm payment' })).toBeNull();
  expect(calls(requests, 'Payments/StartPaymentTransaction')).toHaveLength(0);
  const body = calls(requests, 'v2/Payment/ValidateCart')[0]!.body;
  expect(body).toEqual({
    paymentMethodId: 0,
    productTableDeviceTypeId: 5,
    cart: [
      {
        cardId: '10000001',
        cardTypeId: 1,
        targetCardClassId: 0,
        products: [
          { name: '10 E-Rides', productId: 101, quantity: 2 },
          { name: 'E-Cash', productId: 0, amount: 20 },
          { name: NEXT_MONTH_PASS.vchDescripcion, productId: NEXT_MONTH_PASS.iCodProducto, quantity: 1 },
        ],
      },
      { cardId: '10000005', cardTypeId: 1, targetCardClassId: 0, products: [{ name: '20 E-Rides', productId: 102, quantity: 1 }] },
    ],
  });
});

test('a month gap is caught before asking the server', async () => {
  const later = passProduct(3);
  const { dialog, user, requests } = await openCart({ cart: [{ number: '10000001', type: 1, products: [pass(), pass(later)] }] });
  await user.click(within(dialog).getByRole('button', { name: 'Checkout' }));
  const message = `Multiple month passes must not contain month gaps: ${NEXT_MONTH_PASS.vchDescripcion} and ${later.vchDescripcion}`;
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
  expect(screen.getAllByText(message)).toHaveLength(2); // in the dialog and in the toast
  expect(calls(requests, 'v2/Payment/ValidateCart')).toHaveLength(0);
});

test('checkout on the hosted page: confirmation with the total, one payment however often it is clicked, then the provider', async () => {
  const { dialog, user, requests } = await openCart({ cart: CART });
  await user.dblClick(within(dialog).getByRole('button', { name: 'Checkout' }));
  const confirm = await screen.findByRole('dialog', { name: 'Confirm payment' });
  expect(confirm).toHaveTextContent('Pay $245.00 for 5 items on the secure payment page?');
  expect(calls(requests, 'v2/Payment/ValidateCart')).toHaveLength(1);
  await user.dblClick(within(confirm).getByRole('button', { name: 'Confirm' }));
  await waitFor(() => expect(leavePortal).toHaveBeenCalledTimes(1));
  expect(calls(requests, 'Payments/StartPaymentTransaction')).toHaveLength(1);

  const start = calls(requests, 'Payments/StartPaymentTransaction')[0]!.body as Record<string, unknown>;
  expect(start).toMatchObject({ userName: 'demo@transit.example', name: 'Dana Demo', total: 245 });
  expect(JSON.parse(start.productList as string)).toEqual(CART);
  expect(Number.isNaN(Date.parse(start.transactionDate as string))).toBe(false);
  const url = new URL(jest.mocked(leavePortal).mock.calls[0]![0]);
  expect(url.origin + url.pathname).toBe('https://pay.test/payment/pay');
  expect(Object.fromEntries(url.searchParams)).toEqual({
    x_login: 'HCO-1',
    x_email: 'demo@transit.example',
    x_amount: '245.00',
    x_fp_hash: 'f00d',
    x_fp_timestamp: '1700000000',
    x_fp_sequence: '654321',
    x_reference_3: 'T100',
    x_currency_code: 'CAD',
    x_show_form: 'PAYMENT_FORM',
    x_type: 'PURCHASE_TOKEN',
  });
  // The cart stays until the provider says it is paid; the payment under way remembers which cart it is for.
  expect(stored()).toEqual(CART);
  const pending = JSON.parse(window.localStorage.getItem(STORAGE_KEYS.pendingPayment)!) as { transactionId: string; cart: string };
  expect(pending.transactionId).toBe('T100');
  expect(pending.cart).toBe(window.localStorage.getItem(STORAGE_KEYS.cart));
  expect(JSON.parse(pending.cart)).toEqual(CART);
  expect(await within(dialog).findByText('Taking you to the secure payment page…')).toBeInTheDocument();
});

test('two clicks that land before the page updates still start one check and one payment', async () => {
  const { dialog, requests } = await openCart({ cart: CART });
  const checkout = within(dialog).getByRole('button', { name: 'Checkout' });
  act(() => {
    checkout.click();
    checkout.click();
  });
  const confirm = within(await screen.findByRole('dialog', { name: 'Confirm payment' })).getByRole('button', { name: 'Confirm' });
  act(() => {
    confirm.click();
    confirm.click();
  });
  await waitFor(() => expect(leavePortal).toHaveBeenCalledTimes(1));
  expect(calls(requests, 'v2/Payment/ValidateCart')).toHaveLength(1);
  expect(calls(requests, 'Payments/StartPaymentTransaction')).toHaveLength(1);
});

test('Cancel on the confirmation pays nothing and keeps the cart', async () => {
  const { dialog, user, requests } = await openCart({ cart: CART });
  await user.click(within(dialog).getByRole('button', { name: 'Checkout' }));
  await user.click(within(await screen.findByRole('dialog', { name: 'Confirm payment' })).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Confirm payment' })).toBeNull());
  expect(calls(requests, 'Payments/StartPaymentTransaction')).toHaveLength(0);
  expect(within(dialog).getByRole('button', { name: 'Checkout' })).toBeEnabled();
  expect(stored()).toEqual(CART);
});

test('checkout with the saved card: paid, the cart cleared, and on to the saved-card result page', async () => {
  const { dialog, user, requests } = await openCart({ cart: CART });
  const box = within(dialog).getByRole('checkbox', { name: 'Pay with saved card' });
  await waitFor(() => expect(box).toBeEnabled());
  await user.click(box);
  await user.click(within(dialog).getByRole('button', { name: 'Checkout' }));
  const confirm = await screen.findByRole('dialog', { name: 'Confirm payment' });
  expect(confirm).toHaveTextContent('Pay $245.00 for 5 items with your saved default payment card?');
  await user.click(within(confirm).getByRole('button', { name: 'Confirm' }));
  expect(await screen.findByText('At /transaction_result_saved?result=Payment+Successful&transaction_id=KEY-9')).toBeInTheDocument();
  expect(calls(requests, 'Payments/PaymentWithSavedCreditCard')).toHaveLength(1);
  expect(calls(requests, 'Payments/StartPaymentTransaction')).toHaveLength(0);
  expect(stored()).toBeNull();
  expect(leavePortal).not.toHaveBeenCalled();
});

test('a declined saved card keeps the cart', async () => {
  const { dialog, user } = await openCart({
    cart: CART,
    routes: {
      extra: [
        (r) =>
          r.path === 'Payments/PaymentWithSavedCreditCard'
            ? { body: { PaymentResult: 'Payment Declined', TransactionKey: 'K2' } }
            : undefined,
      ],
    },
  });
  const box = within(dialog).getByRole('checkbox', { name: 'Pay with saved card' });
  await waitFor(() => expect(box).toBeEnabled());
  await user.click(box);
  await user.click(within(dialog).getByRole('button', { name: 'Checkout' }));
  await user.click(within(await screen.findByRole('dialog', { name: 'Confirm payment' })).getByRole('button', { name: 'Confirm' }));
  expect(await screen.findByText('At /transaction_result_saved?result=Payment+Declined&transaction_id=K2')).toBeInTheDocument();
  expect(stored()).toEqual(CART);
});

test('a cart that changed on the server between check and payment is listed like any validation error', async () => {
  const { dialog, user } = await openCart({
    cart: CART,
    routes: startAnswers({
      status: 409,
      body: {
        message: 'Cart validation error',
        validation: { status: 1, cardErrors: [{ cardId: '10000005', productName: null, status: 19 }] },
      },
    }),
  });
  await checkoutAndConfirm(dialog, user);
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('10000005: Card is hot-listed');
  expect(leavePortal).not.toHaveBeenCalled();
  expect(window.localStorage.getItem(STORAGE_KEYS.pendingPayment)).toBeNull();
});

test('a payment page outside the allowed origins is refused: nobody is sent anywhere, a toast says so, the cart is kept', async () => {
  const { dialog, user } = await openCart({
    cart: CART,
    routes: startAnswers({
      body: {
        PaymentPageUrl: 'https://pay.evil.example/payment/pay',
        Xlogin: 'HCO-1',
        Xfphash: 'f00d',
        Xfptimestamp: '1700000000',
        Xfpsequence: '654321',
        TransactionId: 'T666',
      },
    }),
  });
  await checkoutAndConfirm(dialog, user);
  expect(await screen.findByText('Payment page refused')).toBeInTheDocument();
  expect(
    screen.getByText(
      'https://pay.evil.example is not an allowed payment page, so you were not sent there. Nothing was charged, and your cart is kept.',
    ),
  ).toBeInTheDocument();
  expect(leavePortal).not.toHaveBeenCalled();
  expect(stored()).toEqual(CART);
  expect(window.localStorage.getItem(STORAGE_KEYS.pendingPayment)).toBeNull();
  // The cart can be paid again once the answer is right.
  await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Checkout' })).toBeEnabled());
});

describe('one payment at a time in the whole browser', () => {
  /** Web Locks as another tab of this origin holds the checkout lock (jsdom has none). */
  const lockHeldElsewhere = () =>
    Object.defineProperty(navigator, 'locks', {
      configurable: true,
      value: {
        request: (_name: string, _options: LockOptions, callback: (lock: Lock | null) => unknown) => Promise.resolve(callback(null)),
      },
    });
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'locks');
  });

  test('another tab or widget checking out holds the lock: Checkout says so, checks nothing and pays nothing', async () => {
    lockHeldElsewhere();
    const { dialog, user, requests } = await openCart({ cart: CART });
    await user.click(within(dialog).getByRole('button', { name: 'Checkout' }));
    expect(
      await within(dialog).findByText(
        'A payment is being started in another tab or window of this browser. Finish or cancel it there, then try again.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Checkout' })).toBeDisabled();
    expect(calls(requests, 'v2/Payment/ValidateCart')).toHaveLength(0);
    expect(screen.queryByRole('dialog', { name: 'Confirm payment' })).toBeNull();
    expect(jest.mocked(leavePortal)).not.toHaveBeenCalled();
  });

  test('a payment of this cart under way (started in another tab): Checkout is blocked with the reason, nothing is sent', async () => {
    const { dialog, requests } = await openCart({ cart: CART });
    act(() => {
      const record = JSON.stringify({ key: 'K9', method: 'hosted', transactionId: 'T9', cart: serializeCart(CART), startedAt: Date.now() });
      window.localStorage.setItem(STORAGE_KEYS.pendingPayment, record);
      window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.pendingPayment, newValue: record }));
    });
    const checkout = within(dialog).getByRole('button', { name: 'Checkout' });
    await waitFor(() => expect(checkout).toBeDisabled());
    expect(checkout).toHaveAccessibleDescription(
      'A payment for this cart is under way: Checkout is available again once its result is known.',
    );
    expect(calls(requests, 'v2/Payment/ValidateCart')).toHaveLength(0);
  });

  test("the attempt's record, with its Idempotency-Key, is written before the payment request leaves, and names the transaction once started", async () => {
    let storedWhenSent: string | null = null;
    const { dialog, user, requests } = await openCart({
      cart: CART,
      routes: {
        extra: [
          (r) => {
            if (r.path === 'Payments/StartPaymentTransaction') storedWhenSent = window.localStorage.getItem(STORAGE_KEYS.pendingPayment);
            return undefined;
          },
        ],
      },
    });
    await checkoutAndConfirm(dialog, user);
    await waitFor(() => expect(jest.mocked(leavePortal)).toHaveBeenCalledTimes(1));
    const [start] = calls(requests, 'Payments/StartPaymentTransaction');
    const key = start!.headers['Idempotency-Key'];
    expect(key).toMatch(/^[0-9a-f-]{32,36}$/);
    const record = JSON.parse(storedWhenSent!) as { cart: string };
    expect(record).toMatchObject({ key, method: 'hosted', transactionId: '' });
    expect(JSON.parse(record.cart)).toEqual(CART);
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.pendingPayment)!)).toMatchObject({ key, transactionId: 'T100' });
  });

  test('a saved-card payment whose answer is lost is not sent again: it stays under way, asked about by its key, and Checkout is blocked', async () => {
    const { dialog, user, requests } = await openCart({
      cart: CART,
      routes: {
        extra: [
          (r) => (r.path === 'Payments/PaymentWithSavedCreditCard' ? { status: 0 } : undefined),
          (r) => (r.path === 'Payments/TransactionStatus' ? { body: { Status: 'pending', TransactionId: 'S1' } } : undefined),
        ],
      },
    });
    const box = within(dialog).getByRole('checkbox', { name: 'Pay with saved card' });
    await waitFor(() => expect(box).toBeEnabled());
    await user.click(box);
    await checkoutAndConfirm(dialog, user);
    expect(await screen.findByText("The payment's answer did not arrive")).toBeInTheDocument();
    const [payment] = calls(requests, 'Payments/PaymentWithSavedCreditCard');
    const record = JSON.parse(window.localStorage.getItem(STORAGE_KEYS.pendingPayment)!);
    expect(record).toMatchObject({ key: payment!.headers['Idempotency-Key'], method: 'saved', answerLost: true });
    expect(stored()).toEqual(CART);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Confirm payment' })).toBeNull());
    const checkout = within(dialog).getByRole('button', { name: 'Checkout' });
    await waitFor(() => expect(checkout).toBeDisabled());
    expect(calls(requests, 'Payments/PaymentWithSavedCreditCard')).toHaveLength(1);
    await waitFor(() =>
      expect(calls(requests, 'Payments/TransactionStatus').map((r) => r.query.get('idempotencyKey'))).toContain(record.key),
    );
  });

  test('a payment the API refused (4xx) charged nothing: its record goes and the cart can be paid again', async () => {
    const { dialog, user } = await openCart({ cart: CART, routes: startAnswers({ status: 422, body: { message: 'another body' } }) });
    await checkoutAndConfirm(dialog, user);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Checkout' })).toBeEnabled());
    expect(window.localStorage.getItem(STORAGE_KEYS.pendingPayment)).toBeNull();
    expect(leavePortal).not.toHaveBeenCalled();
  });

  test('without Web Locks the storage lease guards: another tab holding it stops this Checkout with the reason', async () => {
    window.localStorage.setItem('portal.checkoutLease', JSON.stringify({ holder: 'other-tab', until: Date.now() + 60_000 }));
    const { dialog, user, requests } = await openCart({ cart: CART });
    expect('locks' in navigator).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Checkout' }));
    expect(
      await within(dialog).findByText(
        'A payment is being started in another tab or window of this browser. Finish or cancel it there, then try again.',
      ),
    ).toBeInTheDocument();
    expect(calls(requests, 'v2/Payment/ValidateCart')).toHaveLength(0);
  });
});
