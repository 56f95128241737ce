/**
 * remote-public's early script (issue 39, docs/decisions/0012-public-pages-early-script.md): the shell's server names
 * it after a page drawn from this release's HTML, with its integrity, and it runs as soon as it has arrived, long
 * before the app. On a page opened from an e-mail link it:
 * - confirmation: sends the link's code at once and shows the answer (the release's own HTML for it, a <template>
 *   beside the page);
 * - password reset: validates the fields as the app's form does (a field's error once it was left, every error at a
 *   submit) and submits: the button says it is under way, then the page shows the answer (the success page, or the
 *   API's message on Confirm Password); its Show passwords toggle works too.
 * The app, once it renders over the page, takes the call made here (protocol.ts): a code is never sent twice. The
 * script does nothing on a page the app already shows (no page drawn from the release is left). It works on both
 * languages' trees (the shown one, and the other kept in a <template> for the language switch), so a switch
 * meanwhile keeps the state. Texts come from the page itself; the API's message is set as text, never as HTML.
 * It may stand at the end of the page, or in its head (the release's SECTION_PAGES_FILE says `early.head`): there the
 * page is not read yet, and the server names its module on the element (SECTION_EARLY_ATTR.module). A confirmation's
 * code is then sent as the head is read, long before the page has been read and laid out (0.7–1.1 s of a phone's
 * CPU), and the rest waits for the page.
 */
import { PRERENDER_ATTR, SECTION_EARLY_ATTR } from '@portal/kit/config';
import { resetPasswordErrors, type PasswordPolicy, type ResetPasswordValues } from '../passwordRules';
import { linkParams } from '../link';
import {
  answerOf,
  callOf,
  EARLY_ATTR,
  EARLY_PAGE_OF_MODULE,
  earlyCallOf,
  setEarlyCall,
  setEarlyLeft,
  setEarlyShown,
  type EarlyAnswer,
  type EarlyCall,
  type EarlyPage,
  type EarlyTexts,
  type EarlyWindow,
  type ResetField,
} from './protocol';

type Fetch = (url: string, init: RequestInit) => Promise<Pick<Response, 'ok' | 'text'>>;

export interface EarlyOptions {
  doc: Document;
  win: EarlyWindow & Pick<Window, 'addEventListener' | 'location'>;
  apiBase: string | null;
  fetch: Fetch;
  /** The exposed module whose page the server drew (SECTION_EARLY_ATTR.module): given where the page is not read yet. */
  module?: string | null;
}

const FIELDS = ['password', 'confirm'] as const;
/** The event of a page read to its end. */
const READ = 'DOMContentLoaded';
const EARLY_PAGES: readonly string[] = ['confirm:web', 'confirm:mobile', 'reset:web', 'reset:mobile'] satisfies EarlyPage[];

/** An element of the page read to its end: the page has been, or something after it has. */
const readToItsEnd = (doc: Document, el: Element | null): el is Element =>
  el !== null && (doc.readyState !== 'loading' || el.nextElementSibling !== null);

/**
 * Every tree the page is in that has been read: #root's, and each language's kept for the switch. While the page is
 * read (the script in its head), a tree counts once something after it has been read: never a template half read.
 */
function trees(doc: Document): ParentNode[] {
  const root = doc.getElementById('root');
  const kept = Array.from(doc.querySelectorAll<HTMLTemplateElement>(`template[${PRERENDER_ATTR.locale}]`))
    .filter((t) => readToItsEnd(doc, t))
    .map((t) => t.content);
  return readToItsEnd(doc, root) ? [root, ...kept] : kept;
}

/** The page's card in each tree, drawn from the release (never the app's: the app's page is not under a drawn tree). */
function cards(doc: Document, page: EarlyPage): HTMLElement[] {
  return trees(doc).flatMap((tree) => {
    const card = tree.querySelector<HTMLElement>(`[${EARLY_ATTR.page}="${page}"]`);
    return card?.closest(`[${PRERENDER_ATTR.locale}]`) ? [card] : [];
  });
}

