/**
 * Checkout and the payment result (spec 4 'Checkout', spec 8 cart validation codes): local validation, the
 * ValidateCart and payment requests, the server's error catalogue, the hosted page's address and the payment
 * under way, and what the API says became of it (outcomeOf). Only the cart dialog, the payment-under-way panel and
 * the result pages load it, not the Reload tab's first download.
 */
import { formatMoney, isRecord } from '@portal/kit';
import type { CartRequestCard } from './api';
import { ProductType, STORAGE_KEYS, type CartValidation, type HostedPaymentStart, type IsoDate } from '@portal/contract';
import {
  CART_TEXT,
  cents,
  exceedsCashLimitText,
  isCashLine,
  isPassLine,
  parseStoredCart,
  passFitsCard,
  serializeCart,
  sumDollars,
  type Cart,
} from './cart';
import { readStored, writeStored } from './store';
import { cartT } from './i18n';
import { checkoutT, type CheckoutKey } from './checkout/i18n';

// ------------------------------------------------------------------ local validation before checkout

const monthIndex = (iso: IsoDate) => Number(iso.slice(0, 4)) * 12 + Number(iso.slice(5, 7)) - 1;

/**
 * Month passes of one card must follow each other: consecutive start dates more than one month apart are a gap
 * (spec 5, spec 9 'Pass date gap limit'). One message per gap.
 */
export function monthGapProblems(cart: Cart): string[] {
  return cart.flatMap((c) => {
    const passes = c.products
      .filter((l) => l.productTypeId === ProductType.Pass && l.startDate)
      .sort((a, b) => a.startDate!.localeCompare(b.startDate!));
    return passes.slice(1).flatMap((b, i) => {
      const a = passes[i]!;
      return monthIndex(b.startDate!) - monthIndex(a.startDate!) > 1 ? [checkoutT('cart.monthGaps', { a: a.name, b: b.name })] : [];
    });
  });
}

export const prefixed = (cardId: string, productName: string | null | undefined, text: string) =>
  productName
    ? checkoutT('cart.prefixProduct', { card: cardId, product: productName, text })
    : checkoutT('cart.prefixCard', { card: cardId, text });

/**
 * Everything the portal can check before asking the server (spec 4 Checkout step 1): month gaps, each card's
 * E-Cash (minimum, two decimals, the limit), and passes against the card's expiry where it is known.
 */
export function localCartProblems(
  cart: Cart,
  opts: { minimum: number; limit: number; expiries?: Record<string, IsoDate | null>; today?: IsoDate },
): string[] {
  const problems = [...monthGapProblems(cart)];
  for (const c of cart) {
    const cash = c.products.filter(isCashLine);
    for (const l of cash) {
      if (cents(l.total) !== Math.round(l.total * 1000) / 10) problems.push(prefixed(c.number, l.name, cartT('cart.twoDecimals')));
      else if (l.total <= 0 || l.total < opts.minimum)
        problems.push(prefixed(c.number, l.name, cartT('cart.minimum', { amount: formatMoney(Math.max(opts.minimum, 0.01)) })));
    }
    if (cents(sumDollars(cash.map((l) => l.total))) > cents(opts.limit))
      problems.push(prefixed(c.number, 'E-Cash', exceedsCashLimitText(opts.limit)));
    const expiry = opts.expiries?.[c.number];
    if (expiry !== undefined) {
      for (const l of c.products.filter(isPassLine))
        if (!passFitsCard(l, expiry, opts.today)) problems.push(prefixed(c.number, l.name, CART_TEXT.passExpiryDetail));
    }
  }
  return [...new Set(problems)];
}

// ------------------------------------------------------------------ requests

/** The ValidateCart request's cards (spec 3): products with name, productId and quantity, or amount for E-Cash. */
export function toValidationCart(cart: Cart): CartRequestCard[] {
  return cart.map((c) => ({
    cardId: c.number,
    cardTypeId: c.type,
    products: c.products.map((l) =>
      isCashLine(l)
        ? { name: l.name, productId: 0 as const, amount: l.total }
        : { name: l.name, productId: l.productId, quantity: l.quantity },
    ),
  }));
}

