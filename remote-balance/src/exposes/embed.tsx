/** balance/embed: the balance-and-history view for integrators (docs/embedding.md). */
export { default, mount, version } from '../features/embed/embed';
export type { BalanceEmbedOptions } from '../features/embed/embed';
