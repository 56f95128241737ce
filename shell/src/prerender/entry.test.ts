import { HELD_ENTRY_ATTR, HELD_ENTRY_MS, HELD_PRELOADS_ATTR, PRERENDER_ATTR, SECTION_EARLY_ATTR } from '@portal/kit/config';
import { startHeldEntry } from './entry';

const SRC = '/main.0123456789.js';
const SHA = 'sha256-AAAA';
const CHUNK = '/61.0123456789.js';
const started = () => Array.from(document.head.querySelectorAll<HTMLScriptElement>('script[src]'));
/** The preloads in the document (none is while they are held: a template's content is not). */
const preloading = () => Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="preload"]'));

/** A page drawn with a section's page, its entry held; `calling` while the section's opening call is under way. */
function page({ calling = false, held = true, alone = false } = {}) {
  document.head.innerHTML = held
    ? `<template ${HELD_PRELOADS_ATTR}><link rel="preload" as="script" href="${SRC}" crossorigin="anonymous" integrity="${SHA}" ${HELD_ENTRY_ATTR}>` +
      `<link rel="preload" as="script" href="${CHUNK}" crossorigin="anonymous" integrity="sha256-BBBB"></template>`
    : '';
  document.body.innerHTML =
    `<div id="root"><div data-prerender-locale="en"><main><div class="card"${calling ? ` ${SECTION_EARLY_ATTR.calling}` : ''}${alone ? ` ${SECTION_EARLY_ATTR.ready} ${SECTION_EARLY_ATTR.alone}` : ''}><h1>Confirming your e-mail address</h1>` +
    `<form><input name="password"><button type="submit">Reset password</button></form>` +
    `<button type="button" ${PRERENDER_ATTR.action}="locale:fr">Français</button><button type="button" ${PRERENDER_ATTR.action}="login">Log in / Sign up</button>` +
    `<a href="/login">Back to login</a></div></main></div></div>`;
}

/** The document as the parser leaves it: read to its end (or not yet), and what DOMContentLoaded then runs. */
let readyState: DocumentReadyState = 'complete';
beforeAll(() => {
  jest.spyOn(document, 'readyState', 'get').mockImplementation(() => readyState);
});
beforeEach(() => {
  readyState = 'complete';
  jest.useFakeTimers();
});
const stops: Array<() => void> = [];
afterEach(() => {
  stops.splice(0).forEach((stop) => stop());
  jest.useRealTimers();
});

test('a page read with no call under way starts the entry at once, with its integrity, as its defer script would have', () => {
  page();
  expect(preloading()).toHaveLength(0);
  stops.push(startHeldEntry());
  expect(started()).toHaveLength(1);
  expect(started()[0]!.getAttribute('src')).toBe(SRC);
  expect(started()[0]!.integrity).toBe(SHA);
  expect(started()[0]!.crossOrigin).toBe('anonymous');
  // The preloads held with it start too, with their integrity; the entry is not preloaded again.
  expect(preloading().map((l) => [l.getAttribute('href'), l.getAttribute('integrity'), l.crossOrigin])).toEqual([
    [CHUNK, 'sha256-BBBB', 'anonymous'],
  ]);
  expect(document.querySelector(`template[${HELD_PRELOADS_ATTR}]`)).toBeNull();
});

test('while the page is still being read, nothing starts until it has been', () => {
  readyState = 'loading';
  page();
  stops.push(startHeldEntry());
  expect(started()).toHaveLength(0);
  readyState = 'interactive';
  document.dispatchEvent(new Event('DOMContentLoaded'));
  expect(started()).toHaveLength(1);
});

