/**
 * The embed events (contract.ts EmbedEventMap): sections raise them through `useEmbedEvent()`; an embed passes
 * them to the host's `onEvent`. In the portal nobody listens, so raising one costs nothing. Imported by path.
 */
import { createContext, useContext } from 'react';
import type { EmbedEventHandler } from './contract';

const ignore: EmbedEventHandler = () => undefined;
export const EmbedEventsContext = createContext<EmbedEventHandler>(ignore);

/** Raises an embed event (a no-op outside an embed). */
export const useEmbedEvent = (): EmbedEventHandler => useContext(EmbedEventsContext);

/** Whether the section runs in an embed (a host's onEvent is listening), not in the portal. */
export const useInEmbed = (): boolean => useContext(EmbedEventsContext) !== ignore;
