import { lazyPart } from '../parts/part';

/**
 * The login page: fetched by bootstrap before the first render where it shows (a signed-out visitor, /, /login), so it
 * takes over the prerendered page at once; a signed-in customer's pages never download it.
 */
export const loginPagePart = lazyPart(() => import('./LoginPage'));
