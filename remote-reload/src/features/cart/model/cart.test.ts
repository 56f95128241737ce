import type { CartValidation, Product } from '@portal/contract';
import { formatAmount } from '@portal/kit';
import {
  addToCart,
  cartCount,
  cartTotal,
  cashInCart,
  checkECashAmount,
  eCashLine,
  eCashRoom,
  hasQuantityStepper,
  keepCardsOnAccount,
  lineFromProduct,
  parseStoredCart,
  passFitsCard,
  removeCard,
  removeProduct,
  repairCart,
  serializeCart,
  setQuantity,
  type Cart,
} from './cart';
import {
  amountParam,
  cartAfterResult,
  cartValidationMessages,
  hostedPaymentUrl,
  PaymentPageRefusedError,
  localCartProblems,
  maskedCardFromReceipt,
  monthGapProblems,
  parsePendingPayment,
  askableAt,
  outcomeOf,
  REQUEST_IN_FLIGHT_MS,
  type PendingPayment,
  splitReference,
  toPaymentProductList,
  toValidationCart,
} from './checkout';

const CARD = { cardNumber: '10000001', cardType: 1 };
const OTHER = { cardNumber: '10000005', cardType: 1 };

const product = (over: Partial<Product>): Product => ({
  productId: 101,
  productTypeId: 1,
  name: '10 E-Rides',
  price: 32.5,
  days: 0,
  rides: 10,
  dtFechaIni: null,
  dtFechaFin: null,
  startDate: null,
  endDate: null,
  ...over,
});
const pass = (month: string, name = `${month} Adult Monthly Pass`) => {
  const [y, m] = month.split('-').map(Number);
  const last = new Date(Date.UTC(y!, m!, 0)).toISOString().slice(0, 10);
  return product({
    productId: 100000 + (y! - 2000) * 100 + m!,
    productTypeId: 3,
    name,
    price: 98,
    days: Number(last.slice(8)),
    dtFechaIni: `${month}-01T00:00:00`,
    dtFechaFin: `${last}T00:00:00`,
    startDate: `${month}-01`,
    endDate: last,
  });
};
const rides = lineFromProduct(product({}), 2);

function added(cart: Cart, card: typeof CARD, line: ReturnType<typeof lineFromProduct>, ctx = {}) {
  const outcome = addToCart(cart, card, line, ctx);
  if (!outcome.ok) throw new Error(`refused: ${outcome.toast.title}`);
  return outcome;
}

describe('adding to the cart', () => {
  test('a new product creates the card with the spec shape and says how many were added', () => {
    const { cart, toast } = added([], CARD, rides);
    expect(cart).toEqual([
      {
        number: '10000001',
        type: 1,
        products: [{ productId: 101, productTypeId: 1, name: '10 E-Rides', quantity: 2, price: 32.5, total: 65 }],
      },
    ]);
    expect(toast).toBe('(2) 10 E-Rides added to cart!');
  });

  test('the same non-pass product again raises its quantity and total', () => {
    const once = added([], CARD, rides).cart;
    const twice = added(once, CARD, lineFromProduct(product({}), 3)).cart;
    expect(twice[0]!.products).toHaveLength(1);
    expect(twice[0]!.products[0]).toMatchObject({ quantity: 5, total: 162.5 });
  });

  test('a pass already in the cart for that card is refused with a 4 s warning; on another card it is fine', () => {
    const december = lineFromProduct(pass('2026-12'), 1);
    const cart = added([], CARD, december).cart;
    const again = addToCart(cart, CARD, december);
    expect(again).toEqual({ ok: false, toast: { title: '2026-12 Adult Monthly Pass has already been added to the cart!', ms: 4000 } });
    expect(added(cart, OTHER, december).cart).toHaveLength(2);
  });

  test('a pass always has quantity 1, whatever was asked', () => {
    const line = lineFromProduct(pass('2026-12'), 5);
    expect(line.quantity).toBe(1);
    expect(added([], CARD, line).toast).toBe('(1) 2026-12 Adult Monthly Pass added to cart!');
  });

  test('E-Cash is one line per card: productId 0, type 0, name E-Cash, price = amount; a second amount adds to it', () => {
    const first = added([], CARD, eCashLine(20));
    expect(first.toast).toBe('$20.00 added to cart!');
    expect(first.cart[0]!.products[0]).toEqual({ productId: 0, productTypeId: 0, name: 'E-Cash', quantity: 1, price: 20, total: 20 });
    const second = added(first.cart, CARD, eCashLine(0.1), { eCashLimit: 300 });
    expect(second.cart[0]!.products).toEqual([{ productId: 0, productTypeId: 0, name: 'E-Cash', quantity: 1, price: 20.1, total: 20.1 }]);
  });

  test('E-Cash of one card in the cart never goes over the limit: exactly $300 is accepted, a cent more refused', () => {
    const at = added([], CARD, eCashLine(299.99), { eCashLimit: 300 }).cart;
    expect(added(at, CARD, eCashLine(0.01), { eCashLimit: 300 }).cart[0]!.products[0]!.total).toBe(300);
    expect(addToCart(at, CARD, eCashLine(0.02), { eCashLimit: 300 })).toEqual({
      ok: false,
      toast: { title: 'Exceeds cash limit of $300.00', ms: 4000 },
    });
  });

  test('more than 99 of a product is refused', () => {
    const cart = added([], CARD, lineFromProduct(product({}), 99)).cart;
    expect(addToCart(cart, CARD, lineFromProduct(product({}), 1)).ok).toBe(false);
  });
});

