/** '@portal/kit/embed': the integrators' contract (docs/embedding.md) and the host every remote's embed mounts in. */
export * from './contract';
export * from './events';
export * from './EmbedHost';
export { attachWidget, EmbedToasts, type WidgetRoot } from './shadow';
