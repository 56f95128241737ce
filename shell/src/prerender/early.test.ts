import { LOCALE_KEY, STORAGE_KEYS } from '@portal/contract';
import { render } from './renderPages';
import { holdUnlessShownAsDrawn, startPrerenderedPage } from './early';
import { PRERENDER_HOLD_ATTR, PRERENDER_HOLD_STYLE, SECTION_EARLY_ATTR } from '@portal/kit/config';
import { waitFor } from '@testing-library/react';
import { BroadcastChannel as NodeBroadcastChannel } from 'node:worker_threads';
import { PRESSED_CONTROL, SUBMITTED, takeEarlyLoginPress, type PressWindow } from '../pages/loginPress';
import { frameTabPage } from '../testing/drawnPage';

/** The body of login.html as the build writes it (shared/build/prerender.ts), from the real render. */
let body = '';
/** A home tab's page (issue 39: drawn for a signed-in customer), from the same render. */
let homeBalance = '';
beforeAll(async () => {
  const { shown, templates, pages } = await render();
  body = `<div id="root">${shown}</div>${templates}`;
  homeBalance = frameTabPage(pages.find((p) => p.frame === 'home')!);
});

const root = () => document.getElementById('root')!;
const heading = () => root().querySelector('h1')?.textContent;
const button = (name: string) => Array.from(root().querySelectorAll('button')).find((b) => b.textContent === name);

function open(win: Parameters<typeof startPrerenderedPage>[1] = window, page = body) {
  document.body.innerHTML = page;
  document.documentElement.lang = 'en';
  startPrerenderedPage(document, win);
}

/** The hold the build puts in the page's head (shared/build/prerender.ts): the tree shown is hidden until the script. */
function held(): HTMLStyleElement {
  document.head.insertAdjacentHTML('beforeend', PRERENDER_HOLD_STYLE);
  return document.head.querySelector<HTMLStyleElement>(`style[${PRERENDER_HOLD_ATTR}]`)!;
}

afterEach(() => {
  document.head.querySelectorAll(`style[${PRERENDER_HOLD_ATTR}]`).forEach((s) => s.remove());
  localStorage.clear();
  sessionStorage.clear();
  takeEarlyLoginPress();
  delete (window as PressWindow)[PRESSED_CONTROL];
});

test('a first visit in an English browser sees the English page, French waiting in a template', () => {
  open();
  expect(heading()).toBe('Welcome to the Transit Reloading Portal');
  expect(document.documentElement.lang).toBe('en-CA');
  expect(button('Log in / Sign up')).toBeDefined();
  expect(document.querySelector<HTMLTemplateElement>('template[data-prerender-locale]')?.content.querySelector('h1')?.textContent).toBe(
    'Bienvenue au portail de recharge du transport en commun',
  );
});

test("the page shows in the stored language, else the browser's, with <html lang> to match", () => {
  localStorage.setItem(LOCALE_KEY, 'fr');
  open();
  expect(heading()).toBe('Bienvenue au portail de recharge du transport en commun');
  expect(document.documentElement.lang).toBe('fr-CA');
  localStorage.clear();
  open({ localStorage, sessionStorage, navigator: { languages: ['fr-CA', 'en'], language: 'fr-CA' } });
  expect(button('Connexion / Inscription')).toBeDefined();
});

test('a page the prerender cannot show right is left to the app: somebody signing in, or a tab just signed out', () => {
  sessionStorage.setItem('msal.interaction.status', 'x');
  open();
  expect(root().childNodes).toHaveLength(0);
  expect(document.querySelector('template[data-prerender-locale]')).toBeNull();
  sessionStorage.clear();
  sessionStorage.setItem(STORAGE_KEYS.signOutReason, 'idle');
  open();
  expect(root().childNodes).toHaveLength(0);
});

test('the language switch works before the app starts: the page changes, the choice is kept, the focus stays on the switch', () => {
  open();
  button('Français')!.click();
  expect(heading()).toBe('Bienvenue au portail de recharge du transport en commun');
  expect(localStorage.getItem(LOCALE_KEY)).toBe('fr');
  expect(document.activeElement).toBe(button('English'));
  button('English')!.click();
  expect(heading()).toBe('Welcome to the Transit Reloading Portal');
  expect(localStorage.getItem(LOCALE_KEY)).toBe('en');
});

