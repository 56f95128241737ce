/**
 * The early script on the release's own drawn pages (prerender.tsx's HTML, in the shell's two language trees), with a
 * stand-in for the API: what a customer sees and what is sent before the app has arrived.
 */
import { screen, waitFor } from '@testing-library/dom';
import { fireEvent } from '@testing-library/react';
import { PRERENDER_ATTR, SECTION_EARLY_ATTR, sectionVariant, type SectionPages } from '@portal/kit/config';
import { render } from '../prerender';
import { startEarly, type EarlyOptions } from './early';
import { EARLY_ATTR, earlyCallOf, earlyLeftOf, earlyShownOf, type EarlyWindow } from './protocol';

const API = 'https://api.example/v1';
const LINK = '?code=abc123&userId=u-1';
let pages: SectionPages['pages'];
beforeAll(async () => {
  pages = (await render()).pages;
});

type Answer = { status: number; body: unknown } | 'unreachable';

/**
 * The shell's page with `module`'s drawn page (English shown, French kept), the early script started on it: at the end
 * of the page, or (`inHead`) in its head, told the module, the page then read by `read()` one part at a time.
 */
function open(module: string, { search = LINK, answers = [] as Answer[], policy = 'strong', inHead = false } = {}) {
  const html = (locale: string) => pages[module]![sectionVariant(locale, search === LINK ? 'link' : 'nolink', policy)]!;
  const parts = [
    `<div id="root"><div ${PRERENDER_ATTR.locale}="en"><main>${html('en')}</main></div></div>`,
    `<template ${PRERENDER_ATTR.locale}="fr"><div ${PRERENDER_ATTR.locale}="fr"><main>${html('fr')}</main></div></template>`,
    '<script>/* the host’s inline script */</script>',
  ];
  document.body.innerHTML = inHead ? '' : parts.join('');
  readyState = inHead ? 'loading' : 'complete';
  document.documentElement.lang = 'en-CA';
  const calls: Array<{ url: string; body: unknown }> = [];
  const pending: Array<() => void> = [];
  const fetch: EarlyOptions['fetch'] = (url, init) => {
    calls.push({ url, body: JSON.parse(String(init.body)) });
    const answer = answers.shift() ?? { status: 200, body: { success: true } };
    return new Promise((resolve, reject) =>
      pending.push(() =>
        answer === 'unreachable'
          ? reject(new TypeError('Failed to fetch'))
          : resolve({ ok: answer.status < 300, text: () => Promise.resolve(JSON.stringify(answer.body)) }),
      ),
    );
  };
  const win = { location: { search }, addEventListener: window.addEventListener.bind(window) } as EarlyOptions['win'];
  stops.push(startEarly({ doc: document, win, apiBase: API, fetch, ...(inHead ? { module } : {}) }));
  /** The API answers the calls made so far. */
  const answer = () => pending.splice(0).forEach((f) => f());
  const french = () => document.querySelector<HTMLTemplateElement>(`template[${PRERENDER_ATTR.locale}="fr"]`)!.content;
  /** The parser reads the page's next part (#root, the kept language, the host's script), then the page's end. */
  const read = async () => {
    const part = parts.shift();
    if (part) document.body.insertAdjacentHTML('beforeend', part);
    else {
      readyState = 'interactive';
      document.dispatchEvent(new Event('DOMContentLoaded'));
    }
    await Promise.resolve(); // the observers' microtask
  };
  return { calls, answer, win: win as EarlyWindow, french, read };
}

/** The document as the parser leaves it: being read (the script in the head), or read. */
let readyState: DocumentReadyState = 'complete';
beforeAll(() => {
  jest.spyOn(document, 'readyState', 'get').mockImplementation(() => readyState);
});
const stops: Array<() => void> = [];
afterEach(() => {
  stops.splice(0).forEach((stop) => stop());
  document.body.innerHTML = '';
  readyState = 'complete';
});

