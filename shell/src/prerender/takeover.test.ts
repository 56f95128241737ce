import { renderOver } from './takeover';
import { controlKey, PRESSED_CONTROL, SUBMITTED, type PressWindow } from '../pages/loginPress';

const page = (label: string) =>
  `<a href="#main">Skip</a><header><button>Français</button></header><main id="main" tabindex="-1"><h1>${label}</h1><button>Log in / Sign up</button></main>`;

function open(body: string) {
  document.body.innerHTML = body;
  const root = document.getElementById('root')!;
  const render = jest.fn((_sync: boolean) => {
    root.innerHTML = page('app');
  });
  return { root, render };
}

test('over a prerendered page the app commits at once, and the focus moves to the same control of its page', () => {
  const { root, render } = open(`<div id="root">${page('prerendered')}</div>`);
  root.querySelectorAll('button')[1]!.focus();
  renderOver(root, render);
  expect(render).toHaveBeenCalledWith(true);
  expect(document.activeElement).toBe(root.querySelectorAll('button')[1]);
  expect(root.querySelector('h1')).toHaveTextContent('app');
});

test('over a prerendered page without a focus inside, nothing is focused', () => {
  const { root, render } = open(`<button id="outside">Outside</button><div id="root">${page('prerendered')}</div>`);
  renderOver(root, render);
  expect(render).toHaveBeenCalledWith(true);
  expect(document.activeElement).toBe(document.body);
});

test('into an empty container (every other page) the app renders as it always does', () => {
  const { root, render } = open('<div id="root"></div>');
  renderOver(root, render);
  expect(render).toHaveBeenCalledWith(false);
});

/** A section's page (the password reset): two fields and a submit button in a form. */
const form = (label: string) =>
  `<main><h1>${label}</h1><form><input id="password" type="password"><input id="confirm" type="password"><button type="submit">Reset password</button></form></main>`;

test('what was typed into the prerendered fields is typed into the app’s, as input events, with the focus and caret kept', () => {
  const { root } = open(`<div id="root">${form('prerendered')}</div>`);
  const inputs = root.querySelectorAll('input');
  inputs[0]!.value = 'Typed!Early9';
  inputs[1]!.value = 'Typed!Ot';
  inputs[1]!.focus();
  inputs[1]!.setSelectionRange(3, 3);
  const heard: string[] = [];
  renderOver(root, () => {
    root.innerHTML = form('app');
    root.querySelectorAll('input').forEach((i) => i.addEventListener('input', () => heard.push(`${i.id}=${i.value}`)));
  });
  expect(root.querySelector('h1')).toHaveTextContent('app');
  expect(heard).toEqual(['password=Typed!Early9', 'confirm=Typed!Ot']);
  const confirm = root.querySelector<HTMLInputElement>('#confirm')!;
  expect(document.activeElement).toBe(confirm);
  expect([confirm.selectionStart, confirm.selectionEnd]).toEqual([3, 3]);
});

test('a form submitted before the app started is submitted on the app’s page, once; another page’s fields are left alone', () => {
  const { root } = open(`<div id="root">${form('prerendered')}</div>`);
  root.querySelector('input')!.value = 'typed';
  const win: PressWindow = { [SUBMITTED]: 0 };
  const submitted = jest.fn((e: Event) => e.preventDefault());
  const heard = jest.fn();
  renderOver(
    root,
    () => {
      root.innerHTML = `<main><h1>other</h1><form><input id="only"><button type="submit">Go</button></form></main><form></form>`;
      root.querySelector('form')!.addEventListener('submit', submitted);
      root.querySelector('input')!.addEventListener('input', heard);
    },
    win,
  );
  expect(submitted).toHaveBeenCalledTimes(1);
  expect(win[SUBMITTED]).toBeUndefined();
  // Not the same fields: nothing is typed where the customer did not type it.
  expect(heard).not.toHaveBeenCalled();
});

/** A home tab (decision 0017): drawn with the selector's skeleton; the app's page has the selector before the tabs. */
const homeTab = (withSelector: boolean) =>
  `<main>${withSelector ? '<select id="card-select"><option>Commuter</option></select><button>Add Card</button>' : ''}<nav><a href="/home/balance">Balance</a><a href="/home/manage">Manage</a></nav></main>`;

test('a control whose place changed keeps the focus: the same tab, found by its kind, address and text', () => {
  document.body.innerHTML = `<div id="root">${homeTab(false)}</div>`;
  const root = document.getElementById('root')!;
  root.querySelector<HTMLElement>('a[href="/home/manage"]')!.focus();
  renderOver(root, () => {
    root.innerHTML = homeTab(true);
  });
  expect(document.activeElement).toBe(root.querySelector('a[href="/home/manage"]'));
});

/** A home tab's header: the menu's button, Logout and Help, the way the drawn page and the app's both have them. */
const header = (label: string, extra = '') =>
  `<header>${extra}<button aria-label="Open menu"><svg></svg></button><button>Logout</button></header><main><h1>${label}</h1></main><button aria-label="Help">?</button>`;

test("a home tab's button pressed before the app is pressed once on the same button of the app's page", () => {
  const { root } = open(`<div id="root">${header('drawn')}</div>`);
  const drawnHelp = root.querySelectorAll('button')[2]!;
  const win: PressWindow = { [PRESSED_CONTROL]: { at: 2, key: controlKey(drawnHelp) } };
  const pressed: string[] = [];
  // The app's page has one more button before it (the card's selector's): the same button is found by what it is.
  renderOver(
    root,
    () => {
      root.innerHTML = header('app', '<button>Add Card</button>');
      root
        .querySelectorAll('button')
        .forEach((b) => b.addEventListener('click', () => pressed.push(b.getAttribute('aria-label') ?? b.textContent!)));
    },
    win,
  );
  expect(pressed).toEqual(['Help']);
  expect(win[PRESSED_CONTROL]).toBeUndefined();
});

