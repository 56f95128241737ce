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
});
