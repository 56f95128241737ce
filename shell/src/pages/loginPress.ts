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

/**
 * A button of a home tab drawn before the app (its header's menu, Logout, Help) pressed before the app started: early.ts
 * keeps the last such press, by the button's place among the page's buttons and what makes it the same control
 * (`controlKey`), and the app carries it out once on the same button of its page when it renders over it (takeover.ts).
 */
export const PRESSED_CONTROL = 'portalEarlyPressedControl';

/**
 * What a kept press may be on: a button, or a drawn checkbox (the Manage tab's agreement, whose press opens the data
 * collection notice in the app; until then it stays unchecked).
 */
export const PRESSABLE = 'button, input[type="checkbox"]';

export interface PressedControl {
  at: number;
  key: string;
}

export type PressWindow = { [PRESSED]?: boolean; [SUBMITTED]?: number; [PRESSED_CONTROL]?: PressedControl };

/**
 * What makes a control the same on a drawn page and on the app's: its kind, where it leads, its label and its text (a
 * field's: its label's).
 */
export const controlKey = (el: Element): string =>
  `${el.tagName}|${el.getAttribute('href') ?? ''}|${el.getAttribute('aria-label') ?? ''}|${
    (el instanceof HTMLInputElement ? el.labels?.[0]?.textContent : el.textContent) ?? ''
  }`;

/** What the login page calls once when it mounts: whether 'Log in / Sign up' was pressed before it could listen. */
export function takeEarlyLoginPress(win: PressWindow = window as PressWindow): boolean {
  const pressed = win[PRESSED] === true;
  delete win[PRESSED];
  return pressed;
}
