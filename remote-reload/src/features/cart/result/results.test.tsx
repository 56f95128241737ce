import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, STORAGE_KEYS, useLocation, useNavigate } from '@portal/contract';
import { useCardBalance } from '@portal/kit';
import { eCashLine, serializeCart, type Cart } from '../model/cart';
import { cardRoutes, rawBalance } from '@portal/kit/testing';
import { on, renderWithPortal, testAuth, type RecordedRequest } from '@portal/kit/testing';
import type { ApiRoute } from '@portal/kit/testing';
import { SavedCardResult } from './SavedCardResult';
import { TransactionResult } from './TransactionResult';

const RECEIPT = [
  '========== TRANSACTION RECORD ==========',
  'CARDHOLDER NAME : <b>Dana</b> <img src=x onerror=alert(1)>',
  'CARD NUMBER     : ############1111',
  '    Approved - Thank You',
].join('\n');

const approved = (over: Record<string, string> = {}) =>
  new URLSearchParams({
    x_response_code: '1',
    x_response_reason_code: '1',
    x_response_reason_text: 'Transaction Approved',
    x_auth_code: 'ET1234',
    x_trans_id: '9876543210',
    x_reference_3: 'T100*secret-key',
    x_amount: '183.00',
    x_email: 'demo@transit.example',
    exact_ctr: RECEIPT,
    ...over,
  }).toString();

const CART: Cart = [{ number: '10000001', type: 1, products: [eCashLine(20)] }];
/** This browser's checkout of CART, waiting for transaction T100's answer. */
const startedHere = (transactionId = 'T100') =>
  window.localStorage.setItem(STORAGE_KEYS.pendingPayment, JSON.stringify({ transactionId, cart: serializeCart(CART) }));

/** Where the page is: its address and its history entry's state. */
function Where() {
  const l = useLocation();
  return <p>{`At ${l.pathname}${l.search}${l.hash} ${JSON.stringify(l.state ?? null)}`}</p>;
}
const NEWER: Cart = [{ number: '10000001', type: 1, products: [eCashLine(5)] }];
const calls = (requests: RecordedRequest[], path: string) => requests.filter((r) => r.path === path);

/** The Balance tab's hook beside the result page: it shares the one cache, so a refresh shows up as a second request. */
function BalanceProbe() {
  const { data } = useCardBalance({ cardNumber: '10000001', cardType: 1 });
  return <p>Balance probe: {data ? data.cash.toFixed(2) : 'loading'}</p>;
}

/** The balance is cached first (as the Balance tab would), then the result page opens (a route, as in the portal). */
function Later({ query }: { query: string }) {
  const navigate = useNavigate();
  return (
    <>
      <BalanceProbe />
      <button type="button" onClick={() => navigate(`/transaction_result?${query}`)}>
        Show result
      </button>
      <Routes>
        <Route path="/transaction_result" element={<TransactionResult />} />
        <Route path="*" element={null} />
      </Routes>
    </>
  );
}

function renderResult(query: string, opts: { hasDefault?: boolean; routes?: ApiRoute[] } = {}) {
  let cash = 12.5;
  const rendered = renderWithPortal(
    <>
      <TransactionResult />
      <BalanceProbe />
      <Where />
    </>,
    {
      path: `/transaction_result?${query}`,
      routes: [
        ...(opts.routes ?? []),
        on('GET', 'Card/GetCardBalance', () => ({ body: rawBalance({ dNumSaldo: cash }) })),
        ...cardRoutes({ cards: [] }),
        on('GET', 'CreditCard/Check_For_Default_Credit_Debit_Card', () => ({ body: opts.hasDefault ?? false })),
        on('POST', 'CreditCard/Save_Credit_Debit_Card', (r) => ({
          status: 201,
          body: { Card_ID: 'tok', Card_Number: '############1111', Default_Card: 1, email: (r.body as { email: string }).email },
        })),
        on('GET', 'Payments/SendReceiptEmail', () => ({ body: { success: true } })),
      ],
    },
  );
  return {
    ...rendered,
    setCash: (c: number) => {
      cash = c;
    },
  };
}

beforeEach(() => window.localStorage.clear());

