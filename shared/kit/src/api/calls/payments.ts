/** The cart's validation and the payments (hosted page or saved card) with their receipt. */
import type { ApiClient, HostedPaymentStart, SavedCardPaymentResult } from '@portal/contract';
import type * as Raw from '../raw';
import { malformedAnswer, objectAnswer, toCartValidation, type CartRequestCard, type PaymentRequest } from '../endpoints';
import { httpGet, httpSend } from './request';
import { str } from '../cardAnswer';

/** Spec 3: paymentMethodId 0, productTableDeviceTypeId 5, targetCardClassId 0. */
export const validateCart = async (client: ApiClient, cart: CartRequestCard[]) =>
  toCartValidation(
    objectAnswer<Raw.RawCartValidation>(
      'v2/Payment/ValidateCart',
      await httpSend<unknown>(client, 'POST', 'v2/Payment/ValidateCart', {
        cart: cart.map((c) => ({ ...c, targetCardClassId: 0 })),
        paymentMethodId: 0,
        productTableDeviceTypeId: 5,
      }),
    ),
  );

export const startHosted = async (client: ApiClient, p: PaymentRequest): Promise<HostedPaymentStart> => {
  const r = objectAnswer<Raw.RawHostedStart>(
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
  const r = objectAnswer<Raw.RawSavedCardPayment>(
    'Payments/PaymentWithSavedCreditCard',
    await httpSend<unknown>(client, 'POST', 'Payments/PaymentWithSavedCreditCard', p),
  );
  return { paymentResult: str(r.PaymentResult), transactionKey: str(r.TransactionKey) };
};

export const sendReceipt = (client: ApiClient, transactionKey: string) =>
  httpGet<unknown>(client, 'Payments/SendReceiptEmail', { transactionKey });
