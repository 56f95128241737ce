// Aliases of the federation plugin's bundler runtime (parts/federation.ts, bundlerRuntimeAliases): the copy of it the
// page provides (the shell's, or a standalone page's provide-runtime.js), which the remotes' own alias leaves alone.
declare module '@portal/federation-bundler-runtime' {
  export { default } from '@module-federation/webpack-bundler-runtime';
}
declare module '@portal/federation-bundler-runtime/initContainerEntry' {
  export { initContainerEntry } from '@module-federation/webpack-bundler-runtime/dist/initContainerEntry';
}
