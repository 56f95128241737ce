import Typography from '@mui/material/Typography';
import { AsOf, BalanceSummary, useCardBalance } from '@portal/kit';
import { useSelectedCard } from '@portal/contract';
import { useT } from '../../i18n';

/**
 * What the Balance tab's slot shows above its skeleton while remote-balance loads (federation/slotPreview.ts): the
 * selected card's balance as the data cache has it, with the tab's own heading, 'Last known, as of …' marker and tiles
 * (the kit's BalanceSummary). A returning customer sees their last known balance as soon as the frame is drawn; the
 * section then takes the place of the preview and the skeleton, in one commit, showing the same above its fare caps.
 * Nothing without a balance to show yet (a first visit): the skeleton alone.
 */
export function BalancePreview() {
  const { selected } = useSelectedCard();
  const { data: balance, asOf } = useCardBalance(selected);
  const t = useT();
  if (!balance) return null;
  return (
    <>
      <Typography component="h2" variant="h5" sx={{ mb: 2 }}>
        {t('section.balance')}
      </Typography>
      {asOf !== null && <AsOf at={asOf} />}
      <BalanceSummary balance={balance} />
    </>
  );
}
