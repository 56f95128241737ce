import type { ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { ApiProvider } from '@portal/kit/host';
import { earlyAnswer } from '../early/earlyAnswers';
import { SelectedCardProvider } from '@portal/kit/host';
import { MsalAuthProvider, type MsalSetup } from '../auth/MsalAuthProvider';
import { PortalConfigContext } from '@portal/contract';
import type { PortalConfig } from '@portal/contract';
import { BrowserRouter } from '@portal/contract';
import { portalTheme } from '@portal/kit';
import { PortalToasts } from '../ui/PortalToasts';
import { IdleSignOut } from '../session/IdleSignOut';
import { applyLocale, currentLocale, type Locale } from '@portal/contract';
import { appMessages } from '@portal/kit';
import { LocaleProvider } from '@portal/contract';

/** A language the customer chose: for the whole page, and remembered. */
const rememberLocale = (locale: Locale) => applyLocale(locale, { remember: true, group: appMessages });

/**
 * The providers every section runs inside, mounted once: by the shell for the whole portal, and by a remote's
 * standalone page, so a section behaves the same in both. Theme, toasts, runtime config, sign-in, API client and
 * SWR cache, the selected card, router; and the inactivity sign-out (session/IdleSignOut).
 */
/** `withBalance`: the page opened shows the selected card's balance (SelectedCardProvider asks for it early). */
export function PortalProviders({
  config,
  msal,
  children,
  withBalance,
  primed,
}: {
  config: PortalConfig;
  msal: MsalSetup;
  children: ReactNode;
  withBalance?: boolean;
  /** The API cache's first data (api/primed.ts). */
  primed?: ReadonlyMap<string, unknown>;
}) {
  return (
    <LocaleProvider initial={currentLocale()} apply={rememberLocale}>
      <ThemeProvider theme={portalTheme}>
        <CssBaseline />
        <PortalToasts autoHideMs={config.constants.toastMs}>
          <PortalConfigContext.Provider value={config}>
            <MsalAuthProvider setup={msal} config={config}>
              <ApiProvider apiBase={config.apiBase} primed={primed} earlyAnswer={earlyAnswer}>
                <SelectedCardProvider withBalance={withBalance}>
                  <BrowserRouter>{children}</BrowserRouter>
                </SelectedCardProvider>
                <IdleSignOut />
              </ApiProvider>
            </MsalAuthProvider>
          </PortalConfigContext.Provider>
        </PortalToasts>
      </ThemeProvider>
    </LocaleProvider>
  );
}
