import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { Link as RouterLink, useLocation } from 'react-router-dom';

export interface RouteTab { label: string; to: string }

/** Tabs that are links to routes: the active one comes from the last path segment. */
export function RouteTabs({ tabs, label }: { tabs: RouteTab[]; label: string }) {
  const { pathname } = useLocation();
  const last = pathname.replace(/\/+$/, '').split('/').pop()?.toLowerCase();
  const index = tabs.findIndex((t) => t.to.split('/').pop()!.toLowerCase() === last);
  return (
    <Tabs value={index === -1 ? 0 : index} aria-label={label} variant="scrollable" allowScrollButtonsMobile sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}>
      {tabs.map((t) => <Tab key={t.to} label={t.label} component={RouterLink} to={t.to} />)}
    </Tabs>
  );
}
