import { Profiler } from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STORAGE_KEYS } from '@portal/contract';
import { on, rawBalance, renderWithPortal, testConfig } from '@portal/kit/testing';
import { useRefreshAfterPayment } from '@portal/kit';
import { ReloadTab } from './ReloadTab';
import { COMMUTER, HOTLISTED, NEXT_MONTH_PASS, reloadRoutes, SPARE, THIS_MONTH_PASS } from '../../testing/fixtures';

// The auto-reload section is a file of its own, downloaded once the products are painted: a download can fail.
let mockRulesDownload: 'works' | 'fails' = 'works';
jest.mock('../autoreload/AutoReloadSection', () => {
  const actual: typeof import('../autoreload/AutoReloadSection') = jest.requireActual('../autoreload/AutoReloadSection');
  return {
    get AutoReloadSection() {
      if (mockRulesDownload === 'fails') throw new Error('Loading chunk failed');
      return actual.AutoReloadSection;
    },
  };
});

const region = (name: string) => screen.getByRole('region', { name });
const addButton = (name: string) => within(region(name)).getByRole('button', { name: 'Add to Cart' });
const storedCart = () =>
  JSON.parse(window.localStorage.getItem(STORAGE_KEYS.cart) ?? '[]') as Array<{
    number: string;
    products: Array<{ name: string; quantity: number; total: number }>;
  }>;

function renderTab(opts: { card?: typeof COMMUTER; routes?: Parameters<typeof reloadRoutes>[0]; eCash?: boolean } = {}) {
  window.localStorage.setItem(STORAGE_KEYS.selectedCard, `${(opts.card ?? COMMUTER).cardNumber}:1`);
  const config = testConfig();
  config.features.eCash = opts.eCash ?? true;
  return renderWithPortal(<ReloadTab />, { selectedCard: true, routes: reloadRoutes(opts.routes), config });
}

beforeEach(() => {
  window.localStorage.clear();
  mockRulesDownload = 'works';
});

test('the three products of the selected card: a pass without quantity, rides and cash starting at 0 with Add to Cart disabled', async () => {
  const { requests } = renderTab();
  await screen.findByRole('region', { name: 'E-Pass' });
  expect(within(region('E-Pass')).getByRole('combobox', { name: 'Pass' })).toHaveDisplayValue(`${THIS_MONTH_PASS.vchDescripcion} - $98.00`);
  expect(within(region('E-Pass')).queryByLabelText('Quantity')).toBeNull();
  expect(addButton('E-Pass')).toBeEnabled();
  expect(within(region('E-Ride')).getByLabelText('Quantity')).toHaveValue(0);
  expect(addButton('E-Ride')).toBeDisabled();
  expect(within(region('E-Cash')).getByLabelText('Amount ($)')).toHaveValue('0.00');
  expect(within(region('E-Cash')).getByText(/On this card: \$12\.50\. A card holds at most \$300\.00\./)).toBeInTheDocument();
  expect(addButton('E-Cash')).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Cart' })).toHaveAccessibleDescription('0 items');
  const productCall = requests.find((r) => r.path === 'Product/GetCardProducts')!;
  expect(Object.fromEntries(productCall.query)).toEqual({ cardNumber: '10000001', cardType: '1', productTableDeviceType: '5' });
});

test('products and balance asked again with the same answers render nothing of the tab again', async () => {
  window.localStorage.setItem(STORAGE_KEYS.selectedCard, `${COMMUTER.cardNumber}:1`);
  let renders = 0;
  let refresh: () => Promise<unknown> = async () => undefined;
  function Refresher() {
    refresh = useRefreshAfterPayment();
    return null;
  }
  const { requests } = renderWithPortal(
    <>
      <Refresher />
      <Profiler id="tab" onRender={() => (renders += 1)}>
        <ReloadTab />
      </Profiler>
    </>,
    { selectedCard: true, routes: reloadRoutes() },
  );
  await screen.findByRole('region', { name: 'E-Pass' });
  await screen.findByRole('heading', { name: /Auto-Reload/i });
  await act(() => new Promise((r) => setTimeout(r, 50)));
  const before = { renders, products: requests.filter((r) => r.path === 'Product/GetCardProducts').length };
  // What a payment does: every card's balance, history and products asked again (the same answers here).
  await act(async () => {
    await refresh();
  });
  expect(requests.filter((r) => r.path === 'Product/GetCardProducts')).toHaveLength(before.products + 1);
  expect(renders).toBe(before.renders);
});

