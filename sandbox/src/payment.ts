import crypto from 'node:crypto';
import express, { Router, type Response } from 'express';
import type { SandboxConfig } from './config.ts';
import type { Db } from './db.ts';
import { applyCart, Operation, validateCart, type PricedCard } from './domain.ts';
import { esc, HttpError } from './http.ts';
import { keyOutcome } from './idempotency.ts';
import { amountString } from './money.ts';
import { page } from './pages.ts';
import { apiNow, today } from './time.ts';

export interface TransactionRow {
  id: string;
  key: string;
  owner: string;
  name: string | null;
  method: string;
  cart: string;
  total_cents: number;
  status: string;
  sequence: string | null;
  fp_timestamp: number | null;
  created_at: string;
  completed_at: string | null;
  response_code: number | null;
  reason_code: string | null;
  reason_text: string | null;
  auth_code: string | null;
  trans_id: string | null;
  card_masked: string | null;
  receipt: string | null;
  email: string | null;
}

const hmac = (key: string, text: string) => crypto.createHmac('sha256', key).update(text).digest('hex');

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && crypto.timingSafeEqual(x, y);
}

/** x_fp_hash: HMAC-SHA256 with the page's transaction key over x_login^x_fp_sequence^x_fp_timestamp^x_amount^x_currency_code. */
export function fingerprint(
  transactionKey: string,
  f: { login: string; sequence: string; timestamp: string; amount: string; currency: string },
): string {
  return hmac(transactionKey, `${f.login}^${f.sequence}^${f.timestamp}^${f.amount}^${f.currency}`);
}

/** x_response_hash: HMAC-SHA256 with the response key over x_login^x_trans_id^x_amount^x_response_code^x_reference_3. */
export function responseHash(
  config: SandboxConfig,
  r: { x_trans_id: string; x_amount: string; x_response_code: string; x_reference_3: string },
): string {
  return hmac(config.payment.responseKey, `${config.payment.login}^${r.x_trans_id}^${r.x_amount}^${r.x_response_code}^${r.x_reference_3}`);
}

export function verifyResponseHash(config: SandboxConfig, r: Record<string, string>): boolean {
  const expected = responseHash(config, {
    x_trans_id: r.x_trans_id ?? '',
    x_amount: r.x_amount ?? '',
    x_response_code: r.x_response_code ?? '',
    x_reference_3: r.x_reference_3 ?? '',
  });
  return sameText(expected, r.x_response_hash ?? '');
}

const digits = (n: number) => Array.from(crypto.randomBytes(n), (b) => String(b % 10)).join('');
/** A new transaction's id (sent to the payment page) and key (its secret, returned to the portal at the end). */
const newTransaction = () => ({ id: `${Date.now().toString().slice(-8)}${digits(4)}`, key: crypto.randomBytes(18).toString('base64url') });

export function createPaymentSession(db: Db, config: SandboxConfig, owner: string, name: string, priced: PricedCard[], totalCents: number) {
  const { id, key } = newTransaction();
  const sequence = digits(6);
  const timestamp = Math.floor(Date.now() / 1000);
  const amount = amountString(totalCents);
  db.run(
    `INSERT INTO transactions (id, key, owner, name, method, cart, total_cents, status, sequence, fp_timestamp, created_at, email)
    VALUES (?, ?, ?, ?, 'hosted', ?, ?, 'pending', ?, ?, ?, ?)`,
    [id, key, owner, name, JSON.stringify(priced), totalCents, sequence, timestamp, apiNow(), owner],
  );
  return {
    PaymentPageUrl: `${config.publicUrl}/payment/pay`,
    Xlogin: config.payment.login,
    Xfphash: fingerprint(config.payment.transactionKey, {
      login: config.payment.login,
      sequence,
      timestamp: String(timestamp),
      amount,
      currency: 'CAD',
    }),
    Xfptimestamp: String(timestamp),
    Xfpsequence: sequence,
    TransactionId: id,
  };
}

