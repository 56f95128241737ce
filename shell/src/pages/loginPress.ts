/**
 * A press on the prerendered login page's 'Log in / Sign up' made before the app started (early.ts keeps it). No
 * imports: the login page reads it, and anything it imported would be in the shell's first download.
 */
export const PRESSED = 'portalEarlyLoginPress';

/**
 * A form of a prerendered page submitted before the app started (a section's page: the password reset), by its place
 * among the page's forms: early.ts keeps it from leaving the page, and the app submits that form once it has rendered
 * over it (takeover.ts).
 */
export const SUBMITTED = 'portalEarlySubmit';

export type PressWindow = { [PRESSED]?: boolean; [SUBMITTED]?: number };

/** What the login page calls once when it mounts: whether 'Log in / Sign up' was pressed before it could listen. */
export function takeEarlyLoginPress(win: PressWindow = window as PressWindow): boolean {
  const pressed = win[PRESSED] === true;
  delete win[PRESSED];
  return pressed;
}
