import { styled } from '@mui/material/styles';
import {
  visuallyHidden,
  expiryBadgeColor,
  expiryBadgeText,
  daysToExpiry,
  statusBadgeColor,
  statusText,
  type BadgeColor,
} from '@portal/kit';
import type { Balance } from '@portal/contract';
import { useFramesT } from '../i18n';

// Each pair has a contrast of at least 4.5:1 (WCAG 2.1 AA); the text always says what the colour means.
const COLORS: Record<BadgeColor, { bg: string; fg: string }> = {
  green: { bg: '#1b5e20', fg: '#ffffff' },
  yellow: { bg: '#ffe082', fg: '#1a1a1a' },
  orange: { bg: '#ffb74d', fg: '#1a1a1a' },
  red: { bg: '#b00020', fg: '#ffffff' },
};

const Badge = styled('span')(({ theme }) => ({
  display: 'inline-block',
  padding: '2px 10px',
  borderRadius: 12,
  fontSize: theme.typography.pxToRem(13),
  fontWeight: 600,
  lineHeight: 1.6,
}));

function ColorBadge({ color, label, children }: { color: BadgeColor | 'neutral'; label: string; children: string }) {
  const t = useFramesT();
  const c = color === 'neutral' ? { bg: '#e3e8ee', fg: '#1a1a1a' } : COLORS[color];
  return (
    <li>
      <Badge style={{ background: c.bg, color: c.fg }}>
        <Hidden>{t('frames.badgeLabel', { label })}</Hidden>
        {children}
      </Badge>
    </li>
  );
}

/** Read by screen readers, not shown. */
export const Hidden = styled('span')(visuallyHidden);

/** The badges' line, as high as its skeleton (HomeFrame): the tabs below stay where they are when the badges come. */
export const BADGES_HEIGHT = 26;

const List = styled('ul')({
  listStyle: 'none',
  display: 'flex',
  flexWrap: 'wrap',
  gap: 8,
  margin: 0,
  padding: 0,
  minHeight: BADGES_HEIGHT,
});

/** Card class, status and expiry as badges (spec 2 and 4). */
export function CardBadges({ balance }: { balance: Balance }) {
  const t = useFramesT();
  return (
    <List aria-label={t('frames.cardDetails')}>
      {balance.class && (
        <ColorBadge color="neutral" label={t('frames.class')}>
          {balance.class}
        </ColorBadge>
      )}
      <ColorBadge color={statusBadgeColor(balance.status)} label={t('frames.status')}>
        {balance.status ? statusText(balance.status) : t('frames.unknown')}
      </ColorBadge>
      <ColorBadge color={balance.expiry ? expiryBadgeColor(daysToExpiry(balance.expiry)) : 'neutral'} label={t('frames.expiry')}>
        {expiryBadgeText(balance.expiry)}
      </ColorBadge>
    </List>
  );
}
