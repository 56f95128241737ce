/**
 * The login page rendered to HTML at build time, in each language (shared/build/prerender.ts runs it in Node and
 * writes login.html; docs/decisions/0003-prerendered-login-page.md). It is the shell's own routes, chrome and login page, as
 * the app renders them for a signed-out visitor, so the page the app renders over it at start looks the same.
 * Each language gets a fresh style cache: its tree carries every style it needs, and either can be shown alone.
 */
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { renderToString } from 'react-dom/server';
import {
  applyLocale,
  AuthContext,
  LocaleProvider,
  LOCALES,
  MemoryRouter,
  PortalConfigContext,
  type Locale,
  type PortalAuth,
} from '@portal/contract';
import { portalTheme } from '@portal/kit';
import { PRERENDER_ATTR, prerenderConfig } from '@portal/kit/config';
import { PortalRoutes } from '../app/PortalRoutes';
import { loginPagePart } from '../pages/lazy';

const refused = () => Promise.reject(new Error('The prerendered page has no sign-in: the app renders over it first'));
const signedOut: PortalAuth = {
  account: null,
  isAuthenticated: false,
  displayName: '',
  getAccessToken: refused,
  login: refused,
  logout: refused,
};

async function renderPage(locale: Locale): Promise<string> {
  await applyLocale(locale, { page: false });
  const html = renderToString(
    <CacheProvider value={createCache({ key: 'css' })}>
      <LocaleProvider initial={locale} apply={refused}>
        <ThemeProvider theme={portalTheme}>
          <CssBaseline />
          <PortalConfigContext.Provider value={prerenderConfig}>
            <AuthContext.Provider value={signedOut}>
              <MemoryRouter initialEntries={['/login']}>
                <PortalRoutes returnPath={null} signInError={null} />
              </MemoryRouter>
            </AuthContext.Provider>
          </PortalConfigContext.Provider>
        </ThemeProvider>
      </LocaleProvider>
    </CacheProvider>,
  );
  return `<div ${PRERENDER_ATTR.locale}="${locale}">${html}</div>`;
}

/** Each language's page: the first (English) is shown as it arrives, the others wait in templates for early.ts. */
export async function render(): Promise<{ shown: string; templates: string }> {
  // The login page is a part of its own (a signed-in customer's pages never download it): here before rendering, with
  // its texts registered, so every language renders it whole.
  await loginPagePart.load();
  const [first, ...others] = LOCALES;
  const shown = await renderPage(first);
  let templates = '';
  for (const locale of others) templates += `<template ${PRERENDER_ATTR.locale}="${locale}">${await renderPage(locale)}</template>`;
  return { shown, templates };
}
