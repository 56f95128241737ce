import { createRoot } from 'react-dom/client';
import { initMsal, loadPortalConfig } from '@portal/shared';
import { ConfigErrorPage } from './app/ConfigErrorPage';
import { registerPortalRemotes } from './federation/remotes';

const root = createRoot(document.getElementById('root')!);

void (async () => {
  const result = await loadPortalConfig();
  if (!result.ok) {
    root.render(<ConfigErrorPage errors={result.errors} />);
    return;
  }
  registerPortalRemotes(result.config);
  const [msal, { App }] = await Promise.all([initMsal(result.config), import('./app/App')]);
  root.render(<App config={result.config} msal={msal} />);
})();
