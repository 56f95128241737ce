import Typography from '@mui/material/Typography';
import { useLocale, type FeatureSwitches } from '@portal/contract';
import { frameTabs } from './frameTabs';
import { RouteTabs } from './RouteTabs';
import { Outlet } from '@portal/contract';
import { useFramesT } from './i18n';
import { useSectionsTable } from '../federation/sectionsTable';

export function AccountFrame({ features }: { features: FeatureSwitches }) {
  const t = useFramesT();
  const table = useSectionsTable();
  const { locale } = useLocale();
  return (
    <>
      <Typography component="h1" variant="h4" sx={{ mb: 2 }}>
        {t('frames.myAccount')}
      </Typography>
      <RouteTabs tabs={frameTabs(table, 'account', features, locale)} label="frames.accountSections" />
      <Outlet />
    </>
  );
}
