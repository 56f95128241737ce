import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AsOf, BalanceSummary, useCardBalance } from '@portal/kit';
import { useSelectedCard } from '@portal/contract';
import { useT } from '../../i18n';

/**
 * The Balance tab while remote-balance loads (the slot's preview, federation/slotPreview.ts): the selected card's
 * balance as the data cache has it, with the tab's own heading, 'Last known, as of …' marker and tiles (the kit's
 * BalanceSummary), then a skeleton where the fare caps and history will be. A returning customer sees their last known
 * balance as soon as the frame is drawn; the section then takes the place of this preview, in one commit, showing the
 * same above its fare caps. Without a balance to show yet (a first visit), the section's skeleton.
 */
export function BalancePreview() {
  const { selected } = useSelectedCard();
  const { data: balance, asOf } = useCardBalance(selected);
  const t = useT();
  const loading = (
    <Stack spacing={1} aria-busy="true" aria-label={t('section.loading', { section: t('section.balance') })} role="status">
      {!balance && <Skeleton variant="text" width="40%" height={40} />}
      <Skeleton variant="rectangular" height={120} />
      <Skeleton variant="text" width="60%" />
    </Stack>
  );
  if (!balance) return loading;
  return (
    <>
      <Typography component="h2" variant="h5" sx={{ mb: 2 }}>
        {t('section.balance')}
      </Typography>
      {asOf !== null && <AsOf at={asOf} />}
      <BalanceSummary balance={balance} />
      {loading}
    </>
  );
}
