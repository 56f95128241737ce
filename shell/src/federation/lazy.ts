import { lazyPart } from '../parts/part';

/** The section slot (and the federation runtime's loading of sections): downloaded with a page that shows a section. */
export const remoteSlotPart = lazyPart(() => import(/* webpackChunkName: "remote-slot" */ './RemoteSlot'));
