import {
  CHECKOUT_LEASE,
  CHECKOUT_LOCK,
  LEASE_MS,
  LEASE_RENEW_MS,
  takeCheckoutLock,
  takeLease,
  type LeaseStorage,
  type Locks,
} from './paymentLock';

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

/** One origin's local storage, shared by every 'tab' of a test. */
function originStorage(): LeaseStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (k) => items.get(k) ?? null,
    setItem: (k, v) => void items.set(k, v),
    removeItem: (k) => void items.delete(k),
  };
}

const released = (r: unknown): (() => void) => {
  expect(r).toEqual(expect.any(Function));
  return r as () => void;
};

describe('the checkout lock', () => {
  test('free → taken by one tab → refused to a second → free again once released', async () => {
    const { locks, held } = originLocks();
    const first = released(await takeCheckoutLock(locks));
    expect(held.has(CHECKOUT_LOCK)).toBe(true);
    expect(await takeCheckoutLock(locks)).toBe('taken');
    first();
    await new Promise((r) => setTimeout(r, 0));
    expect(held.has(CHECKOUT_LOCK)).toBe(false);
    released(await takeCheckoutLock(locks))();
  });
});

describe('without Web Locks: the lease in storage', () => {
  afterEach(() => jest.useRealTimers());

  test('two tabs of a browser without navigator.locks: the first holds the lease, the second is told, until it is released', async () => {
    const storage = originStorage();
    const first = released(await takeCheckoutLock(undefined, storage));
    expect(JSON.parse(storage.items.get(CHECKOUT_LEASE)!)).toEqual({ holder: expect.any(String), until: expect.any(Number) });
    expect(await takeCheckoutLock(undefined, storage)).toBe('taken');
    first();
    expect(storage.items.has(CHECKOUT_LEASE)).toBe(false);
    released(await takeCheckoutLock(undefined, storage))();
  });

  test('a browser that refuses Web Locks here (a sandboxed frame) uses the lease too', async () => {
    const storage = originStorage();
    const refusing: Locks = { request: (() => Promise.reject(new DOMException('denied', 'SecurityError'))) as LockManager['request'] };
    released(await takeCheckoutLock(refusing, storage));
    expect(await takeCheckoutLock(refusing, storage)).toBe('taken');
  });

  test('a lease is renewed while held; a tab closed mid-checkout frees the cart once its lease has expired', () => {
    jest.useFakeTimers();
    let now = 1_000_000;
    const clock = () => now;
    const storage = originStorage();
    const held = released(takeLease(storage, clock));
    // Held past its first expiry: renewed, so still taken.
    for (let t = 0; t < LEASE_MS * 2; t += LEASE_RENEW_MS) {
      now += LEASE_RENEW_MS;
      jest.advanceTimersByTime(LEASE_RENEW_MS);
    }
    expect(takeLease(storage, clock)).toBe('taken');
    // The tab is gone (no more renewals): once its lease expires, another tab takes it.
    held();
    storage.setItem(CHECKOUT_LEASE, JSON.stringify({ holder: 'closed-tab', until: now + LEASE_MS }));
    expect(takeLease(storage, clock)).toBe('taken');
    now += LEASE_MS + 1;
    released(takeLease(storage, clock))();
  });

  test('a release never removes the lease another tab took after this one expired; a corrupt lease is taken', () => {
    let now = 0;
    const storage = originStorage();
    const old = released(takeLease(storage, () => now));
    now += LEASE_MS * 3; // its renewals never ran (a frozen tab)
    const other = released(takeLease(storage, () => now));
    old();
    expect(takeLease(storage, () => now)).toBe('taken');
    other();
    storage.setItem(CHECKOUT_LEASE, '{oops');
    released(takeLease(storage, () => now))();
  });

  test('no Web Locks and no storage: checkout cannot be guarded, and says so', async () => {
    expect(await takeCheckoutLock(undefined, null)).toBe('unavailable');
    const full: LeaseStorage = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    expect(takeLease(full)).toBe('unavailable');
  });
});
