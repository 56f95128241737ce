import { lazyPart } from '../parts/part';

/**
 * The signed-in menu and the help button: fetched early for a signed-in page, so the header is whole when first drawn
 * (a menu arriving after it widened the header's right side and moved the page below it).
 */
export const signedInChromePart = lazyPart(() => import(/* webpackChunkName: "signed-in-chrome" */ './signedInChrome'));
