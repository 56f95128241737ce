import { useLayoutEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import { alpha, type Theme } from '@mui/material/styles';
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
  const bar = useRef<HTMLDivElement>(null);
  // The current tab in sight in a bar that scrolls (a phone, a long label in French), without moving the page.
  useLayoutEffect(() => {
    const row = bar.current;
    const current = row?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!row || !current || row.scrollWidth <= row.clientWidth) return;
    if (current.offsetLeft < row.scrollLeft || current.offsetLeft + current.offsetWidth > row.scrollLeft + row.clientWidth)
      row.scrollLeft = current.offsetLeft - (row.clientWidth - current.offsetWidth) / 2;
  }, [active, tabs.length]);
  return (
    // One line at every width (issue 87): on a phone the tabs share the row; where they still do not fit (a 360 px
    // phone in French), the row scrolls sideways within itself, and a shadow at an edge shows there are more tabs
    // beyond it (CSS alone, so the page drawn before the JavaScript shows it too). Nothing below moves as a tab is chosen.
    // minWidth 0: the bar is as wide as its place, never as wide as its tabs (a flex item's automatic minimum would be).
    <Box component="nav" aria-label={t(label)} sx={{ borderBottom: 1, borderColor: 'divider', mb: 3, minWidth: 0, maxWidth: '100%' }}>
      <Box ref={bar} sx={scrollingRow}>
        {tabs.map((tab, i) => (
          <Box
            key={tab.to}
            component={RouterLink}
            to={tab.to}
            aria-current={i === active ? 'page' : undefined}
            sx={{
              flexGrow: 1,
              flexShrink: 0,
              px: { xs: 1, sm: 2 },
              py: 1.5,
              minWidth: { xs: 0, sm: 96 },
              minHeight: 48,
              boxSizing: 'border-box',
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
    </Box>
  );
}

/**
 * A row that scrolls sideways within itself, with a shadow at each edge that has more beyond it: the backgrounds that
 * scroll with the content (`local`) cover the shadows (`scroll`) at the ends, so a shadow shows only where there is
 * more (Lea Verou's scrolling shadows).
 */
const scrollingRow = (theme: Theme) => {
  const page = theme.palette.background.default;
  return {
    display: 'flex',
    flexWrap: 'nowrap',
    overflowX: 'auto',
    // Its tabs do not make it, or anything around it, wider: it scrolls them instead.
    contain: 'inline-size',
    overscrollBehaviorX: 'contain',
    scrollbarWidth: 'none',
    '&::-webkit-scrollbar': { display: 'none' },
    background: `linear-gradient(to right, ${page} 30%, ${alpha(page, 0)}) left / 32px 100% no-repeat local,
      linear-gradient(to left, ${page} 30%, ${alpha(page, 0)}) right / 32px 100% no-repeat local,
      radial-gradient(farthest-side at 0 50%, rgba(0, 0, 0, 0.25), transparent) left / 12px 100% no-repeat scroll,
      radial-gradient(farthest-side at 100% 50%, rgba(0, 0, 0, 0.25), transparent) right / 12px 100% no-repeat scroll`,
  } as const;
};
