import path from 'node:path';
import { appConfig } from '@portal/build/rspack';

export default appConfig({
  dir: __dirname,
  app: 'shell',
  port: 3000,
  publicPath: '/',
  // The remotes it loads use this runtime instead of each bundling one (first-load budget).
  federationRuntime: 'provide',
  // The login page as HTML, painted before any JavaScript arrives (docs/decisions/0003-prerendered-login-page.md).
  prerender: {
    render: path.join(__dirname, 'src/prerender/renderPages.tsx'),
    early: path.join(__dirname, 'src/prerender/inline.ts'),
    head: path.join(__dirname, 'src/prerender/head.ts'),
    file: 'login.html',
    // Left without the app until 'Log in / Sign up' is pressed (docs/decisions/0020-the-login-page-without-the-app.md).
    held: true,
    routes: ['/', '/login'],
  },
  // Returning customers and offline (docs/performance.md): the shell's files precached, sections' files kept.
  serviceWorker: path.join(__dirname, 'src/sw/sw.ts'),
});