describe('/transaction_result', () => {
  test("approved, from this browser's checkout: the spec's texts, the card's fresh balance, the cart it paid for cleared once, the answer gone from the address", async () => {
    window.localStorage.setItem(STORAGE_KEYS.cart, serializeCart(CART));
    startedHere();
    renderResult(approved());
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment Successful!' })).toHaveFocus();
    expect(screen.getByText('Transaction Approved')).toBeInTheDocument();
    expect(screen.getByText('E-mail').nextSibling).toHaveTextContent('demo@transit.example');
    expect(screen.getByText('Payment total').nextSibling).toHaveTextContent('$183.00');
    for (const name of ['Home', 'Save Payment Card', 'Resend Receipt Email', 'View Receipt'])
      expect(screen.getByRole(name === 'Home' ? 'link' : 'button', { name })).toBeInTheDocument();
    await waitFor(() => expect(window.localStorage.getItem(STORAGE_KEYS.cart)).toBeNull());
    expect(window.localStorage.getItem(STORAGE_KEYS.pendingPayment)).toBeNull();
    expect(screen.getByRole('heading', { name: 'New balance' })).toBeInTheDocument();
    expect(await screen.findByText(/^Card 10000001: \$12\.50 and 3 rides, pass until /)).toBeInTheDocument();
    // Read once: the address keeps no answer, its history entry only says it was handled.
    expect(screen.getByText('At /transaction_result {"handled":true}')).toBeInTheDocument();
  });

  test('approved, but no checkout of this browser waits for it (a hand-made link): the answer under a notice, nothing changed', async () => {
    window.localStorage.setItem(STORAGE_KEYS.cart, serializeCart(CART));
    const { requests } = renderResult(approved({ x_response_reason_text: 'Approved <b>by your bank</b>', x_email: 'victim@example.org' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment not matched to this browser' })).toHaveFocus();
    expect(
      screen.getByText(
        "This payment answer could not be matched to a checkout started in this browser, so nothing was changed here: no cart was cleared, and no payment card can be saved from it. Check your card's history to see what was charged.",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Payment Successful!' })).toBeNull();
    const answer = screen.getByRole('region', { name: 'What the payment answer says' });
    expect(answer).toHaveTextContent('OutcomePayment Successful!');
    expect(answer).toHaveTextContent('MessageApproved <b>by your bank</b>'); // as text
    expect(answer.querySelector('b')).toBeNull();
    expect(answer).toHaveTextContent('E-mailvictim@example.org');
    expect(screen.getByRole('link', { name: 'Check card history' })).toHaveAttribute('href', '/home/balance');
    for (const name of ['Save Payment Card', 'Resend Receipt Email']) expect(screen.queryByRole('button', { name })).toBeNull();
    expect(screen.getByText('At /transaction_result {"handled":true}')).toBeInTheDocument();
    await screen.findByText('Balance probe: 12.50');
    await act(async () => undefined);
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.cart)!)).toEqual(CART);
    expect(calls(requests, 'Card/GetCardBalance')).toHaveLength(1); // nothing refreshed
  });

  test('approved for another transaction than the one this browser started: unmatched, and the checkout under way is kept', async () => {
    window.localStorage.setItem(STORAGE_KEYS.cart, serializeCart(CART));
    startedHere('T200');
    renderResult(approved());
    expect(await screen.findByRole('heading', { name: 'Payment not matched to this browser' })).toBeInTheDocument();
    await act(async () => undefined);
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.pendingPayment)!)).toMatchObject({ transactionId: 'T200' });
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.cart)!)).toEqual(CART);
  });

  test('signed out (a lapsed session, or a payment from a widget on another site): the answer is shown, nothing that needs the customer', async () => {
    window.localStorage.setItem(STORAGE_KEYS.cart, serializeCart(CART));
    startedHere();
    const { requests } = renderWithPortal(<TransactionResult />, {
      path: `/transaction_result?${approved()}`,
      auth: testAuth({ account: null, isAuthenticated: false, displayName: '' }),
    });
    expect(await screen.findByRole('heading', { name: 'Payment Successful!' })).toBeInTheDocument();
    for (const name of ['Save Payment Card', 'Resend Receipt Email']) expect(screen.queryByRole('button', { name })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'New balance' })).toBeNull();
    // This browser's checkout is settled all the same: the cart it paid for is emptied.
    await waitFor(() => expect(window.localStorage.getItem(STORAGE_KEYS.cart)).toBeNull());
    expect(requests).toHaveLength(0);
  });

  test('loaded again after its answer was read: it says so, and repeats nothing', async () => {
    const { requests } = renderWithPortal(<TransactionResult />, { path: '/transaction_result', state: { handled: true } });
    expect(await screen.findByRole('heading', { name: 'Payment answer already handled' })).toBeInTheDocument();
    expect(
      screen.getByText("This payment's answer was already read and is not shown again. Your card's history shows what was charged."),
    ).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  test('the same result loaded again (or an old one) never clears a newer cart', async () => {
    window.localStorage.setItem(STORAGE_KEYS.cart, serializeCart(NEWER));
    startedHere();
    renderResult(approved());
    await screen.findByRole('heading', { name: 'Payment Successful!' });
    await screen.findByText('Balance probe: 12.50');
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.cart)!)).toEqual(NEWER);
  });

  test.each([
    ['approved', '1', '32.50'],
    ['declined', '2', '12.50'],
  ])("%s: the Balance tab's cached balance is refreshed only after an approved payment", async (_what, code, shown) => {
    const user = userEvent.setup();
    let cash = 12.5;
    startedHere();
    const { requests } = renderWithPortal(<Later query={approved({ x_response_code: code })} />, {
      path: '/',
      routes: [on('GET', 'Card/GetCardBalance', () => ({ body: rawBalance({ dNumSaldo: cash }) })), ...cardRoutes({ cards: [] })],
    });
    await screen.findByText('Balance probe: 12.50');
    cash = 32.5; // the payment has put $20 on the card
    await user.click(screen.getByRole('button', { name: 'Show result' }));
    await screen.findByRole('heading', { name: code === '1' ? 'Payment Successful!' : 'Payment Declined!' });
    // Within the 2-minute freshness window nothing refetches on its own: only the page's refresh can show $32.50.
    await waitFor(() => expect(screen.getByText(`Balance probe: ${shown}`)).toBeInTheDocument());
    await act(async () => undefined); // let any refresh the page started reach the network
    // Approved: the page's own refresh, and the page's new balance read with it (one request for the card's key).
    expect(calls(requests, 'Card/GetCardBalance')).toHaveLength(code === '1' ? 2 : 1);
  });

  test("View Receipt shows the provider's receipt as text, never as HTML", async () => {
    const user = userEvent.setup();
    startedHere();
    renderResult(approved());
    const view = await screen.findByRole('button', { name: 'View Receipt' });
    expect(view).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByLabelText('Receipt')).toBeNull();
    await user.click(view);
    expect(view).toHaveAttribute('aria-expanded', 'true');
    const receipt = screen.getByLabelText('Receipt');
    expect(receipt.tagName).toBe('PRE');
    expect(receipt.textContent).toBe(RECEIPT);
    expect(receipt.querySelector('b, img')).toBeNull();
    await user.click(view);
    expect(screen.queryByLabelText('Receipt')).toBeNull();
  });

  test('Save Payment Card saves the card that paid, as the default when there is none: Payment Saved!', async () => {
    const user = userEvent.setup();
    startedHere();
    const { requests } = renderResult(approved());
    await waitFor(() => expect(calls(requests, 'CreditCard/Check_For_Default_Credit_Debit_Card')).toHaveLength(1));
    await user.click(await screen.findByRole('button', { name: 'Save Payment Card' }));
    expect(await screen.findByText('Payment Saved!')).toBeInTheDocument();
    expect(calls(requests, 'CreditCard/Save_Credit_Debit_Card')[0]!.body).toEqual({
      card_ID: '',
      email: 'demo@transit.example',
      card_Number: '############1111',
      transaction_Tag: '9876543210',
      auth_Code: 'ET1234',
      default_Card: 1,
    });
    expect(screen.getByRole('button', { name: 'Payment Card Saved' })).toBeDisabled();
  });

  test('a refused save (already saved) can be tried again; nothing is claimed', async () => {
    const user = userEvent.setup();
    startedHere();
    renderResult(approved(), {
      hasDefault: true,
      routes: [
        on('POST', 'CreditCard/Save_Credit_Debit_Card', () => ({ status: 409, body: { message: 'This payment card is already saved' } })),
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Save Payment Card' }));
    expect(await screen.findByText('This payment card is already saved')).toBeInTheDocument();
    expect(screen.queryByText('Payment Saved!')).toBeNull();
    expect(screen.getByRole('button', { name: 'Save Payment Card' })).toBeEnabled();
  });

  test('a save the agency refuses (not an approved payment of this customer): said so, nothing claimed', async () => {
    const user = userEvent.setup();
    startedHere();
    renderResult(approved(), {
      hasDefault: true,
      routes: [
        on('POST', 'CreditCard/Save_Credit_Debit_Card', () => ({
          status: 404,
          body: { message: 'No approved payment of yours has that transaction tag and authorization code' },
        })),
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Save Payment Card' }));
    expect(await screen.findByText('Payment card not saved')).toBeInTheDocument();
    expect(
      screen.getByText(
        'The agency could not find this payment among your approved payments, so its card was not saved. Nothing else was changed.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('Payment Saved!')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Payment Card Saved' })).toBeNull();
  });

  test('Resend Receipt Email uses the key after the star: Receipt Email Resent!', async () => {
    const user = userEvent.setup();
    startedHere();
    const { requests } = renderResult(approved());
    await user.click(await screen.findByRole('button', { name: 'Resend Receipt Email' }));
    expect(await screen.findByText('Receipt Email Resent!')).toBeInTheDocument();
    expect(calls(requests, 'Payments/SendReceiptEmail')[0]!.query.get('transactionKey')).toBe('secret-key');
  });

  test('declined: Payment Declined!, the cart kept, the payment under way forgotten', async () => {
    window.localStorage.setItem(STORAGE_KEYS.cart, serializeCart(CART));
    startedHere();
    renderResult(approved({ x_response_code: '2', x_response_reason_text: 'This transaction has been declined.' }));
    expect(await screen.findByRole('heading', { name: 'Payment Declined!' })).toBeInTheDocument();
    expect(screen.getByText('This transaction has been declined.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Reload' })).toHaveAttribute('href', '/home/reload');
    await waitFor(() => expect(window.localStorage.getItem(STORAGE_KEYS.pendingPayment)).toBeNull());
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.cart)!)).toEqual(CART);
    expect(screen.queryByRole('button', { name: 'Save Payment Card' })).toBeNull();
  });

  test('error: Payment Error!', async () => {
    renderResult(approved({ x_response_code: '3' }));
    expect(await screen.findByRole('heading', { name: 'Payment Error!' })).toBeInTheDocument();
  });

  test.each([
    ['no code', ''],
    ['an unknown code', 'x_response_code=7'],
  ])('%s: Invalid link / The payment response is missing', async (_what, query) => {
    renderResult(query);
    expect(await screen.findByRole('heading', { name: 'Invalid link' })).toBeInTheDocument();
    expect(screen.getByText('The payment response is missing')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/home/balance');
  });
});

