/** reload/embed: the Reload tab with its cart for integrators (docs/embedding.md). */
export { default, mount, version } from '../features/embed/embed';
export type { ReloadEmbedOptions } from '../features/embed/embed';
