// Alias of @module-federation/runtime-core that the remotes' externalRuntime setting does not externalize.
declare module '@portal/federation-runtime-core' {
  export * from '@module-federation/runtime-core';
}
