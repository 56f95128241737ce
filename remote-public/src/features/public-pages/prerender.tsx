/**
 * remote-public's pages rendered to HTML at build time (issue 39: a customer opens them from an e-mail, on a phone,
 * for the first time). shared/build/prerender.ts runs this in Node and writes the result beside the release's
 * mf-manifest.json (SECTION_PAGES_FILE); the shell's server puts the current release's page into its own prerendered
 * chrome, so the page paints before any JavaScript has arrived, and the app renders the same page over it
 * (docs/decisions/0011-public-pages-prerendered-from-their-release.md). Each page as the portal shows it (InPortal),
 * in each language, with and without an e-mail link's parameters, for each password policy; each with a style cache
 * of its own, so its HTML carries every style it needs. With a link, each page also carries, in a <template> beside it,
 * its HTML as it shows each answer, and the marks its early script reads (early/early.ts, issue 39): the script shows
 * the answer before the app has arrived.
 */
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { ThemeProvider } from '@mui/material/styles';
import type { ComponentType, ReactElement, ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import {
  ApiClientContext,
  applyLocale,
  LocaleProvider,
  LOCALES,
  MemoryRouter,
  PortalConfigContext,
  type ApiClient,
  type PortalConfig,
} from '@portal/contract';
import { portalTheme } from '@portal/kit';
import { prerenderConfig, sectionVariant, type SectionPages } from '@portal/kit/config';
import { PASSWORD_RULES, type PasswordPolicy } from './password';
import { ConfirmEmail, ConfirmMobile, ResetPassword, ResetPasswordMobile } from './sections';
import { ConfirmView } from './ConfirmPage';
import { DrawingForEarlyScript, LINK_PARAMS } from './context';
import { EARLY_ATTR } from './early/protocol';
import { InPortal } from './InPortal';
import { ResetDone } from './ResetPasswordPage';

const refused = () => Promise.reject(new Error('The prerendered page calls nothing: the app renders over it first'));
const noApi: ApiClient = { apiBase: prerenderConfig.apiBase, key: (p) => p, request: refused };

/** Each exposed module (its name in the sections table) and what it renders. */
const PAGES: Record<string, ComponentType> = {
  'public/ConfirmEmail': ConfirmEmail,
  'public/ConfirmMobile': ConfirmMobile,
  'public/ResetPassword': ResetPassword,
  'public/ResetPasswordMobile': ResetPasswordMobile,
};

/** What each page shows once its call is answered: the early script puts it in place of the page. */
const ANSWERS: Record<string, Record<string, ReactElement>> = {
  'public/ConfirmEmail': {
    confirmed: <ConfirmView kind="web" state="confirmed" />,
    failed: <ConfirmView kind="web" state="failed" />,
  },
  'public/ConfirmMobile': {
    confirmed: <ConfirmView kind="mobile" state="confirmed" />,
    failed: <ConfirmView kind="mobile" state="failed" />,
  },
  'public/ResetPassword': { done: <ResetDone kind="web" /> },
  'public/ResetPasswordMobile': { done: <ResetDone kind="mobile" /> },
};

/** An address with the link's parameters (their values are never shown), or without. */
const LINK = `?${LINK_PARAMS.map((p) => `${p}=x`).join('&')}`;

export async function render(): Promise<Pick<SectionPages, 'linkParams' | 'pages'>> {
  const pages: SectionPages['pages'] = {};
  for (const locale of LOCALES) {
    await applyLocale(locale, { page: false });
    for (const policy of Object.keys(PASSWORD_RULES) as PasswordPolicy[]) {
      const config: PortalConfig = { ...prerenderConfig, constants: { ...prerenderConfig.constants, passwordPolicy: policy } };
      // Each with a style cache of its own: a page, and each answer, carries every style it needs.
      const draw = (path: string, page: ReactNode) =>
        renderToString(
          <CacheProvider value={createCache({ key: 'css' })}>
            <LocaleProvider initial={locale} apply={refused}>
              <ThemeProvider theme={portalTheme}>
                <PortalConfigContext.Provider value={config}>
                  <ApiClientContext.Provider value={noApi}>
                    <MemoryRouter initialEntries={[path]}>
                      <DrawingForEarlyScript.Provider value>{page}</DrawingForEarlyScript.Provider>
                    </MemoryRouter>
                  </ApiClientContext.Provider>
                </PortalConfigContext.Provider>
              </ThemeProvider>
            </LocaleProvider>
          </CacheProvider>,
        );
      for (const [module, Page] of Object.entries(PAGES))
        for (const state of ['link', 'nolink'] as const) {
          const answers =
            state === 'link'
              ? Object.entries(ANSWERS[module] ?? {})
                  .map(
                    ([result, answer]) =>
                      `<template ${EARLY_ATTR.result}="${result}">${draw(`/page${LINK}`, <InPortal>{answer}</InPortal>)}</template>`,
                  )
                  .join('')
              : '';
          (pages[module] ??= {})[sectionVariant(locale, state, policy)] = draw(`/page${state === 'link' ? LINK : ''}`, <Page />) + answers;
        }
    }
  }
  return { linkParams: [...LINK_PARAMS], pages };
}
