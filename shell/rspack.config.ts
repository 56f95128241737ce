import { appConfig } from '@portal/shared/build/rspack';

export default appConfig({ dir: __dirname, name: 'portal_shell', port: 3000, publicPath: '/' });
