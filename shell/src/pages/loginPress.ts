/**
 * A press on the prerendered login page's 'Log in / Sign up' made before the app started (early.ts keeps it). No
 * imports: the login page reads it, and anything it imported would be in the shell's first download.
 */
export const PRESSED = 'portalEarlyLoginPress';

export type PressWindow = { [PRESSED]?: boolean };

/** What the login page calls once when it mounts: whether 'Log in / Sign up' was pressed before it could listen. */
export function takeEarlyLoginPress(win: PressWindow = window as PressWindow): boolean {
  const pressed = win[PRESSED] === true;
  delete win[PRESSED];
  return pressed;
}
