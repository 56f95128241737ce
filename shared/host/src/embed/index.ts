/**
 * '@portal/host/embed': the host every remote's embed mounts its view in (docs/embedding.md): its own providers, sign-in
 * and session, in a shadow root of the integrator's page. The integrators' contract itself is '@portal/kit/embed'.
 */
export * from './EmbedHost';
export { attachWidget, EmbedToasts, type WidgetRoot } from './shadow';