describe('a pass against the card expiry', () => {
  const december = lineFromProduct(pass('2026-12'), 1);
  test("a card expiring on the pass's last day cannot take it; a day later it can", () => {
    expect(passFitsCard(december, '2026-12-31', '2026-11-21')).toBe(false);
    expect(passFitsCard(december, '2027-01-01', '2026-11-21')).toBe(true);
  });
  test("the refusal is the spec's 5 s warning", () => {
    expect(addToCart([], CARD, december, { cardExpiry: '2026-12-31', today: '2026-11-21' })).toEqual({
      ok: false,
      toast: { title: 'Cannot Add E-Pass Product', detail: 'Card expires before this pass expires', ms: 5000 },
    });
  });
  test('without an end date, today plus the pass days is the last day', () => {
    const dayPass = { endDate: null, days: 10 };
    expect(passFitsCard(dayPass, '2026-12-01', '2026-11-21')).toBe(false);
    expect(passFitsCard(dayPass, '2026-12-02', '2026-11-21')).toBe(true);
  });
  test('no known expiry does not block', () => expect(passFitsCard(december, null)).toBe(true));
});

describe('changing and removing', () => {
  const base = () => {
    let cart = added([], CARD, rides).cart;
    cart = added(cart, CARD, eCashLine(20)).cart;
    cart = added(cart, CARD, lineFromProduct(pass('2026-12'), 1)).cart;
    return added(cart, OTHER, lineFromProduct(product({ productId: 102, name: '20 E-Rides', price: 62 }), 1)).cart;
  };

  test('count and total are sums over all lines of all cards', () => {
    const cart = base();
    expect(cartCount(cart)).toBe(2 + 1 + 1 + 1);
    expect(cartTotal(cart)).toBe(65 + 20 + 98 + 62);
    expect(cashInCart(cart, CARD)).toBe(20);
    expect(cashInCart(cart, OTHER)).toBe(0);
  });

  test('quantity changes only stepped lines, between 1 and 99, and recomputes the total', () => {
    let cart = setQuantity(base(), CARD, 101, 4);
    expect(cart[0]!.products[0]).toMatchObject({ quantity: 4, total: 130 });
    cart = setQuantity(cart, CARD, 101, 0);
    expect(cart[0]!.products[0]).toMatchObject({ quantity: 1, total: 32.5 });
    cart = setQuantity(cart, CARD, 101, 500);
    expect(cart[0]!.products[0]!.quantity).toBe(99);
    expect(setQuantity(cart, CARD, 0, 3)[0]!.products.find((l) => l.productId === 0)!.quantity).toBe(1);
    expect(hasQuantityStepper(cart[0]!.products[0]!)).toBe(true);
    expect(cart[0]!.products.filter(hasQuantityStepper)).toHaveLength(1);
  });

  test('removing the last product of a card removes the card', () => {
    const cart = removeProduct(base(), OTHER, 102);
    expect(cart.map((c) => c.number)).toEqual(['10000001']);
    expect(removeProduct(cart, CARD, 0)[0]!.products.map((l) => l.name)).toEqual(['10 E-Rides', '2026-12 Adult Monthly Pass']);
  });

  test('removing a card removes all its products; cards no longer on the account go', () => {
    expect(removeCard(base(), CARD).map((c) => c.number)).toEqual(['10000005']);
    expect(keepCardsOnAccount(base(), [OTHER]).map((c) => c.number)).toEqual(['10000005']);
  });
});

