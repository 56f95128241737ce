/**
 * One payment at a time for a cart, in the whole browser (issue 35, docs/payments.md "One payment at a time, in the whole browser"). A cart
 * lives in one origin's storage (the portal's, or an integrator's for its reload widgets), and so does its guard:
 * - while a tab or widget checks out (validation, the confirmation, starting the payment), it holds the Web Lock
 *   CHECKOUT_LOCK: another tab's or widget's Checkout finds it taken and says so;
 * - once the browser has left for the hosted payment page, the stored 'payment under way' record (PendingPayment,
 *   `portal.pendingPayment`) says what is known: every tab and widget reads it before a checkout, and watches it
 *   (storage events) to show it at once. It ends when the result is known (the result page, or the cards' history),
 *   when the payment page has expired with nothing on the history, or when the customer says they did not pay.
 */
import { PAYMENT_PAGE_WINDOW_MS, type PendingPayment } from './checkout';

export const CHECKOUT_LOCK = 'portal.checkout';

/** Lets the lock go (idempotent). */
export type Release = () => void;

/** The parts of the Web Locks API this uses (a test gives its own). */
export type Locks = Pick<LockManager, 'request'>;

const webLocks = (): Locks | undefined => (typeof navigator === 'undefined' ? undefined : navigator.locks);

/**
 * Takes the checkout lock if no tab or widget of this origin holds it: its release, or null when it is taken. Where
 * the browser has no Web Locks, every checkout gets it (the stored record still guards the payment under way).
 */
export function takeCheckoutLock(locks: Locks | undefined = webLocks()): Promise<Release | null> {
  if (!locks) return Promise.resolve(() => undefined);
  return new Promise((resolve) => {
    locks
      .request(CHECKOUT_LOCK, { ifAvailable: true }, (lock) => {
        if (!lock) {
          resolve(null);
          return undefined;
        }
        // Held until released, or until this page is gone (leaving for the payment page lets it go).
        return new Promise<void>((release) => resolve(release));
      })
      .catch(() => resolve(() => undefined));
  });
}

/** Where a checkout stands for this browser's cart. */
export type CheckoutGuard =
  | { state: 'free' }
  /** The browser left for the payment page with this cart: until its result is known, or the page expires. */
  | { state: 'under-way'; pending: PendingPayment; expiresAt: number | null }
  /** Another tab or widget of this browser is checking out now (it holds the lock). */
  | { state: 'starting-elsewhere' };

/** When the payment page can no longer take a payment started then (null: not known, a record without its time). */
export const pageExpiresAt = (pending: PendingPayment): number | null =>
  pending.startedAt === undefined ? null : pending.startedAt + PAYMENT_PAGE_WINDOW_MS;

/**
 * Whether a checkout may start: not while a payment is under way (the record, whatever its age: only its result,
 * the cards' history or the customer ends it), nor while another tab holds the lock.
 */
export function checkoutGuard(pending: PendingPayment | null, lockTaken: boolean): CheckoutGuard {
  if (pending) return { state: 'under-way', pending, expiresAt: pageExpiresAt(pending) };
  return lockTaken ? { state: 'starting-elsewhere' } : { state: 'free' };
}