describe('confirmation', () => {
  test('the code is sent once, at once, and the answer shown in both languages; the app takes the call', async () => {
    const { calls, answer, win, french } = open('public/ConfirmEmail');
    expect(calls).toEqual([{ url: `${API}/UserLogin/ConfirmUser`, body: { userId: 'u-1', token: 'abc123' } }]);
    expect(screen.getByRole('heading', { name: 'Confirming your e-mail address' })).toBeInTheDocument();
    expect(document.querySelector(`[${EARLY_ATTR.ready}]`)).not.toBeNull();
    // It shows every state of the page: the host need not start its app for it (decision 0016), in both trees.
    expect(document.querySelector(`#root [${SECTION_EARLY_ATTR.alone}]`)).not.toBeNull();
    expect(french().querySelector(`[${SECTION_EARLY_ATTR.alone}]`)).not.toBeNull();
    // The host holds its app's start while the call is under way, in both trees.
    expect(document.querySelector(`#root [${SECTION_EARLY_ATTR.calling}]`)).not.toBeNull();
    expect(french().querySelector(`[${SECTION_EARLY_ATTR.calling}]`)).not.toBeNull();
    const call = earlyCallOf(win, 'confirm:web', 'abc123');
    expect(call).toBeDefined();
    answer();
    expect(await screen.findByRole('heading', { name: 'Email has successfully been confirmed!' })).toBeInTheDocument();
    expect(document.querySelector(`[${SECTION_EARLY_ATTR.calling}]`)).toBeNull();
    // The answer is the script's too: still without the app.
    expect(document.querySelector(`#root [${SECTION_EARLY_ATTR.alone}]`)).not.toBeNull();
    expect(french().querySelector(`[${SECTION_EARLY_ATTR.calling}]`)).toBeNull();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    // (a template's content is another document's: read as such)
    expect(french().querySelector('h1')?.textContent).toBe('Votre adresse courriel a bien été confirmée!');
    expect(call!.answer).toEqual({ ok: true });
    expect(earlyCallOf(win, 'confirm:web', 'another')).toBeUndefined();
  });

  test('refused: the error page; the mobile page says its own title and calls the mobile API', async () => {
    const web = open('public/ConfirmEmail', { answers: [{ status: 400, body: { success: false, Error: 'invalid' } }] });
    web.answer();
    expect(await screen.findByRole('heading', { name: 'An error occurred while processing the request' })).toBeInTheDocument();
    expect(document.querySelector(`[${SECTION_EARLY_ATTR.calling}]`)).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to login' })).toBeInTheDocument();
    const mobile = open('public/ConfirmMobile', { answers: ['unreachable'] });
    expect(mobile.calls[0]!.url).toBe(`${API}/Mobile/ConfirmMobileUser`);
    mobile.answer();
    expect(await screen.findByRole('heading', { name: 'Failed to confirm user!' })).toBeInTheDocument();
  });

  test('without the link, nothing is sent and the page is left as drawn', () => {
    const { calls } = open('public/ConfirmEmail', { search: '?code=abc123' });
    expect(calls).toHaveLength(0);
    expect(screen.getByRole('heading', { name: 'Invalid confirmation link' })).toBeInTheDocument();
    expect(document.querySelector(`[${EARLY_ATTR.ready}]`)).toBeNull();
    expect(document.querySelector(`[${SECTION_EARLY_ATTR.alone}]`)).toBeNull();
  });
});

