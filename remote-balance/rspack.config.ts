import path from 'node:path';
import { appConfig } from '@portal/build/rspack';
import { declaration } from './src/sections';

export default appConfig({
  dir: __dirname,
  app: 'balance',
  // Its sections, declared in its release (docs/sections.md): its manifest says them, and its exposes follow from them.
  sections: declaration,
  // Loaded by the shell, this remote uses the shell's federation runtime.
  federationRuntime: 'use',
  port: 3001,
  // The self-contained embed.js for integrators (docs/embedding.md): the same mount as './embed'.
  embed: './src/embed-entry.ts',
  // Its Balance tab drawn for each language, published with each release for the shell's server to put into the tab's
  // page, and filled in with the customer's balance before the app (docs/decisions/0019 and 0021).
  prerenderSections: {
    render: path.join(__dirname, 'src/features/balance/drawing/prerender.tsx'),
    early: path.join(__dirname, 'src/features/balance/drawing/early.ts'),
  },
});
