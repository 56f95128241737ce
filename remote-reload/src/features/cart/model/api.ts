/**
 * The cart's calls of spec 7, made by this app only: the cart's validation, the payments (hosted page or saved card),
 * the receipt, and saving the card of an approved payment. Built on the kit's request helpers and answer checks.
 */
import type { ApiClient, CartError, CartValidation, HostedPaymentStart, SavedCardPaymentResult, SavedPaymentCard } from '@portal/contract';
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

export const startHosted = async (client: ApiClient, p: PaymentRequest): Promise<HostedPaymentStart> => {
  const r = objectAnswer<RawHostedStart>(
    'Payments/StartPaymentTransaction',
    await httpSend<unknown>(client, 'POST', 'Payments/StartPaymentTransaction', p),
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

export const payWithSavedCard = async (client: ApiClient, p: PaymentRequest): Promise<SavedCardPaymentResult> => {
  const r = objectAnswer<RawSavedCardPayment>(
    'Payments/PaymentWithSavedCreditCard',
    await httpSend<unknown>(client, 'POST', 'Payments/PaymentWithSavedCreditCard', p),
  );
  return { paymentResult: str(r.PaymentResult), transactionKey: str(r.TransactionKey) };
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