/** The payment's productList (spec 3 'Payment start request'): the cart as it is stored, serialised. */
export const toPaymentProductList = (cart: Cart): string => JSON.stringify(cart);

/** The hosted page's x_amount: the total with two decimals ('42.50'). */
export const amountParam = (total: number) => total.toFixed(2);

/** The API named a payment page checkout must not send the customer to: nothing is sent, the cart is kept. */
export class PaymentPageRefusedError extends Error {
  constructor(readonly address: string) {
    // eslint-disable-next-line lingui/no-unlocalized-strings -- an error for code and the console; the customer's toast is a catalogue's
    super(`Refusing to send the browser to ${address} for payment: not an allowed payment page`);
    this.name = 'PaymentPageRefusedError';
  }
}

/**
 * Where the browser goes to pay (spec 4 Checkout step 3): the provider's hosted page with the signed request in
 * the query. Only a page on one of the allowed origins (allowedPaymentOrigins in the runtime config, https or on
 * localhost) is followed, whatever the API answers; anything else throws PaymentPageRefusedError.
 */
export function hostedPaymentUrl(start: HostedPaymentStart, email: string, total: number, allowedOrigins: readonly string[]): string {
  let url: URL;
  try {
    url = new URL(start.paymentPageUrl);
  } catch {
    throw new PaymentPageRefusedError(String(start.paymentPageUrl));
  }
  if (!(url.protocol === 'https:' || url.protocol === 'http:') || !allowedOrigins.includes(url.origin) || url.username || url.password)
    throw new PaymentPageRefusedError(url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : url.protocol);
  const params: Record<string, string> = {
    x_login: start.login,
    x_email: email,
    x_amount: amountParam(total),
    x_fp_hash: start.fpHash,
    x_fp_timestamp: start.fpTimestamp,
    x_fp_sequence: start.fpSequence,
    x_reference_3: start.transactionId,
    x_currency_code: 'CAD',
    x_show_form: 'PAYMENT_FORM',
    x_type: 'PURCHASE_TOKEN',
  };
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
  return url.href;
}

// ------------------------------------------------------------------ the server's answer (spec 8)

// The spec 8 catalogue, by code: product codes 2, 3 and 4 all read 'Product not available'.
const PRODUCT_ERRORS: Record<number, CheckoutKey> = { 1: 'product.1', 2: 'product.2', 3: 'product.2', 4: 'product.2', 5: 'product.5' };
const knownCode = (prefix: 'cardProduct' | 'card', max: number, code: number): CheckoutKey | undefined =>
  Number.isInteger(code) && code >= 1 && code <= max ? (`${prefix}.${code}` as CheckoutKey) : undefined;
const errorText = (key: CheckoutKey | undefined) => (key ? checkoutT(key) : CART_TEXT.unexpected);

/**
 * The messages of a ValidateCart answer (spec 8): card errors, then card-and-product errors, then product errors,
 * each prefixed with the card id and the product name when present; codes 2, 3 and 4 of a product all read
 * 'Product not available' and the list is de-duplicated; an unknown code or status reads 'Unexpected validation error'.
 */
export function cartValidationMessages(v: CartValidation): string[] {
  if (v.status === 0) return [];
  const messages = [
    ...v.cardErrors.map((e) => prefixed(e.cardId, e.productName, errorText(knownCode('card', 21, e.status)))),
    ...v.cardAndProductErrors.map((e) => prefixed(e.cardId, e.productName, errorText(knownCode('cardProduct', 10, e.status)))),
    ...v.productErrors.map((e) => prefixed(e.cardId, e.productName, errorText(PRODUCT_ERRORS[e.status]))),
  ];
  if (v.status !== 1 || messages.length === 0) messages.push(CART_TEXT.unexpected);
  return [...new Set(messages)];
}

// ------------------------------------------------------------------ a hosted payment under way

/**
 * One payment attempt of this browser's cart, from the moment it is sent (written before the payment request, so two
 * tabs can never both start one: model/paymentLock.ts) until its result is known. The result page clears the cart
 * only for its transaction and only if the cart is still the one paid for, so loading a result URL again (or an old
 * one) never clears a newer cart. What became of it is asked of the API (Payments/TransactionStatus), by its
 * transaction or, when the answer that named the transaction was lost, by the attempt's Idempotency-Key: never
 * guessed from a clock or retried blind (docs/payments.md "One charge per cart attempt").
 */