function receipt(
  tx: TransactionRow,
  approved: boolean,
  reason: string,
  cardMasked: string,
  authCode: string,
  transId: string,
  priced: PricedCard[],
): string {
  const lines = priced.flatMap((c) =>
    c.lines.map((l) => `  Card ${c.cardId}  ${l.quantity > 1 ? `${l.name} x${l.quantity}` : l.name}  $${amountString(l.totalCents)}`),
  );
  return [
    '========== TRANSACTION RECORD ==========',
    'Transit Agency - Online Fare Card Reload',
    '',
    'TYPE: Purchase',
    '',
    `ACCT: ${cardMasked.endsWith('5454') ? 'Mastercard' : 'Visa'}   $ ${amountString(tx.total_cents)} CAD`,
    '',
    `CARDHOLDER NAME : ${tx.name ?? ''}`,
    `CARD NUMBER     : ${cardMasked}`,
    `DATE/TIME       : ${apiNow().replace('T', ' ')}`,
    `REFERENCE #     : ${transId}`,
    `AUTHOR. #       : ${authCode}`,
    `TRANS. REF.     : ${tx.id}`,
    '',
    `    ${approved ? 'Approved - Thank You' : reason}`,
    '',
    'Items:',
    ...lines,
    '',
    'Please retain this copy for your records.',
    '========================================',
  ].join('\n');
}

type Outcome = { code: 1 | 2 | 3; reasonCode: string; reasonText: string };

/** Settles a pending transaction once: approved payments put their products on the cards. Runs in one DB transaction. */
function settle(db: Db, txId: string, outcome: Outcome, cardMasked: string): TransactionRow {
  return db.tx(() => {
    const tx = db.get<TransactionRow>('SELECT * FROM transactions WHERE id = ?', [txId]);
    if (!tx) throw new HttpError(404, 'Transaction not found');
    if (tx.status !== 'pending') return tx; // already settled: nothing is charged or applied twice
    const priced = JSON.parse(tx.cart) as PricedCard[];
    let result = outcome;
    if (result.code === 1) {
      // The cards may have changed since checkout began (another payment, a suspension): check again.
      const now = validateCart(
        db,
        tx.owner,
        priced.map((c) => ({
          cardId: c.cardId,
          cardTypeId: c.cardTypeId,
          products: c.lines.map((l) =>
            l.productTypeId === 0
              ? { name: l.name, productId: 0, amount: l.totalCents / 100 }
              : { name: l.name, productId: l.productId, quantity: l.quantity },
          ),
        })),
        today(),
      );
      if (now.result.status !== 0 || now.totalCents !== tx.total_cents)
        result = { code: 3, reasonCode: '34', reasonText: 'The cart is no longer valid for these cards. Nothing was charged.' };
    }
    const approved = result.code === 1;
    const authCode = approved ? `ET${digits(4)}` : '';
    const transId = digits(10);
    if (approved) {
      applyCart(db, priced, Operation.Reload, 'Online reload');
      // The same cart of this customer's, started on a payment page and not paid yet (a form left open in another
      // tab, an attempt whose answer was lost): it is paid now, so that page refuses it (issue 86).
      db.run(
        "UPDATE transactions SET status = 'superseded', completed_at = ? WHERE owner = ? AND cart = ? AND status = 'pending' AND id <> ?",
        [apiNow(), tx.owner, tx.cart, tx.id],
      );
    }
    db.run(
      `UPDATE transactions SET status = ?, completed_at = ?, response_code = ?, reason_code = ?, reason_text = ?, auth_code = ?, trans_id = ?,
      card_masked = ?, receipt = ? WHERE id = ?`,
      [
        approved ? 'paid' : result.code === 2 ? 'declined' : 'error',
        apiNow(),
        result.code,
        result.reasonCode,
        result.reasonText,
        authCode,
        transId,
        cardMasked,
        receipt(tx, approved, result.reasonText, cardMasked, authCode, transId, priced),
        tx.id,
      ],
    );
    return db.get<TransactionRow>('SELECT * FROM transactions WHERE id = ?', [txId])!;
  });
}

