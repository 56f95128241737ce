import crypto from 'node:crypto';
import { apiClient, DEMO, EMPTY, OTHER, outbox, signIn, startSandbox, type SandboxProcess } from './support';

let sb: SandboxProcess;
let demo: ReturnType<typeof apiClient>;
let other: ReturnType<typeof apiClient>;

const TRANSACTION_KEY = 'test-transaction-key';
const RESPONSE_KEY = 'test-response-key';

beforeAll(async () => {
  sb = await startSandbox({ PAYMENT_TRANSACTION_KEY: TRANSACTION_KEY, PAYMENT_RESPONSE_KEY: RESPONSE_KEY, PAYMENT_LOGIN: 'HCO-TEST' });
  demo = apiClient(sb.url, (await signIn(sb.url, DEMO)).access_token);
  other = apiClient(sb.url, (await signIn(sb.url, OTHER)).access_token);
});
afterAll(async () => {
  await sb.stop();
});

const pad = (n: number) => String(n).padStart(2, '0');
const monthStart = (offset: number) => {
  const d = new Date();
  d.setDate(1);
  d.setMonth(d.getMonth() + offset);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-01`;
};
const passId = (classId: number, offset: number) => {
  const m = monthStart(offset);
  return 100000 * classId + (Number(m.slice(0, 4)) - 2000) * 100 + Number(m.slice(5, 7));
};

type Line = { name?: string; productId: number; quantity?: number; amount?: number };
const validate = (client: ReturnType<typeof apiClient>, cart: Array<{ cardId: string; cardTypeId?: number; products: Line[] }>) =>
  client.post('v2/Payment/ValidateCart', {
    cart: cart.map((c) => ({ cardTypeId: 1, targetCardClassId: 0, ...c })),
    paymentMethodId: 0,
    productTableDeviceTypeId: 5,
  });
const cash = (amount: number): Line => ({ name: 'E-Cash', productId: 0, amount });

describe('v2/Payment/ValidateCart', () => {
  test('a good cart is valid (status 0)', async () => {
    const res = await validate(demo, [
      { cardId: '10000001', products: [cash(20), { productId: 101, quantity: 2 }, { productId: passId(1, 1), quantity: 1 }] },
    ]);
    expect(res.body).toEqual({ status: 0, cardAndProductErrorsDict: {}, cardErrors: [], productErrors: [] });
  });

  test('each rule produces its code', async () => {
    const codes = async (cart: Parameters<typeof validate>[1]) => {
      const { body } = await validate(demo, cart);
      expect(body.status).toBe(1);
      return {
        card: body.cardErrors.map((e: { status: number }) => e.status),
        product: body.productErrors.map((e: { status: number }) => e.status),
        both: Object.values(body.cardAndProductErrorsDict)
          .flat()
          .map((e) => (e as { status: number }).status),
      };
    };
    // E-Cash above the $300 balance limit (card has $12.50): card-and-product 2; zero: 3.
    expect((await codes([{ cardId: '10000001', products: [cash(287.51)] }])).both).toEqual([2]);
    expect((await validate(demo, [{ cardId: '10000001', products: [cash(287.5)] }])).body.status).toBe(0);
    expect((await codes([{ cardId: '10000001', products: [cash(0)] }])).both).toEqual([3]);
    // Pass ending after card expiry (10000005 expires in 10 days): 8.
    expect((await codes([{ cardId: '10000005', products: [{ productId: passId(1, 1), quantity: 1 }] }])).both).toEqual([8]);
    // The same pass twice: 7. A pass already on the card: 1.
    expect((await codes([{ cardId: '10000001', products: [{ productId: passId(1, 1) }, { productId: passId(1, 1) }] }])).both).toEqual([7]);
    expect((await codes([{ cardId: '10000001', products: [{ productId: passId(1, 0) }] }])).both).toEqual([1]);
    // Passes not continuous: the card's pass ends this month, the cart skips next month.
    expect((await codes([{ cardId: '10000001', products: [{ productId: passId(1, 2) }] }])).both).toEqual([10]);
    // Product not available for the card class: 4 (a youth pack on an adult card).
    expect((await codes([{ cardId: '10000001', products: [{ productId: 201, quantity: 1 }] }])).both).toEqual([4]);
    // Product errors: not found 1, not available (not on sale) 2, not enabled 3, not on the web channel 4.
    expect((await codes([{ cardId: '10000001', products: [{ productId: 999, quantity: 1 }] }])).product).toEqual([1]);
    expect((await codes([{ cardId: '10000001', products: [{ productId: passId(1, -1) }] }])).product).toEqual([2]);
    expect((await codes([{ cardId: '10000001', products: [{ productId: 103, quantity: 1 }] }])).product).toEqual([3]);
    expect((await codes([{ cardId: '10000001', products: [{ productId: 4095, quantity: 1 }] }])).product).toEqual([4]);
    // Card errors: hot-listed 19, expired 20, suspended 4, not found 1, duplicate card 2.
    expect((await codes([{ cardId: '10000003', products: [cash(5)] }])).card).toEqual([19]);
    expect((await codes([{ cardId: '10000004', products: [cash(5)] }])).card).toEqual([20]);
    expect((await codes([{ cardId: '10000002', products: [cash(5)] }])).card).toEqual([4]);
    expect((await codes([{ cardId: '55555555', products: [cash(5)] }])).card).toEqual([1]);
    expect(
      (
        await codes([
          { cardId: '10000001', products: [cash(5)] },
          { cardId: '10000001', products: [cash(5)] },
        ])
      ).card,
    ).toEqual([2]);
  });

  test('errors carry cardId and productName', async () => {
    const { body } = await validate(demo, [{ cardId: '10000005', products: [{ productId: passId(1, 1) }] }]);
    expect(body.cardAndProductErrorsDict['10000005'][0]).toEqual({
      cardId: '10000005',
      productName: expect.stringMatching(/Adult Monthly Pass$/),
      status: 8,
    });
  });

  test('a malformed cart is a 400 with a message', async () => {
    expect((await demo.post('v2/Payment/ValidateCart', { cart: 'nope' })).status).toBe(400);
    expect(
      (
        await demo.post('v2/Payment/ValidateCart', {
          cart: [{ cardId: '10000001', cardTypeId: 1, products: [{ productId: 101, quantity: 0 }] }],
        })
      ).body.message,
    ).toContain('quantity');
  });
});

/** The portal's redirect to the hosted page, from a StartPaymentTransaction answer. */
function hostedUrl(start: Record<string, string>, amount: string, email = DEMO): URL {
  const url = new URL(start.PaymentPageUrl!);
  for (const [k, v] of Object.entries({
    x_login: start.Xlogin!,
    x_email: email,
    x_amount: amount,
    x_fp_hash: start.Xfphash!,
    x_fp_timestamp: start.Xfptimestamp!,
    x_fp_sequence: start.Xfpsequence!,
    x_reference_3: start.TransactionId!,
    x_currency_code: 'CAD',
    x_show_form: 'PAYMENT_FORM',
    x_type: 'PURCHASE_TOKEN',
  }))
    url.searchParams.set(k, v);
  return url;
}

const startBody = (cart: unknown, total: number) => ({
  userName: DEMO,
  name: 'Dana Demo',
  productList: JSON.stringify(cart),
  total,
  transactionDate: new Date().toISOString(),
});
const cardForm = (url: URL, card: string) => {
  const form = new URLSearchParams();
  for (const [k, v] of url.searchParams) form.set(k, v);
  form.set('x_card_name', 'Dana Demo');
  form.set('x_card_num', card);
  form.set('x_exp_date', '12/35');
  form.set('x_card_code', '123');
  return form.toString();
};
const pay = (url: URL, card: string) =>
  fetch(url.href, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: cardForm(url, card),
  });
const balance = async () => (await demo.get('Card/GetCardBalance?cardNumber=10000001&cardType=1')).body;

describe('hosted payment page', () => {
  const cart = [
    {
      number: '10000001',
      type: 1,
      products: [
        { productId: 0, productTypeId: 0, name: 'E-Cash', quantity: 1, price: 10, total: 10 },
        { productId: 101, productTypeId: 1, name: '10 E-Rides', quantity: 1, price: 32.5, total: 32.5 },
      ],
    },
  ];

  test('start answers the hosted-page fields with a fingerprint over login^sequence^timestamp^amount^currency', async () => {
    const res = await demo.pay('Payments/StartPaymentTransaction', startBody(cart, 42.5));
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['PaymentPageUrl', 'TransactionId', 'Xfphash', 'Xfpsequence', 'Xfptimestamp', 'Xlogin']);
    const { Xlogin, Xfpsequence, Xfptimestamp, Xfphash } = res.body;
    const expected = crypto
      .createHmac('sha256', TRANSACTION_KEY)
      .update(`${Xlogin}^${Xfpsequence}^${Xfptimestamp}^42.50^CAD`)
      .digest('hex');
    expect(Xfphash).toBe(expected);
    expect(res.body.PaymentPageUrl).toBe(`${sb.url}/payment/pay`);
  });

  test("start refuses a total that does not match the cart, someone else's userName, and an invalid cart", async () => {
    expect((await demo.pay('Payments/StartPaymentTransaction', startBody(cart, 1))).body.message).toBe(
      'total does not match the cart: the cart costs 42.50',
    );
    expect((await other.pay('Payments/StartPaymentTransaction', startBody(cart, 42.5))).status).toBe(403);
    const invalid = await demo.pay(
      'Payments/StartPaymentTransaction',
      startBody(
        [{ number: '10000003', type: 1, products: [{ productId: 0, productTypeId: 0, name: 'E-Cash', quantity: 1, price: 5, total: 5 }] }],
        5,
      ),
    );
    expect(invalid.status).toBe(409);
    expect(invalid.body.validation.cardErrors[0].status).toBe(19);
  });

  test('a tampered amount, fingerprint or stale request shows an error page and charges nothing', async () => {
    const before = await balance();
    const start = (await demo.pay('Payments/StartPaymentTransaction', startBody(cart, 42.5))).body;
    const tamperedAmount = hostedUrl(start, '1.00');
    const res1 = await fetch(tamperedAmount);
    expect(res1.status).toBe(400);
    expect(await res1.text()).toContain('fingerprint does not match');
    expect((await pay(tamperedAmount, '4111111111111111')).status).toBe(400);
    const badHash = hostedUrl(start, '42.50');
    badHash.searchParams.set('x_fp_hash', 'f'.repeat(64));
    expect((await fetch(badHash)).status).toBe(400);
    // A correctly signed request older than the page's lifetime (PAYMENT_MAX_AGE, 20 minutes).
    const old = String(Math.floor(Date.now() / 1000) - 21 * 60);
    const stale = hostedUrl(
      {
        ...start,
        Xfptimestamp: old,
        Xfphash: crypto.createHmac('sha256', TRANSACTION_KEY).update(`HCO-TEST^${start.Xfpsequence}^${old}^42.50^CAD`).digest('hex'),
      },
      '42.50',
    );
    const res3 = await fetch(stale);
    expect(res3.status).toBe(400);
    expect(await res3.text()).toContain('expired');
    expect(await balance()).toEqual(before);
  });

  test('the page shows the amount and a labelled card form; invalid card input is refused without charging', async () => {
    const start = (await demo.pay('Payments/StartPaymentTransaction', startBody(cart, 42.5))).body;
    const url = hostedUrl(start, '42.50');
    const html = await (await fetch(url)).text();
    expect(html).toContain('$42.50 CAD');
    for (const label of ['Cardholder name', 'Card number', 'Expiry (MM/YY)', 'Security code (CVV)'])
      expect(html).toContain(`>${label}</label>`);
    const res = await pay(url, '4111111111111112');
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('Enter a valid card number.');
  });

  test('an approved payment relays x_ fields to /transaction_result, applies the products once, and enables receipt and saving the card', async () => {
    const before = await balance();
    const start = (await demo.pay('Payments/StartPaymentTransaction', startBody(cart, 42.5))).body;
    const url = hostedUrl(start, '42.50');
    const res = await pay(url, '4111111111111111');
    expect(res.status).toBe(303);
    const back = new URL(res.headers.get('location')!);
    expect(back.origin + back.pathname).toBe('http://localhost:3000/transaction_result');
    const q = Object.fromEntries(back.searchParams);
    expect(q).toMatchObject({ x_response_code: '1', x_response_reason_code: '1', x_amount: '42.50', x_email: DEMO });
    expect(q.x_reference_3!.startsWith(`${start.TransactionId}*`)).toBe(true);
    expect(q.exact_ctr).toContain('############1111');
    expect(q.exact_ctr).not.toContain('4111111111111111');
    expect(q.x_auth_code).toMatch(/^ET\d{4}$/);
    const hash = crypto
      .createHmac('sha256', RESPONSE_KEY)
      .update(`HCO-TEST^${q.x_trans_id}^${q.x_amount}^${q.x_response_code}^${q.x_reference_3}`)
      .digest('hex');
    expect(q.x_response_hash).toBe(hash);

    const after = await balance();
    expect(after.dNumSaldo).toBeCloseTo(before.dNumSaldo + 10, 2);
    expect(after.smNumsaldoViaje).toBe(before.smNumsaldoViaje + 10);
    // Loading the page again or re-posting the form changes nothing.
    const again = await fetch(url, { redirect: 'manual' });
    expect(again.status).toBe(303);
    expect((await pay(url, '4111111111111111')).status).toBe(303);
    expect(await balance()).toEqual(after);
    const history = (await demo.get('Card/GetHistory?cardNumber=10000001&cardType=1')).body;
    expect(
      history.filter((h: { Operation: string; Product: string }) => h.Operation === 'Online reload' && h.Product === '10 E-Rides'),
    ).toHaveLength(1);

    const key = q.x_reference_3!.split('*')[1]!;
    expect((await demo.get(`Payments/SendReceiptEmail?transactionKey=${encodeURIComponent(key)}`)).body).toEqual({ success: true });
    expect((await other.get(`Payments/SendReceiptEmail?transactionKey=${encodeURIComponent(key)}`)).status).toBe(404);
    const [receipt] = await outbox(sb.url, DEMO, 'receipt');
    expect(receipt!.body).toContain('Approved - Thank You');

    const save = {
      card_ID: '',
      email: DEMO,
      card_Number: '############1111',
      transaction_Tag: q.x_trans_id,
      auth_Code: q.x_auth_code,
      default_Card: 0,
    };
    // Only a transaction of the signed-in customer's, approved, with its own authorization code.
    expect((await demo.post('CreditCard/Save_Credit_Debit_Card', { ...save, auth_Code: 'ET0000' })).status).toBe(404);
    const stolen = await other.post('CreditCard/Save_Credit_Debit_Card', { ...save, email: OTHER });
    expect(stolen.status).toBe(404);
    expect(stolen.body).toEqual({ message: 'No approved payment of yours has that transaction tag and authorization code' });
    // Another customer's e-mail in the request is not theirs to act for.
    expect((await other.post('CreditCard/Save_Credit_Debit_Card', save)).status).toBe(403);
    const saved = await demo.post('CreditCard/Save_Credit_Debit_Card', save);
    expect(saved.status).toBe(201);
    expect(saved.body).toMatchObject({ Card_Number: '############1111', Default_Card: 0, email: DEMO });
    expect((await demo.post('CreditCard/Save_Credit_Debit_Card', save)).status).toBe(409);
  });

  test('declined and error cards relay codes 2 and 3 and apply nothing', async () => {
    for (const [card, code] of [
      ['4000000000000002', '2'],
      ['4000000000000119', '3'],
    ] as const) {
      const before = await balance();
      const start = (await demo.pay('Payments/StartPaymentTransaction', startBody(cart, 42.5))).body;
      const res = await pay(hostedUrl(start, '42.50'), card);
      const q = new URL(res.headers.get('location')!).searchParams;
      expect(q.get('x_response_code')).toBe(code);
      expect(q.get('x_auth_code')).toBe('');
      expect(await balance()).toEqual(before);
      const key = q.get('x_reference_3')!.split('*')[1]!;
      expect((await demo.get(`Payments/SendReceiptEmail?transactionKey=${encodeURIComponent(key)}`)).status).toBe(409);
      // A payment that was not approved saves no card, whatever authorization code is sent with it.
      const save = {
        card_ID: '',
        email: DEMO,
        card_Number: '############0002',
        transaction_Tag: q.get('x_trans_id'),
        auth_Code: 'ET1234',
        default_Card: 0,
      };
      expect((await demo.post('CreditCard/Save_Credit_Debit_Card', save)).status).toBe(404);
    }
  });

  test('concurrent submissions of one payment apply it exactly once', async () => {
    const before = await balance();
    const start = (await demo.pay('Payments/StartPaymentTransaction', startBody(cart, 42.5))).body;
    const url = hostedUrl(start, '42.50');
    const results = await Promise.all(Array.from({ length: 8 }, () => pay(url, '4111111111111111')));
    expect(results.every((r) => r.status === 303)).toBe(true);
    expect((await balance()).smNumsaldoViaje).toBe(before.smNumsaldoViaje + 10);
  });
});

describe('saved-card payment', () => {
  test('the default saved card pays and applies; the card ending 0002 is declined and applies nothing', async () => {
    const client = apiClient(sb.url, (await signIn(sb.url, DEMO)).access_token);
    const cart = [
      { number: '10000005', type: 1, products: [{ productId: 0, productTypeId: 0, name: 'E-Cash', quantity: 1, price: 15, total: 15 }] },
    ];
    const bal = async () => (await client.get('Card/GetCardBalance?cardNumber=10000005&cardType=1')).body.dNumSaldo as number;
    const before = await bal();
    const ok = await client.pay('Payments/PaymentWithSavedCreditCard', startBody(cart, 15));
    expect(ok.body.PaymentResult).toBe('Payment Successful');
    expect(ok.body.TransactionKey).toBeTruthy();
    expect(await bal()).toBeCloseTo(before + 15, 2);
    expect((await client.get(`Payments/SendReceiptEmail?transactionKey=${encodeURIComponent(ok.body.TransactionKey)}`)).body).toEqual({
      success: true,
    });
    await client.put('CreditCard/Set_Credit_Debit_Card_As_Default_By_Card_ID', { email: DEMO, card_ID: 'tok-decline-0002' });
    const declined = await client.pay('Payments/PaymentWithSavedCreditCard', startBody(cart, 15));
    expect(declined.body.PaymentResult).toBe('Payment Declined');
    expect(await bal()).toBeCloseTo(before + 15, 2);
    await client.put('CreditCard/Set_Credit_Debit_Card_As_Default_By_Card_ID', { email: DEMO, card_ID: 'tok-visa-1111' });
    const empty = apiClient(sb.url, (await signIn(sb.url, EMPTY)).access_token);
    expect((await empty.pay('Payments/PaymentWithSavedCreditCard', { ...startBody(cart, 15), userName: EMPTY })).status).toBe(409);
  });
});

describe('one charge per attempt (Idempotency-Key) and the payment status', () => {
  const cart = (amount: number) => [
    {
      number: '10000005',
      type: 1,
      products: [{ productId: 0, productTypeId: 0, name: 'E-Cash', quantity: 1, price: amount, total: amount }],
    },
  ];
  const cash = async () => (await demo.get('Card/GetCardBalance?cardNumber=10000005&cardType=1')).body.dNumSaldo as number;

  test('a payment without the header (a release from before keys) is taken as sent; a malformed key is refused and charges nothing', async () => {
    const before = await cash();
    const res = await demo.post('Payments/PaymentWithSavedCreditCard', startBody(cart(3), 3));
    expect(res.body.PaymentResult).toBe('Payment Successful');
    expect(await cash()).toBeCloseTo(before + 3, 2);
    const blank = await demo.post('Payments/StartPaymentTransaction', startBody(cart(3), 3), { 'idempotency-key': ' ' });
    expect(blank.status).toBe(400);
    expect(blank.body.message).toBe('The Idempotency-Key header must be 1 to 255 visible characters');
    expect(await cash()).toBeCloseTo(before + 3, 2);
  });

  test('a saved-card payment sent twice with one key charges once and answers the first answer again', async () => {
    const before = await cash();
    const key = crypto.randomUUID();
    const body = startBody(cart(4), 4);
    const first = await demo.pay('Payments/PaymentWithSavedCreditCard', body, key);
    const again = await demo.pay('Payments/PaymentWithSavedCreditCard', body, key);
    expect(first.body.PaymentResult).toBe('Payment Successful');
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    expect(await cash()).toBeCloseTo(before + 4, 2);
    // The same key with another body, or on the other payment call: refused, nothing charged.
    const other = await demo.pay('Payments/PaymentWithSavedCreditCard', startBody(cart(5), 5), key);
    expect(other.status).toBe(422);
    expect(other.body.message).toBe('This Idempotency-Key was already used with a different request');
    expect((await demo.pay('Payments/StartPaymentTransaction', body, key)).status).toBe(422);
    expect(await cash()).toBeCloseTo(before + 4, 2);
    // Asked by its key: paid, with the receipt's key; another customer asking with the same key learns nothing of it.
    const status = await demo.get(`Payments/TransactionStatus?idempotencyKey=${key}`);
    expect(status.body).toEqual({ Status: 'paid', TransactionId: expect.any(String), TransactionKey: first.body.TransactionKey });
    expect((await other_status(key)).body).toEqual({ Status: 'not-started' });
  });
  const other_status = (key: string) => other.get(`Payments/TransactionStatus?idempotencyKey=${key}`);

  test('concurrent requests with one key start one payment', async () => {
    const before = await cash();
    const key = crypto.randomUUID();
    const body = startBody(cart(2), 2);
    const answers = await Promise.all(Array.from({ length: 6 }, () => demo.pay('Payments/PaymentWithSavedCreditCard', body, key)));
    expect(new Set(answers.map((a) => a.body.TransactionKey)).size).toBe(1);
    expect(await cash()).toBeCloseTo(before + 2, 2);
  });

  test('a hosted start sent twice with one key is one transaction; its status is pending until its page expires, then paid', async () => {
    const key = crypto.randomUUID();
    const body = startBody(cart(6), 6);
    const first = (await demo.pay('Payments/StartPaymentTransaction', body, key)).body;
    const again = (await demo.pay('Payments/StartPaymentTransaction', body, key)).body;
    expect(again.TransactionId).toBe(first.TransactionId);
    const pending = (await demo.get(`Payments/TransactionStatus?transactionId=${first.TransactionId}`)).body;
    expect(pending.Status).toBe('pending');
    // The page's one lifetime (PAYMENT_MAX_AGE, 20 minutes by default) from the signed request.
    expect(Date.parse(pending.ExpiresAt)).toBe((Number(first.Xfptimestamp) + 20 * 60) * 1000);
    expect((await demo.get(`Payments/TransactionStatus?idempotencyKey=${key}`)).body).toEqual(pending);
    // Only the customer's own: another's transaction is not found.
    expect((await other.get(`Payments/TransactionStatus?transactionId=${first.TransactionId}`)).status).toBe(404);
    expect((await demo.get('Payments/TransactionStatus')).status).toBe(400);
    expect((await pay(hostedUrl(first, '6.00'), '4111111111111111')).status).toBe(303);
    expect((await demo.get(`Payments/TransactionStatus?transactionId=${first.TransactionId}`)).body).toMatchObject({ Status: 'paid' });
  });

  test('a key asked about before its request arrived is closed: the late request is refused and charges nothing', async () => {
    const before = await cash();
    const key = crypto.randomUUID();
    expect((await demo.get(`Payments/TransactionStatus?idempotencyKey=${key}`)).body).toEqual({ Status: 'not-started' });
    const late = await demo.pay('Payments/PaymentWithSavedCreditCard', startBody(cart(7), 7), key);
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('This payment attempt was closed before it reached the agency: nothing was charged');
    expect(await cash()).toBeCloseTo(before, 2);
  });

  test('a payment page left open refuses its form once the same cart was paid by another payment', async () => {
    const before = await cash();
    const body = startBody(cart(8), 8);
    const left = (await demo.pay('Payments/StartPaymentTransaction', body)).body;
    const url = hostedUrl(left, '8.00');
    expect((await fetch(url)).status).toBe(200);
    // The same cart paid again (here with the saved card) while that page is still open.
    expect((await demo.pay('Payments/PaymentWithSavedCreditCard', startBody(cart(8), 8))).body.PaymentResult).toBe('Payment Successful');
    expect((await demo.get(`Payments/TransactionStatus?transactionId=${left.TransactionId}`)).body).toEqual({
      Status: 'superseded',
      TransactionId: left.TransactionId,
    });
    const sent = await pay(url, '4111111111111111');
    expect(sent.status).toBe(400);
    expect(await sent.text()).toContain('This cart was already paid in another payment. Nothing was charged.');
    expect(await cash()).toBeCloseTo(before + 8, 2);
  });
});

describe("the payment page's one lifetime", () => {
  let short: SandboxProcess;
  beforeAll(async () => {
    short = await startSandbox({
      PAYMENT_TRANSACTION_KEY: TRANSACTION_KEY,
      PAYMENT_RESPONSE_KEY: RESPONSE_KEY,
      PAYMENT_LOGIN: 'HCO-TEST',
      PAYMENT_MAX_AGE: '1',
    });
  });
  afterAll(async () => {
    await short.stop();
  });

  test('after it the status says expired, and the form of that payment is refused', async () => {
    const client = apiClient(short.url, (await signIn(short.url, DEMO)).access_token);
    const start = (
      await client.pay(
        'Payments/StartPaymentTransaction',
        startBody(
          [
            {
              number: '10000005',
              type: 1,
              products: [{ productId: 0, productTypeId: 0, name: 'E-Cash', quantity: 1, price: 5, total: 5 }],
            },
          ],
          5,
        ),
      )
    ).body;
    expect(start.TransactionId).toBeTruthy();
    // The API decides: asked until its lifetime has passed, it answers expired (and closes it).
    let status = '';
    while (status !== 'expired') {
      status = (await client.get(`Payments/TransactionStatus?transactionId=${start.TransactionId}`)).body.Status;
      expect(['pending', 'expired']).toContain(status);
      await new Promise((r) => setTimeout(r, 200));
    }
    const sent = await pay(hostedUrl(start, '5.00'), '4111111111111111');
    expect(sent.status).toBe(400);
    expect(await sent.text()).toContain('The payment request has expired.');
  });
});