describe('the E-Cash amount field', () => {
  const opts = { minimum: 5, limit: 300 };
  test('empty and zero are no error (Add is disabled instead)', () => {
    expect(checkECashAmount('', opts)).toEqual({ amount: 0, problem: null });
    expect(checkECashAmount('0.00', opts)).toEqual({ amount: 0, problem: null });
  });
  test('an amount as the page shows it in a field (formatAmount, in either language) reads back as that amount', () => {
    for (const locale of ['en-CA', 'fr-CA']) expect(checkECashAmount(formatAmount(20.5, locale), { ...opts, inCart: 0 }).amount).toBe(20.5);
  });
  test('two decimals are fine, three are not', () => {
    expect(checkECashAmount('20.25', opts)).toEqual({ amount: 20.25, problem: null });
    expect(checkECashAmount('20.255', opts).problem).toBe('Enter at most two decimals');
    expect(checkECashAmount('$ 20', opts).amount).toBe(20);
  });
  test('not a number, or negative', () => {
    expect(checkECashAmount('twenty', opts).problem).toBe('Enter an amount in dollars, such as 20.00');
    expect(checkECashAmount('-5', opts).problem).toBe('Enter an amount in dollars, such as 20.00');
  });
  test('at least the configured minimum', () => {
    expect(checkECashAmount('4.99', opts).problem).toBe('The minimum reload is $5.00');
    expect(checkECashAmount('5', opts).problem).toBeNull();
  });
  test('the limit counts the E-Cash already in the cart: 0.01 over is refused', () => {
    expect(checkECashAmount('300', opts).problem).toBeNull();
    expect(checkECashAmount('300.01', opts).problem).toBe('Exceeds cash limit of $300.00');
    expect(checkECashAmount('280', { ...opts, inCart: 20 }).problem).toBeNull();
    expect(checkECashAmount('280.01', { ...opts, inCart: 20 }).problem).toBe('Exceeds cash limit of $300.00');
  });
  test('room left on a card', () => {
    expect(eCashRoom(300, 12.5, 20)).toBe(267.5);
    expect(eCashRoom(300, 290, 20)).toBe(0);
  });
});

describe('local validation before checkout', () => {
  test('consecutive month passes are fine; a month skipped is a gap naming both passes', () => {
    const nov = lineFromProduct(pass('2026-11'), 1);
    const dec = lineFromProduct(pass('2026-12'), 1);
    const jan = lineFromProduct(pass('2027-01'), 1);
    const feb = lineFromProduct(pass('2027-02'), 1);
    expect(monthGapProblems([{ number: '1', type: 1, products: [dec, nov, jan] }])).toEqual([]);
    expect(monthGapProblems([{ number: '1', type: 1, products: [feb, dec] }])).toEqual([
      'Multiple month passes must not contain month gaps: 2026-12 Adult Monthly Pass and 2027-02 Adult Monthly Pass',
    ]);
    // A gap across two cards is no gap: each card has its own passes.
    expect(
      monthGapProblems([
        { number: '1', type: 1, products: [nov] },
        { number: '2', type: 1, products: [jan] },
      ]),
    ).toEqual([]);
  });

  test("each card's E-Cash, minimum and limit, prefixed with the card; passes past a known expiry", () => {
    const cart: Cart = [
      { number: '10000001', type: 1, products: [eCashLine(2)] },
      { number: '10000005', type: 1, products: [eCashLine(300.01), lineFromProduct(pass('2026-12'), 1)] },
    ];
    expect(localCartProblems(cart, { minimum: 5, limit: 300, expiries: { 10000005: '2026-12-01' }, today: '2026-11-21' })).toEqual([
      '10000001 - E-Cash: The minimum reload is $5.00',
      '10000005 - E-Cash: Exceeds cash limit of $300.00',
      '10000005 - 2026-12 Adult Monthly Pass: Card expires before this pass expires',
    ]);
    expect(localCartProblems([{ number: '10000001', type: 1, products: [eCashLine(300)] }], { minimum: 0, limit: 300 })).toEqual([]);
  });
});

