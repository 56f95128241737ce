import Typography from '@mui/material/Typography';
import type { FeatureSwitches } from '@portal/contract';
import { frameTabs } from './frameTabs';
import { RouteTabs } from './RouteTabs';
import { Outlet } from '@portal/contract';
import { useFramesT } from './i18n';

export function AccountFrame({ features }: { features: FeatureSwitches }) {
  const t = useFramesT();
  return (
    <>
      <Typography component="h1" variant="h4" sx={{ mb: 2 }}>
        {t('frames.myAccount')}
      </Typography>
      <RouteTabs tabs={frameTabs('account', features)} label="frames.accountSections" />
      <Outlet />
    </>
  );
}
