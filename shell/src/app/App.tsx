import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { SnackbarProvider } from 'notistack';
import { BrowserRouter } from 'react-router-dom';
import { ApiProvider, MsalAuthProvider, PortalConfigContext, portalTheme, type MsalSetup, type PortalConfig } from '@portal/shared';

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