describe('requests', () => {
  const cart: Cart = [{ number: '10000001', type: 1, products: [lineFromProduct(product({}), 2), eCashLine(20)] }];
  test('ValidateCart: productId and quantity, or amount for E-Cash', () => {
    expect(toValidationCart(cart)).toEqual([
      {
        cardId: '10000001',
        cardTypeId: 1,
        products: [
          { name: '10 E-Rides', productId: 101, quantity: 2 },
          { name: 'E-Cash', productId: 0, amount: 20 },
        ],
      },
    ]);
  });
  test('productList is the stored cart serialised; x_amount has two decimals', () => {
    expect(JSON.parse(toPaymentProductList(cart))).toEqual(cart);
    expect(amountParam(85)).toBe('85.00');
    expect(amountParam(cartTotal([{ number: '1', type: 1, products: [eCashLine(0.1), eCashLine(0.2)] }]))).toBe('0.30');
  });
});

describe('the hosted payment page', () => {
  const allowed = ['http://localhost:4000'];
  const start = {
    paymentPageUrl: 'http://localhost:4000/payment/pay',
    login: 'HCO-1',
    fpHash: 'abc',
    fpTimestamp: '1700000000',
    fpSequence: '123456',
    transactionId: 'T42',
  };
  test("the browser goes to the hosted page with the spec's query parameters", () => {
    const url = new URL(hostedPaymentUrl(start, 'demo@transit.example', 227.5, allowed));
    expect(url.origin + url.pathname).toBe('http://localhost:4000/payment/pay');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      x_login: 'HCO-1',
      x_email: 'demo@transit.example',
      x_amount: '227.50',
      x_fp_hash: 'abc',
      x_fp_timestamp: '1700000000',
      x_fp_sequence: '123456',
      x_reference_3: 'T42',
      x_currency_code: 'CAD',
      x_show_form: 'PAYMENT_FORM',
      x_type: 'PURCHASE_TOKEN',
    });
  });
  test('only a page on an allowed origin is followed, whatever the API answers', () => {
    const to =
      (paymentPageUrl: string, origins: string[] = allowed) =>
      () =>
        hostedPaymentUrl({ ...start, paymentPageUrl }, 'a@b.c', 1, origins);
    expect(to('http://localhost:4000/other/path?x=1')).not.toThrow();
    for (const bad of [
      'javascript:alert(1)',
      'data:text/html,<h1>pay</h1>',
      'https://evil.example/payment/pay',
      'http://localhost:4001/payment/pay', // another port is another origin
      'https://localhost:4000/payment/pay', // and another scheme
      'http://localhost:4000.evil.example/payment/pay',
      'http://user:pw@localhost:4000/payment/pay',
      'not a url',
    ])
      expect(to(bad)).toThrow(PaymentPageRefusedError);
    expect(to('http://localhost:4000/payment/pay', [])).toThrow('Refusing to send the browser to http://localhost:4000 for payment');
  });
  test('the masked card is read from the receipt', () => {
    expect(maskedCardFromReceipt('ACCT: Visa\nCARD NUMBER     : ############1111\nDATE/TIME')).toBe('############1111');
    expect(maskedCardFromReceipt('no card here')).toBe('');
  });
});

