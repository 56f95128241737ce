/**
 * The prerendered pages' one inline script (login.html, docs/decisions/0003-prerendered-login-page.md; the home tabs,
 * 0017). It runs where the parser meets it, right after the prerendered page and before the first paint, long before
 * the portal's JavaScript:
 * - the page shows in the customer's language: a stored choice, else the browser's (the app's own rule);
 * - a page the prerender cannot show right is emptied, and the app renders it as it would without one: somebody
 *   is or was signing in (MSAL's state: the app goes on to the portal or shows the sign-in's outcome), or this
 *   tab was just signed out (the app says why); a home tab, drawn for a signed-in customer (issue 39), is shown only
 *   where MSAL lists an account and this tab was not just signed out (the app sends anybody else to /login);
 * - a press on the language switch works at once (it swaps the prerendered language and remembers the choice, as
 *   the app's switch does), and a press on 'Log in / Sign up' is kept and carried out when the app starts
 *   (press.ts, `takeEarlyLoginPress`, called by the login page); the button shows it is under way meanwhile;
 * - a form of a section's page (the password reset, drawn from its release) never leaves the page before the app
 *   has started: a submit (its button, Enter in a field) is kept, and the app submits it when it renders over the page
 *   (takeover.ts); what was typed stays in the fields and is kept too;
 * - a button of a home tab (its header's menu, Logout, Help) pressed before the app has started is kept, the last one
 *   pressed, and the app presses it once on its own page (takeover.ts); the button shows it is under way meanwhile;
 * - nothing is painted that this script would not show: the parser paints what it has read whenever it yields, and on
 *   a phone that came before this script (the frame to a visitor signed out, English to a French customer; issue 39).
 *   A style in the head holds the tree shown (PRERENDER_HOLD_STYLE) until this script removes it: always on a page
 *   drawn for a signed-in customer (a home tab), and on the login and section pages where their head's script
 *   (head.ts, `holdUnlessShownAsDrawn`) finds the page will not be shown as it arrives.
 * - the login page says it works without the app (decision 0020, `workAlone`): a press starts the shell's entry, which
 *   signs in with MSAL alone; a sign-in in another tab loads it again.
 * It imports only small modules without side effects: with the held entry (entry.ts), the page's inline script is
 * about 6.1 KB, 2.3 KB gzip (of which the keeper of a home tab's presses, 0.8 KB, 0.25 KB gzip).
 */
import { hasMsalAccount, hasMsalState } from '@portal/host/msal-loader';
import { initialLocale, INTL_LOCALES, isLocale, LOCALE_KEY, LOCALES, type Locale } from '@portal/contract';
import { STORAGE_KEYS } from '@portal/contract';
import { PRERENDER_ATTR, PRERENDER_HOLD_ATTR, PRERENDER_HOLD_CSS, PRERENDER_SECTION, SECTION_EARLY_ATTR } from '@portal/kit/config';
import { listenToSession } from '@portal/kit/session';
import { controlKey, PRESSABLE, PRESSED, PRESSED_CONTROL, SUBMITTED, type PressWindow } from '../pages/loginPress';

type EarlyWindow = Pick<Window, 'localStorage' | 'sessionStorage'> & { location?: Pick<Location, 'reload'> } & {
  navigator: Pick<Navigator, 'languages' | 'language'>;
} & PressWindow;

function signingInOrSignedOut(win: EarlyWindow): boolean {
  try {
    return hasMsalState([win.localStorage, win.sessionStorage]) || win.sessionStorage.getItem(STORAGE_KEYS.signOutReason) !== null;
  } catch {
    return true; // storage blocked: the app decides
  }
}

/** Signed in, as far as the page can tell before the app: an account in MSAL's list, and this tab not just signed out. */
function signedIn(win: EarlyWindow): boolean {
  try {
    return hasMsalAccount([win.localStorage, win.sessionStorage]) && win.sessionStorage.getItem(STORAGE_KEYS.signOutReason) === null;
  } catch {
    return false; // storage blocked: the app decides
  }
}

/** The language the page shows in: a stored choice, else the browser's (the app's own rule). */
const localeOf = (win: EarlyWindow): Locale => initialLocale(win.localStorage, win.navigator.languages ?? [win.navigator.language]);

