import { appConfig } from '@portal/build/rspack';

export default appConfig({
  dir: __dirname,
  // Its container name and what it exposes come from the sections table (@portal/kit/sections).
  app: 'reload',
  // Loaded by the shell, this remote uses the shell's federation runtime.
  federationRuntime: 'use',
  port: 3002,
  // The self-contained embed.js for integrators (docs/embedding.md): the same mount as './embed'.
  embed: './src/embed-entry.ts',
});