test('a kept press is not carried out where the app’s page has no such button, or it cannot be pressed there', () => {
  const { root } = open(`<div id="root">${header('drawn')}</div>`);
  const key = controlKey(root.querySelectorAll('button')[1]!);
  const pressed: string[] = [];
  const listen = () => root.querySelectorAll('button').forEach((b) => b.addEventListener('click', () => pressed.push(b.textContent!)));
  renderOver(
    root,
    () => {
      root.innerHTML = '<main><h1>another page</h1><button>Sign in</button></main>';
      listen();
    },
    { [PRESSED_CONTROL]: { at: 1, key } },
  );
  root.innerHTML = header('drawn');
  renderOver(
    root,
    () => {
      root.innerHTML = header('app').replace('<button>Logout</button>', '<button disabled>Logout</button>');
      listen();
    },
    { [PRESSED_CONTROL]: { at: 1, key } },
  );
  expect(pressed).toEqual([]);
});

/** A drawn Reload tab's products (decision 0021): the app's page has the card selector's select before them. */
const products = (cardSelector: boolean) =>
  `${cardSelector ? '<label for="card">Card</label><select id="card"><option value="1">One</option><option value="2">Two</option></select>' : ''}` +
  '<label for="pass">Pass</label><select id="pass"><option value="10">December</option><option value="11">January</option></select>' +
  '<label for="ride">Ride product</label><select id="ride"><option value="20">10 rides</option><option value="21">20 rides</option></select>';

test('an option chosen in a drawn select is chosen in the same select of the app’s page, as a change event', () => {
  const { root } = open(`<div id="root">${products(false)}</div>`);
  root.querySelector<HTMLSelectElement>('#pass')!.value = '11';
  const heard: string[] = [];
  renderOver(root, () => {
    root.innerHTML = products(true);
    root.querySelectorAll('select').forEach((s) => s.addEventListener('change', () => heard.push(`${s.id}=${s.value}`)));
  });
  // The pass chosen; the ride product left as it was drawn (its first), the card selector untouched.
  expect(heard).toEqual(['pass=11']);
  expect(root.querySelector<HTMLSelectElement>('#pass')!.value).toBe('11');
  expect(root.querySelector<HTMLSelectElement>('#card')!.value).toBe('1');
});

test('a choice is not carried into a select of other options, nor into one that is disabled', () => {
  const { root } = open(`<div id="root">${products(false)}</div>`);
  root.querySelector<HTMLSelectElement>('#pass')!.value = '11';
  root.querySelector<HTMLSelectElement>('#ride')!.value = '21';
  const heard: string[] = [];
  renderOver(root, () => {
    root.innerHTML = products(true)
      .replace('<option value="11">January</option>', '<option value="12">February</option>')
      .replace('<select id="ride"', '<select id="ride" disabled');
    root.querySelectorAll('select').forEach((s) => s.addEventListener('change', () => heard.push(`${s.id}=${s.value}`)));
  });
  expect(heard).toEqual([]);
  expect(root.querySelector<HTMLSelectElement>('#pass')!.value).toBe('10');
});

/** A drawn tab's form (the Manage tab): fields with the holder's details in them, and the agreement's checkbox. */
const holderForm = (label: string) =>
  `<main><h1>${label}</h1><form><label for="f">First name</label><input id="f" value="Dana"><label for="l">Last name</label><input id="l" value="Demo"><label for="p">Phone</label><input id="p" value="204-555-0100"><label><input type="checkbox" name="agreement"><span>I agree</span></label><button type="submit">Save</button></form></main>`;

test('a drawn field changed or emptied before the app is changed or emptied on the app’s page; one left as drawn is left', () => {
  const { root } = open(`<div id="root">${holderForm('drawn')}</div>`);
  const [first, last] = Array.from(root.querySelectorAll<HTMLInputElement>('input:not([type="checkbox"])'));
  first!.value = 'Danielle';
  last!.value = '';
  const heard: string[] = [];
  renderOver(root, () => {
    root.innerHTML = holderForm('app');
    root.querySelectorAll('input').forEach((i) => i.addEventListener('input', () => heard.push(`${i.id}=${i.value}`)));
  });
  expect(heard).toEqual(['f=Danielle', 'l=']);
  expect(root.querySelector<HTMLInputElement>('#p')!.value).toBe('204-555-0100');
});

test('a drawn checkbox pressed before the app is pressed once on the same checkbox of the app’s page', () => {
  const { root } = open(`<div id="root">${holderForm('drawn')}</div>`);
  const box = root.querySelector<HTMLInputElement>('input[type="checkbox"]')!;
  const at = Array.from(root.querySelectorAll('button, input[type="checkbox"]')).indexOf(box);
  const win: PressWindow = { [PRESSED_CONTROL]: { at, key: controlKey(box) } };
  expect(controlKey(box)).toBe('INPUT|||I agree');
  const pressed = jest.fn();
  renderOver(
    root,
    () => {
      root.innerHTML = `<button>Add Card</button>${holderForm('app')}`;
      root.querySelector('input[type="checkbox"]')!.addEventListener('click', pressed);
    },
    win,
  );
  expect(pressed).toHaveBeenCalledTimes(1);
  expect(root.querySelector<HTMLInputElement>('input[type="checkbox"]')!.checked).toBe(true);
});