/**
 * Whether a page drawn for a visitor not signed in (the login page, a section's page) will be shown as it arrives: to
 * this visitor, in the language of its tree shown (`drawn`, the build's first). Asked in the page's head, before its
 * tree is read (head.ts): where the answer is no, the tree is held from the screen until this script's end has chosen
 * (PRERENDER_HOLD_STYLE), so a French visitor is never painted the English page, nor somebody signing in the page the
 * app will replace. Where it is yes, the page is painted as it is read, as before (the log's lever 24).
 */
export function shownAsDrawn(win: EarlyWindow, drawn: Locale = LOCALES[0]): boolean {
  try {
    return !signingInOrSignedOut(win) && localeOf(win) === drawn;
  } catch {
    return false; // the page's end decides
  }
}

/** The head's part (head.ts): the hold, unless the page will be shown as it arrives. */
export function holdUnlessShownAsDrawn(doc: Document = document, win: EarlyWindow = window as EarlyWindow): void {
  if (shownAsDrawn(win)) return;
  // The build's PRERENDER_HOLD_STYLE, made with the DOM's own calls: nothing here is read as HTML.
  const hold = doc.createElement('style');
  hold.setAttribute(PRERENDER_HOLD_ATTR, '');
  hold.textContent = PRERENDER_HOLD_CSS;
  doc.head.append(hold);
}

/**
 * The prerendered page in `locale`: the tree of another language waits in a <template> next to #root, and the one
 * shown goes into a template in turn, so the switch can come back.
 */
function show(doc: Document, root: HTMLElement, locale: Locale) {
  doc.documentElement.lang = INTL_LOCALES[locale];
  const current = root.firstElementChild?.getAttribute(PRERENDER_ATTR.locale);
  if (current === locale) return;
  const wanted = doc.querySelector<HTMLTemplateElement>(`template[${PRERENDER_ATTR.locale}="${locale}"]`);
  if (!wanted) return;
  const keep = doc.createElement('template');
  if (current) keep.setAttribute(PRERENDER_ATTR.locale, current);
  keep.content.append(...Array.from(root.childNodes));
  root.append(wanted.content);
  wanted.replaceWith(keep);
}

/**
 * The login page works without the app (docs/decisions/0020-the-login-page-without-the-app.md): this script swaps its
 * language and keeps a press on 'Log in / Sign up', which starts the shell's entry, and the entry the provider's
 * sign-in (startup.ts). Its card says so in each language's tree (SECTION_EARLY_ATTR's `ready` and `alone`, as a
 * section's early script marks its page: the held entry then waits for the press, entry.ts). A tab on it picks up a
 * sign-in in another tab, as the app's login page does (MsalAuthProvider): it loads again, and finds the customer.
 */
function workAlone(doc: Document, root: HTMLElement, win: EarlyWindow): void {
  const login = `[${PRERENDER_ATTR.action}="login"]`;
  const trees = [root, ...Array.from(doc.querySelectorAll<HTMLTemplateElement>(`template[${PRERENDER_ATTR.locale}]`), (t) => t.content)];
  for (const tree of trees)
    for (const button of Array.from(tree.querySelectorAll(login))) {
      const card = button.closest('section') ?? button;
      card.setAttribute(SECTION_EARLY_ATTR.ready, '');
      card.setAttribute(SECTION_EARLY_ATTR.alone, '');
    }
  if (!root.querySelector(login)) return;
  const stop = listenToSession((message) => {
    if (message.type !== 'signed-in' || !root.querySelector(`[${PRERENDER_ATTR.locale}]`)) return;
    stop();
    (win.location ?? window.location).reload();
  });
}

/**
 * Starts the drawn page, then lets it be painted: its head holds the tree shown until here (PRERENDER_HOLD_STYLE), so
 * the first paint is the page this script chose, in its language, or nothing. Whatever happens here, the hold goes.
 */
export function startPrerenderedPage(doc: Document = document, win: EarlyWindow = window as EarlyWindow): void {
  try {
    choosePage(doc, win);
  } finally {
    doc.querySelector(`style[${PRERENDER_HOLD_ATTR}]`)?.remove();
  }
}

