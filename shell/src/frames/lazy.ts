import { lazyPart } from '../parts/part';

/** The home and account frames: each downloaded when first shown, or early by bootstrap for the page it opens on. */
export const homeFramePart = lazyPart(() => import('./HomeFrame'));
export const accountFramePart = lazyPart(() => import('./AccountFrame'));
