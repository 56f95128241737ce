import type { FeatureSwitches } from '@portal/contract';
import { frameSections, type Frame, type FrameTab } from '@portal/kit';
import type { FramesKey } from './i18n';
import type { RouteTab } from './RouteTabs';

/** Every tab label of the sections table is a message of the frames (a missing one fails the type check). */
const label = (tab: FrameTab): FramesKey => `frames.tab.${tab}` satisfies FramesKey;

/**
 * A frame's tabs, from the sections table (@portal/kit's SECTIONS), in its order. The account frame's Info tab shows
 * only when switched on in the runtime config (spec 2: disabled); Manage can be switched off.
 */
export function frameTabs(frame: Frame, features: FeatureSwitches): RouteTab[] {
  return frameSections(frame, features).map((s) => ({ label: label(s.tab), to: s.path }));
}
