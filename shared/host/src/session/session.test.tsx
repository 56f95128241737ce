import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BroadcastChannel as NodeBroadcastChannel } from 'node:worker_threads';
import { STORAGE_KEYS } from '@portal/contract';
import { IdleWatcher } from './IdleSignOut';
import {
  forgetEndedSession,
  formatCountdown,
  idlePhase,
  listenToSession,
  announceSession,
  readLastActivity,
  readSessionMessage,
  reasonInThisTab,
  rememberSignOutReason,
  takeSignOutReason,
  type SessionMessage,
} from '@portal/kit/session';

const MIN = 60_000;
const settings = { idleMs: 15 * MIN, warnMs: 2 * MIN };

describe('inactivity rules', () => {
  test('active until two minutes before the limit, then a warning, then expired', () => {
    expect(idlePhase(1_000_000, 1_000_000, settings)).toEqual({ phase: 'active', warnInMs: 13 * MIN });
    expect(idlePhase(13 * MIN - 1, 0, settings)).toEqual({ phase: 'active', warnInMs: 1 });
    expect(idlePhase(13 * MIN, 0, settings)).toEqual({ phase: 'warning', signOutInMs: 2 * MIN });
    expect(idlePhase(15 * MIN - 1, 0, settings)).toEqual({ phase: 'warning', signOutInMs: 1 });
    expect(idlePhase(15 * MIN, 0, settings)).toEqual({ phase: 'expired' });
    // A warning longer than the limit warns from the start; activity "in the future" counts as now.
    expect(idlePhase(0, 0, { idleMs: MIN, warnMs: 5 * MIN })).toEqual({ phase: 'warning', signOutInMs: MIN });
    expect(idlePhase(0, 5000, settings)).toEqual({ phase: 'active', warnInMs: 13 * MIN });
  });

  test('the stored time of the last input: garbage, a future time or nothing is not used', () => {
    const store = (v: string | null) => ({ getItem: () => v });
    expect(readLastActivity(5000, store('4000'))).toBe(4000);
    for (const bad of [
      null,
      '',
      ' ',
      'abc',
      '<img src=x onerror=alert(1)>',
      '9999999',
      '-5',
      'NaN',
      'Infinity',
      '1e400',
      'x'.repeat(5000),
    ]) {
      expect(readLastActivity(5000, store(bad))).toBeNull();
    }
    expect(
      readLastActivity(5000, {
        getItem: () => {
          throw new Error('blocked');
        },
      }),
    ).toBeNull();
  });

  test('once the page is signing out, no activity is written (a late scroll cannot outlive the session)', () => {
    jest.isolateModules(() => {
      // A fresh copy of the module: markSigningOut is for the page's lifetime.
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- isolateModules needs a synchronous require
      const fresh = require('@portal/kit/session') as typeof import('@portal/kit/session');
      localStorage.clear();
      fresh.writeLastActivity(1000);
      expect(localStorage.getItem(STORAGE_KEYS.lastActivity)).toBe('1000');
      localStorage.clear();
      fresh.markSigningOut();
      fresh.writeLastActivity(2000);
      expect(localStorage.getItem(STORAGE_KEYS.lastActivity)).toBeNull();
    });
  });

  test('started signed out, what a session left in local storage is dropped; the login page keeps what it needs', () => {
    localStorage.clear();
    sessionStorage.clear();
    for (const key of ['portal.lastActivity', 'portal.lastKnown', 'portal.cart', 'portal.selectedCard', 'portal.pendingPayment'])
      localStorage.setItem(key, 'left');
    localStorage.setItem('transit.locale', 'fr');
    sessionStorage.setItem(STORAGE_KEYS.returnTo, '/home/reload');
    sessionStorage.setItem(STORAGE_KEYS.signOutReason, 'expired');
    forgetEndedSession();
    expect(Object.keys(localStorage)).toEqual(['transit.locale']);
    expect(sessionStorage.getItem(STORAGE_KEYS.returnTo)).toBe('/home/reload');
    expect(sessionStorage.getItem(STORAGE_KEYS.signOutReason)).toBe('expired');
    localStorage.clear();
    sessionStorage.clear();
  });

  test('the countdown reads minutes and seconds', () => {
    expect(formatCountdown(2 * MIN)).toBe('2:00');
    expect(formatCountdown(9_001)).toBe('0:10');
    expect(formatCountdown(-5)).toBe('0:00');
  });
});

