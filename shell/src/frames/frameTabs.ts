import type { FeatureSwitches, Frame, Locale, SectionsTable } from '@portal/contract';
import { frameSections, textIn } from '@portal/host/sections';
import type { RouteTab } from './RouteTabs';

/**
 * A frame's tabs, from the sections table (each release declares its sections' tabs, their order and labels), in
 * their order, in the page's language. A tab the runtime config switches off is left out (spec 2: the account frame's
 * Info tab; Manage can be switched off).
 */
export function frameTabs(table: SectionsTable, frame: Frame, features: FeatureSwitches, locale: Locale): RouteTab[] {
  return frameSections(table, frame, features).map((s) => ({ label: textIn(s.tab!.label, locale), to: s.path.replace(/\/\*$/, '') }));
}