export interface PendingPayment {
  /** The attempt's Idempotency-Key, sent with its payment request ('' in a record written before keys). */
  key: string;
  /** The hosted payment page, or the saved default card. */
  method: PaymentMethod;
  /** The transaction the API started (hosted page): '' until its answer arrives, and for a saved card. */
  transactionId: string;
  cart: string;
  /** When the request was sent (this browser's clock, ms): only for the words and for when to ask. */
  startedAt?: number;
  /** The request's answer never arrived (the connection dropped): asked for at once by its key. */
  answerLost?: true;
}
export type PaymentMethod = 'hosted' | 'saved';

export function parsePendingPayment(text: string | null): PendingPayment | null {
  if (!text) return null;
  try {
    const v: unknown = JSON.parse(text);
    if (!isRecord(v) || typeof v.cart !== 'string') return null;
    const key = typeof v.key === 'string' ? v.key : '';
    const transactionId = typeof v.transactionId === 'string' ? v.transactionId : '';
    // Nothing to ask about: not a record of an attempt.
    if (!key && !transactionId) return null;
    const p: PendingPayment = { key, method: v.method === 'saved' ? 'saved' : 'hosted', transactionId, cart: v.cart };
    if (typeof v.startedAt === 'number' && Number.isFinite(v.startedAt)) p.startedAt = v.startedAt;
    if (v.answerLost === true) p.answerLost = true;
    return p;
  } catch {
    return null;
  }
}

/**
 * How long a payment request may still be on its way (ms): before then, a record with no transaction and no lost
 * answer is a request in flight in some tab, and nobody asks about its key (asking closes a key the API has not seen,
 * which would refuse that very request). After it, the key is asked about, and a request still held back by the
 * network is refused by the API: nothing is charged either way.
 */
export const REQUEST_IN_FLIGHT_MS = 60_000;

/** When the record may be asked about: now (null), or not before this time (a request still on its way). */
export function askableAt(p: PendingPayment): number | null {
  if (p.transactionId || p.answerLost || p.startedAt === undefined) return null;
  return p.startedAt + REQUEST_IN_FLIGHT_MS;
}

/** What Payments/TransactionStatus answers (docs/payments.md). */
export interface PaymentStatus {
  status: string;
  transactionId: string;
  /** The receipt's key, once paid. */
  transactionKey: string;
  /** Until when a hosted payment's page may still take it (ms), for a pending one; null otherwise. */
  expiresAt: number | null;
}

export type PendingOutcome = 'paid' | 'not-paid' | 'unknown';

/**
 * What the API's word means for the cart: paid; not paid (declined, failed, expired, closed before it started, or its
 * cart paid by another payment); or still unknown (its page may still take it, or an answer this portal does not
 * know).
 */
export function outcomeOf(status: PaymentStatus): PendingOutcome {
  if (status.status === 'paid') return 'paid';
  return ['declined', 'error', 'expired', 'superseded', 'not-started'].includes(status.status) ? 'not-paid' : 'unknown';
}

/** x_reference_3 is '{transaction id}*{transaction key}' (spec 3): the id is before the star, the key after it. */
export function splitReference(reference: string): { transactionId: string; key: string } {
  const star = reference.indexOf('*');
  return star === -1 ? { transactionId: reference, key: '' } : { transactionId: reference.slice(0, star), key: reference.slice(star + 1) };
}

