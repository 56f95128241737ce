/**
 * '@portal/kit/config': the runtime config's validation and defaults, the prerendered login page's marks, and how the
 * banner file's answer is read (the server draws it in that page).
 */
export * from './portalConfig';
export * from './defaults';
export * from './prerender';
export * from './banner';
