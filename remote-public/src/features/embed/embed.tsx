/**
 * The integrators' entry: mount a public page into any element of any page, with no React and no shell on it.
 * It brings its own providers (theme, toasts, API client for the public calls) and renders in a shadow root on the
 * element, like the other embeds, so the host's styles cannot reach it. See remote-public/README.md.
 */
import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import ScopedCssBaseline from '@mui/material/ScopedCssBaseline';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { CacheProvider } from '@emotion/react';
import { ApiProvider } from '@portal/kit/host';
import { AuthContext, MemoryRouter, type PortalAuth } from '@portal/contract';
import { appMessages, portalTheme } from '@portal/kit';
import type { PasswordPolicy } from '../public-pages/passwordRules';
import { ConfirmPage } from '../public-pages/ConfirmPage';
import { PublicPagesContext } from '../public-pages/context';
import { ResetPasswordPage } from '../public-pages/ResetPasswordPage';
import { applyLocale, INTL_LOCALES, LocaleProvider, preferredLocale, type Locale } from '@portal/contract';
import { EMBED_LOCALES, type EmbedLocale } from '@portal/kit/embed';
import { attachWidget, EmbedToasts } from '@portal/host/embed';

export type EmbedPage = 'ConfirmEmail' | 'ConfirmMobile' | 'ResetPassword' | 'ResetPasswordMobile';

export interface EmbedOptions {
  page: EmbedPage;
  /** The link's query: '?code=…&userId=…' or { code, userId }. */
  query: string | Record<string, string>;
  /** The agency API base, e.g. https://api.transit.example/api/. */
  apiBase: string;
  /** 'strong' (default) or 'basic' (spec 5). */
  passwordPolicy?: PasswordPolicy;
  /** Where Login / Back to login go; omit to hide them (e.g. inside the mobile app). */
  loginUrl?: string;
  /** 'en-CA' (default) or 'fr-CA': the page's language (the portal's catalogues), as for every embed. */
  locale?: EmbedLocale;
}

const PAGES: Record<EmbedPage, ComponentType> = {
  ConfirmEmail: () => <ConfirmPage kind="web" />,
  ConfirmMobile: () => <ConfirmPage kind="mobile" />,
  ResetPassword: () => <ResetPasswordPage kind="web" />,
  ResetPasswordMobile: () => <ResetPasswordPage kind="mobile" />,
};

/** Nobody is signed in on an integrator's page: the public pages call only the public API. */
const anonymous: PortalAuth = {
  account: null,
  isAuthenticated: false,
  displayName: '',
  getAccessToken: () => Promise.reject(new Error('The public pages call only the public API')),
  login: async () => undefined,
  logout: async () => undefined,
};

/** Renders the page into element and returns a function that removes it again. */
export function mount(element: HTMLElement, options: EmbedOptions): () => void {
  const Page = PAGES[options.page];
  if (!Page) throw new Error(`Unknown page "${String(options.page)}": use one of ${Object.keys(PAGES).join(', ')}`);
  if (!/^https?:\/\//.test(options.apiBase ?? '')) throw new Error('apiBase must be the http(s) URL of the agency API');
  if (options.locale !== undefined && !(EMBED_LOCALES as readonly unknown[]).includes(options.locale))
    throw new Error(`locale must be one of ${EMBED_LOCALES.join(', ')}`);
  const search = typeof options.query === 'string' ? options.query.replace(/^\??/, '?') : `?${new URLSearchParams(options.query)}`;
  const locale = preferredLocale(options.locale ? [options.locale] : []);
  const apply = (l: Locale) => applyLocale(l, { page: false, group: appMessages });
  // In a shadow root of the element, with its styles inside it (the host's CSS cannot reach in, nothing is added to
  // the host's head), and dialogs opening there too.
  const { root: container, cache, remove } = attachWidget(element, { name: `public-${options.page}`, lang: INTL_LOCALES[locale] });
  const theme = createTheme(portalTheme, {
    components: { MuiModal: { defaultProps: { container } }, MuiPopper: { defaultProps: { container } } },
  });
  const root = createRoot(container);
  let unmounted = false;
  // The page shows once its language's messages are there (at once for English).
  void apply(locale).then(() => {
    if (!unmounted)
      root.render(
        <LocaleProvider initial={locale} apply={apply}>
          <CacheProvider value={cache}>
            <ThemeProvider theme={theme}>
              <ScopedCssBaseline>
                <EmbedToasts defaultMs={4000}>
                  <AuthContext.Provider value={anonymous}>
                    <ApiProvider apiBase={options.apiBase}>
                      <PublicPagesContext.Provider
                        value={{ passwordPolicy: options.passwordPolicy ?? 'strong', loginHref: options.loginUrl ?? null }}
                      >
                        <MemoryRouter initialEntries={[`/${search}`]}>
                          <Page />
                        </MemoryRouter>
                      </PublicPagesContext.Provider>
                    </ApiProvider>
                  </AuthContext.Provider>
                </EmbedToasts>
              </ScopedCssBaseline>
            </ThemeProvider>
          </CacheProvider>
        </LocaleProvider>,
      );
  });
  return () => {
    if (unmounted) return;
    unmounted = true;
    root.unmount();
    remove();
  };
}

export default mount;
