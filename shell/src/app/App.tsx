import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { SnackbarProvider } from 'notistack';
import { ApiProvider, BrowserRouter, MsalAuthProvider, type MsalSetup, type PortalConfig, PortalConfigContext, portalTheme } from '@portal/shared';

import { PortalRoutes } from './PortalRoutes';

/** The providers the shell mounts once for itself and every remote, then the routes. */
export function App({ config, msal }: { config: PortalConfig; msal: MsalSetup }) {
  return (
    <ThemeProvider theme={portalTheme}>
      <CssBaseline />
      <SnackbarProvider maxSnack={4} autoHideDuration={config.constants.toastMs} anchorOrigin={{ vertical: 'top', horizontal: 'center' }}>
        <PortalConfigContext.Provider value={config}>
          <MsalAuthProvider setup={msal} config={config}>
            <ApiProvider apiBase={config.apiBase}>
              <BrowserRouter>
                <PortalRoutes returnPath={msal.returnPath} signInError={msal.error} />
              </BrowserRouter>
            </ApiProvider>
          </MsalAuthProvider>
        </PortalConfigContext.Provider>
      </SnackbarProvider>
    </ThemeProvider>
  );
}
