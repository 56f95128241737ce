/**
 * '@portal/kit/embed': the integrators' contract (docs/embedding.md) every remote's embed implements (its options, its
 * events, their checks) and the events a section sends from inside a widget (useEmbedEvent). The host a widget mounts
 * in is '@portal/host/embed'.
 */
export * from './contract';
export * from './events';
