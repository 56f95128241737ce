/**
 * Renders a component inside the providers the shell gives every remote (theme, toasts, config, auth, API
 * client, SWR cache, router) with the real API client. Only the network is replaced: `routes` answer requests
 * by method and API path, and every request is recorded. For tests only (not exported from the package index).
 */
import { act, render } from '@testing-library/react';
import { ThemeProvider } from '@mui/material/styles';
import { NotistackToasts } from '../ui/NotistackToasts';
import type { ReactElement } from 'react';
import { MemoryRouter, STORAGE_KEYS } from '@portal/contract';
import { ApiProvider } from '../api/ApiProvider';
import { SelectedCardProvider } from '../cards/SelectedCard';
import { AuthContext, type PortalAuth } from '@portal/contract';
import { PortalConfigContext } from '@portal/contract';
import type { PortalConfig } from '@portal/contract';
import { portalTheme } from '../ui/theme';
import { DEFAULT_CONSTANTS, DEFAULT_FEATURES } from '../config/defaults';
import type { PaymentSettings } from '../config/urls';
import { applyLocale, currentLocale } from '@portal/contract';
import { LocaleProvider } from '@portal/contract';

export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  authorization: string | null;
  /** Every header the request carried, by the name the caller gave it. */
  headers: Record<string, string>;
}
/** An answer to a request; status 0 loses the answer (the fetch fails after the request was recorded). */
export type ApiRoute = (req: RecordedRequest) => { status?: number; body?: unknown } | undefined;

export const TEST_API = 'https://api.test/api/';

export const testConfig = (): PortalConfig & PaymentSettings => ({
  apiBase: TEST_API,
  bannerUrl: 'https://api.test/banner.json',
  transitInfoUrl: 'https://transit.example/',
  auth: {
    clientId: 'client',
    authority: 'https://idp.test/transit.onmicrosoft.com/B2C_1_signupsignin',
    knownAuthorities: ['idp.test'],
    scopes: ['api/read', 'api/write'],
    redirectUri: 'http://portal.test/redirect.html',
    postLogoutRedirectUri: 'http://portal.test/login',
    passwordResetUrl: 'https://idp.test/reset',
    profileEditUrl: 'https://idp.test/edit',
  },
  remotes: {
    balance: { manifest: 'http://r.test/mf-manifest.json' },
    reload: { manifest: 'http://r.test/mf-manifest.json' },
    account: { manifest: 'http://r.test/mf-manifest.json' },
    public: { manifest: 'http://r.test/mf-manifest.json' },
  },
  routes: {
    balance: ['/home/balance', '/home/cards'],
    reload: ['/home/reload', '/transaction_result', '/transaction_result_saved'],
    account: ['/home/manage', '/account/*', '/RequestMobileAccountDeletion'],
    public: ['/confirm', '/ConfirmMobile', '/reset', '/ResetPasswordMobile'],
  },
  allowedRemoteOrigins: ['http://r.test'],
  allowedPaymentOrigins: ['https://pay.test'],
  // The spec's defaults, as a deployment without changes has them.
  features: { ...DEFAULT_FEATURES },
  constants: { ...DEFAULT_CONSTANTS },
});

export function testAuth(over: Partial<PortalAuth> = {}): PortalAuth {
  return {
    account: { username: 'demo@transit.example', name: 'Dana Demo' },
    isAuthenticated: true,
    displayName: 'Dana Demo',
    getAccessToken: async () => 'test-token',
    login: jest.fn(async () => undefined),
    logout: jest.fn(async () => undefined),
    ...over,
  };
}

export function renderWithPortal(
  ui: ReactElement,
  opts: {
    routes?: ApiRoute[];
    auth?: PortalAuth;
    config?: PortalConfig;
    path?: string;
    /** The history entry's state of `path` (what a navigation in the app would carry). */
    state?: unknown;
    /** Mount the selected-card provider the shell gives (it loads Card/GetCards), for sections that show the selected card. */
    selectedCard?: boolean;
  } = {},
) {
  const requests: RecordedRequest[] = [];
  const routes = opts.routes ?? [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    const headers = (init?.headers ?? {}) as Record<string, string>;
    const req: RecordedRequest = {
      method: init?.method ?? 'GET',
      path: url.href.startsWith(TEST_API) ? url.pathname.replace('/api/', '') : url.href,
      query: url.searchParams,
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
      authorization: headers.Authorization ?? null,
      headers: { ...headers },
    };
    requests.push(req);
    // The first route that answers wins, and later routes are not even asked (a route may have side effects).
    let answer: { status?: number; body?: unknown } | undefined;
    for (const route of routes) if ((answer = route(req))) break;
    answer ??= { status: 404, body: { message: `No test route for ${req.method} ${req.path}` } };
    // Status 0: the request reached the server, and its answer was lost on the way back (the connection dropped).
    if (answer.status === 0) throw new TypeError('Failed to fetch');
    const status = answer.status ?? 200;
    const text = answer.body === undefined ? '' : JSON.stringify(answer.body);
    return { ok: status < 400, status, text: async () => text, json: async () => JSON.parse(text) as unknown } as Response;
  }) as unknown as typeof fetch;
  const config = opts.config ?? testConfig();
  const auth = opts.auth ?? testAuth();
  // A signed-in session has the time of its last input in storage, as the page's inactivity watcher writes it (the
  // last known data is kept only while it is there).
  if (auth.isAuthenticated && localStorage.getItem(STORAGE_KEYS.lastActivity) === null)
    localStorage.setItem(STORAGE_KEYS.lastActivity, String(Date.now()));
  const [pathname = '/', search] = (opts.path ?? '/').split('?');
  const entry = opts.state === undefined ? (opts.path ?? '/') : { pathname, search: search ? `?${search}` : '', state: opts.state };
  const result = render(
    <LocaleProvider initial={currentLocale()} apply={(l) => applyLocale(l)}>
      <ThemeProvider theme={portalTheme}>
        <NotistackToasts>
          <PortalConfigContext.Provider value={config}>
            <AuthContext.Provider value={auth}>
              <ApiProvider apiBase={config.apiBase}>
                {opts.selectedCard ? (
                  <SelectedCardProvider>
                    <MemoryRouter initialEntries={[entry]}>{ui}</MemoryRouter>
                  </SelectedCardProvider>
                ) : (
                  <MemoryRouter initialEntries={[entry]}>{ui}</MemoryRouter>
                )}
              </ApiProvider>
            </AuthContext.Provider>
          </PortalConfigContext.Provider>
        </NotistackToasts>
      </ThemeProvider>
    </LocaleProvider>,
  );
  return { ...result, requests, auth };
}

/** A route answering one method and path; an answer of undefined leaves the request to the next route (e.g. other cards). */
export const on =
  (method: string, path: string, answer: (req: RecordedRequest) => { status?: number; body?: unknown } | undefined): ApiRoute =>
  (req) =>
    req.method === method && req.path === path ? answer(req) : undefined;

/**
 * Holds every API answer of the page rendered last (renderWithPortal's fetch) until the returned function releases
 * them, as a slow network would: what a page shows before any answer, then after.
 */
export function slowNetwork(): () => Promise<void> {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((r) => {
    release = r;
  });
  const fetch = global.fetch;
  global.fetch = jest.fn(async (...args: Parameters<typeof fetch>) => {
    await gate;
    return fetch(...args);
  }) as typeof fetch;
  return () => act(async () => release());
}