describe("the server's validation errors (spec 8)", () => {
  const v = (over: Partial<CartValidation>): CartValidation => ({
    status: 1,
    cardErrors: [],
    cardAndProductErrors: [],
    productErrors: [],
    ...over,
  });
  test('valid: no messages', () => expect(cartValidationMessages(v({ status: 0 }))).toEqual([]));
  test('product codes 2, 3 and 4 all read Product not available, once', () => {
    expect(
      cartValidationMessages(
        v({ productErrors: [2, 3, 4, 1, 5].map((status) => ({ cardId: '10000001', productName: '10 E-Rides', status })) }),
      ),
    ).toEqual([
      '10000001 - 10 E-Rides: Product not available',
      '10000001 - 10 E-Rides: Product not found',
      '10000001 - 10 E-Rides: Invalid product type',
    ]);
  });
  test('card-and-product and card codes, prefixed with the card and the product when present', () => {
    expect(
      cartValidationMessages(
        v({
          cardErrors: [
            { cardId: '10000003', productName: null, status: 19 },
            { cardId: '10000004', productName: null, status: 20 },
          ],
          cardAndProductErrors: [
            { cardId: '10000001', productName: 'E-Cash', status: 2 },
            { cardId: '10000001', productName: 'December 2026 Adult Monthly Pass', status: 10 },
          ],
        }),
      ),
    ).toEqual([
      '10000003: Card is hot-listed',
      '10000004: Card expired',
      '10000001 - E-Cash: E-Cash reload out of range',
      '10000001 - December 2026 Adult Monthly Pass: Passes are not continuous',
    ]);
  });
  test('every listed code has its text; an unknown code or status is Unexpected validation error', () => {
    for (let s = 1; s <= 21; s++)
      expect(cartValidationMessages(v({ cardErrors: [{ cardId: '1', productName: null, status: s }] }))[0]).not.toContain('Unexpected');
    for (let s = 1; s <= 10; s++)
      expect(cartValidationMessages(v({ cardAndProductErrors: [{ cardId: '1', productName: 'X', status: s }] }))[0]).not.toContain(
        'Unexpected',
      );
    expect(cartValidationMessages(v({ cardErrors: [{ cardId: '1', productName: null, status: 22 }] }))).toEqual([
      '1: Unexpected validation error',
    ]);
    expect(cartValidationMessages(v({ status: 7 }))).toEqual(['Unexpected validation error']);
    expect(cartValidationMessages(v({}))).toEqual(['Unexpected validation error']);
  });
});

describe('the stored cart', () => {
  const good: Cart = [{ number: '10000001', type: 1, products: [lineFromProduct(product({}), 2), eCashLine(20)] }];
  test('reads back what was written', () => expect(parseStoredCart(serializeCart(good))).toEqual(good));
  test('corrupt text, or anything not a cart, is an empty cart', () => {
    for (const text of ['{not json', 'null', '42', '"cart"', '{"a":1}', '[1,2]', '[{"number":"x","type":1,"products":[]}]', null, ''])
      expect(parseStoredCart(text)).toEqual([]);
  });
  test('an older shape is read: cardNumber/cardType keys, a wrapper object, string numbers, stale totals', () => {
    expect(
      repairCart({
        cards: [
          {
            cardNumber: 10000001,
            cardType: '1',
            products: [
              { productId: '101', productTypeId: 1, name: '10 E-Rides', quantity: '2', price: '32.50', total: 1 },
              { productId: 0, productTypeId: 0, amount: 20 },
            ],
          },
        ],
      }),
    ).toEqual(good);
  });
  test('bad lines are dropped, duplicates merged, quantities clamped, passes kept at one', () => {
    const repaired = repairCart([
      {
        number: '10000001',
        type: 1,
        products: [
          { productId: 101, productTypeId: 1, name: '10 E-Rides', quantity: 1, price: 32.5 },
          { productId: 101, productTypeId: 1, name: '10 E-Rides', quantity: 1, price: 32.5 },
          { productId: 102, productTypeId: 1, name: '20 E-Rides', quantity: 1000, price: 62 },
          { productId: 126012, productTypeId: 3, name: 'Dec pass', quantity: 3, price: 98, startDate: '2026-12-01', endDate: '2026-12-31' },
          { productId: 126012, productTypeId: 3, name: 'Dec pass', quantity: 1, price: 98 },
          { productId: -1, name: 'bad', price: 1 },
          { productId: 5, productTypeId: 1, price: 1 },
          'junk',
        ],
      },
      { number: '10000001', type: 1, products: [{ productId: 0, productTypeId: 0, price: -3 }] },
    ]);
    expect(repaired).toHaveLength(1);
    expect(repaired[0]!.products.map((l) => [l.name, l.quantity, l.total])).toEqual([
      ['10 E-Rides', 2, 65],
      ['20 E-Rides', 99, 6138],
      ['Dec pass', 1, 98],
    ]);
  });
});