describe('one session across tabs', () => {
  afterEach(() => {
    sessionStorage.clear();
    localStorage.clear();
  });

  test('only well-formed messages from other tabs are used', () => {
    expect(readSessionMessage({ type: 'signed-out', reason: 'idle' })).toEqual({ type: 'signed-out', reason: 'idle' });
    expect(readSessionMessage({ type: 'signed-in', extra: 1 })).toEqual({ type: 'signed-in' });
    for (const bad of [null, 'signed-out', 42, { type: 'signed-out' }, { type: 'signed-out', reason: '<b>x</b>' }, { type: 'other' }])
      expect(readSessionMessage(bad)).toBeNull();
    expect(reasonInThisTab('logout')).toBe('other-tab');
    expect(reasonInThisTab('idle')).toBe('idle');
  });

  test('the reason of a sign-out is read once; an unknown stored value is ignored', () => {
    rememberSignOutReason('idle');
    expect(takeSignOutReason()).toBe('idle');
    expect(takeSignOutReason()).toBeNull();
    sessionStorage.setItem(STORAGE_KEYS.signOutReason, '<img src=x onerror=alert(1)>');
    expect(takeSignOutReason()).toBeNull();
    expect(sessionStorage.getItem(STORAGE_KEYS.signOutReason)).toBeNull();
  });

  test('a message announced in one tab reaches the others', async () => {
    Object.assign(globalThis, { BroadcastChannel: NodeBroadcastChannel });
    try {
      const got: SessionMessage[] = [];
      const stop = listenToSession((m) => got.push(m));
      announceSession({ type: 'signed-out', reason: 'idle' });
      await new Promise((r) => setTimeout(r, 50));
      stop();
      expect(got).toEqual([{ type: 'signed-out', reason: 'idle' }]);
    } finally {
      delete (globalThis as { BroadcastChannel?: unknown }).BroadcastChannel;
    }
  });
});

describe('IdleWatcher', () => {
  let clock = 0;
  const now = () => clock;
  const advance = async (ms: number) => {
    clock += ms;
    await act(async () => {
      jest.advanceTimersByTime(ms);
    });
  };
  beforeEach(() => {
    jest.useFakeTimers();
    clock = 10 * 60 * MIN;
    localStorage.clear();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  const setup = () => {
    const onExpire = jest.fn();
    const onSignOut = jest.fn();
    render(<IdleWatcher settings={settings} onExpire={onExpire} onSignOut={onSignOut} now={now} />);
    return { onExpire, onSignOut };
  };

  test('warns two minutes before, announced as an alert dialog with focus on Stay signed in; at the limit it signs out', async () => {
    const { onExpire } = setup();
    await advance(13 * MIN - 1000);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await advance(1000);
    const dialog = await screen.findByRole('alertdialog', { name: 'Are you still there?' });
    expect(dialog).toHaveAccessibleDescription(/you will be signed out soon because there has been no activity/);
    expect(screen.getByRole('button', { name: 'Stay signed in' })).toHaveFocus();
    expect(screen.getByText('Time left: 2:00')).toBeInTheDocument();
    await advance(30_000);
    expect(screen.getByText('Time left: 1:30')).toBeInTheDocument();
    expect(onExpire).not.toHaveBeenCalled();
    await advance(90_000);
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  test('Stay signed in starts the time again; Sign out signs out', async () => {
    const { onExpire, onSignOut } = setup();
    await advance(13 * MIN);
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    await user.click(await screen.findByRole('button', { name: 'Stay signed in' }));
    expect(localStorage.getItem(STORAGE_KEYS.lastActivity)).toBe(String(clock));
    await act(async () => {
      jest.advanceTimersByTime(1000);
    });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await advance(13 * MIN - 1000);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await advance(1000);
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(onSignOut).toHaveBeenCalled();
    expect(onExpire).not.toHaveBeenCalled();
  });

  test('input counts as activity until the warning shows; then only the dialog’s button does', async () => {
    const { onExpire } = setup();
    await advance(10 * MIN);
    await act(async () => {
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
    });
    await advance(12 * MIN);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await advance(MIN);
    await screen.findByRole('alertdialog');
    await act(async () => {
      window.dispatchEvent(new MouseEvent('mousemove'));
    });
    await advance(2 * MIN);
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  test('the page scrolling itself is not activity (a list shrinking, a tab scrolled into view); a wheel is', async () => {
    const { onExpire } = setup();
    const start = clock;
    await advance(10 * MIN);
    await act(async () => {
      window.dispatchEvent(new Event('scroll'));
      document.body.dispatchEvent(new Event('scroll'));
    });
    expect(localStorage.getItem(STORAGE_KEYS.lastActivity)).toBe(String(start));
    await advance(3 * MIN);
    await screen.findByRole('alertdialog');
    await advance(2 * MIN);
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  test('a wheel counts as activity', async () => {
    const { onExpire } = setup();
    await advance(10 * MIN);
    await act(async () => {
      window.dispatchEvent(new WheelEvent('wheel', { deltaY: 100 }));
    });
    expect(localStorage.getItem(STORAGE_KEYS.lastActivity)).toBe(String(clock));
    await advance(12 * MIN);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(onExpire).not.toHaveBeenCalled();
  });

  test('another tab’s activity closes the warning here', async () => {
    setup();
    await advance(13 * MIN);
    await screen.findByRole('alertdialog');
    localStorage.setItem(STORAGE_KEYS.lastActivity, String(clock));
    await act(async () => {
      window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.lastActivity, newValue: String(clock) }));
    });
    await act(async () => {
      jest.advanceTimersByTime(500);
    });
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  test('a stale stored time (a browser left signed in) signs out at once', async () => {
    localStorage.setItem(STORAGE_KEYS.lastActivity, String(clock - 60 * MIN));
    const { onExpire } = setup();
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  test('garbage in the stored time starts the count from now', async () => {
    localStorage.setItem(STORAGE_KEYS.lastActivity, '<img src=x onerror=alert(1)>');
    const { onExpire } = setup();
    expect(localStorage.getItem(STORAGE_KEYS.lastActivity)).toBe(String(clock));
    await advance(13 * MIN);
    await screen.findByRole('alertdialog');
    expect(onExpire).not.toHaveBeenCalled();
  });
});
