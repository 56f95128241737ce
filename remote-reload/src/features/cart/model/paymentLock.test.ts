import { PAYMENT_PAGE_WINDOW_MS, type PendingPayment } from './checkout';
import { checkoutGuard, CHECKOUT_LOCK, pageExpiresAt, takeCheckoutLock, type Locks } from './paymentLock';

/** The Web Locks API for one origin, as the browser keeps it: a held lock is seen by every tab and widget. */
function originLocks() {
  const held = new Set<string>();
  const locks: Locks = {
    request: ((name: string, options: LockOptions, callback: (lock: Lock | null) => Promise<void> | void) => {
      if (options.ifAvailable && held.has(name)) return Promise.resolve(callback(null));
      held.add(name);
      return Promise.resolve(callback({ name, mode: 'exclusive' } as Lock)).finally(() => held.delete(name));
    }) as LockManager['request'],
  };
  return { locks, held };
}

const pending: PendingPayment = { transactionId: 'T1', cart: '[]', startedAt: 1_000_000 };

describe('the checkout lock', () => {
  test('free → taken by one tab → refused to a second → free again once released', async () => {
    const { locks, held } = originLocks();
    const first = await takeCheckoutLock(locks);
    expect(first).toEqual(expect.any(Function));
    expect(held.has(CHECKOUT_LOCK)).toBe(true);
    expect(await takeCheckoutLock(locks)).toBeNull();
    first!();
    await new Promise((r) => setTimeout(r, 0));
    expect(held.has(CHECKOUT_LOCK)).toBe(false);
    const again = await takeCheckoutLock(locks);
    expect(again).toEqual(expect.any(Function));
    again!();
  });

  test('a browser without Web Locks, or one that refuses the request, lets the checkout go on (the stored record still guards)', async () => {
    expect(await takeCheckoutLock(undefined)).toEqual(expect.any(Function));
    const refusing: Locks = { request: (() => Promise.reject(new DOMException('denied', 'SecurityError'))) as LockManager['request'] };
    expect(await takeCheckoutLock(refusing)).toEqual(expect.any(Function));
  });
});

describe('where a checkout stands', () => {
  test('free; another tab checking out; a payment under way, whatever its age, with when its page expires', () => {
    expect(checkoutGuard(null, false)).toEqual({ state: 'free' });
    expect(checkoutGuard(null, true)).toEqual({ state: 'starting-elsewhere' });
    expect(checkoutGuard(pending, false)).toEqual({ state: 'under-way', pending, expiresAt: 1_000_000 + PAYMENT_PAGE_WINDOW_MS });
    // A record is ended by its result, the history or the customer, not by the lock or the clock alone.
    expect(checkoutGuard(pending, true).state).toBe('under-way');
    expect(pageExpiresAt({ transactionId: 'T1', cart: '[]' })).toBeNull();
  });
});
