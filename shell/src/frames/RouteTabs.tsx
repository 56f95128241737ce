import Box from '@mui/material/Box';
import { Link as RouterLink, useLocation } from '@portal/contract';
import { focusRing } from '@portal/kit';
import { useFramesT, type FramesKey } from './i18n';

export interface RouteTab {
  /** Its label in the page's language (its section's release declares it). */
  label: string;
  to: string;
}

/**
 * The section tabs of a frame. They change the page, so they are links in a navigation landmark with
 * aria-current on the active one (the tab role is for panels within one page). The active tab is the one whose address
 * the page is at, or under; with none matching, the first.
 */
export function RouteTabs({ tabs, label }: { tabs: RouteTab[]; label: FramesKey }) {
  const { pathname } = useLocation();
  const t = useFramesT();
  // The tab whose address this is, or holds it (a section that routes the addresses under its own).
  const path = pathname.replace(/\/+$/, '').toLowerCase();
  const found = tabs.findIndex((tab) => path === tab.to.toLowerCase() || path.startsWith(`${tab.to.toLowerCase()}/`));
  const active = found === -1 ? 0 : found;
  return (
    // The tabs wrap on a narrow screen (four at 320 px take two rows) rather than scroll: every tab, the current one
    // included, stays in sight.
    <Box component="nav" aria-label={t(label)} sx={{ display: 'flex', flexWrap: 'wrap', borderBottom: 1, borderColor: 'divider', mb: 3 }}>
      {tabs.map((tab, i) => (
        <Box
          key={tab.to}
          component={RouterLink}
          to={tab.to}
          aria-current={i === active ? 'page' : undefined}
          sx={{
            px: 2,
            py: 1.5,
            minWidth: 96,
            textAlign: 'center',
            textDecoration: 'none',
            whiteSpace: 'nowrap',
            typography: 'button',
            color: i === active ? 'primary.main' : 'text.secondary',
            borderBottom: 3,
            borderColor: i === active ? 'primary.main' : 'transparent',
            '&:hover': { color: 'primary.main', bgcolor: 'action.hover' },
            '&:focus-visible': { ...focusRing, outlineOffset: -3 },
          }}
        >
          {tab.label}
        </Box>
      ))}
    </Box>
  );
}
