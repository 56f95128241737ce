/** The self-contained embed.js: `const { mount } = await import('…/embed.js')` on any page (docs/embedding.md). */
export { default, mount, version } from './exposes/embed';