test('a press on Log in / Sign up is kept for the app, once, and the button shows it is under way', () => {
  open();
  expect(takeEarlyLoginPress()).toBe(false);
  const login = button('Log in / Sign up')!;
  login.click();
  expect(login).toBeDisabled();
  expect(takeEarlyLoginPress()).toBe(true);
  expect(takeEarlyLoginPress()).toBe(false);
});

test('the login page says it works without the app (decision 0020): its card marked ready and alone, in each language', () => {
  open();
  const marked = (tree: ParentNode) =>
    Array.from(tree.querySelectorAll(`[${SECTION_EARLY_ATTR.ready}][${SECTION_EARLY_ATTR.alone}]`)).map(
      (card) => card.querySelector('button')?.textContent,
    );
  expect(marked(root())).toEqual(['Log in / Sign up']);
  expect(marked(document.querySelector<HTMLTemplateElement>('template[data-prerender-locale]')!.content)).toEqual([
    'Connexion / Inscription',
  ]);
  // Switched, the French card says so too (the held entry keeps waiting for the press: entry.ts).
  button('Français')!.click();
  expect(marked(root())).toEqual(['Connexion / Inscription']);
});

test('only the login page: a section’s page (its own script marks it) and a home tab are not marked by the shell', () => {
  document.body.innerHTML =
    '<div id="root"><div data-prerender-locale="en" data-prerender-page=""><section><button data-prerender-action="login">Log in / Sign up</button></section></div></div>';
  startPrerenderedPage(document, window);
  expect(root().querySelector(`[${SECTION_EARLY_ATTR.alone}]`)).toBeNull();
  localStorage.setItem('msal.account.keys', '["a"]');
  open(window, homeBalance);
  expect(root().querySelector(`[${SECTION_EARLY_ATTR.alone}], [${SECTION_EARLY_ATTR.ready}]`)).toBeNull();
});