describe('in the page’s head (the release says `early.head`: the server names the page’s module on the script)', () => {
  const heading = (name: string) => screen.queryByRole('heading', { name });

  test('a confirmation’s code is sent before the page is read; its answer shows once #root is, the kept language once read', async () => {
    const { calls, answer, win, french, read } = open('public/ConfirmEmail', { inHead: true });
    expect(calls).toEqual([{ url: `${API}/UserLogin/ConfirmUser`, body: { userId: 'u-1', token: 'abc123' } }]);
    expect(earlyCallOf(win, 'confirm:web', 'abc123')).toBeDefined(); // for the app to take, whatever happens to the page
    answer();
    await waitFor(() => expect(earlyCallOf(win, 'confirm:web', 'abc123')?.answer).toEqual({ ok: true }));
    await read(); // #root, nothing after it yet: it may not be read to its end
    expect(heading('Email has successfully been confirmed!')).toBeNull();
    expect(heading('Confirming your e-mail address')).toBeInTheDocument();
    await read(); // the kept language: #root has been read, the template after it not yet
    expect(heading('Email has successfully been confirmed!')).toBeInTheDocument();
    expect(document.querySelector(`#root [${EARLY_ATTR.ready}]`)).not.toBeNull();
    expect(french().querySelector('h1')?.textContent).toBe('Confirmation de votre adresse courriel');
    await read(); // the host's script: the template has been read
    await read(); // the end of the page
    expect(french().querySelector('h1')?.textContent).toBe('Votre adresse courriel a bien été confirmée!');
    expect(calls).toHaveLength(1);
  });

  test('an answer still to come: #root’s card says the call is under way, then shows it; sent once', async () => {
    const { calls, answer, read } = open('public/ConfirmMobile', { inHead: true, answers: [{ status: 400, body: { success: false } }] });
    expect(calls[0]!.url).toBe(`${API}/Mobile/ConfirmMobileUser`);
    await read();
    await read();
    expect(document.querySelector(`#root [${SECTION_EARLY_ATTR.calling}]`)).not.toBeNull();
    await read();
    await read();
    answer();
    expect(await screen.findByRole('heading', { name: 'Failed to confirm user!' })).toBeInTheDocument();
    expect(document.querySelector(`[${SECTION_EARLY_ATTR.calling}]`)).toBeNull();
    expect(calls).toHaveLength(1);
  });

  test('a reset sends nothing from the head; its form works once #root has been read', async () => {
    const { calls, read } = open('public/ResetPassword', { inHead: true });
    expect(calls).toHaveLength(0);
    await read();
    await read();
    const password = screen.getByLabelText(/^New Password/) as HTMLInputElement;
    fireEvent.focusOut(password);
    expect(password).toHaveAccessibleDescription('Password is required Password rules');
    expect(calls).toHaveLength(0);
  });

  test('a page the app shows (no page drawn from the release): the call made is the app’s to take', async () => {
    const { calls, answer, win, read } = open('public/ConfirmEmail', { inHead: true });
    await read();
    document.getElementById('root')!.replaceChildren(); // the host's takeover, for a signed-in visitor
    await read();
    await read();
    await read();
    answer();
    await waitFor(() => expect(earlyCallOf(win, 'confirm:web', 'abc123')?.answer).toEqual({ ok: true }));
    expect(document.querySelector(`[${EARLY_ATTR.ready}]`)).toBeNull();
    expect(document.querySelector(`[${SECTION_EARLY_ATTR.alone}]`)).toBeNull();
    expect(calls).toHaveLength(1);
  });
});

