/**
 * The cart's calls of spec 7, made by this app only: the cart's validation, the payments (hosted page or saved card),
 * the receipt, and saving the card of an approved payment. Built on the kit's request helpers and answer checks.
 */
import {
  ApiError,
  type ApiClient,
  type CartError,
  type CartValidation,
  type HostedPaymentStart,
  type SavedCardPaymentResult,
  type SavedPaymentCard,
} from '@portal/contract';
import type { PaymentStatus } from './checkout';
import { httpGet, httpSend, isRecord, malformedAnswer, objectAnswer, str, toSavedCard, type RawSavedCard } from '@portal/kit';

/** One card of the cart as v2/Payment/ValidateCart takes it. */
export interface CartRequestCard {
  cardId: string;
  cardTypeId: number;
  products: Array<{ name: string; productId: number; quantity: number } | { name: string; productId: 0; amount: number }>;
}

/** What Payments/StartPaymentTransaction and Payments/PaymentWithSavedCreditCard take. */
export interface PaymentRequest {
  userName: string;
  name: string;
  productList: string;
  total: number;
  transactionDate: string;
}

/** The raw answers (spec 7). */
export interface RawCartError {
  cardId: string | number;
  productName?: string | null;
  status: number;
}
export interface RawCartValidation {
  status: number;
  cardAndProductErrorsDict?: Record<string, RawCartError[]> | RawCartError[] | null;
  cardErrors?: RawCartError[] | null;
  productErrors?: RawCartError[] | null;
}
interface RawHostedStart {
  PaymentPageUrl: string;
  Xlogin: string;
  Xfphash: string;
  Xfptimestamp: string;
  Xfpsequence: string;
  TransactionId: string;
}
interface RawSavedCardPayment {
  PaymentResult: string;
  TransactionKey: string;
}

const toCartErrors = (list: unknown): CartError[] =>
  (Array.isArray(list) ? list : []).filter(isRecord).map((e) => ({
    cardId: str(e.cardId),
    productName: typeof e.productName === 'string' ? e.productName : null,
    status: Number(e.status),
  }));

/** The validation's answer, with its errors as one list whatever shape the dictionary came in. */
export const toCartValidation = (r: RawCartValidation): CartValidation => ({
  status: Number(r.status),
  cardAndProductErrors: toCartErrors(
    Array.isArray(r.cardAndProductErrorsDict)
      ? r.cardAndProductErrorsDict
      : isRecord(r.cardAndProductErrorsDict)
        ? Object.values(r.cardAndProductErrorsDict).flat()
        : [],
  ),
  cardErrors: toCartErrors(r.cardErrors),
  productErrors: toCartErrors(r.productErrors),
});

/** Spec 3: paymentMethodId 0, productTableDeviceTypeId 5, targetCardClassId 0. */
export const validateCart = async (client: ApiClient, cart: CartRequestCard[]) =>
  toCartValidation(
    objectAnswer<RawCartValidation>(
      'v2/Payment/ValidateCart',
      await httpSend<unknown>(client, 'POST', 'v2/Payment/ValidateCart', {
        cart: cart.map((c) => ({ ...c, targetCardClassId: 0 })),
        paymentMethodId: 0,
        productTableDeviceTypeId: 5,
      }),
    ),
  );

/**
 * A payment call with its attempt's Idempotency-Key (the IETF httpapi draft's header): the API answers a repeat of
 * the same attempt with its first answer and never charges twice (docs/payments.md "One charge per cart attempt").
 */
const sendPayment = (client: ApiClient, path: string, p: PaymentRequest, key: string) =>
  client.request<unknown>('POST', path, { body: p, headers: { 'Idempotency-Key': key } });

export const startHosted = async (client: ApiClient, p: PaymentRequest, key: string): Promise<HostedPaymentStart> => {
  const r = objectAnswer<RawHostedStart>(
    'Payments/StartPaymentTransaction',
    await sendPayment(client, 'Payments/StartPaymentTransaction', p, key),
  );
  // The browser is sent to this address: only an http(s) payment page, never a script URL.
  let page: URL;
  try {
    page = new URL(String(r.PaymentPageUrl));
  } catch {
    throw malformedAnswer('Payments/StartPaymentTransaction');
  }
  if (page.protocol !== 'https:' && page.protocol !== 'http:') throw malformedAnswer('Payments/StartPaymentTransaction');
  return {
    paymentPageUrl: page.href,
    login: str(r.Xlogin),
    fpHash: str(r.Xfphash),
    fpTimestamp: str(r.Xfptimestamp),
    fpSequence: str(r.Xfpsequence),
    transactionId: str(r.TransactionId),
  };
};

export const payWithSavedCard = async (client: ApiClient, p: PaymentRequest, key: string): Promise<SavedCardPaymentResult> => {
  const r = objectAnswer<RawSavedCardPayment>(
    'Payments/PaymentWithSavedCreditCard',
    await sendPayment(client, 'Payments/PaymentWithSavedCreditCard', p, key),
  );
  return { paymentResult: str(r.PaymentResult), transactionKey: str(r.TransactionKey) };
};

/**
 * Whether a payment request's answer was lost: the connection failed, the answer could not be read, or a server or
 * gateway failed (5xx). The payment may have gone through: it stays under way and the API is asked, never retried blind.
 * A 4xx is the API's refusal: nothing was charged.
 */
export const answerLost = (e: unknown): boolean => e instanceof ApiError && (e.status === 0 || e.status >= 500);

interface RawPaymentStatus {
  Status: string;
  TransactionId?: string;
  TransactionKey?: string;
  ExpiresAt?: string;
}

/** What became of a payment (Payments/TransactionStatus, proposed in docs/payments.md): by its transaction or its attempt's key. */
export const paymentStatus = async (
  client: ApiClient,
  by: { transactionId: string } | { idempotencyKey: string },
): Promise<PaymentStatus> => {
  const r = objectAnswer<RawPaymentStatus>(
    'Payments/TransactionStatus',
    // The panel says itself when the API cannot be asked (no toast on every check).
    await client.request<unknown>('GET', 'Payments/TransactionStatus', { query: by, quiet: true }),
  );
  const expires = typeof r.ExpiresAt === 'string' ? Date.parse(r.ExpiresAt) : NaN;
  return {
    status: str(r.Status),
    transactionId: str(r.TransactionId),
    transactionKey: str(r.TransactionKey),
    expiresAt: Number.isFinite(expires) ? expires : null,
  };
};

export const sendReceipt = (client: ApiClient, transactionKey: string) =>
  httpGet<unknown>(client, 'Payments/SendReceiptEmail', { transactionKey });

/** Saves the card of an approved payment (the hosted page's token: never a card number the portal typed). */
export const saveCard = async (
  client: ApiClient,
  card: Pick<SavedPaymentCard, 'cardId' | 'email' | 'cardNumber' | 'transactionTag' | 'authCode' | 'isDefault'>,
) =>
  toSavedCard(
    await httpSend<RawSavedCard>(
      client,
      'POST',
      'CreditCard/Save_Credit_Debit_Card',
      {
        card_ID: card.cardId,
        email: card.email,
        card_Number: card.cardNumber,
        transaction_Tag: card.transactionTag,
        auth_Code: card.authCode,
        default_Card: card.isDefault ? 1 : 0,
      },
      // The caller says why a card was not saved (the API refuses one that is not from an approved payment of
      // this customer's: docs/payments.md).
      { quiet: true },
    ),
  );