describe('/transaction_result_saved', () => {
  test("Payment Successful from this browser's checkout: success with Home and Resend Receipt Email for that transaction", async () => {
    const user = userEvent.setup();
    const { requests } = renderWithPortal(
      <>
        <SavedCardResult />
        <Where />
      </>,
      {
        path: '/transaction_result_saved?result=Payment%20Successful&transaction_id=KEY-9',
        state: { checkout: 'KEY-9' },
        routes: [on('GET', 'Payments/SendReceiptEmail', () => ({ body: { success: true } }))],
      },
    );
    expect(screen.getByRole('heading', { name: 'Payment Successful!' })).toBeInTheDocument();
    expect(await screen.findByText('At /transaction_result_saved {"handled":true}')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Resend Receipt Email' }));
    expect(await screen.findByText('Receipt Email Resent!')).toBeInTheDocument();
    expect(requests[0]!.query.get('transactionKey')).toBe('KEY-9');
  });

  test('a typed success link (no checkout of this browser behind it): the notice, no Resend, the query gone', async () => {
    renderWithPortal(
      <>
        <SavedCardResult />
        <Where />
      </>,
      { path: '/transaction_result_saved?result=Payment%20Successful&transaction_id=KEY-9' },
    );
    expect(screen.getByRole('heading', { name: 'Payment not matched to this browser' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'What the payment answer says' })).toHaveTextContent('OutcomePayment Successful!');
    expect(screen.queryByRole('button', { name: 'Resend Receipt Email' })).toBeNull();
    expect(await screen.findByText('At /transaction_result_saved {"handled":true}')).toBeInTheDocument();
  });

  test('loaded again after its answer was read: it says so', () => {
    renderWithPortal(<SavedCardResult />, { path: '/transaction_result_saved', state: { handled: true } });
    expect(screen.getByRole('heading', { name: 'Payment answer already handled' })).toBeInTheDocument();
  });

  test.each(['Payment Declined', ''])("anything else (%p): Payment Error! with the spec's words", (result) => {
    renderWithPortal(<SavedCardResult />, { path: `/transaction_result_saved?result=${encodeURIComponent(result)}&transaction_id=K` });
    expect(screen.getByRole('heading', { name: 'Payment Error!' })).toBeInTheDocument();
    expect(screen.getByText('We regret to inform you that your payment was rejected. Please try again.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resend Receipt Email' })).toBeNull();
  });
});