test('a confirmation’s call under way holds the entry until its answer is shown and painted, and starts it once', async () => {
  page({ calling: true });
  stops.push(startHeldEntry());
  expect(started()).toHaveLength(0);
  expect(preloading()).toHaveLength(0);
  // The early script puts the answer in place of the waiting card.
  document
    .querySelector('.card')!
    .replaceWith(Object.assign(document.createElement('h1'), { textContent: 'Email has successfully been confirmed!' }));
  await Promise.resolve(); // the observer's microtask
  expect(started()).toHaveLength(0); // not before the frame that paints the answer…
  jest.advanceTimersToNextFrame();
  expect(started()).toHaveLength(0);
  jest.advanceTimersByTime(1); // …but in the task after it
  expect(started()).toHaveLength(1);
  jest.advanceTimersByTime(HELD_ENTRY_MS);
  expect(started()).toHaveLength(1);
});

test('an answer that does not come holds the entry no longer than HELD_ENTRY_MS', () => {
  page({ calling: true });
  stops.push(startHeldEntry());
  jest.advanceTimersByTime(HELD_ENTRY_MS - 1);
  expect(started()).toHaveLength(0);
  jest.advanceTimersByTime(1);
  expect(started()).toHaveLength(1);
});

test('a page whose entry is not held (the app’s own page) is left as it is', () => {
  page({ held: false });
  stops.push(startHeldEntry());
  expect(started()).toHaveLength(0);
});

describe('a page its section’s script does all of (SECTION_EARLY_ATTR.alone, decision 0016)', () => {
  const press = (name: string) => document.querySelector<HTMLElement>(`[${PRERENDER_ATTR.action}="${name}"]`)!.click();

  test('the app is not started, nor its files asked for: not once read, not after HELD_ENTRY_MS, not at a language switch or while typing', async () => {
    page({ alone: true, calling: true });
    stops.push(startHeldEntry());
    jest.advanceTimersByTime(HELD_ENTRY_MS * 10);
    document.querySelector('[' + SECTION_EARLY_ATTR.calling + ']')!.removeAttribute(SECTION_EARLY_ATTR.calling); // the answer
    press('locale:fr');
    document.querySelector('input')!.dispatchEvent(new Event('input', { bubbles: true }));
    await Promise.resolve();
    jest.advanceTimersByTime(HELD_ENTRY_MS);
    expect(started()).toHaveLength(0);
    expect(preloading()).toHaveLength(0);
  });

  test('a submit its script did not take starts the app, once, which carries it out', () => {
    page({ alone: true });
    stops.push(startHeldEntry());
    document.querySelector('form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    expect(started()).toHaveLength(1);
    expect(preloading()).toHaveLength(1);
    document.querySelector('form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    press('login');
    expect(started()).toHaveLength(1);
  });

  test('a submit its script took (stopped before the document) leaves the page as it is', () => {
    page({ alone: true });
    stops.push(startHeldEntry());
    const form = document.querySelector('form')!;
    const taken = (event: Event) => event.stopImmediatePropagation();
    form.addEventListener('submit', taken);
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    form.removeEventListener('submit', taken);
    expect(started()).toHaveLength(0);
  });

  test('a press on Log in / Sign up starts the entry alone, which signs in before the app: none of the app’s files is asked for', () => {
    page({ alone: true });
    stops.push(startHeldEntry());
    press('login');
    expect(started().map((s) => s.getAttribute('src'))).toEqual([SRC]);
    expect(preloading()).toHaveLength(0);
    expect(document.querySelector(`template[${HELD_PRELOADS_ATTR}]`)).toBeNull();
    press('login');
    expect(started()).toHaveLength(1);
  });

  test('a page no card of which says so any more (its script withdrew it, or the page was emptied) starts the app', async () => {
    page({ alone: true });
    stops.push(startHeldEntry());
    document.querySelector('.card')!.removeAttribute(SECTION_EARLY_ATTR.alone);
    await Promise.resolve(); // the observer's microtask
    expect(started()).toHaveLength(1);
  });

  test('a mark outside a page drawn before the JavaScript counts for nothing: the app starts as before', () => {
    page({ alone: true });
    document.querySelector(`[${PRERENDER_ATTR.locale}]`)!.removeAttribute(PRERENDER_ATTR.locale);
    stops.push(startHeldEntry());
    expect(started()).toHaveLength(1);
  });
});
