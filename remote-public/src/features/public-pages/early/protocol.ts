/**
 * What remote-public's early script (early.ts) and its pages share (issue 39, docs/decisions/0012-public-pages-early-script.md).
 * A customer opens these pages from an e-mail, on a phone: the page is drawn from the release's HTML long before the
 * app has arrived, and the early script, a few KB of the same release, makes it work meanwhile (the reset's
 * validation and call, the confirmation's call). The app then takes the call the script made instead of making it
 * again: a link's code is used once. It imports only constants: the early script bundles it.
 */
import { SECTION_ANSWER_ATTR, SECTION_EARLY_ATTR } from '@portal/kit/config';
import type { ResetPasswordValues } from '../passwordRules';

/** Marks the prerender writes into the release's HTML, which the early script reads. */
export const EARLY_ATTR = {
  /** On a page's card, drawn from the release: which page it is (`confirm:web`, `reset:mobile`). */
  page: 'data-early-page',
  /** A `<template>` beside the card: the page as it shows an answer (`confirmed`, `failed`, `done`). */
  result: SECTION_ANSWER_ATTR,
  /** On the reset form: the password policy, and the texts the script shows, in the page's language (JSON). */
  policy: 'data-early-policy',
  texts: 'data-early-texts',
  /** Set on the card by the early script: the page's validation and call work (the bench's "usable"). */
  ready: SECTION_EARLY_ATTR.ready,
  /**
   * Set with `ready`: the script does all the page does, in every state it reaches (its answers, the API's refusal, a
   * failed call), so the host may leave its app unstarted (docs/decisions/0016-public-pages-without-the-app.md).
   */
  alone: SECTION_EARLY_ATTR.alone,
} as const;

export type EarlyPage = `${'confirm' | 'reset'}:${'web' | 'mobile'}`;

/**
 * Each exposed module's page (its card's EARLY_ATTR.page): the early script, in the page's head, is told the module
 * by the server (SECTION_EARLY_ATTR.module) before the card has been read (prerender.test.tsx checks each drawn card).
 */
export const EARLY_PAGE_OF_MODULE: Readonly<Record<string, EarlyPage>> = {
  'public/ConfirmEmail': 'confirm:web',
  'public/ConfirmMobile': 'confirm:mobile',
  'public/ResetPassword': 'reset:web',
  'public/ResetPasswordMobile': 'reset:mobile',
};

/** The texts the early script shows on the reset form (the page's own, in its language). */
export interface EarlyTexts {
  required: string;
  rules: string;
  match: string;
  resetting: string;
  fallback: string;
  /** The show/hide passwords toggle's name, and its text beside it. */
  show: string;
  hide: string;
}

/** The API's answer to a confirmation or a reset, as the page shows it: done, or failed (with the API's message). */
export type EarlyAnswer = { ok: true } | { ok: false; error: string | null };

/**
 * What the API answered (its status was 2xx or not, its body parsed): `success: false` in a 2xx answer fails too; the
 * message shown is the answer's `Error` when it is a text (shown as text, never as HTML).
 */
export function answerOf(ok: boolean, body: unknown): EarlyAnswer {
  const b = body !== null && typeof body === 'object' ? (body as { success?: unknown; Error?: unknown }) : undefined;
  if (ok && b?.success !== false) return { ok: true };
  return { ok: false, error: typeof b?.Error === 'string' && b.Error ? b.Error : null };
}

/** The call a page makes: the same as @portal/kit's `api.public` (early.test.ts and pages.test.tsx expect the same paths and bodies). */
export function callOf(
  page: EarlyPage,
  link: { code: string; userId: string },
  password = '',
): { path: string; body: Record<string, string> } {
  switch (page) {
    case 'confirm:web':
      return { path: 'UserLogin/ConfirmUser', body: { userId: link.userId, token: link.code } };
    case 'confirm:mobile':
      return { path: 'Mobile/ConfirmMobileUser', body: { userId: link.userId, token: link.code } };
    case 'reset:web':
      return { path: 'UserLogin/ResetPassword', body: { userId: link.userId, password, token: link.code } };
    case 'reset:mobile':
      return {
        path: 'MobileLogin/ResetPassword',
        body: { userId: link.userId, token: link.code, password, currentPassword: '', email: '' },
      };
  }
}

/** A call the early script made: the app's page takes it (its answer, or the wait for it) instead of calling again. */
export interface EarlyCall {
  page: EarlyPage;
  /** The link's code it was made with: a page of another link never takes it. */
  code: string;
  /** What was submitted (the reset). */
  values?: ResetPasswordValues;
  /** Once answered. */
  answer?: EarlyAnswer;
  settled: Promise<EarlyAnswer>;
}

/** The reset's fields. */
export type ResetField = keyof ResetPasswordValues;

const CALL = '__portalPublicEarlyCall';
const SHOWN = '__portalPublicEarlyShown';
const LEFT = '__portalPublicEarlyLeft';
export type EarlyWindow = {
  [CALL]?: EarlyCall;
  [SHOWN]?: { page: EarlyPage; code: string; shown: boolean };
  [LEFT]?: { page: EarlyPage; code: string; fields: ResetField[] };
};

/** The page's window (none while the build draws the pages in Node). */
export const pageWindow = (): EarlyWindow => (typeof window === 'undefined' ? {} : (window as EarlyWindow));

export const setEarlyCall = (win: EarlyWindow, call: EarlyCall) => {
  win[CALL] = call;
};

/** The call the early script made for this page and link, if any. */
export function earlyCallOf(win: EarlyWindow, page: EarlyPage, code: string | undefined): EarlyCall | undefined {
  const call = win[CALL];
  return call && call.page === page && call.code === code ? call : undefined;
}

/** The reset's passwords shown or hidden by the early script's toggle, for the app's page to keep. */
export const setEarlyShown = (win: EarlyWindow, page: EarlyPage, code: string, shown: boolean) => {
  win[SHOWN] = { page, code, shown };
};

/** Whether the early script left this page's passwords shown (hidden when it did nothing). */
export function earlyShownOf(win: EarlyWindow, page: EarlyPage, code: string | undefined): boolean {
  const state = win[SHOWN];
  return Boolean(state && state.page === page && state.code === code && state.shown);
}

/** The reset's fields the customer has left (or a submit has shown), whose errors the early script shows. */
export const setEarlyLeft = (win: EarlyWindow, page: EarlyPage, code: string, fields: ResetField[]) => {
  win[LEFT] = { page, code, fields };
};

/** The fields the early script said were left on this page and link, for the app's page to show their errors too. */
export function earlyLeftOf(win: EarlyWindow, page: EarlyPage, code: string | undefined): ResetField[] {
  const state = win[LEFT];
  return state && state.page === page && state.code === code ? state.fields.filter((f) => f === 'password' || f === 'confirm') : [];
}
