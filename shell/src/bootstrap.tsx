import { createRoot } from 'react-dom/client';
import { initMsal, loadPortalConfig } from '@portal/shared';
import { ConfigErrorPage } from './app/ConfigErrorPage';
import { registerPortalRemotes } from './federation/remotes';
import { applyLocale, initialLocale } from '@portal/shared';

const root = createRoot(document.getElementById('root')!);

void (async () => {
  const result = await loadPortalConfig();
  if (!result.ok) {
    root.render(<ConfigErrorPage errors={result.errors} />);
    return;
  }
  registerPortalRemotes(result.config);
  const [msal, { App }] = await Promise.all([initMsal(result.config), import('./app/App')]);
  // The page's language before anything is shown: a stored choice, else the browser's (its messages downloaded first).
  await applyLocale(initialLocale());
  root.render(<App config={result.config} msal={msal} />);
})();
