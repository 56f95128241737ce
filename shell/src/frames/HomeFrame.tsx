import Typography from '@mui/material/Typography';
import { RouteTabs } from './RouteTabs';
import { Outlet } from '@portal/shared';

export const HOME_TABS = [
  { label: 'Balance', to: '/home/balance' },
  { label: 'Reload', to: '/home/reload' },
  { label: 'Manage', to: '/home/manage' },
];

/** The home page frame: the card header (with the card selector) and the Balance, Reload and Manage tabs. */
export function HomeFrame() {
  return (
    <>
      <Typography component="h1" variant="h4" sx={{ mb: 2 }}>My cards</Typography>
      <RouteTabs tabs={HOME_TABS} label="Card sections" />
      <Outlet />
    </>
  );
}