/** The card replaced by the release's HTML of its answer, in every tree (the page still the script's: marked so). */
function showAnswer(doc: Document, page: EarlyPage, result: string) {
  for (const card of cards(doc, page)) {
    const template = card.parentElement?.querySelector<HTMLTemplateElement>(`template[${EARLY_ATTR.result}="${result}"]`);
    const answer = template?.content.cloneNode(true) as DocumentFragment | undefined;
    if (!answer) continue;
    if (answer.firstElementChild) markWorking(answer.firstElementChild);
    card.replaceWith(answer);
  }
}

/** A reset form's field errors as the app's TextInput shows them: the message below the field, which describes it. */
function showErrors(form: HTMLFormElement, errors: Partial<Record<(typeof FIELDS)[number], string>>) {
  for (const name of FIELDS) {
    const input = form.elements.namedItem(name);
    if (!(input instanceof HTMLInputElement)) continue;
    // The field's message below it (the kit's TextInput: a <p> after the input, with the styles drawn between them).
    const message = Array.from(input.parentElement?.children ?? []).find((el) => el instanceof HTMLParagraphElement);
    const text = errors[name];
    const helperId = `${input.id}-helper-text`;
    const others = (input.getAttribute('aria-describedby') ?? '').split(' ').filter((id) => id && id !== helperId);
    if (text) {
      input.setAttribute('aria-invalid', 'true');
      input.setAttribute('aria-describedby', [helperId, ...others].join(' '));
      if (message) {
        message.id = helperId;
        message.textContent = text;
      }
    } else {
      input.removeAttribute('aria-invalid');
      if (others.length) input.setAttribute('aria-describedby', others.join(' '));
      else input.removeAttribute('aria-describedby');
      if (message) {
        message.removeAttribute('id');
        message.textContent = '';
      }
    }
  }
}

function valuesOf(form: HTMLFormElement): ResetPasswordValues {
  const value = (name: string) => {
    const input = form.elements.namedItem(name);
    return input instanceof HTMLInputElement ? input.value : '';
  };
  return { password: value('password'), confirm: value('confirm') };
}

function textsOf(form: HTMLFormElement): EarlyTexts | null {
  try {
    return JSON.parse(form.getAttribute(EARLY_ATTR.texts) ?? '') as EarlyTexts;
  } catch {
    return null;
  }
}

/** The submit button under way (as the app's: disabled, 'Resetting…'), or back. */
function busy(form: HTMLFormElement, on: boolean, texts: EarlyTexts) {
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  form.setAttribute('aria-busy', String(on));
  if (!button) return;
  if (on) {
    button.dataset.label ??= button.textContent ?? '';
    button.textContent = texts.resetting;
  } else if (button.dataset.label !== undefined) {
    button.textContent = button.dataset.label;
    delete button.dataset.label;
  }
  button.disabled = on;
  // eslint-disable-next-line lingui/no-unlocalized-strings -- MUI's class for a disabled button, not words
  button.classList.toggle('Mui-disabled', on);
}

/** The passwords shown as text, or hidden, as the app's toggle does (its icon follows `aria-pressed`). */
function showPasswords(form: HTMLFormElement, toggle: Element, shown: boolean, texts: EarlyTexts) {
  toggle.setAttribute('aria-pressed', String(shown));
  toggle.setAttribute('aria-label', shown ? texts.hide : texts.show);
  const label = Array.from(toggle.parentElement?.children ?? []).find((el) => el instanceof HTMLParagraphElement);
  if (label) label.textContent = shown ? texts.hide : texts.show;
  for (const name of FIELDS) {
    const input = form.elements.namedItem(name);
    if (input instanceof HTMLInputElement) input.type = shown ? 'text' : 'password';
  }
}

/**
 * The card's page works (the bench's "usable"), and works without the app: this script shows every state the page
 * reaches (issue 39; docs/decisions/0016-public-pages-without-the-app.md), so the host need not start its app for it.
 */
function markWorking(card: Element) {
  card.setAttribute(EARLY_ATTR.ready, '');
  card.setAttribute(EARLY_ATTR.alone, '');
}

/** The page drawn from the release in #root, once #root has been read: which page it is. */
function shownPage(doc: Document): EarlyPage | null {
  const root = doc.getElementById('root');
  if (!readToItsEnd(doc, root)) return null;
  const page = root.querySelector<HTMLElement>(`[${PRERENDER_ATTR.locale}] [${EARLY_ATTR.page}]`)?.getAttribute(EARLY_ATTR.page);
  return page && EARLY_PAGES.includes(page) ? (page as EarlyPage) : null;
}

