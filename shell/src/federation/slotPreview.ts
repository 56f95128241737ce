import { createContext, type ReactNode } from 'react';

/**
 * What a frame shows in place of a section while that section loads, by `remote/module` (a RemoteSlot shows its
 * skeleton otherwise). The home frame previews the Balance tab with the selected card's balance as the data cache has
 * it (the last known one for a returning customer: frames/home/BalancePreview.tsx), so a returning customer sees the
 * amount as soon as the frame is drawn, not when remote-balance has arrived.
 */
export const SlotPreviews = createContext<Readonly<Record<string, ReactNode>>>({});
