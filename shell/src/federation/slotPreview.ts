import { createContext, type ReactNode } from 'react';

/**
 * What a frame already knows of a section, shown above the section's skeleton while it loads, by `remote/module`. The home frame previews the Balance tab with the selected card's balance as the data cache has
 * it (the last known one for a returning customer: frames/home/BalancePreview.tsx), so a returning customer sees the
 * amount as soon as the frame is drawn, not when remote-balance has arrived.
 */
export const SlotPreviews = createContext<Readonly<Record<string, ReactNode>>>({});

export { PREVIEWED_SECTIONS } from './previewed';
