import Typography from '@mui/material/Typography';
import type { FeatureSwitches } from '@portal/shared';
import { accountTabs } from './accountTabs';
import { RouteTabs } from './RouteTabs';
import { Outlet } from '@portal/shared';

export function AccountFrame({ features }: { features: FeatureSwitches }) {
  return (
    <>
      <Typography component="h1" variant="h4" sx={{ mb: 2 }}>My account</Typography>
      <RouteTabs tabs={accountTabs(features)} label="Account sections" />
      <Outlet />
    </>
  );
}