export function completeSavedCardPayment(
  db: Db,
  owner: string,
  name: string,
  priced: PricedCard[],
  totalCents: number,
  saved: { card_number: string },
) {
  const { id, key } = newTransaction();
  db.run(
    `INSERT INTO transactions (id, key, owner, name, method, cart, total_cents, status, created_at, email) VALUES (?, ?, ?, ?, 'saved', ?, ?, 'pending', ?, ?)`,
    [id, key, owner, name, JSON.stringify(priced), totalCents, apiNow(), owner],
  );
  const declines = saved.card_number.endsWith('0002');
  const tx = settle(
    db,
    id,
    declines
      ? { code: 2, reasonCode: '2', reasonText: 'This transaction has been declined.' }
      : { code: 1, reasonCode: '1', reasonText: 'Transaction Approved' },
    saved.card_number,
  );
  return { PaymentResult: tx.status === 'paid' ? 'Payment Successful' : 'Payment Declined', TransactionKey: tx.key };
}

/** When a hosted payment's page stops taking it (ms): the signed request's time plus the one configured lifetime. */
export const pageExpiresAt = (config: SandboxConfig, tx: Pick<TransactionRow, 'fp_timestamp'>): number =>
  ((tx.fp_timestamp ?? 0) + config.payment.maxAgeSeconds) * 1000;

/** A payment's state as Payments/TransactionStatus answers it (issue 86, docs/payments.md). */
export interface TransactionStatusAnswer {
  Status: 'not-started' | 'pending' | 'paid' | 'declined' | 'error' | 'expired' | 'superseded';
  TransactionId?: string;
  /** The receipt's key, once paid. */
  TransactionKey?: string;
  /** Until when the payment page may still take it (pending hosted payments), ISO 8601. */
  ExpiresAt?: string;
}

/**
 * What became of one of this customer's payments, by its transaction id or by the Idempotency-Key of its attempt
 * (whose answer the portal may never have received). A hosted payment whose page has expired is closed here, so its
 * page can never take it afterwards. Another customer's payment is 'not found', like one that does not exist.
 */
export function transactionStatus(
  db: Db,
  config: SandboxConfig,
  owner: string,
  by: { id: string } | { key: string },
): TransactionStatusAnswer {
  let tx: TransactionRow | undefined;
  if ('key' in by) {
    const outcome = keyOutcome(db, owner, by.key);
    // No request with this key arrived (and none will be taken now), or it was refused: nothing was charged.
    if (!outcome || outcome.answer.status !== 200) return { Status: 'not-started' };
    const answer = outcome.answer.body as { TransactionId?: string; TransactionKey?: string };
    tx =
      outcome.route === 'start'
        ? db.get<TransactionRow>('SELECT * FROM transactions WHERE id = ?', [answer.TransactionId ?? ''])
        : db.get<TransactionRow>('SELECT * FROM transactions WHERE key = ?', [answer.TransactionKey ?? '']);
  } else {
    tx = db.get<TransactionRow>('SELECT * FROM transactions WHERE id = ?', [by.id]);
  }
  if (!tx || tx.owner !== owner) throw new HttpError(404, 'Transaction not found');
  if (tx.status === 'pending' && tx.method === 'hosted' && Date.now() > pageExpiresAt(config, tx)) {
    db.run("UPDATE transactions SET status = 'expired', completed_at = ? WHERE id = ? AND status = 'pending'", [apiNow(), tx.id]);
    tx = { ...tx, status: 'expired' };
  }
  const answer: TransactionStatusAnswer = { Status: tx.status as TransactionStatusAnswer['Status'], TransactionId: tx.id };
  if (tx.status === 'paid') answer.TransactionKey = tx.key;
  if (tx.status === 'pending' && tx.method === 'hosted') answer.ExpiresAt = new Date(pageExpiresAt(config, tx)).toISOString();
  return answer;
}

export function receiptText(db: Db, txId: string): string {
  return db.get<{ receipt: string }>('SELECT receipt FROM transactions WHERE id = ?', [txId])?.receipt ?? '';
}

// ---------------------------------------------------------------------------------------------
// The hosted payment page.

const SIGNED = [
  'x_login',
  'x_email',
  'x_amount',
  'x_fp_hash',
  'x_fp_timestamp',
  'x_fp_sequence',
  'x_reference_3',
  'x_currency_code',
  'x_show_form',
  'x_type',
] as const;
type Signed = Record<(typeof SIGNED)[number], string>;

