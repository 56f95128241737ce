/**
 * The shell's pages rendered to HTML at build time, in each language (shared/build/prerender.ts runs it in Node and
 * writes them). The login page (docs/decisions/0003-prerendered-login-page.md) is the shell's own routes, chrome and
 * login page, as the app renders them for a signed-out visitor, so the page the app renders over it at start looks the
 * same. The same build draws the chrome of the section pages (0011) and each home tab for a signed-in customer whose
 * cards are not known yet (0017).
 * Each language gets a fresh style cache: its tree carries every style it needs, and either can be shown alone.
 */
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { renderToString } from 'react-dom/server';
import {
  ApiClientContext,
  applyLocale,
  AuthContext,
  SelectedCardContext,
  ToastContext,
  type ApiClient,
  type Toast,
  type SelectedCardState,
  INTL_LOCALES,
  LocaleProvider,
  LOCALES,
  MemoryRouter,
  PortalConfigContext,
  type Locale,
  type PortalAuth,
} from '@portal/contract';
import type { ReactNode } from 'react';
import type { Banner } from '@portal/contract';
import { AsOfTemplate, BalanceSummaryTemplate, portalTheme } from '@portal/kit';
import { AS_OF_TEMPLATE_ATTR, TILES_SKELETON_ATTR, TILES_TEMPLATE_ATTR } from '@portal/kit/drawn-balance';
import { frameSections, OfflineGate, SECTIONS, type SectionEntry } from '@portal/kit';
import {
  BANNER_TYPES,
  bannerVariant,
  PRERENDER_ATTR,
  PRERENDER_BANNER,
  PRERENDER_SECTION,
  PRERENDER_TAB,
  prerenderConfig,
  type RenderedPage,
  type RenderedSectionPages,
} from '@portal/kit/config';
import { PortalRoutes } from '../app/PortalRoutes';
import { BannerView, PrerenderBannerSlot } from '../chrome/Banner';
import { loginPagePart } from '../pages/lazy';
import { homeFramePart } from '../frames/lazy';
import { signedInChromePart } from '../chrome/lazy';
import { remoteSlotPart } from '../federation/lazy';
import { PREVIEWED_SECTIONS } from '../federation/previewed';

const refused = () => Promise.reject(new Error('The prerendered page has no sign-in: the app renders over it first'));
const signedOut: PortalAuth = {
  account: null,
  isAuthenticated: false,
  displayName: '',
  getAccessToken: refused,
  login: refused,
  logout: refused,
};

/**
 * A signed-in customer whose name and cards are not known yet (issue 39: the home frame drawn before the JavaScript).
 * The page holds nothing of anybody's: the inline script shows it only to a browser with sign-in state (early.ts).
 */
const signedInUnknown: PortalAuth = { ...signedOut, account: { username: '', name: '' }, isAuthenticated: true };
const noApi: ApiClient = {
  apiBase: prerenderConfig.apiBase,
  key: (p) => p,
  request: () => Promise.reject(new Error('The prerendered page asks nothing of the API')),
};
const noToasts: Toast = { success: () => undefined, info: () => undefined, warning: () => undefined, error: () => undefined };
const cardsLoading: SelectedCardState = {
  cards: undefined,
  selected: null,
  select: () => undefined,
  refresh: () => Promise.resolve(),
  isLoading: true,
  error: undefined,
};

/** In `locale`, with a style cache of its own: the HTML carries every style it needs. */
function renderIn(locale: Locale, node: ReactNode): string {
  return renderToString(
    <CacheProvider value={createCache({ key: 'css' })}>
      <LocaleProvider initial={locale} apply={refused}>
        <ThemeProvider theme={portalTheme}>{node}</ThemeProvider>
      </LocaleProvider>
    </CacheProvider>,
  );
}

/**
 * The pages whose section's own release draws them (issue 39: remote-public's pages, opened from an e-mail): the
 * shell's chrome around an empty place for the section, which the server fills in from the section's
 * SECTION_PAGES_FILE (scripts/static-server.mts). In the section's slot as the app renders it (OfflineGate's fieldset).
 */
const SECTION_PAGES: readonly SectionEntry[] = SECTIONS.filter((s) => s.remote === 'public' && !s.signedIn && s.frame === null);

/** The portal's routes at `route` in `locale`, as the app renders them for `auth`, inside `providers` too. */
async function renderRoutes(
  locale: Locale,
  route: string,
  auth: PortalAuth,
  routes: ReactNode,
  providers: (node: ReactNode) => ReactNode = (node) => node,
): Promise<string> {
  await applyLocale(locale, { page: false });
  return renderIn(
    locale,
    <>
      <CssBaseline />
      <PortalConfigContext.Provider value={prerenderConfig}>
        <AuthContext.Provider value={auth}>
          {providers(
            <PrerenderBannerSlot.Provider value={locale}>
              <MemoryRouter initialEntries={[route]}>{routes}</MemoryRouter>
            </PrerenderBannerSlot.Provider>,
          )}
        </AuthContext.Provider>
      </PortalConfigContext.Provider>
    </>,
  );
}

async function renderPage(locale: Locale, route = '/login'): Promise<string> {
  const sectionPage = route !== '/login';
  const html = await renderRoutes(
    locale,
    route,
    signedOut,
    <PortalRoutes
      returnPath={null}
      signInError={null}
      prerenderSlot={(s) =>
        sectionPage && SECTION_PAGES.includes(s) ? (
          <OfflineGate>
            <template {...{ [PRERENDER_SECTION.slot]: locale }} />
          </OfflineGate>
        ) : undefined
      }
    />,
  );
  return `<div ${PRERENDER_ATTR.locale}="${locale}"${sectionPage ? ` ${PRERENDER_SECTION.page}=""` : ''}>${html}</div>`;
}

