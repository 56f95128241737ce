import type { FeatureSwitches } from '@portal/contract';
import type { RouteTab } from './RouteTabs';

/** The account tabs in order; Info shows only when switched on in the runtime config (spec 2: disabled). */
export function accountTabs(features: FeatureSwitches): Array<RouteTab & { key: 'info' | 'payment' | 'manage' }> {
  const all = [
    { key: 'info' as const, label: 'frames.tab.info' as const, to: '/account/info', enabled: features.accountInfoTab },
    { key: 'payment' as const, label: 'frames.tab.payment' as const, to: '/account/payment', enabled: true },
    { key: 'manage' as const, label: 'frames.tab.manage' as const, to: '/account/manage', enabled: features.manageAccount },
  ];
  return all.filter((t) => t.enabled).map(({ enabled: _enabled, ...t }) => t);
}
