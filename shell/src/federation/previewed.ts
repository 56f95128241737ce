/**
 * The sections a frame previews (HomeFrame's previews are keyed by these, `remote/module`): bootstrap does not wait for
 * them before rendering over a drawn home tab, and the entry does not ask for their files early (earlySection.ts),
 * since the preview shows what the customer waits for (their balance) and those files would only slow the shared
 * libraries it needs. Free of imports: the entry reads it.
 */
export const PREVIEWED_SECTIONS: ReadonlySet<string> = new Set(['balance/BalanceTab']);
