/** '@portal/kit/config': the runtime config's validation and defaults, and the prerendered login page's marks. */
export * from './portalConfig';
export * from './defaults';
export * from './prerender';