/** The masked card number printed on the provider's receipt (exact_ctr), e.g. '############1111'; '' when absent. */
export function maskedCardFromReceipt(receipt: string): string {
  return /CARD NUMBER\s*:\s*([#*Xx\d -]*\d{4})/.exec(receipt)?.[1]?.trim() ?? '';
}

/** What a payment result does to the stored cart: clear it only when this result settles the pending payment of this very cart. */
export function cartAfterResult(opts: {
  approved: boolean;
  transactionId: string;
  pending: PendingPayment | null;
  storedCart: string | null;
}): { clearCart: boolean; clearPending: boolean } {
  const { pending } = opts;
  if (!pending || pending.transactionId !== opts.transactionId) return { clearCart: false, clearPending: false };
  return { clearCart: opts.approved && (opts.storedCart ?? serializeCart([])) === pending.cart, clearPending: true };
}

// ------------------------------------------------------------------ the provider's answer on the result page

/** The hosted page's answer (spec 3 'Provider return query'), as the result page reads it once from its address. */
export interface ProviderAnswer {
  /** x_response_code: '1' approved, '2' declined, '3' error; anything else is not an answer. */
  code: string;
  reasonText: string;
  authCode: string;
  transId: string;
  /** x_reference_3 before the star: the transaction the portal started. */
  transactionId: string;
  /** x_reference_3 after the star: the key for Resend Receipt Email. */
  key: string;
  amount: string;
  email: string;
  /** exact_ctr: the receipt text, card masked. */
  receipt: string;
}

const ANSWER_KEYS = ['x_response_code', 'x_response_reason_text', 'x_reference_3', 'x_trans_id', 'x_amount', 'x_email', 'exact_ctr'];

/** The provider's answer in a result page's query, or null when the query carries none of it. */
export function readProviderAnswer(search: string): ProviderAnswer | null {
  const q = new URLSearchParams(search);
  if (!ANSWER_KEYS.some((k) => q.has(k))) return null;
  const p = (k: string) => q.get(k) ?? '';
  const { transactionId, key } = splitReference(p('x_reference_3'));
  return {
    code: p('x_response_code'),
    reasonText: p('x_response_reason_text'),
    authCode: p('x_auth_code'),
    transId: p('x_trans_id'),
    transactionId,
    key,
    amount: p('x_amount'),
    email: p('x_email'),
    receipt: p('exact_ctr'),
  };
}

/**
 * Whether an answer settles the checkout this browser started (the pending payment it remembers since it left for
 * the payment page). Only such an answer may change anything here; any other (a hand-made link, an old one, one
 * from a checkout in another browser) is shown as the provider's word, unmatched.
 */
export const answerMatchesPending = (answer: Pick<ProviderAnswer, 'transactionId'>, pending: PendingPayment | null): boolean =>
  Boolean(pending && answer.transactionId && pending.transactionId === answer.transactionId);

/** The cards a pending payment pays for (each card once), from the cart it remembers. */
export function cardsOfPending(pending: PendingPayment | null): Array<{ cardNumber: string; cardType: number }> {
  if (!pending) return [];
  const seen = new Set<string>();
  return parseStoredCart(pending.cart)
    .map((c) => ({ cardNumber: c.number, cardType: c.type }))
    .filter((c) => !seen.has(`${c.cardNumber}:${c.cardType}`) && Boolean(seen.add(`${c.cardNumber}:${c.cardType}`)));
}

/**
 * What a result page keeps in its history entry (never the answer itself): that it came from this browser's checkout
 * (the saved card's transaction key), or that its answer was already read and removed from the address.
 */
export interface ResultPageState {
  checkout?: string;
  handled?: true;
}
export function readResultPageState(state: unknown): ResultPageState {
  if (!isRecord(state)) return {};
  return {
    ...(typeof state.checkout === 'string' && state.checkout ? { checkout: state.checkout } : {}),
    ...(state.handled === true ? { handled: true as const } : {}),
  };
}

export const readPendingPayment = (): PendingPayment | null => parsePendingPayment(readStored(STORAGE_KEYS.pendingPayment));

/** A new attempt's Idempotency-Key: random, and nothing of the customer in it. */
export function newAttemptKey(): string {
  // randomUUID exists only in secure contexts; getRandomValues everywhere (an embed on a plain-http test page).
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Writes the record of an attempt about to be sent, and reads it back: false when it could not be kept (storage
 * refused) or another tab's record replaced it at the same moment; then the attempt must not be sent.
 */
export function claimPendingPayment(attempt: PendingPayment): boolean {
  writePendingPayment(attempt);
  return readPendingPayment()?.key === attempt.key;
}
export const writePendingPayment = (p: PendingPayment | null) => writeStored(STORAGE_KEYS.pendingPayment, p ? JSON.stringify(p) : null);