describe('password reset', () => {
  const field = (name: RegExp) => screen.getByLabelText(name) as HTMLInputElement;
  const type = (input: HTMLInputElement, value: string) => {
    input.value = value;
    fireEvent.input(input);
  };
  const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Reset password' }));

  test('a field left empty says so; what is typed then updates it; every error at a submit, and nothing sent', () => {
    const { calls, win } = open('public/ResetPassword');
    const password = field(/^New Password/);
    // The form works, and without the app (decision 0016).
    expect(document.querySelector(`#root [${EARLY_ATTR.ready}][${SECTION_EARLY_ATTR.alone}]`)).not.toBeNull();
    expect(earlyLeftOf(win, 'reset:web', 'abc123')).toEqual([]);
    fireEvent.focusOut(password);
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAccessibleDescription('Password is required Password rules');
    expect(earlyLeftOf(win, 'reset:web', 'abc123')).toEqual(['password']); // for the app to show it too
    type(password, 'short');
    expect(password).toHaveAccessibleDescription('Refer to password rules Password rules');
    expect(field(/^Confirm Password/)).not.toHaveAttribute('aria-invalid');
    type(password, 'Transit!26');
    expect(password).not.toHaveAttribute('aria-invalid');
    expect(password).toHaveAccessibleDescription('Password rules');
    submit();
    expect(field(/^Confirm Password/)).toHaveAccessibleDescription('Passwords must match Password rules');
    expect(earlyLeftOf(win, 'reset:web', 'abc123')).toEqual(['password', 'confirm']);
    expect(calls).toHaveLength(0);
  });

  test('a valid submit is sent once, says it is under way, then shows the success page; a press meanwhile sends nothing', async () => {
    const keeper = jest.fn();
    document.addEventListener('submit', keeper); // as the shell's keeper of an early submit
    const { calls, answer, win, french } = open('public/ResetPassword');
    type(field(/^New Password/), 'Transit!26');
    type(field(/^Confirm Password/), 'Transit!26');
    submit();
    expect(calls).toEqual([{ url: `${API}/UserLogin/ResetPassword`, body: { userId: 'u-1', password: 'Transit!26', token: 'abc123' } }]);
    const busy = screen.getByRole('button', { name: 'Resetting…' });
    expect(busy).toBeDisabled();
    expect(french().querySelector<HTMLButtonElement>('button[type="submit"]')?.disabled).toBe(true);
    fireEvent.submit(busy.closest('form')!);
    expect(calls).toHaveLength(1);
    expect(keeper).not.toHaveBeenCalled();
    document.removeEventListener('submit', keeper);
    expect(earlyCallOf(win, 'reset:web', 'abc123')?.values).toEqual({ password: 'Transit!26', confirm: 'Transit!26' });
    answer();
    expect(await screen.findByRole('heading', { name: 'Password reset success!' })).toBeInTheDocument();
    expect(screen.getByText('Your password has been successfully reset')).toBeInTheDocument();
    expect(document.querySelector(`#root [${SECTION_EARLY_ATTR.alone}]`)).not.toBeNull();
  });

  test('refused: the API’s message on Confirm Password, as text, and the button back; the mobile page calls its API', async () => {
    const hostile = '<img src=x onerror="alert(1)">Link expired';
    const { answer } = open('public/ResetPassword', {
      answers: [{ status: 400, body: { success: false, Error: hostile } }],
      policy: 'basic',
    });
    type(field(/^New Password/), 'abcdef');
    type(field(/^Confirm Password/), 'abcdef');
    submit();
    answer();
    await waitFor(() => expect(field(/^Confirm Password/)).toHaveAccessibleDescription(`${hostile} Password rules`));
    expect(document.querySelector('img')).toBeNull();
    expect(screen.getByRole('button', { name: 'Reset password' })).toBeEnabled();

    stops.splice(0).forEach((stop) => stop());
    const mobile = open('public/ResetPasswordMobile', { answers: ['unreachable'], policy: 'basic' });
    type(field(/^New Password/), 'abcdef');
    type(field(/^Confirm Password/), 'abcdef');
    submit();
    expect(mobile.calls[0]).toEqual({
      url: `${API}/MobileLogin/ResetPassword`,
      body: { userId: 'u-1', token: 'abc123', password: 'abcdef', currentPassword: '', email: '' },
    });
    mobile.answer();
    await waitFor(() => expect(field(/^Confirm Password/)).toHaveAccessibleDescription('Error, please try again Password rules'));
  });

  test('Show passwords: the fields as text, the toggle pressed and named Hide passwords, and the app told', () => {
    const { win } = open('public/ResetPassword');
    fireEvent.click(screen.getByRole('button', { name: 'Show passwords' }));
    const toggle = screen.getByRole('button', { name: 'Hide passwords' });
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(field(/^New Password/)).toHaveAttribute('type', 'text');
    expect(field(/^Confirm Password/)).toHaveAttribute('type', 'text');
    expect(earlyShownOf(win, 'reset:web', 'abc123')).toBe(true);
    fireEvent.click(toggle);
    expect(field(/^New Password/)).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Show passwords' })).toHaveAttribute('aria-pressed', 'false');
    expect(earlyShownOf(win, 'reset:web', 'abc123')).toBe(false);
  });

  test('the app’s own page (not drawn from the release) is left to the app', () => {
    const { calls } = open('public/ResetPassword');
    // The app rendered over the page: the same form, no longer under a drawn tree.
    const root = document.getElementById('root')!;
    root.firstElementChild!.removeAttribute(PRERENDER_ATTR.locale);
    type(field(/^New Password/), 'Transit!26');
    type(field(/^Confirm Password/), 'Transit!26');
    submit();
    expect(calls).toHaveLength(0);
  });
});
