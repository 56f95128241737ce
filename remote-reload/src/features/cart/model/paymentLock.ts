/**
 * One payment at a time for a cart, in the whole browser (issue 35, issue 86; docs/payments.md "One payment at a time,
 * in the whole browser"). A cart lives in one origin's storage (the portal's, or an integrator's for its reload
 * widgets), and so does its guard:
 * - while a tab or widget checks out (validation, the confirmation, sending the payment), it holds the checkout lock:
 *   another tab's or widget's Checkout finds it taken and says so. The lock is the Web Lock CHECKOUT_LOCK; where the
 *   browser has no Web Locks (an older browser, an embed in a context without them), a lease in local storage with an
 *   expiry (CHECKOUT_LEASE), renewed while held; where neither can be had, checkout says why it cannot go on;
 * - from the moment the payment request is sent, the stored 'payment under way' record (PendingPayment,
 *   `portal.pendingPayment`, written before the request) says what is known: every tab and widget reads it before a
 *   checkout, and watches it (storage events) to show it at once. It ends when the API says what became of it.
 */
export const CHECKOUT_LOCK = 'portal.checkout';
/** The lease's storage key (under the portal's prefix: a sign-out clears it with the rest). */
export const CHECKOUT_LEASE = 'portal.checkoutLease';
/** How long a lease holds without renewal: a tab closed mid-checkout frees the cart after this. */
export const LEASE_MS = 2 * 60_000;
/** How often a held lease is renewed. */
export const LEASE_RENEW_MS = 30_000;

/** Lets the lock go (idempotent). */
export type Release = () => void;

/** What taking the lock gives: its release, 'taken' (another tab or widget holds it), or 'unavailable' (no guard here). */
export type LockResult = Release | 'taken' | 'unavailable';

/** The parts of the Web Locks API this uses (a test gives its own). */
export type Locks = Pick<LockManager, 'request'>;
/** The parts of local storage the lease uses (a test gives its own, shared by its 'tabs'). */
export type LeaseStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const webLocks = (): Locks | undefined => (typeof navigator === 'undefined' ? undefined : navigator.locks);
const localStore = (): LeaseStorage | null => {
  try {
    return window.localStorage;
  } catch {
    return null; // storage refused (policy, some private modes)
  }
};

/**
 * Takes the checkout lock if no tab or widget of this origin holds it. With Web Locks: the lock, held until released or
 * until this page is gone. Without them: the storage lease (takeLease).
 */
export function takeCheckoutLock(locks: Locks | undefined = webLocks(), storage: LeaseStorage | null = localStore()): Promise<LockResult> {
  if (!locks) return Promise.resolve(takeLease(storage));
  return new Promise((resolve) => {
    locks
      .request(CHECKOUT_LOCK, { ifAvailable: true }, (lock) => {
        if (!lock) {
          resolve('taken');
          return undefined;
        }
        // Held until released, or until this page is gone (leaving for the payment page lets it go).
        return new Promise<void>((release) => resolve(release));
      })
      // Web Locks refused here (a sandboxed frame): the lease guards instead.
      .catch(() => resolve(takeLease(storage)));
  });
}

interface Lease {
  holder: string;
  until: number;
}

function readLease(storage: LeaseStorage): Lease | null {
  try {
    const v: unknown = JSON.parse(storage.getItem(CHECKOUT_LEASE) ?? 'null');
    if (typeof v !== 'object' || v === null) return null;
    const { holder, until } = v as Record<string, unknown>;
    return typeof holder === 'string' && typeof until === 'number' && Number.isFinite(until) ? { holder, until } : null;
  } catch {
    return null; // corrupt: as if free (it expires anyway)
  }
}

/**
 * The lease: taken when none is held or the one held has expired, written with this holder's id and read back (of two
 * tabs writing at once, only the one whose write stayed goes on), renewed while held, removed on release if still ours.
 */
export function takeLease(storage: LeaseStorage | null, now: () => number = Date.now): LockResult {
  if (!storage) return 'unavailable';
  try {
    const held = readLease(storage);
    if (held && held.until > now()) return 'taken';
    const holder = `${now()}-${Math.random().toString(36).slice(2)}`;
    storage.setItem(CHECKOUT_LEASE, JSON.stringify({ holder, until: now() + LEASE_MS }));
    if (readLease(storage)?.holder !== holder) return 'taken';
    const renew = setInterval(() => {
      if (readLease(storage)?.holder === holder) storage.setItem(CHECKOUT_LEASE, JSON.stringify({ holder, until: now() + LEASE_MS }));
    }, LEASE_RENEW_MS);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      clearInterval(renew);
      if (readLease(storage)?.holder === holder) storage.removeItem(CHECKOUT_LEASE);
    };
  } catch {
    return 'unavailable'; // storage refuses writes (full, policy)
  }
}
