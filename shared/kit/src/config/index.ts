/**
 * '@portal/kit/config': the runtime config's defaults and trusted addresses (its validation is the host's), the prerendered login page's marks, and how the
 * banner file's answer is read (the server draws it in that page).
 */
export * from './defaults';
export * from './prerender';
export * from './banner';
export * from './urls';
