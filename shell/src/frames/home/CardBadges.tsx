import { styled } from '@mui/material/styles';
import { visuallyHidden, expiryBadgeColor, expiryBadgeText, daysToExpiry, statusBadgeColor, type Balance, type BadgeColor } from '@portal/shared';

// Each pair has a contrast of at least 4.5:1 (WCAG 2.1 AA); the text always says what the colour means.
const COLORS: Record<BadgeColor, { bg: string; fg: string }> = {
  green: { bg: '#1b5e20', fg: '#ffffff' },
  yellow: { bg: '#ffe082', fg: '#1a1a1a' },
  orange: { bg: '#ffb74d', fg: '#1a1a1a' },
  red: { bg: '#b00020', fg: '#ffffff' },
};

const Badge = styled('span')(({ theme }) => ({
  display: 'inline-block', padding: '2px 10px', borderRadius: 12, fontSize: theme.typography.pxToRem(13), fontWeight: 600, lineHeight: 1.6,
}));

function ColorBadge({ color, label, children }: { color: BadgeColor | 'neutral'; label: string; children: string }) {
  const c = color === 'neutral' ? { bg: '#e3e8ee', fg: '#1a1a1a' } : COLORS[color];
  return <li><Badge style={{ background: c.bg, color: c.fg }}><Hidden>{`${label}: `}</Hidden>{children}</Badge></li>;
}

/** Read by screen readers, not shown. */
export const Hidden = styled('span')(visuallyHidden);

const List = styled('ul')({ listStyle: 'none', display: 'flex', flexWrap: 'wrap', gap: 8, margin: 0, padding: 0 });

/** Card class, status and expiry as badges (spec 2 and 4). */
export function CardBadges({ balance }: { balance: Balance }) {
  return (
    <List aria-label="Card details">
      {balance.class && <ColorBadge color="neutral" label="Class">{balance.class}</ColorBadge>}
      <ColorBadge color={statusBadgeColor(balance.status)} label="Status">{balance.status || 'Unknown'}</ColorBadge>
      <ColorBadge color={balance.expiry ? expiryBadgeColor(daysToExpiry(balance.expiry)) : 'neutral'} label="Expiry">{expiryBadgeText(balance.expiry)}</ColorBadge>
    </List>
  );
}
