/**
 * One session for every tab of the portal's origin:
 * - a sign-out in one tab (the Logout button, an idle timeout, or a 401 from the API) is announced on a
 *   BroadcastChannel, and every other open tab drops its session and shows the login page with the reason;
 * - a sign-in in one tab is announced too, and a tab still on a signed-out page picks it up;
 * - activity in any tab counts for all of them (the time of the last input is kept in local storage).
 * The rules are pure functions with tests; the listeners are in MsalAuthProvider and IdleSignOut.
 */

import type { STORAGE_KEYS } from '@portal/contract';

/**
 * @portal/contract's STORAGE_KEYS (the type holds them equal): the time of the last input, and the login page's reason.
 * Written out rather than imported: the shell's entry and the login page's inline script run this module before the
 * shared contract has arrived, so it imports nothing but types.
 */
export const GATE_KEYS: Pick<typeof STORAGE_KEYS, 'lastActivity' | 'signOutReason'> = {
  lastActivity: 'portal.lastActivity',
  signOutReason: 'portal.signOutReason',
};

/**
 * The time of the last input in any tab, or null when there is none usable: missing, unreadable, or in the future
 * (a clock change, a hand-edited key). The caller then starts counting from now, so garbage in storage neither signs
 * anybody out nor keeps a session open for ever.
 */
export function lastActivityIn(storage: Pick<Storage, 'getItem'>, now: number): number | null {
  let raw: string | null = null;
  try {
    raw = storage.getItem(GATE_KEYS.lastActivity);
  } catch {
    return null;
  }
  const at = raw === null || raw.trim() === '' ? NaN : Number(raw);
  return Number.isFinite(at) && at > 0 && at <= now ? at : null;
}

export type SignOutReason = 'logout' | 'idle' | 'expired' | 'other-tab';
export type SessionMessage = { type: 'signed-out'; reason: SignOutReason } | { type: 'signed-in' };

const REASONS: readonly SignOutReason[] = ['logout', 'idle', 'expired', 'other-tab'];
const CHANNEL = 'portal.session';

export function isSignOutReason(value: unknown): value is SignOutReason {
  return typeof value === 'string' && (REASONS as readonly string[]).includes(value);
}

/** A message from another tab, checked: anything else on the channel is ignored. */
export function readSessionMessage(data: unknown): SessionMessage | null {
  if (!data || typeof data !== 'object') return null;
  const m = data as { type?: unknown; reason?: unknown };
  if (m.type === 'signed-in') return { type: 'signed-in' };
  if (m.type === 'signed-out' && isSignOutReason(m.reason)) return { type: 'signed-out', reason: m.reason };
  return null;
}

/** Another tab's sign-out, as this tab explains it on its login page. */
export function reasonInThisTab(reason: SignOutReason): SignOutReason {
  return reason === 'logout' ? 'other-tab' : reason;
}

function channel(): BroadcastChannel | null {
  return typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL);
}

export function announceSession(message: SessionMessage): void {
  const c = channel();
  if (!c) return;
  c.postMessage(message);
  c.close();
}

/** Calls onMessage for each valid message from another tab; returns the unsubscribe. */
export function listenToSession(onMessage: (message: SessionMessage) => void): () => void {
  const c = channel();
  if (!c) return () => undefined;
  c.onmessage = (event: MessageEvent) => {
    const message = readSessionMessage(event.data);
    if (message) onMessage(message);
  };
  return () => c.close();
}

let signingOut = false;
/** This page is signing out (its storage is cleared and it is about to leave): nothing may be stored any more. */
export function markSigningOut(): void {
  signingOut = true;
}
export function isSigningOut(): boolean {
  return signingOut;
}

/**
 * Only one tab goes to the provider to sign out (two at once would race for the one provider session); the
 * others, told by announceSession, just drop their session. The first tab to ask holds a Web Lock until it
 * leaves for the provider; true when this tab is that one (and where Web Locks are missing).
 */
export function claimProviderSignOut(): Promise<boolean> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return Promise.resolve(true);
  return new Promise((resolve) => {
    void locks
      .request('portal.sign-out', { ifAvailable: true }, (lock) => {
        resolve(Boolean(lock));
        // Held until this page is gone (the redirect to the provider).
        return lock ? new Promise<void>(() => undefined) : undefined;
      })
      .catch(() => resolve(true));
  });
}

/**
 * Why the last sign-out happened, for the login page of this tab (session storage, written after the portal's
 * data is cleared). Read once: a reload of the login page does not show it again. An unknown value is ignored.
 */
export function rememberSignOutReason(reason: SignOutReason): void {
  try {
    sessionStorage.setItem(GATE_KEYS.signOutReason, reason);
  } catch {
    /* storage full or blocked: no message */
  }
}

export function takeSignOutReason(): SignOutReason | null {
  try {
    const value = sessionStorage.getItem(GATE_KEYS.signOutReason);
    sessionStorage.removeItem(GATE_KEYS.signOutReason);
    return isSignOutReason(value) ? value : null;
  } catch {
    return null;
  }
}

// Inactivity ---------------------------------------------------------------------------------------------------

export interface IdleSettings {
  /** Minutes without input before the portal signs out. */
  idleMs: number;
  /** How long before that the warning shows. */
  warnMs: number;
}

export type IdlePhase = { phase: 'active'; warnInMs: number } | { phase: 'warning'; signOutInMs: number } | { phase: 'expired' };

/** Where a session stands, from the time of the last input in any tab. */
export function idlePhase(now: number, lastActivity: number, s: IdleSettings): IdlePhase {
  const idleFor = Math.max(0, now - lastActivity);
  if (idleFor >= s.idleMs) return { phase: 'expired' };
  const warnAt = s.idleMs - Math.min(s.warnMs, s.idleMs);
  if (idleFor >= warnAt) return { phase: 'warning', signOutInMs: s.idleMs - idleFor };
  return { phase: 'active', warnInMs: warnAt - idleFor };
}

/** The time of the last input in any tab, or null when there is none usable (gate.ts lastActivityIn). */
export function readLastActivity(now: number, storage: Pick<Storage, 'getItem'> = localStorage): number | null {
  return lastActivityIn(storage, now);
}

/**
 * Records input as the session's last activity. Not once this page is signing out: its storage was just cleared,
 * and a write now (a scroll or a timer in the moment before the page leaves) would outlive the session.
 */
export function writeLastActivity(at: number, storage: Pick<Storage, 'setItem'> = localStorage): void {
  if (isSigningOut()) return;
  try {
    storage.setItem(GATE_KEYS.lastActivity, String(at));
  } catch {
    /* storage full or blocked: this tab still counts its own input */
  }
}

/** "2:00", "0:09": the time left, for the warning's countdown. */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`;
}

/**
 * The portal started with nobody signed in: whatever a session left in local storage is dropped (a write from
 * another tab or a section racing a sign-out, a browser closed in the middle of one), so no account's cards, cart
 * or last known balances outlive its session. Session storage keeps what the login page needs (the return path,
 * why the customer was signed out).
 */
export function forgetEndedSession(
  storage: Pick<Storage, 'removeItem'> & { readonly length: number; key(i: number): string | null } = localStorage,
): void {
  try {
    const keys: string[] = [];
    for (let i = 0; i < storage.length; i++) {
      const key = storage.key(i);
      if (key?.startsWith('portal.')) keys.push(key);
    }
    for (const key of keys) storage.removeItem(key);
  } catch {
    /* storage blocked: there is nothing it could have kept */
  }
}
