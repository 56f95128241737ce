import { HELD_ENTRY_ATTR, HELD_ENTRY_MS, HELD_PRELOADS_ATTR, SECTION_EARLY_ATTR } from '@portal/kit/config';
import { startHeldEntry } from './entry';

const SRC = '/main.0123456789.js';
const SHA = 'sha256-AAAA';
const CHUNK = '/61.0123456789.js';
const started = () => Array.from(document.head.querySelectorAll<HTMLScriptElement>('script[src]'));
/** The preloads in the document (none is while they are held: a template's content is not). */
const preloading = () => Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="preload"]'));

/** A page drawn with a section's page, its entry held; `calling` while the section's opening call is under way. */
function page({ calling = false, held = true } = {}) {
  document.head.innerHTML = held
    ? `<template ${HELD_PRELOADS_ATTR}><link rel="preload" as="script" href="${SRC}" crossorigin="anonymous" integrity="${SHA}" ${HELD_ENTRY_ATTR}>` +
      `<link rel="preload" as="script" href="${CHUNK}" crossorigin="anonymous" integrity="sha256-BBBB"></template>`
    : '';
  document.body.innerHTML = `<div id="root"><div data-prerender-locale="en"><main><div class="card"${calling ? ` ${SECTION_EARLY_ATTR.calling}` : ''}><h1>Confirming your e-mail address</h1></div></main></div></div>`;
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
afterEach(() => {
  jest.useRealTimers();
});

test('a page read with no call under way starts the entry at once, with its integrity, as its defer script would have', () => {
  page();
  expect(preloading()).toHaveLength(0);
  startHeldEntry();
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
  startHeldEntry();
  expect(started()).toHaveLength(0);
  readyState = 'interactive';
  document.dispatchEvent(new Event('DOMContentLoaded'));
  expect(started()).toHaveLength(1);
});

test('a confirmation’s call under way holds the entry until its answer is shown and painted, and starts it once', async () => {
  page({ calling: true });
  startHeldEntry();
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
  startHeldEntry();
  jest.advanceTimersByTime(HELD_ENTRY_MS - 1);
  expect(started()).toHaveLength(0);
  jest.advanceTimersByTime(1);
  expect(started()).toHaveLength(1);
});

test('a page whose entry is not held (the login page, the app’s own page) is left as it is', () => {
  page({ held: false });
  startHeldEntry();
  expect(started()).toHaveLength(0);
});
