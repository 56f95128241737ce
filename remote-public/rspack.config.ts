import { appConfig } from '@portal/build/rspack';

export default appConfig({
  dir: __dirname,
  name: 'portal_public',
  port: 3004,
  exposes: {
    './ConfirmEmail': './src/exposes/ConfirmEmail.tsx',
    './ResetPassword': './src/exposes/ResetPassword.tsx',
    './ConfirmMobile': './src/exposes/ConfirmMobile.tsx',
    './ResetPasswordMobile': './src/exposes/ResetPasswordMobile.tsx',
    './embed': './src/exposes/embed.tsx',
  },
});