const TEST_CARDS: Record<string, Outcome> = {
  '4111111111111111': { code: 1, reasonCode: '1', reasonText: 'Transaction Approved' },
  '5454545454545454': { code: 1, reasonCode: '1', reasonText: 'Transaction Approved' },
  '4000000000000002': { code: 2, reasonCode: '2', reasonText: 'This transaction has been declined.' },
  '4000000000000119': { code: 3, reasonCode: '35', reasonText: 'An error occurred during processing. Please try again.' },
};

function luhn(n: string): boolean {
  let sum = 0;
  for (let i = 0; i < n.length; i++) {
    let d = Number(n[n.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export function paymentPage(db: Db, config: SandboxConfig): Router {
  const r = Router();

  /** Checks the signed request; returns the pending transaction or why it is refused. */
  function check(f: Partial<Signed>): { tx: TransactionRow } | { error: string } {
    for (const k of SIGNED) if (typeof f[k] !== 'string' || f[k] === '') return { error: `The request is missing ${k}.` };
    const s = f as Signed;
    if (s.x_login !== config.payment.login) return { error: 'Unknown payment page login.' };
    if (s.x_currency_code !== 'CAD') return { error: 'Only CAD is accepted.' };
    if (s.x_type !== 'PURCHASE_TOKEN' || s.x_show_form !== 'PAYMENT_FORM') return { error: 'Unsupported transaction or form type.' };
    const expected = fingerprint(config.payment.transactionKey, {
      login: s.x_login,
      sequence: s.x_fp_sequence,
      timestamp: s.x_fp_timestamp,
      amount: s.x_amount,
      currency: s.x_currency_code,
    });
    if (!sameText(expected, s.x_fp_hash))
      return { error: 'The request fingerprint does not match: it was changed or not signed by the merchant.' };
    const age = Math.floor(Date.now() / 1000) - Number(s.x_fp_timestamp);
    // One lifetime for the page and its form (PAYMENT_MAX_AGE), the one Payments/TransactionStatus answers with.
    if (!Number.isFinite(age) || age > config.payment.maxAgeSeconds || age < -60)
      return { error: 'The payment request has expired. Please start the checkout again.' };
    const tx = db.get<TransactionRow>("SELECT * FROM transactions WHERE id = ? AND method = 'hosted'", [s.x_reference_3]);
    if (
      !tx ||
      tx.sequence !== s.x_fp_sequence ||
      String(tx.fp_timestamp) !== s.x_fp_timestamp ||
      amountString(tx.total_cents) !== s.x_amount
    ) {
      return { error: 'The payment request does not match a transaction of this merchant.' };
    }
    if (tx.status === 'expired') return { error: 'The payment request has expired. Please start the checkout again.' };
    if (tx.status === 'superseded') return { error: 'This cart was already paid in another payment. Nothing was charged.' };
    return { tx };
  }

  function relay(res: Response, tx: TransactionRow): void {
    const params: Record<string, string> = {
      x_response_code: String(tx.response_code),
      x_response_reason_code: tx.reason_code ?? '',
      x_response_reason_text: tx.reason_text ?? '',
      x_auth_code: tx.auth_code ?? '',
      x_trans_id: tx.trans_id ?? '',
      x_reference_3: `${tx.id}*${tx.key}`,
      x_amount: amountString(tx.total_cents),
      x_email: tx.email ?? '',
      exact_ctr: tx.receipt ?? '',
    };
    params.x_response_hash = responseHash(config, params as Parameters<typeof responseHash>[1]);
    res.redirect(303, `${config.portalUrl}/transaction_result?${new URLSearchParams(params)}`);
  }

  function refuse(res: Response, message: string): void {
    res
      .status(400)
      .send(
        page(
          'Payment request refused',
          `<h1>Payment request refused</h1><p role="alert">${esc(message)}</p><p>Nothing was charged. <a href="${esc(config.portalUrl)}/home/reload">Back to the portal</a></p>`,
        ),
      );
  }

  function form(res: Response, s: Signed, errors: Record<string, string> = {}, values: Record<string, string> = {}): void {
    const hidden = SIGNED.map((k) => `<input type="hidden" name="${k}" value="${esc(s[k])}">`).join('');
    const field = (name: string, label: string, attrs: string) => {
      const err = errors[name];
      return `<div class="field"><label for="${name}">${label}</label>
        <input id="${name}" name="${name}" value="${esc(values[name] ?? '')}" ${attrs} ${err ? `aria-invalid="true" aria-describedby="${name}-error"` : ''}>
        ${err ? `<p class="error" id="${name}-error">${esc(err)}</p>` : ''}</div>`;
    };
    res.status(Object.keys(errors).length ? 400 : 200).send(
      page(
        'Secure payment',
        `
      <h1>Secure payment</h1>
      <p>Merchant: Transit Agency online reload. Payment for <strong>${esc(s.x_email)}</strong>.</p>
      <p class="amount">Amount: <strong>$${esc(s.x_amount)} CAD</strong></p>
      ${Object.keys(errors).length ? '<p role="alert" class="error">Please correct the marked fields.</p>' : ''}
      <form method="post" action="pay" novalidate>
        ${hidden}
        ${field('x_card_name', 'Cardholder name', 'autocomplete="cc-name" required')}
        ${field('x_card_num', 'Card number', 'inputmode="numeric" autocomplete="cc-number" required')}
        ${field('x_exp_date', 'Expiry (MM/YY)', 'autocomplete="cc-exp" placeholder="MM/YY" required')}
        ${field('x_card_code', 'Security code (CVV)', 'inputmode="numeric" autocomplete="cc-csc" required')}
        <button type="submit">Pay $${esc(s.x_amount)}</button>
      </form>
      <p class="hint">Sandbox test cards: 4111 1111 1111 1111 approves, 4000 0000 0000 0002 declines, 4000 0000 0000 0119 errors. Any future expiry, any 3 digits.</p>
      <p><a href="${esc(config.portalUrl)}/home/reload">Cancel and return to the portal</a></p>`,
      ),
    );
  }

  r.get('/pay', (req, res) => {
    const f = req.query as Partial<Signed>;
    const checked = check(f);
    if ('error' in checked) return refuse(res, checked.error);
    if (checked.tx.status !== 'pending') return relay(res, checked.tx); // already paid: show the result again, charge nothing
    form(res, f as Signed);
  });

  r.post('/pay', express.urlencoded({ extended: false, limit: '20kb' }), (req, res) => {
    const f = req.body as Partial<Signed> & Record<string, string>;
    const checked = check(f);
    if ('error' in checked) return refuse(res, checked.error);
    if (checked.tx.status !== 'pending') return relay(res, checked.tx);
    const values = {
      x_card_name: String(f.x_card_name ?? '').trim(),
      x_card_num: String(f.x_card_num ?? '').replace(/[\s-]/g, ''),
      x_exp_date: String(f.x_exp_date ?? '').trim(),
      x_card_code: String(f.x_card_code ?? '').trim(),
    };
    const errors: Record<string, string> = {};
    if (!values.x_card_name) errors.x_card_name = 'Enter the name on the card.';
    if (!/^\d{13,19}$/.test(values.x_card_num) || !luhn(values.x_card_num)) errors.x_card_num = 'Enter a valid card number.';
    else if (!TEST_CARDS[values.x_card_num]) errors.x_card_num = 'This sandbox accepts only its test cards (see below).';
    const exp = /^(\d{2})\s*\/?\s*(\d{2})$/.exec(values.x_exp_date);
    const expMonth = exp ? Number(exp[1]) : 0;
    if (!exp || expMonth < 1 || expMonth > 12 || `20${exp[2]}-${exp[1]}` < today().slice(0, 7))
      errors.x_exp_date = 'Enter a future expiry date as MM/YY.';
    if (!/^\d{3,4}$/.test(values.x_card_code)) errors.x_card_code = 'Enter the 3 or 4 digit security code.';
    if (Object.keys(errors).length) return form(res, f as Signed, errors, { ...values, x_card_code: '' });
    const tx = settle(db, checked.tx.id, TEST_CARDS[values.x_card_num]!, `############${values.x_card_num.slice(-4)}`);
    relay(res, tx);
  });

  return r;
}
