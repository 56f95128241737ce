import { appConfig } from '@portal/shared/build/rspack';

export default appConfig({
  dir: __dirname,
  name: 'portal_shell',
  port: 3000,
  publicPath: '/',
  // MSAL 5 returns from the provider to redirect.html, whose bridge hands the response back to the portal page.
  pages: [{ entry: 'redirect', import: './src/redirect.ts', filename: 'redirect.html', title: 'Signing in…' }],
});
