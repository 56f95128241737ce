import Box from '@mui/material/Box';
import { Link as RouterLink, useLocation } from '@portal/shared';

export interface RouteTab { label: string; to: string }

/**
 * The section tabs of a frame. They change the page, so they are links in a navigation landmark with
 * aria-current on the active one (the tab role is for panels within one page). The active tab comes from the
 * last path segment; with none matching, the first.
 */
export function RouteTabs({ tabs, label }: { tabs: RouteTab[]; label: string }) {
  const { pathname } = useLocation();
  const last = pathname.replace(/\/+$/, '').split('/').pop()?.toLowerCase();
  const found = tabs.findIndex((t) => t.to.split('/').pop()!.toLowerCase() === last);
  const active = found === -1 ? 0 : found;
  return (
    <Box component="nav" aria-label={label} sx={{ display: 'flex', overflowX: 'auto', borderBottom: 1, borderColor: 'divider', mb: 3 }}>
      {tabs.map((t, i) => (
        <Box
          key={t.to}
          component={RouterLink}
          to={t.to}
          aria-current={i === active ? 'page' : undefined}
          sx={{
            px: 2, py: 1.5, minWidth: 96, textAlign: 'center', textDecoration: 'none', whiteSpace: 'nowrap',
            typography: 'button', color: i === active ? 'primary.main' : 'text.secondary',
            borderBottom: 3, borderColor: i === active ? 'primary.main' : 'transparent',
            '&:hover': { color: 'primary.main', bgcolor: 'action.hover' },
            '&:focus-visible': { outline: '3px solid #f5a300', outlineOffset: -3 },
          }}
        >
          {t.label}
        </Box>
      ))}
    </Box>
  );
}
