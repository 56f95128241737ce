import { useCallback, useEffect, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import { ApiError, useAuth, useNavigate, usePortalConfig, useToast, type Balance, type IsoDate, useApiClient } from '@portal/contract';
import { formatMoney, todayIso, api, useRefreshAfterPayment } from '@portal/kit';
import * as paymentsApi from './model/api';
import { allowedPaymentOrigins } from '@portal/kit/config';
import { CART_TEXT, CART_TOAST_MS, cartCount, cartTotal, serializeCart, type Cart } from './model/cart';
import { writeCart } from './model/store';
import { cartT } from './model/i18n';
import {
  cartValidationMessages,
  claimPendingPayment,
  hostedPaymentUrl,
  localCartProblems,
  newAttemptKey,
  PaymentPageRefusedError,
  readPendingPayment,
  type PendingPayment,
  type ResultPageState,
  toPaymentProductList,
  toValidationCart,
  writePendingPayment,
} from './model/checkout';
import { useEmbedEvent } from '@portal/kit/embed';
import { leavePortal } from './leavePortal';
import { cartDialogT } from './i18n';
import { takeCheckoutLock, type Release } from './model/paymentLock';
import { reloadT } from '../../i18n';

export type CheckoutPhase = 'idle' | 'validating' | 'confirming' | 'paying' | 'redirecting';

export interface Confirmation {
  total: number;
  count: number;
  savedCard: boolean;
}

/**
 * Checkout (spec 4): validate locally, then on the server; errors are listed and block; otherwise a confirmation
 * with the total, then the hosted page (a full-page redirect: the portal never sees a card number) or the saved
 * default card. One checkout at a time in the whole browser (model/paymentLock.ts): a second click while one runs
 * does nothing; a payment under way (the stored record) blocks it with the reason; another tab or widget of this
 * origin checking out holds the lock, and this one says so.
 */
export function useCheckout() {
  const client = useApiClient();
  const { account } = useAuth();
  const config = usePortalConfig();
  const toast = useToast();
  const navigate = useNavigate();
  const refreshAfterPayment = useRefreshAfterPayment();
  const { cache } = useSWRConfig();
  const emit = useEmbedEvent();
  const [phase, setPhase] = useState<CheckoutPhase>('idle');
  const [errors, setErrors] = useState<string[]>([]);
  // Why this press could not check out (a payment under way, or one being started in another tab).
  const [blocked, setBlocked] = useState<string | null>(null);
  // The browser-wide checkout lock, held from the press to the payment (or the end of this checkout).
  const lock = useRef<Release | null>(null);
  const releaseLock = useCallback(() => {
    lock.current?.();
    lock.current = null;
  }, []);
  /** This checkout is over (cancelled, refused, failed): the lock goes, and another may start. */
  const idle = useCallback(() => {
    releaseLock();
    setPhase('idle');
    running.current = false;
  }, [releaseLock]);
  // Let go when this checkout's component goes, and when the page does (a storage lease would otherwise hold the cart
  // until it expires).
  useEffect(() => {
    window.addEventListener('pagehide', releaseLock);
    return () => {
      window.removeEventListener('pagehide', releaseLock);
      releaseLock();
    };
  }, [releaseLock]);
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);
  // The cart as validated: what is paid for is exactly what was checked and confirmed.
  const checked = useRef<{ cart: Cart; savedCard: boolean } | null>(null);
  const running = useRef(false);

  const fail = (messages: string[]) => {
    setErrors(messages);
    toast.error(
      CART_TEXT.validationError,
      messages.length === 1 ? messages[0] : cartT('cart.problemsListed', { n: messages.length }),
      CART_TOAST_MS.validation,
    );
  };

  /** The expiry of each card in the cart whose balance is already in the shared cache (the server checks the rest). */
  const knownExpiries = (cart: Cart): Record<string, IsoDate | null> => {
    const expiries: Record<string, IsoDate | null> = {};
    for (const c of cart) {
      const balance = cache.get(api.keys.balance(client, { cardNumber: c.number, cardType: c.type }))?.data as Balance | undefined;
      if (balance) expiries[c.number] = balance.expiry;
    }
    return expiries;
  };

  // Back from the payment page, a browser may restore this page as it was left (the back/forward cache): the
  // checkout that sent the customer away is over, so the cart is usable again (in a widget, PaymentUnderWay decides
  // whether it can be paid).
  useEffect(() => {
    const restored = (e: PageTransitionEvent) => {
      if (!e.persisted) return;
      checked.current = null;
      idle();
    };
    window.addEventListener('pageshow', restored);
    return () => window.removeEventListener('pageshow', restored);
  }, [idle]);

  async function start(cart: Cart, savedCard: boolean): Promise<void> {
    if (running.current || cart.length === 0) return;
    running.current = true;
    setErrors([]);
    setBlocked(null);
    // A payment of this browser's cart under way (maybe started in another tab a moment ago): not a second one.
    if (readPendingPayment()) {
      setBlocked(reloadT('underWay.blocked'));
      running.current = false;
      return;
    }
    const release = await takeCheckoutLock();
    if (typeof release !== 'function') {
      setBlocked(cartDialogT(release === 'taken' ? 'cart.startingElsewhere' : 'cart.noGuard'));
      running.current = false;
      return;
    }
    lock.current = release;
    setPhase('validating');
    try {
      const local = localCartProblems(cart, {
        minimum: config.constants.reloadMinimum,
        limit: config.constants.eCashLimit,
        expiries: knownExpiries(cart),
        today: todayIso(),
      });
      if (local.length) {
        fail(local);
        idle();
        return;
      }
      const server = cartValidationMessages(await paymentsApi.validateCart(client, toValidationCart(cart)));
      if (server.length) {
        fail(server);
        idle();
        return;
      }
      checked.current = { cart, savedCard };
      setConfirmation({ total: cartTotal(cart), count: cartCount(cart), savedCard });
      setPhase('confirming');
    } catch {
      // The request error toast has been shown; nothing was charged.
      idle();
    }
  }

  function cancel(): void {
    checked.current = null;
    idle();
  }

  async function pay(): Promise<void> {
    // Taken out of the ref at once: a second click before the page updates finds nothing to pay.
    const paying = checked.current;
    checked.current = null;
    if (!paying) return;
    if (!account) {
      cancel();
      return;
    }
    // The attempt: its Idempotency-Key, made once and kept with the record of the payment under way, which is written
    // before the request leaves (another tab that pressed Checkout at the same moment finds it and stops).
    const attempt: PendingPayment = {
      key: newAttemptKey(),
      method: paying.savedCard ? 'saved' : 'hosted',
      transactionId: '',
      cart: serializeCart(paying.cart),
      startedAt: Date.now(),
    };
    if (readPendingPayment() || !claimPendingPayment(attempt)) {
      setBlocked(reloadT('underWay.blocked'));
      idle();
      return;
    }
    setPhase('paying');
    const request = {
      userName: account.username,
      name: account.name || account.username,
      productList: toPaymentProductList(paying.cart),
      total: cartTotal(paying.cart),
      transactionDate: new Date().toISOString(),
    };
    emit('checkout-started', { total: request.total, method: paying.savedCard ? 'saved-card' : 'hosted-page' });
    try {
      if (paying.savedCard) {
        const result = await paymentsApi.payWithSavedCard(client, request, attempt.key);
        // Spec 4: the cart is cleared on saved-card success, here and only here (the result page never clears it).
        if (result.paymentResult === 'Payment Successful') writeCart([]);
        writePendingPayment(null); // its result is known
        releaseLock();
        void refreshAfterPayment();
        // The page knows this browser made the payment from its history entry (a typed link carries none).
        const state: ResultPageState = { checkout: result.transactionKey };
        navigate(
          `/transaction_result_saved?${new URLSearchParams({ result: result.paymentResult, transaction_id: result.transactionKey })}`,
          {
            state,
          },
        );
        return;
      }
      const started = await paymentsApi.startHosted(client, request, attempt.key);
      // Only to a payment page the runtime config names: an answer naming any other address sends nobody anywhere.
      const url = hostedPaymentUrl(started, account.username, request.total, allowedPaymentOrigins(config));
      // The payment under way now names its transaction, for every tab and widget of this origin until its result is
      // known: the result page clears this very cart when this transaction is approved, and nothing else; any other
      // tab, or the widget (whose payment returns to the portal on another origin), asks the API (PaymentUnderWay).
      writePendingPayment({ ...attempt, transactionId: started.transactionId });
      setPhase('redirecting');
      // The record guards the payment from now on: the lock goes (with Web Locks it would go with this page anyway).
      releaseLock();
      leavePortal(url);
    } catch (e) {
      if (paymentsApi.answerLost(e)) {
        // The request may have reached the API and been charged: never sent again blind. The record stays, marked so
        // that every tab and widget asks the API what became of it at once (PaymentUnderWay); Checkout stays blocked
        // until it answers.
        writePendingPayment({ ...attempt, answerLost: true });
        toast.error(cartDialogT('cart.answerLost'), cartDialogT('cart.answerLostDetail'));
        idle();
        return;
      }
      // Refused (the API answered 4xx), or never sent: nothing was charged, and the attempt is over.
      writePendingPayment(null);
      // The cart is checked again when the payment starts; what changed since is listed like any validation error.
      const validation =
        e instanceof ApiError && e.status === 409
          ? (e.body as { validation?: Parameters<typeof paymentsApi.toCartValidation>[0] } | undefined)?.validation
          : undefined;
      if (validation) fail(cartValidationMessages(paymentsApi.toCartValidation(validation)));
      else if (e instanceof PaymentPageRefusedError)
        toast.error(cartDialogT('cart.pageRefused'), cartDialogT('cart.pageRefusedDetail', { address: e.address }));
      else if (!(e instanceof ApiError)) toast.error(cartDialogT('cart.startFailed'), (e as Error).message);
      idle();
    }
  }

  return {
    phase,
    errors,
    blocked,
    start,
    cancel,
    pay,
    busy: phase !== 'idle',
    // The confirmation keeps its text while it closes, so the words do not change mid-transition.
    confirming: phase === 'confirming' || phase === 'paying' || phase === 'redirecting',
    confirmText: confirmation
      ? cartDialogT(confirmation.savedCard ? 'cart.confirmSaved' : 'cart.confirmHosted', {
          total: formatMoney(confirmation.total),
          count: confirmation.count,
        })
      : '',
  };
}
