import { lazyPart } from '../parts/part';

/**
 * The home and account frames: each downloaded when first shown, or early by bootstrap for the page it opens on. Named:
 * a signed-in customer's page preloads its frame's files (shared/build/preloadPlugin.ts, `signedInFrames`).
 */
export const homeFramePart = lazyPart(() => import(/* webpackChunkName: "home-frame" */ './HomeFrame'));
export const accountFramePart = lazyPart(() => import(/* webpackChunkName: "account-frame" */ './AccountFrame'));

/** Each frame's part, by frame (the sections table names a section's frame). */
export const FRAME_PARTS = { home: homeFramePart, account: accountFramePart } as const;
