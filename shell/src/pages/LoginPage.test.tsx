import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithPortal, testAuth } from '@portal/kit/testing';
import { ProviderUnavailableError } from '@portal/host/app';
import { Route, Routes, STORAGE_KEYS, type SignOutReason } from '@portal/contract';
import { LoginPage, signOutMessage } from './LoginPage';

const routes = (returnPath: string | null) => (
  <Routes>
    <Route path="/login" element={<LoginPage returnPath={returnPath} signInError={null} />} />
    <Route path="*" element={<p>Arrived at the portal</p>} />
  </Routes>
);

describe('LoginPage', () => {
  afterEach(() => sessionStorage.clear());

  test('signed out: the welcome title, one Log in / Sign up button and the agency link', async () => {
    const user = userEvent.setup();
    const auth = testAuth({ account: null, isAuthenticated: false, displayName: '' });
    sessionStorage.setItem(STORAGE_KEYS.returnTo, '/account/payment');
    renderWithPortal(routes(null), { auth, path: '/login' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome to the Transit Reloading Portal');
    expect(screen.getByRole('link', { name: "transit agency's website" })).toHaveAttribute('href', 'https://transit.example/');
    await user.click(screen.getByRole('button', { name: 'Log in / Sign up' }));
    expect(auth.login).toHaveBeenCalledWith('/account/payment');
  });

  test('a press on the prerendered page before the app started signs in when the page shows, once', () => {
    const auth = testAuth({ account: null, isAuthenticated: false, displayName: '' });
    sessionStorage.setItem(STORAGE_KEYS.returnTo, '/home/reload');
    (window as { portalEarlyLoginPress?: boolean }).portalEarlyLoginPress = true;
    renderWithPortal(routes(null), { auth, path: '/login' });
    expect(auth.login).toHaveBeenCalledTimes(1);
    expect(auth.login).toHaveBeenCalledWith('/home/reload');
    expect(screen.getByRole('button', { name: 'Log in / Sign up' })).toBeDisabled();
  });

  test('a stored return path that is not same-origin is never passed on', async () => {
    const user = userEvent.setup();
    const auth = testAuth({ account: null, isAuthenticated: false, displayName: '' });
    sessionStorage.setItem(STORAGE_KEYS.returnTo, '//evil.example/steal');
    renderWithPortal(routes(null), { auth, path: '/login' });
    await user.click(screen.getByRole('button', { name: 'Log in / Sign up' }));
    expect(auth.login).toHaveBeenCalledWith(null);
  });

  test('signed in: goes on to the return path, or /home/balance', () => {
    const { unmount } = renderWithPortal(
      <Routes>
        <Route path="/login" element={<LoginPage returnPath="/account/payment" signInError={null} />} />
        <Route path="/account/payment" element={<p>Payment page</p>} />
      </Routes>,
      { path: '/login' },
    );
    expect(screen.getByText('Payment page')).toBeInTheDocument();
    unmount();
    renderWithPortal(
      <Routes>
        <Route path="/login" element={<LoginPage returnPath={null} signInError={null} />} />
        <Route path="/home/balance" element={<p>Balance page</p>} />
      </Routes>,
      { path: '/login' },
    );
    expect(screen.getByText('Balance page')).toBeInTheDocument();
  });

  test('after a sign-out it was not asked for, the page says why', () => {
    const auth = testAuth({ account: null, isAuthenticated: false, displayName: '' });
    const cases: Array<[SignOutReason, string]> = [
      ['idle', 'You were signed out after 15 minutes without activity, to keep your account safe. Log in again to continue.'],
      ['expired', 'Your session has expired. Log in again to continue.'],
      ['other-tab', 'You signed out in another tab or window.'],
    ];
    for (const [reason, text] of cases) {
      const { unmount } = renderWithPortal(<LoginPage returnPath={null} signInError={null} signedOut={reason} />, { auth, path: '/login' });
      expect(screen.getByRole('status')).toHaveTextContent(text);
      unmount();
    }
    renderWithPortal(<LoginPage returnPath={null} signInError={null} />, { auth, path: '/login' });
    expect(screen.queryByRole('status')).toBeNull();
    expect(signOutMessage('idle', 0.25)).toBe(
      'You were signed out after 15 seconds without activity, to keep your account safe. Log in again to continue.',
    );
    expect(signOutMessage('idle', 1)).toMatch(/after 1 minute without/);
  });

  test('when the identity provider does not answer, the page says so and the button works again', async () => {
    const user = userEvent.setup();
    const login = jest.fn(async () => {
      throw new ProviderUnavailableError();
    });
    const auth = testAuth({ account: null, isAuthenticated: false, displayName: '', login });
    renderWithPortal(routes(null), { auth, path: '/login' });
    await user.click(screen.getByRole('button', { name: 'Log in / Sign up' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The sign-in service is not answering at the moment. Please try again in a few minutes.',
    );
    expect(screen.getByRole('button', { name: 'Log in / Sign up' })).toBeEnabled();
  });
});