/**
 * A home tab as the app draws it for a signed-in customer while the card list loads (HomeFrame): the header with the
 * signed-in menu, the frame's heading, the selector's and badges' skeletons, the tabs, and the tab's section loading.
 * The Balance tab's also holds its tiles with empty places (BalanceSummaryTemplate), which the entry fills in with the
 * customer's balance once its answers are in, or with their last known balance and the line saying when it was read
 * (AsOfTemplate) as soon as MSAL says who is signed in (docs/decisions/0019-the-balance-drawn-before-the-app.md).
 */
async function renderHomeTab(locale: Locale, route: string): Promise<string> {
  const html = await renderRoutes(locale, route, signedInUnknown, <PortalRoutes returnPath={null} signInError={null} />, (node) => (
    <ApiClientContext.Provider value={noApi}>
      <ToastContext.Provider value={noToasts}>
        <SelectedCardContext.Provider value={cardsLoading}>{node}</SelectedCardContext.Provider>
      </ToastContext.Provider>
    </ApiClientContext.Provider>
  ));
  // Where it shows the balance's tiles loading (the Balance tab's preview), the tiles for the entry to fill in, and the
  // line that says when a last known balance was read (AsOf), drawn above them for a returning customer.
  const intl = INTL_LOCALES[locale];
  const tiles = html.includes(TILES_SKELETON_ATTR)
    ? `<template ${TILES_TEMPLATE_ATTR}="${intl}">${renderIn(locale, <BalanceSummaryTemplate />)}</template>` +
      `<template ${AS_OF_TEMPLATE_ATTR}="${intl}">${renderIn(locale, <AsOfTemplate />)}</template>`
    : '';
  // The place of the tab's drawing by its section's release (decision 0021): the server puts it in, or empties it.
  const slot = `<template ${PRERENDER_TAB.slot}="${locale}"></template>`;
  return `<div ${PRERENDER_ATTR.locale}="${locale}" ${PRERENDER_ATTR.signedIn}="">${html}${tiles}${slot}</div>`;
}

/** A page in the first language, shown as it arrives, and in the others, in templates for early.ts. */
async function inEachLocale(renderIn: (locale: Locale) => Promise<string>): Promise<{ shown: string; templates: string }> {
  const [first, ...others] = LOCALES;
  const shown = await renderIn(first);
  let templates = '';
  for (const locale of others) templates += `<template ${PRERENDER_ATTR.locale}="${locale}">${await renderIn(locale)}</template>`;
  return { shown, templates };
}

/** The banner in `locale`, for every type and shape, with placeholders the server replaces (PRERENDER_BANNER). */
function renderBanners(locale: Locale): Record<string, string> {
  const out: Record<string, string> = {};
  for (const type of BANNER_TYPES)
    for (const title of ['', PRERENDER_BANNER.title])
      for (const link of ['', PRERENDER_BANNER.link]) {
        const banner: Banner = { type, title, body: PRERENDER_BANNER.body, link };
        out[bannerVariant(locale, banner)] = renderIn(locale, <BannerView banner={banner} />);
      }
  return out;
}

/**
 * Each language's page: the first (English) is shown as it arrives, the others wait in templates for early.ts; and
 * the banner of each language, type and shape, for the server to fill in.
 */
export async function render(): Promise<{
  shown: string;
  templates: string;
  banners: Record<string, string>;
  sectionPages: RenderedSectionPages;
  pages: RenderedPage[];
}> {
  // The login page is a part of its own (a signed-in customer's pages never download it): here before rendering, with
  // its texts registered, so every language renders it whole.
  await loginPagePart.load();
  const [first, ...others] = LOCALES;
  const shown = await renderPage(first);
  let banners = renderBanners(first);
  let templates = '';
  for (const locale of others) {
    templates += `<template ${PRERENDER_ATTR.locale}="${locale}">${await renderPage(locale)}</template>`;
    banners = { ...banners, ...renderBanners(locale) };
  }
  // The chrome of the section pages: one for all of them (the same chrome on each of their routes).
  const sectionPages: RenderedSectionPages = {
    file: 'section.html',
    remote: 'public',
    routes: Object.fromEntries(SECTION_PAGES.map((s) => [s.path.toLowerCase(), `${s.remote}/${s.module}`])),
    ...(await inEachLocale((locale) => renderPage(locale, SECTION_PAGES[0]!.path))),
  };
  // The home tabs (issue 39: a signed-in first visit's frame before the JavaScript), each with its tab current.
  await Promise.all([homeFramePart.load(), signedInChromePart.load(), remoteSlotPart.load()]);
  const pages: RenderedPage[] = [];
  for (const tab of frameSections('home'))
    pages.push({
      file: `home-${tab.tab}.html`,
      routes: [tab.path.toLowerCase()],
      ...(await inEachLocale((locale) => renderHomeTab(locale, tab.path))),
      // The tab whose balance the entry draws before the app (decision 0019): its first visit's link carries MSAL
      // first, then the app's files (AFTER_MSAL_ATTR).
      ...(PREVIEWED_SECTIONS.has(`${tab.remote}/${tab.module}`) ? { appFilesAfterMsal: true } : {}),
      // Its section's release may draw it (PRERENDER_TAB): the server asks that release for its drawing of the module.
      tab: { remote: tab.remote, module: `${tab.remote}/${tab.module}` },
    });
  return { shown, templates, banners, sectionPages, pages };
}
