import { appConfig } from '@portal/shared/build/rspack';

export default appConfig({
  dir: __dirname,
  name: 'portal_shell',
  port: 3000,
  publicPath: '/',
  // The remotes it loads use this runtime instead of each bundling one (first-load budget).
  federationRuntime: 'provide',
});
