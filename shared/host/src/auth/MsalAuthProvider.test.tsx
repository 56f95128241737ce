import { act, render, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import {
  EventType,
  InteractionRequiredAuthError,
  type AccountInfo,
  type EventMessage,
  type PublicClientApplication,
} from '@azure/msal-browser';
import { testConfig } from '@portal/kit/testing';
import { STORAGE_KEYS } from '@portal/contract';
import { useAuth, type PortalAuth } from '@portal/contract';
import { hasMsalState, initMsal, MsalAuthProvider, toPortalAccount } from './MsalAuthProvider';
import { providerAnswers, signInEndpoint } from './signIn';

const account = {
  homeAccountId: 'h',
  environment: 'e',
  tenantId: 't',
  username: 'Dana@Transit.Example',
  localAccountId: 'l',
  name: 'Dana Demo',
  idTokenClaims: { emails: ['Dana@Transit.Example'] },
} as unknown as AccountInfo;

function fakePca(over: Partial<Record<string, jest.Mock>> = {}) {
  return {
    addEventCallback: jest.fn(() => 'cb'),
    removeEventCallback: jest.fn(),
    acquireTokenSilent: jest.fn(async () => ({ accessToken: 'at-1' })),
    acquireTokenRedirect: jest.fn(async () => undefined),
    loginRedirect: jest.fn(async () => undefined),
    logoutRedirect: jest.fn(async () => undefined),
    getActiveAccount: jest.fn(() => account),
    getAllAccounts: jest.fn(() => [account]),
    ...over,
  } as unknown as PublicClientApplication & Record<string, jest.Mock>;
}

let auth: PortalAuth;
function Capture() {
  const a = useAuth();
  useEffect(() => {
    auth = a;
  });
  return <p>{a.displayName}</p>;
}
const renderAuth = (pca: PublicClientApplication | null, acc: AccountInfo | null = account) =>
  render(
    <MsalAuthProvider setup={{ pca, account: acc, returnPath: null, error: null }} config={testConfig()}>
      <Capture />
    </MsalAuthProvider>,
  );

describe('MSAL auth', () => {
  afterEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  test('the account is the lowercased username from the token, with its name', () => {
    expect(toPortalAccount(account)).toEqual({ username: 'dana@transit.example', name: 'Dana Demo' });
    renderAuth(fakePca());
    expect(screen.getByText('Dana Demo')).toBeInTheDocument();
    expect(auth.isAuthenticated).toBe(true);
  });

  test('tokens are acquired silently with the API scopes', async () => {
    const pca = fakePca();
    renderAuth(pca);
    await expect(auth.getAccessToken()).resolves.toBe('at-1');
    expect(pca.acquireTokenSilent).toHaveBeenCalledWith({ scopes: ['api/read', 'api/write'], account });
  });

  test("a token for the same account (MSAL's new object for it) renders nothing again; another account does", async () => {
    let tell: ((event: EventMessage) => void) | undefined;
    let active: AccountInfo = account;
    const pca = fakePca({
      addEventCallback: jest.fn((callback: (event: EventMessage) => void) => {
        tell = callback;
        return 'cb';
      }),
      getActiveAccount: jest.fn(() => active),
    });
    let renders = 0;
    function Counted() {
      const a = useAuth();
      renders += 1;
      return <p>{a.displayName}</p>;
    }
    render(
      <MsalAuthProvider setup={{ pca, account, returnPath: null, error: null }} config={testConfig()}>
        <Counted />
      </MsalAuthProvider>,
    );
    await waitFor(() => expect(tell).toBeDefined());
    const before = renders;
    const tokenAcquired = { eventType: EventType.ACQUIRE_TOKEN_SUCCESS } as EventMessage;
    active = { ...account, idTokenClaims: { ...account.idTokenClaims } };
    act(() => tell!(tokenAcquired));
    expect(renders).toBe(before);
    active = { ...account, name: 'Dana Renamed' };
    act(() => tell!(tokenAcquired));
    expect(screen.getByText('Dana Renamed')).toBeInTheDocument();
    expect(renders).toBe(before + 1);
  });

  test('an interaction-required error starts a redirect acquisition that returns to the current page', async () => {
    window.history.pushState({}, '', '/account/payment?x=1');
    const pca = fakePca({
      acquireTokenSilent: jest.fn(async () => {
        throw new InteractionRequiredAuthError('interaction_required', 'The refresh token has expired');
      }),
    });
    renderAuth(pca);
    await expect(auth.getAccessToken()).rejects.toBeInstanceOf(InteractionRequiredAuthError);
    expect(pca.acquireTokenRedirect).toHaveBeenCalledWith({ scopes: ['api/read', 'api/write'], account, state: '/account/payment?x=1' });
  });

  test("logout clears the portal's stored data and signs out at the provider", async () => {
    localStorage.setItem(STORAGE_KEYS.selectedCard, '10000001');
    localStorage.setItem(STORAGE_KEYS.cart, '[]');
    localStorage.setItem('unrelated', 'kept');
    const pca = fakePca();
    renderAuth(pca);
    await act(() => auth.logout());
    expect(localStorage.getItem(STORAGE_KEYS.selectedCard)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.cart)).toBeNull();
    expect(localStorage.getItem('unrelated')).toBe('kept');
    expect(pca.logoutRedirect).toHaveBeenCalledWith({ account, postLogoutRedirectUri: 'http://portal.test/login' });
  });

  test('login passes only a same-origin return path as the state', async () => {
    global.fetch = jest.fn(async () => ({ ok: true, status: 200 }) as Response); // the provider answers
    const pca = fakePca();
    renderAuth(pca, null);
    await act(() => auth.login('/account/payment'));
    await act(() => auth.login('https://evil.example/'));
    expect((pca.loginRedirect as unknown as jest.Mock).mock.calls.map((c: unknown[]) => (c[0] as { state?: string }).state)).toEqual([
      '/account/payment',
      undefined,
    ]);
  });

  test('with no MSAL state nothing is loaded; a stored MSAL key means MSAL starts', async () => {
    expect(hasMsalState()).toBe(false);
    await expect(initMsal(testConfig())).resolves.toEqual({ pca: null, account: null, returnPath: null, error: null });
    sessionStorage.setItem('msal.interaction.status', '{}');
    expect(hasMsalState()).toBe(true);
  });

  test('before sending the browser to the provider, the portal checks it answers at all', async () => {
    const config = testConfig();
    expect(signInEndpoint(config)).toBe(config.auth.authority);
    config.auth.authorityMetadata = JSON.stringify({
      authorization_endpoint: 'http://idp.test/authorize',
      token_endpoint: 'http://idp.test/token',
    });
    expect(signInEndpoint(config)).toBe('http://idp.test/authorize');
    const answers = jest.fn(async () => ({ ok: false, status: 400 }) as Response);
    await expect(providerAnswers('http://idp.test/authorize', 1000, answers as unknown as typeof fetch)).resolves.toBe(true);
    const down = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(providerAnswers('http://idp.test/authorize', 1000, down as unknown as typeof fetch)).resolves.toBe(false);
    const silent = jest.fn(
      (_url: string, init: RequestInit) =>
        new Promise<Response>((_resolve, reject) => init.signal!.addEventListener('abort', () => reject(new Error('aborted')))),
    );
    await expect(providerAnswers('http://idp.test/authorize', 20, silent as unknown as typeof fetch)).resolves.toBe(false);
  });
});
