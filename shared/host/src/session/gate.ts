/**
 * The inactivity limit, checked before anything of a session is used (issue 35, docs/operations.md "Sessions: every tab, and inactivity"): before
 * the page reads a token, asks the API anything or shows anything stored, a browser left signed in past the limit
 * (a shared computer: the tab closed, the browser not) has the portal's stored data wiped, and its session is then
 * ended (the shell: at the identity provider, MsalAuthProvider's endIdleSession) before the login page shows.
 *
 * No imports but MSAL's key prefix: the shell's entry runs this before any shared module has arrived (startup.ts).
 */
import { hasMsalState } from '../auth/msalState';

import { GATE_KEYS, lastActivityIn } from '@portal/kit/session';

export { GATE_KEYS, lastActivityIn };

/** What the gate found: nobody signed in; a session within the limit; a session past it (its data now wiped). */
export type GateVerdict = 'none' | 'live' | 'expired';

/** Removes every key of the portal (`portal.`) from a storage. */
function wipePortal(storage: Storage): void {
  try {
    for (const key of Object.keys(storage)) if (key.startsWith('portal.')) storage.removeItem(key);
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
 * card) and the login page's reason is set to 'idle'; the caller ends the session (MSAL's cache, the provider).
 * Within it, a session with no readable time starts counting now.
 */
export function gateSession(idleMinutes: number, opts: GateOptions = {}): GateVerdict {
  const now = opts.now ?? Date.now();
  const local = opts.local ?? window.localStorage;
  const session = opts.session ?? window.sessionStorage;
  if (!(opts.signedIn ?? hasMsalState([local, session]))) return 'none';
  const last = lastActivityIn(local, now);
  if (last !== null && now - last >= idleMinutes * 60_000) {
    wipePortal(local);
    wipePortal(session);
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
