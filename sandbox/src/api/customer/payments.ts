/** The customer API: comments, payments, receipts (spec section 7). */
import { type Router, type Response } from 'express';
import { caller } from '../../auth.ts';
import { ownedCard, parseCart, validateCart } from '../../domain.ts';
import { body, cardNumber, HttpError, query, str } from '../../http.ts';
import { amountString, toCents } from '../../money.ts';
import { sendMail } from '../../outbox.ts';
import { createPaymentSession, completeSavedCardPayment, receiptText, transactionStatus } from '../../payment.ts';
import { once } from '../../idempotency.ts';
import { apiNow, today } from '../../time.ts';
import { langOf, tr } from '../../i18n.ts';
import { sameAccount, assertActionable, type CustomerContext, defaultCard } from './shared.ts';

export function registerPayments(r: Router, { db, config }: CustomerContext): void {
  r.post('/Comments/SendComment', (req, res) => {
    const b = body(req);
    const me = sameAccount(res, str(b, 'email'), 'email');
    const card = ownedCard(db, me, cardNumber(b, 'cardId'));
    assertActionable(card);
    const comment = str(b, 'comment', { max: 2000 });
    db.tx(() => {
      db.run('INSERT INTO comments (card_number, comment, email, at) VALUES (?, ?, ?, ?)', [card.number, comment, me, apiNow()]);
      sendMail(db, {
        to: 'customer.service@transit.example',
        subject: `Comment about card ${card.number}`,
        kind: 'comment',
        body: `From: ${me}\nCard: ${card.number}\n\n${comment}`,
      });
    });
    res.json({ success: true });
  });

  r.post('/v2/Payment/ValidateCart', (req, res) => {
    const b = body(req);
    const cart = parseCart(b.cart);
    res.json(validateCart(db, caller(res).username, cart, today()).result);
  });

  /** A payment request checked (spec 3 'Payment start request'): the cart priced, or the validation's refusal (409). */
  const paymentRequest = (req: import('express').Request, res: Response) => {
    const b = body(req);
    const me = sameAccount(res, str(b, 'userName'), 'userName');
    let list: unknown = b.productList;
    if (typeof list === 'string') {
      try {
        list = JSON.parse(list);
      } catch {
        throw new HttpError(400, 'productList must be the serialised cart (JSON)');
      }
    }
    const totalCents = toCents(b.total);
    if (totalCents === null || totalCents <= 0) throw new HttpError(400, 'total must be a positive amount in dollars');
    str(b, 'transactionDate');
    const { result, priced, totalCents: expected } = validateCart(db, me, parseCart(list), today());
    if (result.status !== 0) return { refused: { status: 409, body: { message: 'Cart validation error', validation: result } } };
    if (expected !== totalCents) throw new HttpError(400, `total does not match the cart: the cart costs ${amountString(expected)}`);
    return { me, name: str(b, 'name', { optional: true, max: 120 }) || caller(res).name, priced, totalCents };
  };

  // Each payment call runs once per Idempotency-Key (../../idempotency.ts): a repeat gets the first answer.
  r.post('/Payments/StartPaymentTransaction', (req, res) => {
    once(db, req, res, caller(res).username, 'start', () => {
      const p = paymentRequest(req, res);
      if (p.refused) return p.refused;
      return { status: 200, body: createPaymentSession(db, config, p.me, p.name, p.priced, p.totalCents) };
    });
  });

  r.post('/Payments/PaymentWithSavedCreditCard', (req, res) => {
    once(db, req, res, caller(res).username, 'saved', () => {
      const p = paymentRequest(req, res);
      if (p.refused) return p.refused;
      const saved = defaultCard(db, p.me);
      if (!saved) throw new HttpError(409, 'No default payment card is saved');
      return { status: 200, body: completeSavedCardPayment(db, p.me, p.name, p.priced, p.totalCents, saved) };
    });
  });

  // What became of a payment (issue 86): by its transaction id (the hosted page's) or by the attempt's
  // Idempotency-Key (an answer the portal never got). Only the customer's own; an unknown key is closed.
  r.get('/Payments/TransactionStatus', (req, res) => {
    const q = query(req);
    const me = caller(res).username;
    const id = str(q, 'transactionId', { optional: true });
    const key = str(q, 'idempotencyKey', { optional: true, max: 255 });
    if (!id === !key) throw new HttpError(400, 'Give either transactionId or idempotencyKey');
    res.json(id ? transactionStatus(db, config, me, { id }) : transactionStatus(db, config, me, { key: key! }));
  });

  r.get('/Payments/SendReceiptEmail', (req, res) => {
    const key = str(query(req), 'transactionKey');
    const tx = db.get<{ owner: string; status: string; id: string }>('SELECT owner, status, id FROM transactions WHERE key = ?', [key]);
    if (!tx || tx.owner !== caller(res).username) throw new HttpError(404, 'Transaction not found');
    if (tx.status !== 'paid') throw new HttpError(409, 'Only a completed payment has a receipt');
    // In the customer's language (the portal's Accept-Language); the receipt itself is the payment provider's.
    const lang = langOf(req.headers['accept-language']);
    sendMail(db, {
      to: tx.owner,
      subject: tr(lang, 'mailReceiptSubject'),
      kind: 'receipt',
      body: `${tr(lang, 'mailReceiptIntro')}\n\n${receiptText(db, tx.id)}`,
    });
    res.json({ success: true });
  });
}
