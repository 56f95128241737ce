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
  LocaleProvider,
  LOCALES,
  MemoryRouter,
  PortalConfigContext,
  type Locale,
  type PortalAuth,
} from '@portal/contract';
import type { ReactNode } from 'react';
import type { Banner, SectionsTable, TableSection, Texts } from '@portal/contract';
import { OfflineGate, portalTheme } from '@portal/kit';
import {
  BANNER_TYPES,
  bannerVariant,
  listHref,
  listLabel,
  PRERENDER_ATTR,
  PRERENDER_BANNER,
  PRERENDER_SECTION,
  PRERENDER_TAB,
  prerenderConfig,
  sectionNameLabel,
  type PrerenderList,
  type RenderedPage,
  type RenderedSectionPages,
} from '@portal/kit/config';
import { PortalRoutes } from '../app/PortalRoutes';
import { BannerView, PrerenderBannerSlot } from '../chrome/Banner';
import { loginPagePart } from '../pages/lazy';
import { homeFramePart } from '../frames/lazy';
import { signedInChromePart } from '../chrome/lazy';
import { remoteSlotPart } from '../federation/lazy';
import { setTable } from '../federation/sectionsTable';
import { PrerenderPlace } from '../federation/prerenderPlace';

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

/** A placeholder in each language: what the server puts each language's text of a section in place of. */
const placeholders = (label: (locale: Locale) => string): Texts => Object.fromEntries(LOCALES.map((l) => [l, label(l)])) as Texts;
const listed = (list: PrerenderList, n: number) => ({ order: n, label: placeholders((l) => listLabel(list, n, l)), to: listHref(list, n) });
/** A section's name as the server puts it in, in each language. */
const SECTION_NAME = placeholders(sectionNameLabel);

/**
 * The sections table the pages are drawn with: no section of the portal's, but placeholders for the server to put each
 * live release's in (docs/decisions/0022): two home tabs (the first current), two of the header's links and of the
 * site map, and one page for anyone (the chrome of the pages a section's release draws).
 */
const PLACEHOLDER_PAGE = '/__portal_page__';
const PRERENDER_TABLE: SectionsTable = {
  sections: [
    ...[0, 1].map((n): TableSection => ({
      remote: 'prerender',
      path: listHref('tabs', n),
      module: `Tab${n}`,
      name: SECTION_NAME,
      frame: 'home',
      tab: { order: n, label: placeholders((l) => listLabel('tabs', n, l)) },
      signedIn: true,
      nav: listed('nav', n),
      siteMap: listed('siteMap', n),
    })),
    { remote: 'prerender', path: PLACEHOLDER_PAGE, module: 'Page', name: SECTION_NAME, frame: null, signedIn: false, public: true },
  ],
};

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
        sectionPage && s.path === PLACEHOLDER_PAGE ? (
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
 * signed-in menu, the frame's heading, the selector's and badges' skeletons, the tabs, and the place of the tab's section
 * (PRERENDER_TAB), where the server puts what the tab shows before its answers (its release's first state, or the
 * section's skeleton), and the place of its release's drawing after the tree.
 */
async function renderHomeTab(locale: Locale, route: string): Promise<string> {
  const html = await renderRoutes(locale, route, signedInUnknown, <PortalRoutes returnPath={null} signInError={null} />, (node) => (
    <ApiClientContext.Provider value={noApi}>
      <ToastContext.Provider value={noToasts}>
        <SelectedCardContext.Provider value={cardsLoading}>
          <PrerenderPlace.Provider value={locale}>{node}</PrerenderPlace.Provider>
        </SelectedCardContext.Provider>
      </ToastContext.Provider>
    </ApiClientContext.Provider>
  ));
  // The place of the tab's drawing by its section's release (decision 0021): the server puts it in, or empties it.
  const slot = `<template ${PRERENDER_TAB.slot}="${locale}"></template>`;
  return `<div ${PRERENDER_ATTR.locale}="${locale}" ${PRERENDER_ATTR.signedIn}="">${html}${slot}</div>`;
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
  setTable(PRERENDER_TABLE);
  const [first, ...others] = LOCALES;
  const shown = await renderPage(first);
  let banners = renderBanners(first);
  let templates = '';
  for (const locale of others) {
    templates += `<template ${PRERENDER_ATTR.locale}="${locale}">${await renderPage(locale)}</template>`;
    banners = { ...banners, ...renderBanners(locale) };
  }
  // The chrome of the pages for anyone that a section's release draws: one for all of them (the server puts each in).
  const sectionPages: RenderedSectionPages = {
    file: 'section.html',
    ...(await inEachLocale((locale) => renderPage(locale, PLACEHOLDER_PAGE))),
  };
  // The home frame (issue 39: a signed-in first visit's frame before the JavaScript), its first tab current: the server
  // draws it for each home tab of the sections table. With the section's skeleton in each language, for a tab whose
  // release draws nothing first.
  await Promise.all([homeFramePart.load(), signedInChromePart.load(), remoteSlotPart.load()]);
  const skeleton: Record<string, string> = {};
  const { SectionSkeleton } = await remoteSlotPart.load();
  const home = await inEachLocale(async (locale) => {
    const page = await renderHomeTab(locale, listHref('tabs', 0));
    skeleton[locale] = renderIn(locale, <SectionSkeleton name={SECTION_NAME} />);
    return page;
  });
  const pages: RenderedPage[] = [{ file: 'home.html', frame: 'home', skeleton, ...home }];
  return { shown, templates, banners, sectionPages, pages };
}