test('a tab on the drawn login page loads again when another tab signs in, as the app’s login page does', async () => {
  Object.assign(globalThis, { BroadcastChannel: NodeBroadcastChannel });
  const other = new NodeBroadcastChannel('portal.session');
  try {
    const reload = jest.fn();
    open({ localStorage, sessionStorage, navigator, location: { reload } });
    other.postMessage({ type: 'something else' });
    other.postMessage({ type: 'signed-out', reason: 'logout' });
    other.postMessage({ type: 'signed-in' });
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    // Once: it stopped listening as it loads again.
    other.postMessage({ type: 'signed-in' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(reload).toHaveBeenCalledTimes(1);
  } finally {
    other.close();
    delete (globalThis as { BroadcastChannel?: unknown }).BroadcastChannel;
  }
});

test('once the app has rendered over the page, its own buttons are its own', () => {
  open();
  root().innerHTML = '<button data-prerender-action="login">Log in / Sign up</button>';
  button('Log in / Sign up')!.click();
  expect(takeEarlyLoginPress()).toBe(false);
});

test('a section page’s form never leaves the page before the app: its submit is kept for the app, by the form’s place', () => {
  document.body.innerHTML =
    '<div id="root"><div data-prerender-locale="en" data-prerender-page=""><form><input name="password" value="Typed!9"><button type="submit">Reset password</button></form></div></div>';
  const win = window as PressWindow;
  startPrerenderedPage(document, window);
  let sent = true;
  document.addEventListener('submit', (e) => {
    sent = !e.defaultPrevented;
  });
  root().querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
  expect(sent).toBe(false);
  expect(win[SUBMITTED]).toBe(0);
  delete win[SUBMITTED];
});

describe('a home tab drawn for a signed-in customer (issue 39)', () => {
  const tabs = () => root().querySelector('nav[aria-label="Card sections"]');
  test('shown to a browser with sign-in state, in its language: the frame and its tabs, nothing of the customer', () => {
    localStorage.setItem('msal.3.account.keys', '["msal.3|home|localhost:4000|b2c_1_signupsignin"]');
    open(window, homeBalance);
    expect(heading()).toBe('My cards');
    // Its tabs as the build draws them: the places the server puts each live release's tab in, the first current
    // (scripts/test/prerendered.test.mts draws them).
    expect(Array.from(tabs()!.querySelectorAll('a')).map((a) => [a.textContent, a.getAttribute('aria-current')])).toEqual([
      ['__PORTAL_TABS_0_EN__', 'page'],
      ['__PORTAL_TABS_1_EN__', null],
    ]);
    expect(root().querySelector('[role="status"]')?.textContent).toContain('Loading your cards…');
    expect(root().querySelector('#card-select')).toBeNull();
    expect(root().textContent).not.toMatch(/Welcome/);
    localStorage.setItem(LOCALE_KEY, 'fr');
    open(window, homeBalance);
    expect(heading()).toBe('Mes cartes');
    expect(document.documentElement.lang).toBe('fr-CA');
  });

  test('emptied for a browser without an account, signed out, or a tab just signed out: the app sends the visitor to the login page', () => {
    open(window, homeBalance);
    expect(root().childNodes).toHaveLength(0);
    expect(document.querySelector('template[data-prerender-locale]')).toBeNull();
    // Signed out: MSAL leaves its version behind, and no account.
    localStorage.setItem('msal.version', '5.29.0');
    open(window, homeBalance);
    expect(root().childNodes).toHaveLength(0);
    localStorage.setItem('msal.3.account.keys', '["msal.3|home|localhost:4000|b2c_1_signupsignin"]');
    sessionStorage.setItem(STORAGE_KEYS.signOutReason, 'logout');
    open(window, homeBalance);
    expect(root().childNodes).toHaveLength(0);
  });
});

test('the tree shown is held from the screen until the script has chosen it, then released whatever the choice', () => {
  // Held: the drawn tree (the child of #root with its language) is not displayed, the app's own render would be.
  document.body.innerHTML = body;
  const hold = held();
  const display = () => getComputedStyle(root().firstElementChild!).display;
  expect(display()).toBe('none');
  // Shown in the stored language: released, and French is what is in #root at that point.
  localStorage.setItem(LOCALE_KEY, 'fr');
  startPrerenderedPage(document, window);
  expect(hold.isConnected).toBe(false);
  expect(heading()).toBe('Bienvenue au portail de recharge du transport en commun');
  expect(display()).not.toBe('none');
  // Emptied for a visitor it is not for (a home tab without an account): released too.
  held();
  open(window, homeBalance);
  expect(root().childNodes).toHaveLength(0);
  expect(document.querySelector(`style[${PRERENDER_HOLD_ATTR}]`)).toBeNull();
  // No drawn tree at all (index.html's empty #root): nothing held stays.
  held();
  open(window, '<div id="root"></div>');
  expect(document.querySelector(`style[${PRERENDER_HOLD_ATTR}]`)).toBeNull();
  // A script that fails midway still releases the page: the browser shows what was drawn, the app renders over it.
  held();
  const broken = { localStorage, sessionStorage, navigator: undefined } as unknown as Parameters<typeof startPrerenderedPage>[1];
  expect(() => open(broken)).toThrow();
  expect(document.querySelector(`style[${PRERENDER_HOLD_ATTR}]`)).toBeNull();
});

test('the login and section pages are held from the head only where they will not be shown as they arrive', () => {
  const holds = () => document.head.querySelectorAll(`style[${PRERENDER_HOLD_ATTR}]`).length;
  const english = { localStorage, sessionStorage, navigator: { languages: ['en-CA'], language: 'en-CA' } };
  // An English visitor not signed in: painted as it is read (its tree shown is English).
  holdUnlessShownAsDrawn(document, english);
  expect(holds()).toBe(0);
  // A French browser, or a stored French choice: held until the page's end has swapped the trees.
  holdUnlessShownAsDrawn(document, { localStorage, sessionStorage, navigator: { languages: ['fr-CA', 'en'], language: 'fr-CA' } });
  expect(holds()).toBe(1);
  document.head.querySelectorAll(`style[${PRERENDER_HOLD_ATTR}]`).forEach((h) => h.remove());
  localStorage.setItem(LOCALE_KEY, 'fr');
  holdUnlessShownAsDrawn(document, english);
  expect(holds()).toBe(1);
  // Then the page's end shows French and releases it.
  document.body.innerHTML = body;
  startPrerenderedPage(document, english);
  expect(heading()).toBe('Bienvenue au portail de recharge du transport en commun');
  expect(holds()).toBe(0);
  // Somebody signing in: held, and the page's end empties it.
  localStorage.clear();
  sessionStorage.setItem('msal.interaction.status', 'x');
  holdUnlessShownAsDrawn(document, english);
  expect(holds()).toBe(1);
  document.body.innerHTML = body;
  startPrerenderedPage(document, english);
  expect(root().childNodes).toHaveLength(0);
  expect(holds()).toBe(0);
});

test("a home tab's button pressed before the app is kept, the last one pressed, and shows it is under way", () => {
  localStorage.setItem('msal.account.keys', '["a"]');
  const win = window as PressWindow;
  open(window, homeBalance);
  const help = root().querySelector<HTMLButtonElement>('button[aria-label="Help"]')!;
  const logout = button('Logout')!;
  const buttons = () => Array.from(root().querySelectorAll('button'));
  help.click();
  expect(win[PRESSED_CONTROL]).toEqual({ at: buttons().indexOf(help), key: 'BUTTON||Help|?' });
  expect(help).toHaveAttribute('aria-disabled', 'true');
  expect(help).toHaveClass('Mui-disabled');
  // Another press takes its place: the customer's latest wish; the first button can be pressed again.
  logout.click();
  expect(win[PRESSED_CONTROL]).toEqual({ at: buttons().indexOf(logout), key: 'BUTTON|||Logout' });
  expect(help).not.toHaveAttribute('aria-disabled');
  expect(help).not.toHaveClass('Mui-disabled');
  expect(logout).toHaveAttribute('aria-disabled', 'true');
  // The language switch is not kept (it works at once), and the press kept on the page it leaves goes with that page.
  button('Français')!.click();
  expect(heading()).toBe('Mes cartes');
  expect(win[PRESSED_CONTROL]).toBeUndefined();
  button('Déconnexion')!.click();
  expect(win[PRESSED_CONTROL]).toEqual({ at: buttons().indexOf(button('Déconnexion')!), key: 'BUTTON|||Déconnexion' });
  button('English')!.click();
  expect(heading()).toBe('My cards');
  expect(win[PRESSED_CONTROL]).toBeUndefined();
  expect(button('Logout')).not.toHaveAttribute('aria-disabled');
});

test("a drawn tab's checkbox pressed before the app is kept and stays as it was: what its press does is the app's", () => {
  localStorage.setItem('msal.account.keys', '["a"]');
  const win = window as PressWindow;
  open(window, homeBalance);
  // A section's drawing in the tab (the Manage tab's agreement), as the entry puts it in the skeleton's place.
  const label = document.createElement('label');
  label.innerHTML = '<input type="checkbox" name="agreement"><span>I agree</span>';
  root().querySelector('main')!.append(label);
  const box = label.querySelector('input')!;
  label.querySelector('span')!.click();
  expect(box.checked).toBe(false);
  expect(win[PRESSED_CONTROL]).toEqual({
    at: Array.from(root().querySelectorAll('button, input[type="checkbox"]')).indexOf(box),
    key: 'INPUT|||I agree',
  });
  expect(box).toHaveAttribute('aria-disabled', 'true');
  // A button pressed next takes its place, and the checkbox can be pressed again.
  button('Logout')!.click();
  expect(box).not.toHaveAttribute('aria-disabled');
  expect(win[PRESSED_CONTROL]?.key).toBe('BUTTON|||Logout');
});

test('on the login page and a section’s page a press is not kept that way: their own keepers carry it out', () => {
  open();
  button('Log in / Sign up')!.click();
  button('Français')!.click();
  expect((window as PressWindow)[PRESSED_CONTROL]).toBeUndefined();
  document.body.innerHTML =
    '<div id="root"><div data-prerender-locale="en" data-prerender-page=""><section><button type="button">Show password</button></section></div></div>';
  startPrerenderedPage(document, window);
  button('Show password')!.click();
  expect((window as PressWindow)[PRESSED_CONTROL]).toBeUndefined();
});
