import { appConfig } from '@portal/build/rspack';

export default appConfig({
  dir: __dirname,
  name: 'portal_account',
  // Loaded by the shell, this remote uses the shell's federation runtime.
  federationRuntime: 'use',
  port: 3003,
  // The self-contained embed.js for integrators (docs/embedding.md): the same mount as './embed'.
  embed: './src/embed-entry.ts',
  exposes: {
    './ManageTab': './src/exposes/ManageTab.tsx',
    './PaymentMethodsTab': './src/exposes/PaymentMethodsTab.tsx',
    './ManageAccountTab': './src/exposes/ManageAccountTab.tsx',
    './MobileAccountDeletion': './src/exposes/MobileAccountDeletion.tsx',
    './embed': './src/exposes/embed.tsx',
  },
});