test("adding rides, cash and a pass: the spec's toasts, one stored cart, the badge counting items", async () => {
  const user = userEvent.setup();
  renderTab();
  await screen.findByRole('region', { name: 'E-Ride' });
  await user.clear(within(region('E-Ride')).getByLabelText('Quantity'));
  await user.type(within(region('E-Ride')).getByLabelText('Quantity'), '2');
  expect(within(region('E-Ride')).getByText('Total $65.00')).toBeInTheDocument();
  await user.click(addButton('E-Ride'));
  expect(await screen.findByText('(2) 10 E-Rides added to cart!')).toBeInTheDocument();
  expect(within(region('E-Ride')).getByLabelText('Quantity')).toHaveValue(0);

  await user.clear(within(region('E-Cash')).getByLabelText('Amount ($)'));
  await user.type(within(region('E-Cash')).getByLabelText('Amount ($)'), '20');
  await user.click(addButton('E-Cash'));
  expect(await screen.findByText('$20.00 added to cart!')).toBeInTheDocument();
  expect(within(region('E-Cash')).getByText(/In the cart: \$20\.00\./)).toBeInTheDocument();

  await user.selectOptions(within(region('E-Pass')).getByRole('combobox', { name: 'Pass' }), String(NEXT_MONTH_PASS.iCodProducto));
  await user.click(addButton('E-Pass'));
  expect(await screen.findByText(`(1) ${NEXT_MONTH_PASS.vchDescripcion} added to cart!`)).toBeInTheDocument();

  expect(screen.getByRole('button', { name: 'Cart' })).toHaveAccessibleDescription('4 items');
  expect(storedCart()).toEqual([
    {
      number: '10000001',
      type: 1,
      products: [
        expect.objectContaining({ productId: 101, name: '10 E-Rides', quantity: 2, total: 65 }),
        { productId: 0, productTypeId: 0, name: 'E-Cash', quantity: 1, price: 20, total: 20 },
        expect.objectContaining({ productId: NEXT_MONTH_PASS.iCodProducto, quantity: 1, total: 98 }),
      ],
    },
  ]);
});

test("the same pass twice is refused with the spec's warning", async () => {
  const user = userEvent.setup();
  renderTab();
  await screen.findByRole('region', { name: 'E-Pass' });
  await user.click(addButton('E-Pass'));
  await screen.findByText(`(1) ${THIS_MONTH_PASS.vchDescripcion} added to cart!`);
  await user.click(addButton('E-Pass'));
  expect(await screen.findByText(`${THIS_MONTH_PASS.vchDescripcion} has already been added to the cart!`)).toBeInTheDocument();
  expect(storedCart()[0]!.products).toHaveLength(1);
});

test('a pass that outlasts the card is refused: Cannot Add E-Pass Product', async () => {
  const user = userEvent.setup();
  renderTab({ card: SPARE });
  await screen.findByRole('region', { name: 'E-Pass' });
  await user.selectOptions(within(region('E-Pass')).getByRole('combobox', { name: 'Pass' }), String(NEXT_MONTH_PASS.iCodProducto));
  await user.click(addButton('E-Pass'));
  expect(await screen.findByText('Cannot Add E-Pass Product')).toBeInTheDocument();
  expect(screen.getByText('Card expires before this pass expires')).toBeInTheDocument();
  expect(storedCart()).toEqual([]);
});

test('E-Cash: three decimals, the minimum and the limit are said on the field, and Add stays disabled', async () => {
  const user = userEvent.setup();
  const config = testConfig();
  config.constants.reloadMinimum = 5;
  window.localStorage.setItem(STORAGE_KEYS.selectedCard, '10000001:1');
  renderWithPortal(<ReloadTab />, { selectedCard: true, routes: reloadRoutes(), config });
  const amount = await screen.findByLabelText('Amount ($)');
  await user.clear(amount);
  await user.type(amount, '20.255');
  expect(amount).toHaveAccessibleDescription(expect.stringContaining('Enter at most two decimals'));
  expect(amount).toHaveAttribute('aria-invalid', 'true');
  expect(addButton('E-Cash')).toBeDisabled();
  await user.clear(amount);
  await user.type(amount, '4.99');
  expect(screen.getByText('The minimum reload is $5.00')).toBeInTheDocument();
  await user.clear(amount);
  await user.type(amount, '300.01');
  expect(screen.getByText('Exceeds cash limit of $300.00')).toBeInTheDocument();
  expect(addButton('E-Cash')).toBeDisabled();
  await user.clear(amount);
  await user.type(amount, '300');
  expect(addButton('E-Cash')).toBeEnabled();
});

test('E-Cash is offered only with the eCash feature', async () => {
  renderTab({ eCash: false });
  await screen.findByRole('region', { name: 'E-Ride' });
  expect(screen.queryByRole('region', { name: 'E-Cash' })).toBeNull();
});

test('a hotlisted card cannot be reloaded: every control is disabled and says why', async () => {
  renderTab({ card: HOTLISTED });
  const why = await screen.findByText('This card is hotlisted: it cannot be reloaded.');
  for (const name of ['E-Pass', 'E-Ride', 'E-Cash']) {
    expect(addButton(name)).toBeDisabled();
    expect(addButton(name)).toHaveAccessibleDescription(why.textContent!);
  }
  expect(within(region('E-Pass')).getByRole('combobox', { name: 'Pass' })).toBeDisabled();
  expect(within(region('E-Cash')).getByLabelText('Amount ($)')).toBeDisabled();
});

test('products that cannot be loaded show Retry, which loads them again', async () => {
  const user = userEvent.setup();
  let fail = true;
  const { requests } = renderTab({
    routes: { extra: [(req) => (req.path === 'Product/GetCardProducts' && fail ? { status: 500, body: { message: 'down' } } : undefined)] },
  });
  expect(await screen.findByText('The products of card 10000001 could not be loaded.')).toBeInTheDocument();
  fail = false;
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  await screen.findByRole('region', { name: 'E-Pass' });
  expect(requests.filter((r) => r.path === 'Product/GetCardProducts')).toHaveLength(2);
});

