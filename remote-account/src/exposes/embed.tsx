/** account/embed: one of the account views for integrators (docs/embedding.md). */
export { ACCOUNT_VIEWS, default, mount, version } from '../features/embed/embed';
export type { AccountEmbedOptions, AccountView } from '../features/embed/embed';