/** The page's call to the API (a confirmation's code, a reset's new password), and its answer as the page shows it. */
function sender(doc: Document, apiBase: string, link: { code: string; userId: string }, fetch: Fetch) {
  return (page: EarlyPage, password?: string): Promise<EarlyAnswer> => {
    const { path, body } = callOf(page, link, password);
    const base = apiBase.endsWith('/') ? apiBase : `${apiBase}/`;
    return fetch(new URL(path, base).href, {
      method: 'POST',
      headers: { Accept: 'application/json', 'Accept-Language': doc.documentElement.lang, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      credentials: 'omit',
    }).then(
      async (res) => {
        const text = await res.text().catch(() => '');
        let parsed: unknown = text;
        try {
          parsed = text ? JSON.parse(text) : undefined;
        } catch {
          /* not JSON: the text itself */
        }
        return answerOf(res.ok, parsed);
      },
      () => ({ ok: false, error: null }),
    );
  };
}

/**
 * Starts the script on the page; gives back what stops it listening (a test's next page). Where #root has not been
 * read yet (the script in the page's head), a confirmation's code is sent now (the page's module names it), and the
 * rest is done as soon as #root has been read: its answer shows then, while the rest of the page is still read.
 */
export function startEarly({ doc, win, apiBase, fetch, module }: EarlyOptions): () => void {
  const link = linkParams(win.location.search);
  if (!link || !apiBase) return () => undefined; // without a link the page only says so; without the API the app does it all
  const send = sender(doc, apiBase, link, fetch);
  if (shownPage(doc) || doc.readyState !== 'loading') return onPage(doc, win, link, send);
  const opening = module ? EARLY_PAGE_OF_MODULE[module] : undefined;
  if (opening?.startsWith('confirm:')) {
    const call: EarlyCall = { page: opening, code: link.code, settled: send(opening) };
    setEarlyCall(win, call);
    void call.settled.then((answer) => (call.answer = answer));
  }
  let stop: (() => void) | undefined;
  const read = new AbortController();
  const start = () => {
    if (stop) return;
    watch.disconnect();
    read.abort();
    stop = onPage(doc, win, link, send);
  };
  // #root read: something after it has been (the page's templates, the host's inline script).
  const watch = new MutationObserver(() => {
    if (readToItsEnd(doc, doc.getElementById('root'))) start();
  });
  watch.observe(doc, { childList: true, subtree: true });
  doc.addEventListener(READ, start, { once: true, signal: read.signal });
  return () => {
    watch.disconnect();
    read.abort();
    stop?.();
  };
}

/**
 * The script on the page whose #root has been read: its drawn page made to work (the call it opened with, if any,
 * taken over). The language trees kept after #root are done too once read (at the latest when the page is).
 */
function onPage(
  doc: Document,
  win: EarlyOptions['win'],
  link: { code: string; userId: string },
  send: (page: EarlyPage, password?: string) => Promise<EarlyAnswer>,
): () => void {
  const page = shownPage(doc);
  // No page drawn from the release (the app shows the page): a call already made is the app's to take.
  if (!page) return () => undefined;
  const stop = new AbortController();
  const { signal } = stop;
  const whenRead = (apply: () => void) => {
    if (doc.readyState === 'loading') doc.addEventListener(READ, apply, { once: true, signal });
  };

  if (page.startsWith('confirm:')) {
    const call: EarlyCall = earlyCallOf(win, page, link.code) ?? { page, code: link.code, settled: send(page) };
    setEarlyCall(win, call);
    // Each tree read shows the answer once it has come; until then its card says the call is under way: the host
    // holds its app's start (its first long tasks would hold the answer back).
    const apply = () => {
      if (call.answer) showAnswer(doc, page, call.answer.ok ? 'confirmed' : 'failed');
      for (const card of cards(doc, page)) {
        markWorking(card);
        card.toggleAttribute(SECTION_EARLY_ATTR.calling, !call.answer);
      }
    };
    apply();
    void call.settled.then((answer) => {
      call.answer = answer;
      apply();
    });
    whenRead(apply);
    return () => stop.abort();
  }

  // The reset: a field's error shows once it was left, and follows what is typed then; a submit shows every error.
  const touched = new WeakMap<HTMLFormElement, Set<ResetField>>();
  const formOf = (target: EventTarget | null): HTMLFormElement | null => {
    const form = target instanceof Element ? target.closest('form') : null;
    return form &&
      form.hasAttribute(EARLY_ATTR.policy) &&
      form.closest(`[${EARLY_ATTR.page}="${page}"]`)?.closest(`[${PRERENDER_ATTR.locale}]`)
      ? form
      : null;
  };
  const validate = (form: HTMLFormElement, texts: EarlyTexts) => {
    const errors = resetPasswordErrors(valuesOf(form), form.getAttribute(EARLY_ATTR.policy) as PasswordPolicy);
    const seen = touched.get(form) ?? new Set<ResetField>();
    // The fields whose errors show, for the app's page to show them too when it takes over.
    setEarlyLeft(win, page, link.code, [...seen]);
    showErrors(form, {
      password: errors.password && seen.has('password') ? texts[errors.password] : undefined,
      confirm: errors.confirm && seen.has('confirm') ? texts[errors.confirm] : undefined,
    });
    return Object.keys(errors).length === 0;
  };
  let inFlight = false;
  const onField = (event: Event) => {
    const form = formOf(event.target);
    const name = event.target instanceof HTMLInputElement ? event.target.name : '';
    const texts = form && textsOf(form);
    if (!form || !texts || !FIELDS.includes(name as (typeof FIELDS)[number])) return;
    if (event.type === 'focusout') (touched.get(form) ?? touched.set(form, new Set()).get(form)!).add(name as ResetField);
    if (touched.get(form)?.size) validate(form, texts);
  };
  doc.addEventListener(
    'click',
    (event) => {
      const toggle = event.target instanceof Element ? event.target.closest('button[aria-pressed]') : null;
      const form = formOf(toggle);
      const texts = form && textsOf(form);
      if (!toggle || !form || !texts) return;
      const shown = toggle.getAttribute('aria-pressed') !== 'true';
      showPasswords(form, toggle, shown, texts);
      setEarlyShown(win, page, link.code, shown);
    },
    { signal },
  );
  doc.addEventListener('focusout', onField, { signal });
  doc.addEventListener('input', onField, { signal });
  // Before the shell's own keeper of an early submit (it would have the app submit it again): this one is handled here.
  win.addEventListener(
    'submit',
    (event) => {
      const form = formOf(event.target);
      const texts = form && textsOf(form);
      if (!form || !texts) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      touched.set(form, new Set(FIELDS));
      if (!validate(form, texts) || inFlight) return;
      inFlight = true;
      const values = valuesOf(form);
      // In each language's tree, so that a switch meanwhile shows the same state.
      const forms = () =>
        cards(doc, page).flatMap((card) => {
          const f = card.querySelector('form');
          const t = f && textsOf(f);
          return f && t ? [{ f, t }] : [];
        });
      for (const { f, t } of forms()) busy(f, true, t);
      const settled = send(page, values.password);
      const call: EarlyCall = { page, code: link.code, values, settled };
      setEarlyCall(win, call);
      void settled.then((answer) => {
        call.answer = answer;
        inFlight = false;
        if (answer.ok) showAnswer(doc, page, 'done');
        else
          for (const { f, t } of forms()) {
            busy(f, false, t);
            touched.set(f, new Set(FIELDS));
            showErrors(f, { confirm: answer.error ?? t.fallback });
          }
      });
    },
    { capture: true, signal },
  );
  const ready = () => {
    for (const card of cards(doc, page)) markWorking(card);
  };
  ready();
  whenRead(ready);
  return () => stop.abort();
}

// In the page: the element that loaded it carries the API's base and, in the head, the page's module (written by the
// shell's server).
if (typeof document !== 'undefined' && document.currentScript)
  startEarly({
    doc: document,
    win: window as unknown as EarlyOptions['win'],
    apiBase: document.currentScript.getAttribute(SECTION_EARLY_ATTR.apiBase),
    module: document.currentScript.getAttribute(SECTION_EARLY_ATTR.module),
    fetch: (url, init) => window.fetch(url, init),
  });
