/** public/embed: a public page mounted into any element of any page, for integrators (remote-public/README.md). */
export { default, mount } from '../features/embed/embed';
export type { EmbedOptions, EmbedPage } from '../features/embed/embed';
