import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { on, renderWithPortal, testConfig, TEST_API } from '@portal/kit/testing';
import ConfirmEmail from '../../exposes/ConfirmEmail';
import ConfirmMobile from '../../exposes/ConfirmMobile';
import ResetPassword from '../../exposes/ResetPassword';
import ResetPasswordMobile from '../../exposes/ResetPasswordMobile';
import { mount } from '../embed/embed';
import { setEarlyCall, setEarlyLeft, setEarlyShown, type EarlyAnswer, type EarlyCall, type EarlyWindow } from './early/protocol';

const LINK = '?code=abc123&userId=u-1';

describe('e-mail confirmation', () => {
  test('success: the two texts and a Login button; the code is sent once, without a token', async () => {
    const { requests } = renderWithPortal(<ConfirmEmail />, {
      path: `/confirm${LINK}`,
      routes: [on('POST', 'UserLogin/ConfirmUser', () => ({ body: { success: true } }))],
    });
    expect(await screen.findByRole('heading', { name: 'Email has successfully been confirmed!' })).toBeInTheDocument();
    expect(screen.getByText('You are now able to log into the reloading portal!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(requests.filter((r) => r.path === 'UserLogin/ConfirmUser')).toHaveLength(1);
    expect(requests[0]!.body).toEqual({ userId: 'u-1', token: 'abc123' });
    expect(requests[0]!.authorization).toBeNull();
  });

  test('failure: the error page with Back to login, and no toast', async () => {
    renderWithPortal(<ConfirmEmail />, {
      path: `/confirm${LINK}`,
      routes: [on('POST', 'UserLogin/ConfirmUser', () => ({ status: 400, body: { success: false, Error: 'invalid' } }))],
    });
    expect(await screen.findByRole('heading', { name: 'An error occurred while processing the request' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/login');
    expect(screen.queryByText('Request Error')).toBeNull();
  });

  test('a link without code or userId shows the invalid-link page and calls nothing', () => {
    const { requests } = renderWithPortal(<ConfirmEmail />, { path: '/confirm?code=abc123' });
    expect(screen.getByRole('heading', { name: 'Invalid confirmation link' })).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  test('mobile: success says so for the mobile app; failure is Failed to confirm user!', async () => {
    const ok = renderWithPortal(<ConfirmMobile />, {
      path: `/ConfirmMobile${LINK}`,
      routes: [on('POST', 'Mobile/ConfirmMobileUser', () => ({ body: { success: true } }))],
    });
    expect(await screen.findByText('You are now able to log into the mobile app!')).toBeInTheDocument();
    ok.unmount();
    renderWithPortal(<ConfirmMobile />, {
      path: `/ConfirmMobile${LINK}`,
      routes: [on('POST', 'Mobile/ConfirmMobileUser', () => ({ status: 400, body: { success: false, Error: 'Failed to confirm user!' } }))],
    });
    expect(await screen.findByRole('heading', { name: 'Failed to confirm user!' })).toBeInTheDocument();
  });
});

describe('password reset', () => {
  const resetOk = on('POST', 'UserLogin/ResetPassword', () => ({ body: { success: true, Error: null } }));
  const fill = async (password: string, confirm = password) => {
    const user = userEvent.setup();
    if (password) await user.type(screen.getByLabelText(/^New Password/), password);
    if (confirm) await user.type(screen.getByLabelText(/^Confirm Password/), confirm);
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    return user;
  };

  test('title, the two fields, the strong rules by default and the show/hide toggle', async () => {
    const user = userEvent.setup();
    renderWithPortal(<ResetPassword />, { path: `/reset${LINK}` });
    expect(screen.getByRole('heading', { name: 'Password Reset' })).toBeInTheDocument();
    const items = within(screen.getByRole('list'))
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items).toEqual([
      'At least 9 characters',
      'At least one lowercase letter',
      'At least one uppercase letter',
      'At least one digit',
      'At least one of !@#$%^&*',
    ]);
    const field = screen.getByLabelText(/^New Password/);
    expect(field).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show passwords' }));
    expect(field).toHaveAttribute('type', 'text');
    expect(screen.getByLabelText(/^Confirm Password/)).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide passwords' }));
    expect(field).toHaveAttribute('type', 'password');
  });

  test('empty: Password is required; mismatch: Passwords must match; weak: Refer to password rules', async () => {
    const { requests } = renderWithPortal(<ResetPassword />, { path: `/reset${LINK}`, routes: [resetOk] });
    await fill('', '');
    expect(await screen.findAllByText('Password is required')).toHaveLength(2);
    await fill('Transit!2027', 'Transit!2028');
    expect(await screen.findByText('Passwords must match')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  test('a weak password under the strong policy is refused before anything is sent', async () => {
    const { requests } = renderWithPortal(<ResetPassword />, { path: `/reset${LINK}`, routes: [resetOk] });
    await fill('transit2027');
    expect(await screen.findByText('Refer to password rules')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  test('the basic policy from the config: one rule shown, six characters accepted', async () => {
    const config = testConfig();
    config.constants.passwordPolicy = 'basic';
    const { requests } = renderWithPortal(<ResetPassword />, { path: `/reset${LINK}`, routes: [resetOk], config });
    expect(
      within(screen.getByRole('list'))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['At least 6 characters']);
    await fill('simple');
    expect(await screen.findByRole('heading', { name: 'Password reset success!' })).toBeInTheDocument();
    expect(requests[0]!.body).toEqual({ userId: 'u-1', password: 'simple', token: 'abc123' });
  });

  test('success: Password reset success! and Your password has been successfully reset', async () => {
    renderWithPortal(<ResetPassword />, { path: `/reset${LINK}`, routes: [resetOk] });
    await fill('Transit!2027');
    expect(await screen.findByRole('heading', { name: 'Password reset success!' })).toBeInTheDocument();
    expect(screen.getByText('Your password has been successfully reset')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  });

  test('a server error shows its Error text on the confirm field; without one, Error, please try again', async () => {
    renderWithPortal(<ResetPassword />, {
      path: `/reset${LINK}`,
      routes: [
        on('POST', 'UserLogin/ResetPassword', () => ({
          status: 400,
          body: { success: false, Error: 'This reset link is invalid or has expired' },
        })),
      ],
    });
    await fill('Transit!2027');
    const confirm = screen.getByLabelText(/^Confirm Password/);
    await waitFor(() => expect(confirm).toHaveAccessibleDescription(expect.stringContaining('This reset link is invalid or has expired')));
    expect(confirm).toHaveAttribute('aria-invalid', 'true');
  });

  test('the fallback text when the server says nothing useful', async () => {
    renderWithPortal(<ResetPassword />, {
      path: `/reset${LINK}`,
      routes: [on('POST', 'UserLogin/ResetPassword', () => ({ status: 500 }))],
    });
    await fill('Transit!2027');
    expect(await screen.findByText('Error, please try again')).toBeInTheDocument();
  });

  test('submit is not sent twice while a request is in flight', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => {
      release = r;
    });
    const { requests } = renderWithPortal(<ResetPassword />, {
      path: `/reset${LINK}`,
      routes: [on('POST', 'UserLogin/ResetPassword', () => ({ body: { success: true } }))],
    });
    const realFetch = global.fetch;
    global.fetch = (async (...args: Parameters<typeof fetch>) => {
      await gate;
      return realFetch(...args);
    }) as typeof fetch;
    const user = await fill('Transit!2027');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Resetting…' })).toBeDisabled());
    // The button is disabled; Enter in a field would submit the form again.
    await user.type(screen.getByLabelText(/^Confirm Password/), '{Enter}');
    await act(async () => {
      release();
    });
    expect(await screen.findByRole('heading', { name: 'Password reset success!' })).toBeInTheDocument();
    expect(requests.filter((r) => r.path === 'UserLogin/ResetPassword')).toHaveLength(1);
  });

  test('a link without code or userId: Invalid reset link', () => {
    renderWithPortal(<ResetPassword />, { path: '/reset?userId=u-1' });
    expect(screen.getByRole('heading', { name: 'Invalid reset link' })).toBeInTheDocument();
    expect(screen.getByText('The user id and/or reset code is missing')).toBeInTheDocument();
  });

  test('the mobile page uses MobileLogin/ResetPassword', async () => {
    const { requests } = renderWithPortal(<ResetPasswordMobile />, {
      path: `/ResetPasswordMobile${LINK}`,
      routes: [on('POST', 'MobileLogin/ResetPassword', () => ({ body: { success: true } }))],
    });
    await fill('Transit!2027');
    expect(await screen.findByRole('heading', { name: 'Password reset success!' })).toBeInTheDocument();
    expect(requests[0]!.body).toEqual({ userId: 'u-1', token: 'abc123', password: 'Transit!2027', currentPassword: '', email: '' });
  });
});

describe('a call the early script made on the page drawn before the app (issue 39)', () => {
  /** The early script's call for `page`, answered at once or when `answer` is called. */
  const early = (page: EarlyCall['page'], now?: EarlyAnswer, values?: EarlyCall['values']) => {
    let answer!: (a: EarlyAnswer) => void;
    const settled = now ? Promise.resolve(now) : new Promise<EarlyAnswer>((r) => (answer = r));
    setEarlyCall(window as EarlyWindow, { page, code: 'abc123', settled, ...(now ? { answer: now } : {}), ...(values ? { values } : {}) });
    return (a: EarlyAnswer) => act(async () => answer(a));
  };
  afterEach(() => {
    delete (window as { __portalPublicEarlyCall?: unknown }).__portalPublicEarlyCall;
    delete (window as { __portalPublicEarlyShown?: unknown }).__portalPublicEarlyShown;
    delete (window as { __portalPublicEarlyLeft?: unknown }).__portalPublicEarlyLeft;
  });

  test('confirmation: its answer is shown and the code never sent again', async () => {
    early('confirm:web', { ok: true });
    const { requests } = renderWithPortal(<ConfirmEmail />, { path: `/confirm${LINK}` });
    expect(screen.getByRole('heading', { name: 'Email has successfully been confirmed!' })).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  test('confirmation still under way: the page waits for it', async () => {
    const answer = early('confirm:mobile');
    const { requests } = renderWithPortal(<ConfirmMobile />, { path: `/ConfirmMobile${LINK}` });
    expect(screen.getByRole('heading', { name: 'Confirming your e-mail address' })).toBeInTheDocument();
    await answer({ ok: false, error: null });
    expect(await screen.findByRole('heading', { name: 'Failed to confirm user!' })).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  test('another link’s call is not taken: the page sends its own', async () => {
    early('confirm:web', { ok: false, error: null });
    const { requests } = renderWithPortal(<ConfirmEmail />, {
      path: '/confirm?code=other&userId=u-1',
      routes: [on('POST', 'UserLogin/ConfirmUser', () => ({ body: { success: true } }))],
    });
    expect(await screen.findByRole('heading', { name: 'Email has successfully been confirmed!' })).toBeInTheDocument();
    expect(requests).toHaveLength(1);
  });

  test('reset under way: Resetting… until it is answered, then the API’s message on Confirm Password; nothing sent again', async () => {
    const answer = early('reset:web', undefined, { password: 'Transit!2027', confirm: 'Transit!2027' });
    const { requests } = renderWithPortal(<ResetPassword />, { path: `/reset${LINK}` });
    expect(screen.getByRole('button', { name: 'Resetting…' })).toBeDisabled();
    expect(screen.getByLabelText(/^Confirm Password/)).toHaveValue('Transit!2027');
    await answer({ ok: false, error: 'This reset link is invalid or has expired' });
    const confirm = screen.getByLabelText(/^Confirm Password/);
    await waitFor(() => expect(confirm).toHaveAccessibleDescription(expect.stringContaining('This reset link is invalid or has expired')));
    expect(confirm).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Reset password' })).toBeEnabled();
    expect(requests).toHaveLength(0);
  });

  test('passwords shown by the early script stay shown', () => {
    setEarlyShown(window as EarlyWindow, 'reset:web', 'abc123', true);
    renderWithPortal(<ResetPassword />, { path: `/reset${LINK}` });
    expect(screen.getByRole('button', { name: 'Hide passwords' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByLabelText(/^New Password/)).toHaveAttribute('type', 'text');
  });

  test('fields the early script showed errors on keep them, as typed when the app takes over; others stay quiet', async () => {
    setEarlyLeft(window as EarlyWindow, 'reset:web', 'abc123', ['password']);
    renderWithPortal(<ResetPassword />, { path: `/reset${LINK}` });
    const password = screen.getByLabelText(/^New Password/);
    await waitFor(() => expect(password).toHaveAccessibleDescription(expect.stringContaining('Password is required')));
    expect(password).toHaveAttribute('aria-invalid', 'true');
    // What the shell types in as it takes over (renderOver): the error follows it, as on the page before.
    await userEvent.setup().type(password, 'short');
    await waitFor(() => expect(password).toHaveAccessibleDescription(expect.stringContaining('Refer to password rules')));
    expect(screen.getByLabelText(/^Confirm Password/)).not.toHaveAttribute('aria-invalid');
  });

  test('another link’s fields are not taken', async () => {
    setEarlyLeft(window as EarlyWindow, 'reset:web', 'other', ['password', 'confirm']);
    renderWithPortal(<ResetPassword />, { path: `/reset${LINK}` });
    await act(async () => undefined);
    expect(screen.getByLabelText(/^New Password/)).not.toHaveAttribute('aria-invalid');
  });

  test('reset already done: the success page at once', () => {
    early('reset:mobile', { ok: true });
    const { requests } = renderWithPortal(<ResetPasswordMobile />, { path: `/ResetPasswordMobile${LINK}` });
    expect(screen.getByRole('heading', { name: 'Password reset success!' })).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  test('reset refused before the app: the fields as typed, with the message; a new submit is sent by the app', async () => {
    early('reset:web', { ok: false, error: null }, { password: 'Transit!2027', confirm: 'Transit!2027' });
    const { requests } = renderWithPortal(<ResetPassword />, {
      path: `/reset${LINK}`,
      routes: [on('POST', 'UserLogin/ResetPassword', () => ({ body: { success: true } }))],
    });
    expect(screen.getByText('Error, please try again')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByRole('heading', { name: 'Password reset success!' })).toBeInTheDocument();
    expect(requests[0]!.body).toEqual({ userId: 'u-1', password: 'Transit!2027', token: 'abc123' });
  });
});

describe('embed', () => {
  test('mount shows a page with its own providers in a shadow root of the element; unmount empties it again', async () => {
    global.fetch = jest.fn() as unknown as typeof fetch;
    const el = document.createElement('div');
    el.append('the host’s own text');
    document.body.appendChild(el);
    const before = document.head.innerHTML;
    let unmount!: () => void;
    act(() => {
      unmount = mount(el, { page: 'ResetPassword', query: { code: 'c', userId: 'u' }, apiBase: TEST_API, passwordPolicy: 'basic' });
    });
    // In the shadow root, where the host's stylesheets do not apply; the element's own children are left alone.
    const widget = el.shadowRoot!.querySelector<HTMLElement>('[data-transit-embed]')!;
    expect(widget).not.toBeNull();
    expect(widget.lang).toBe('en-CA');
    expect(await within(widget).findByRole('heading', { name: 'Password Reset' })).toBeInTheDocument();
    expect(within(widget).getByText('At least 6 characters')).toBeInTheDocument();
    expect(within(widget).queryByRole('link', { name: 'Login' })).toBeNull();
    expect(el.shadowRoot!.querySelector('style')).not.toBeNull(); // its styles are inside it…
    expect(document.head.innerHTML).toBe(before); // …and nothing was added to the host's head
    expect(el.textContent).toBe('the host’s own text');
    act(() => unmount());
    expect(el.shadowRoot!.childElementCount).toBe(0);
    act(() => unmount()); // twice does nothing
    expect(() => mount(el, { page: 'Nope' as never, query: '', apiBase: TEST_API })).toThrow('Unknown page "Nope"');
  });
});
