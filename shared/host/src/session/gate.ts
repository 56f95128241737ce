/**
 * The inactivity limit, checked before anything of a session is used (issue 35, docs/operations.md "Sessions: every tab, and inactivity"): before
 * the page reads a token, asks the API anything or shows anything stored, a browser left signed in past the limit
 * (a shared computer: the tab closed, the browser not) has the portal's stored data wiped, and its session is then
 * ended (the shell: at the identity provider, MsalAuthProvider's endIdleSession) before the login page shows.
 *
 * No imports but MSAL's key prefix: the shell's entry runs this before any shared module has arrived (startup.ts).
 */
import { hasMsalAccount, hasMsalState } from '../auth/msalState';

import { GATE_KEYS, lastActivityIn } from '@portal/kit/session';

export { GATE_KEYS, lastActivityIn };

/** What the gate found: nobody signed in; a session within the limit; a session past it (its data now wiped). */
export type GateVerdict = 'none' | 'live' | 'expired';

/** Removes every key of the portal (`portal.`) from a storage, but those kept. */
function wipePortal(storage: Storage, keep: readonly string[] = []): void {
  try {
    for (const key of Object.keys(storage)) if (key.startsWith('portal.') && !keep.includes(key)) storage.removeItem(key);
  } catch {
    /* storage blocked: there is nothing it could have kept */
  }
}

export interface GateOptions {
  now?: number;
  local?: Storage;
  session?: Storage;
  /** Whether anybody is signed in (MSAL's state on this origin; a host lending its token says so itself). */
  signedIn?: boolean;
}

/**
 * Checks the inactivity limit of this browser's session: `idleMinutes` since the last input in any tab. Past it, every
 * `portal.` key of both storages is removed (cards, cart, last known balances, the payment under way, the selected
 * card) but the stale mark itself, so that every caller decides the same until a fresh sign-in, and the login page's
 * reason is set to 'idle'; the caller ends the session (MSAL's cache, the provider).
 * Within it, a session with no readable time starts counting now.
 */
export function gateSession(idleMinutes: number, opts: GateOptions = {}): GateVerdict {
  const now = opts.now ?? Date.now();
  const local = opts.local ?? window.localStorage;
  const session = opts.session ?? window.sessionStorage;
  if (!(opts.signedIn ?? hasMsalState([local, session]))) return 'none';
  const last = lastActivityIn(local, now);
  if (last !== null && now - last >= idleMinutes * 60_000) {
    const lent = opts.signedIn === true;
    // MSAL's account is gone (the session was ended, at the provider or here): only MSAL's leftovers remain, and the
    // stale mark has nothing left to protect. It goes, so the page can read the provider's answer and show the login.
    if (!lent && !hasMsalAccount([local, session])) {
      try {
        local.removeItem(GATE_KEYS.lastActivity);
      } catch {
        /* storage blocked */
      }
      return 'none';
    }
    // The mark of the last input stays as it is: every later caller in this browser (another widget on the page, a tab
    // opened at the same moment) finds the same stale time and answers 'expired' too, until a fresh sign-in writes a
    // new one (initMsal). Wiped, the next caller would find none, start counting now and answer 'live' while MSAL's
    // cache is still there (issue 86). A host that lends its token keeps its own session: it is told (the widget's
    // 'signed-out' event) and the count starts again from now.
    wipePortal(local, lent ? [] : [GATE_KEYS.lastActivity]);
    wipePortal(session);
    if (lent) {
      try {
        local.setItem(GATE_KEYS.lastActivity, String(now));
      } catch {
        /* storage blocked: the widget's own watcher counts its input */
      }
    }
    try {
      session.setItem(GATE_KEYS.signOutReason, 'idle');
    } catch {
      /* no reason shown: the login page still shows */
    }
    return 'expired';
  }
  if (last === null) {
    try {
      local.setItem(GATE_KEYS.lastActivity, String(now));
    } catch {
      /* storage blocked: the page's own watcher counts its input */
    }
  }
  return 'live';
}
