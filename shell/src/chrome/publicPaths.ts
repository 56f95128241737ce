/** Pages where the header menu and help button never show (spec 2, Shell). */
const PUBLIC_PATHS = new Set(['/', '/login', '/confirm', '/reset', '/confirmmobile', '/resetpasswordmobile']);

/** Whether `pathname` is one of them (any case, with or without a trailing slash). */
export const isPublicPath = (pathname: string): boolean => PUBLIC_PATHS.has(pathname.toLowerCase().replace(/\/+$/, '') || '/');