describe('a hosted payment under way', () => {
  test('x_reference_3 splits at the star', () => {
    expect(splitReference('123456*abc*def')).toEqual({ transactionId: '123456', key: 'abc*def' });
    expect(splitReference('123456')).toEqual({ transactionId: '123456', key: '' });
  });
  test('the pending payment is read safely', () => {
    // A record from before keys (a hosted payment with its transaction): asked about by its transaction.
    expect(parsePendingPayment('{"transactionId":"1","cart":"[]"}')).toEqual({ key: '', method: 'hosted', transactionId: '1', cart: '[]' });
    expect(parsePendingPayment('{"transactionId":1}')).toBeNull();
    expect(parsePendingPayment('{"cart":"[]"}')).toBeNull();
    expect(parsePendingPayment('oops')).toBeNull();
    expect(parsePendingPayment('{"key":"K","method":"saved","transactionId":"","cart":"[]","startedAt":5,"answerLost":true}')).toEqual({
      key: 'K',
      method: 'saved',
      transactionId: '',
      cart: '[]',
      startedAt: 5,
      answerLost: true,
    });
    // A corrupt part is dropped, the rest kept.
    expect(parsePendingPayment('{"key":"K","method":"x","cart":"[]","startedAt":"x","answerLost":"yes"}')).toEqual({
      key: 'K',
      method: 'hosted',
      transactionId: '',
      cart: '[]',
    });
  });
  test('a request on its way is not asked about until it may have arrived; a known transaction or a lost answer at once', () => {
    const sent = { key: 'K', method: 'saved' as const, transactionId: '', cart: '[]', startedAt: 1_000 };
    expect(askableAt(sent)).toBe(1_000 + REQUEST_IN_FLIGHT_MS);
    expect(askableAt({ ...sent, answerLost: true })).toBeNull();
    expect(askableAt({ ...sent, method: 'hosted', transactionId: 'T1' })).toBeNull();
  });
  test("the API's word decides, never a clock: paid, not paid, or not known yet", () => {
    const status = (s: string) => outcomeOf({ status: s, transactionId: 'T', transactionKey: '', expiresAt: null });
    expect(status('paid')).toBe('paid');
    for (const s of ['declined', 'error', 'expired', 'superseded', 'not-started']) expect(status(s)).toBe('not-paid');
    expect(status('pending')).toBe('unknown');
    expect(status('something new')).toBe('unknown');
  });
  test('an approved result clears the very cart it paid for, once', () => {
    const pending: PendingPayment = { key: 'K', method: 'hosted', transactionId: 'T1', cart: '[1]' };
    expect(cartAfterResult({ approved: true, transactionId: 'T1', pending, storedCart: '[1]' })).toEqual({
      clearCart: true,
      clearPending: true,
    });
    // Loaded again: the pending payment is gone, nothing is cleared.
    expect(cartAfterResult({ approved: true, transactionId: 'T1', pending: null, storedCart: '[2]' })).toEqual({
      clearCart: false,
      clearPending: false,
    });
    // The cart changed since checkout (another tab): it is kept.
    expect(cartAfterResult({ approved: true, transactionId: 'T1', pending, storedCart: '[2]' })).toEqual({
      clearCart: false,
      clearPending: true,
    });
    // An old result of another transaction touches nothing.
    expect(cartAfterResult({ approved: true, transactionId: 'T0', pending, storedCart: '[1]' })).toEqual({
      clearCart: false,
      clearPending: false,
    });
  });
  test('a declined result keeps the cart', () => {
    expect(
      cartAfterResult({
        approved: false,
        transactionId: 'T1',
        pending: { key: 'K', method: 'hosted', transactionId: 'T1', cart: '[1]' },
        storedCart: '[1]',
      }),
    ).toEqual({ clearCart: false, clearPending: true });
  });
});
