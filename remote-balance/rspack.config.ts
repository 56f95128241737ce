import { appConfig } from '@portal/build/rspack';

export default appConfig({
  dir: __dirname,
  name: 'portal_balance',
  // Loaded by the shell, this remote uses the shell's federation runtime.
  federationRuntime: 'use',
  port: 3001,
  // The self-contained embed.js for integrators (docs/embedding.md): the same mount as './embed'.
  embed: './src/embed-entry.ts',
  exposes: {
    './BalanceTab': './src/exposes/BalanceTab.tsx',
    './embed': './src/exposes/embed.tsx',
  },
});
