import { appConfig } from '@portal/shared/build/rspack';

export default appConfig({
  dir: __dirname,
  name: 'portal_balance',
  // Loaded by the shell, this remote uses the shell's federation runtime.
  federationRuntime: 'use',
  port: 3001,
  exposes: { './BalanceTab': './src/exposes/BalanceTab.tsx' },
});
