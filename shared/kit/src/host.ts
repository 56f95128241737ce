/**
 * '@portal/kit/host': the kit's pieces a page that hosts sections is made of, which a section's own tests and drawings
 * mount too (renderWithPortal, the tab drawings): the API client and its SWR cache (ApiProvider), the selected card,
 * the toasts' stack, the session's state. What only a host mounts (its providers, sign-in, the early answers) is
 * '@portal/host/app'.
 */
export * from './api/client';
export * from './api/ApiProvider';
export { apiBaseOf, apiKey } from './api/url';
export * from './cards/SelectedCard';
export * from './session/session';
export * from './ui/NotistackToasts';
