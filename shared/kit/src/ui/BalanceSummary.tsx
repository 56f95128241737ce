import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { Balance } from '@portal/contract';
import type { ReactNode } from 'react';
import { formatMoney, passSummary } from '../domain/cards';
import { useSharedT } from '../i18n';
import { panelSx, visuallyHidden } from './sx';

const tiles = {
  display: 'grid',
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' },
  gap: 2,
  mb: 3,
  p: 0,
  m: 0,
  listStyle: 'none',
} as const;
const tile = panelSx;

function Tile({ title, value, detail, long }: { title: string; value: ReactNode; detail?: ReactNode; long?: boolean }) {
  return (
    <Box component="li" sx={tile}>
      <Typography component="h3" variant="subtitle2" color="text.secondary">
        {title}
      </Typography>
      <Typography variant={long ? 'h6' : 'h5'} component="p" sx={{ fontWeight: 600 }}>
        {value}
      </Typography>
      {detail && (
        <Typography variant="body2" color="text.secondary">
          {detail}
        </Typography>
      )}
    </Box>
  );
}

/**
 * E-Cash money, E-Rides count, E-Pass validity dates and remaining days ('---' when the pass is expired): the Balance
 * tab's tiles (remote-balance), and what the shell shows of them while that section loads (its slot's preview of the
 * last known balance, shell/src/frames/home/BalancePreview.tsx), so both look the same and one replaces the other
 * without a shift.
 */
export function BalanceSummary({ balance }: { balance: Balance }) {
  const pass = passSummary(balance);
  const t = useSharedT();
  return (
    <Box component="ul" aria-label={t('balance.summary')} sx={tiles}>
      <Tile title="E-Cash" value={formatMoney(balance.cash)} />
      <Tile title="E-Rides" value={balance.rides} detail={t('balance.rides', { n: balance.rides })} />
      <Tile title="E-Pass" long value={pass.dates} detail={pass.remaining === '---' ? undefined : pass.remaining} />
    </Box>
  );
}

export function BalanceSummarySkeleton() {
  const t = useSharedT();
  return (
    <Box role="status" sx={{ mb: 3 }}>
      <Box component="span" sx={visuallyHidden}>
        {t('balance.loading')}
      </Box>
      <Box sx={{ ...tiles, mb: 0 }}>
        {[0, 1, 2].map((i) => (
          <Box key={i} sx={tile}>
            <Skeleton width="40%" />
            <Skeleton width="70%" height={36} />
          </Box>
        ))}
      </Box>
    </Box>
  );
}