test('the auto-reload rules come under the products; a download of them that fails says so in their place, with Retry', async () => {
  mockRulesDownload = 'fails';
  const user = userEvent.setup();
  const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined); // React reports the caught failure
  try {
    renderTab();
    await screen.findByRole('region', { name: 'E-Pass' });
    expect(await screen.findByText('The auto-reload rules of card 10000001 could not be loaded.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Auto-Reload/i })).toBeNull();
    // The products above keep working.
    await user.type(within(region('E-Ride')).getByLabelText('Quantity'), '2');
    expect(addButton('E-Ride')).toBeEnabled();
    mockRulesDownload = 'works';
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: /Auto-Reload/i })).toBeInTheDocument();
    expect(screen.queryByText(/rules of card 10000001 could not be loaded/)).toBeNull();
  } finally {
    logged.mockRestore();
  }
});

test('the cart dialog is downloaded when first opened, and Close returns to the tab', async () => {
  const user = userEvent.setup();
  renderTab();
  await screen.findByRole('region', { name: 'E-Pass' });
  expect(screen.queryByRole('dialog')).toBeNull();
  await user.click(screen.getByRole('button', { name: 'Cart' }));
  const dialog = await screen.findByRole('dialog', { name: 'Cart' });
  expect(within(dialog).getByText('No products added!')).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Close' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
});

describe("the cards overview's proposal (issue 40), read from the address", () => {
  const endOfMonth = () => {
    const d = new Date();
    const e = new Date(d.getFullYear(), d.getMonth() + 1, 0);
    return `${e.getFullYear()}-${String(e.getMonth() + 1).padStart(2, '0')}-${String(e.getDate()).padStart(2, '0')}T00:00:00`;
  };
  function renderAt(path: string) {
    window.localStorage.setItem(STORAGE_KEYS.selectedCard, `${COMMUTER.cardNumber}:1`);
    // Spare's pass ends this month: the next pass is next month's.
    const spare = on('GET', 'Card/GetCardBalance', (r) =>
      r.query.get('cardNumber') === SPARE.cardNumber ? { body: rawBalance({ PassEnd: endOfMonth(), dNumSaldo: 1 }) } : undefined,
    );
    return renderWithPortal(<ReloadTab />, { selectedCard: true, routes: reloadRoutes({ extra: [spare] }), path });
  }

  test("the next pass: the named card is selected and next month's pass chosen, the cart untouched until Add to Cart", async () => {
    const user = userEvent.setup();
    renderAt('/home/reload?card=10000005&cardType=1&propose=next-pass');
    expect(
      await screen.findByText(
        `Proposed for Spare - 10000005: the next pass, ${NEXT_MONTH_PASS.vchDescripcion}. It is chosen under E-Pass; press Add to Cart to add it.`,
      ),
    ).toBeInTheDocument();
    expect(window.localStorage.getItem(STORAGE_KEYS.selectedCard)).toBe('10000005:1');
    expect(within(region('E-Pass')).getByRole('combobox', { name: 'Pass' })).toHaveDisplayValue(
      `${NEXT_MONTH_PASS.vchDescripcion} - $98.00`,
    );
    expect(screen.getByRole('button', { name: 'Cart' })).toHaveAccessibleDescription('0 items');
    expect(storedCart()).toEqual([]);
    await user.click(addButton('E-Pass'));
    expect(await screen.findByText(`(1) ${NEXT_MONTH_PASS.vchDescripcion} added to cart!`)).toBeInTheDocument();
    expect(storedCart()).toMatchObject([{ number: '10000005', products: [{ name: NEXT_MONTH_PASS.vchDescripcion }] }]);
  });

  test('an E-Cash amount: filled in for the named card, added only by the press', async () => {
    const user = userEvent.setup();
    renderAt('/home/reload?card=10000005&cardType=1&propose=e-cash&amount=20.00');
    expect(
      await screen.findByText(
        'Proposed for Spare - 10000005: $20.00 of E-Cash. It is filled in under E-Cash; press Add to Cart to add it.',
      ),
    ).toBeInTheDocument();
    expect(within(region('E-Cash')).getByLabelText('Amount ($)')).toHaveValue('20.00');
    expect(storedCart()).toEqual([]);
    await user.click(addButton('E-Cash'));
    expect(await screen.findByText('$20.00 added to cart!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cart' })).toHaveAccessibleDescription('1 item');
  });

  test("a card that is not the customer's, or an amount out of bounds, proposes nothing", async () => {
    renderAt('/home/reload?card=20000004&cardType=1&propose=e-cash&amount=20.00');
    await screen.findByRole('region', { name: 'E-Cash' });
    expect(within(region('E-Cash')).getByLabelText('Amount ($)')).toHaveValue('0.00');
    expect(screen.queryByText(/Proposed for/)).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.selectedCard)).toBe('10000001:1');
  });
});