function choosePage(doc: Document, win: EarlyWindow): void {
  const root = doc.getElementById('root');
  const drawn = root?.firstElementChild;
  if (!root || !drawn?.hasAttribute(PRERENDER_ATTR.locale)) return;
  // A page drawn for a signed-in customer (a home tab) to a browser with sign-in state only; every other to one without.
  if (drawn.hasAttribute(PRERENDER_ATTR.signedIn) ? !signedIn(win) : signingInOrSignedOut(win)) {
    root.replaceChildren();
    for (const t of Array.from(doc.querySelectorAll(`template[${PRERENDER_ATTR.locale}]`))) t.remove();
    return;
  }
  show(doc, root, localeOf(win));
  if (!drawn.hasAttribute(PRERENDER_SECTION.page) && !drawn.hasAttribute(PRERENDER_ATTR.signedIn)) workAlone(doc, root, win);
  // Until the app renders the page over it; then the target is no longer inside a prerendered tree.
  doc.addEventListener('submit', (event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || !root.contains(form) || !form.closest(`[${PRERENDER_ATTR.locale}]`)) return;
    // Never sent by the browser itself (its fields in the address, or to the server): the app submits it.
    event.preventDefault();
    win[SUBMITTED] = Array.from(root.querySelectorAll('form')).indexOf(form);
  });
  if (drawn.hasAttribute(PRERENDER_ATTR.signedIn)) keepPresses(doc, root, win);
  doc.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target.closest(`[${PRERENDER_ATTR.action}]`) : null;
    if (!target || !root.contains(target) || !target.closest(`[${PRERENDER_ATTR.locale}]`)) return;
    const action = target.getAttribute(PRERENDER_ATTR.action);
    if (action === 'login' && !win[PRESSED]) {
      win[PRESSED] = true;
      target.setAttribute('disabled', '');
      target.classList.add('Mui-disabled');
    } else if (action && action.startsWith('locale:')) {
      const locale = action.slice('locale:'.length);
      if (!isLocale(locale)) return;
      try {
        win.localStorage.setItem(LOCALE_KEY, locale);
      } catch {
        /* storage blocked: the choice lasts until the app starts */
      }
      // A press kept on the page shown goes with it: the customer now has another page before them.
      forgetPress(root, win);
      show(doc, root, locale);
      // The pressed switch went with the page it was on: the focus goes to the switch of the page shown.
      root.querySelector<HTMLElement>(`[${PRERENDER_ATTR.action}^="locale:"]`)?.focus();
    }
  });
}

/** A kept press's button shows it is under way, as MUI shows a button that cannot be pressed (it is not, meanwhile). */
const UNDER_WAY = 'Mui-disabled';
/** The mark of the button whose press is kept. */
const KEPT_ATTR = 'data-prerender-pressed';

/**
 * A home tab drawn for a signed-in customer has buttons the app works (its header's menu, Logout, Help; a tab its
 * section drew: Add to Cart, the Manage tab's panels and its agreement's checkbox): a press on one before the app has
 * started is kept, the last one pressed (the customer's latest wish), by its place among the page's buttons and
 * checkboxes and what makes it the same control; the app presses it once when it renders over the page (takeover.ts).
 * The control shows it is under way until then (a checkbox stays as it was); a press on another takes its place. Not
 * a submit (the form's own keeper) nor the language switch (it works at once).
 */
function keepPresses(doc: Document, root: HTMLElement, win: EarlyWindow): void {
  doc.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const button = target?.matches('input[type="checkbox"]') ? (target as HTMLInputElement) : target?.closest('button');
    if (!button || !root.contains(button) || !button.closest(`[${PRERENDER_ATTR.locale}]`)) return;
    if (button.hasAttribute(PRERENDER_ATTR.action) || (button.form && button.type === 'submit') || button.disabled) return;
    // A checkbox stays as it was: what its press does is the app's (the Manage tab's agreement opens a notice first).
    if (button instanceof HTMLInputElement) event.preventDefault();
    if (button.getAttribute('aria-disabled') === 'true') return; // the one kept already, or one that cannot be pressed
    forgetPress(root, win);
    win[PRESSED_CONTROL] = { at: Array.from(root.querySelectorAll(PRESSABLE)).indexOf(button), key: controlKey(button) };
    button.setAttribute(KEPT_ATTR, '');
    button.setAttribute('aria-disabled', 'true');
    button.classList.add(UNDER_WAY);
  });
}

/** No press kept any more, and the button that showed it can be pressed again. */
function forgetPress(root: HTMLElement, win: EarlyWindow): void {
  delete win[PRESSED_CONTROL];
  const kept = root.querySelector(`[${KEPT_ATTR}]`);
  kept?.removeAttribute(KEPT_ATTR);
  kept?.removeAttribute('aria-disabled');
  kept?.classList.remove(UNDER_WAY);
}
