import { appConfig } from '@portal/build/rspack';

export default appConfig({
  dir: __dirname,
  name: 'portal_reload',
  // Loaded by the shell, this remote uses the shell's federation runtime.
  federationRuntime: 'use',
  port: 3002,
  // The self-contained embed.js for integrators (docs/embedding.md): the same mount as './embed'.
  embed: './src/embed-entry.ts',
  exposes: {
    './ReloadTab': './src/exposes/ReloadTab.tsx',
    './TransactionResult': './src/exposes/TransactionResult.tsx',
    './SavedCardResult': './src/exposes/SavedCardResult.tsx',
    './embed': './src/exposes/embed.tsx',
  },
});
